import Container from 'react-bootstrap/Container';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { CaseStudyReport } from '@/components/sections/case-study-report';
import { IconList } from '@/components/sections/icon-list';
import { PageHero } from '@/components/sections/page-hero';
import { TitledBox } from '@/components/sections/section';
import { StatList } from '@/components/sections/stat-list';
import { ExternalLink } from '@/components/ui/external-link';
import { TextItems } from '@/components/ui/text-blocks';
import { paths } from '@/config/paths';
import { caseStudies, caseStudiesPage, type CaseStudy, type EmbeddedStudy, type Outcomes, type StudySection } from '@/content/case-studies';
import type { PageMeta } from '@/lib/seo';
import { creativeWorkJsonLd } from '@/lib/structured-data';
import { CaseStudyEnding } from './case-study-ending';
import { CaseStudyMasthead } from './case-study-masthead';
import { useMarkNotFound } from '@/lib/page-not-found';
import '@/styles/pages/_case-studies.scss';

const copy = caseStudiesPage.detail;

const findStudy = (pageUrl: string | undefined): CaseStudy | undefined => caseStudies.find((s) => s.pageUrl === pageUrl);

export function getMeta({ params }: { params: Record<string, string | undefined> }): PageMeta {
  const study = findStudy(params.pageUrl);
  if (!study) {
    return { title: copy.notFoundTitle, description: copy.notFoundText, robots: 'noindex, nofollow' };
  }
  const path = paths.caseStudy(study.pageUrl);
  return {
    title: study.title,
    description: study.metaDescription,
    breadcrumbs: [
      { name: 'Case Studies', path: paths.caseStudies },
      { name: study.title, path },
    ],
    // A study carries no publication date, so it is not claimed as a (dated) Article.
    jsonLd: [creativeWorkJsonLd({ name: study.title, description: study.metaDescription, url: path, image: study.image.src })],
    // An approach study has no figure to show on its card.
    card: study.headline[0] ? { kind: 'Case study', figure: study.headline[0] } : { kind: 'Case study' },
  };
}

function Body({ section }: { section: StudySection }) {
  return (
    <>
      {section.paragraphs ? <TextItems items={section.paragraphs} as="p" /> : null}
      {section.bullets?.length ? (
        <ul className="case-study__bullets">
          <TextItems items={section.bullets} />
        </ul>
      ) : null}
    </>
  );
}

/** A titled part of the story: an h2 that names its region. */
function Block({ heading, className, children }: { heading: string; className?: string; children: ReactNode }) {
  return (
    <TitledBox as="section" className={`case-study__block${className ? ` ${className}` : ''}`} heading={heading} level={2} headingClassName="case-study__h2">
      {children}
    </TitledBox>
  );
}

/** Who and when, and the client's site: a card after the introduction, beside it from 992 px. */
function Facts({ study }: { study: CaseStudy }) {
  return (
    <aside className="case-study__facts" aria-label={copy.factsLabel}>
      <dl className="case-study__facts-list">
        <div>
          <dt>{copy.clientLabel}</dt>
          <dd className="case-study__client" translate="no">
            {study.client}
          </dd>
        </div>
        <div>
          <dt>{copy.industryLabel}</dt>
          <dd>{study.industry}</dd>
        </div>
        {study.period ? (
          <div>
            <dt>{copy.periodLabel}</dt>
            <dd className="case-study__period">{study.period}</dd>
          </div>
        ) : null}
      </dl>
      <ExternalLink href={study.siteUrl} className="btn btn-outline-primary case-study__site">
        {study.siteLabel}
      </ExternalLink>
    </aside>
  );
}

/**
 * The reports of a study's results, each beside what changed. A study without figures first says
 * in words what the work left in place, then shows the work itself (its audit and roadmap).
 */
function Reports({ outcomes }: { outcomes: Outcomes }) {
  return (
    <>
      {outcomes.points?.length ? (
        <ol className="case-study__points" data-count={outcomes.points.length}>
          {outcomes.points.map((point) => (
            <li key={point.title}>
              <h3 className="case-study__point-title">{point.title}</h3>
              <p className="mb-0">{point.text}</p>
            </li>
          ))}
        </ol>
      ) : null}
      {outcomes.reports.map((report) => (
        <CaseStudyReport key={`${report.kind}-${report.heading}`} report={report} figures={outcomes} />
      ))}
    </>
  );
}

function Embedded({ study }: { study: EmbeddedStudy }) {
  return (
    <Block heading={study.heading} className="case-study__embedded">
      <p className="case-study__period">
        {copy.periodLabel}: {study.period}
      </p>
      <p>{study.intro}</p>
      <div className="row g-4">
        {[
          { heading: copy.problemsHeading, items: study.problems },
          { heading: copy.workHeading, items: study.work },
        ].map(({ heading, items }) => (
          <div key={heading} className="col-md-6">
            <h3 className="h5">{heading}</h3>
            <ul className="case-study__bullets">
              <TextItems items={items} />
            </ul>
          </div>
        ))}
      </div>
      <Reports outcomes={study} />
      <div className="case-study__embedded-end">
        <StatList stats={study.stats} />
        <p className="case-study__outcome mb-0">{study.summary}</p>
      </div>
    </Block>
  );
}

function NotFound() {
  useMarkNotFound();
  return (
    <PageHero tone="plain" title={copy.notFoundTitle} lead={<p>{copy.notFoundText}</p>}>
      <Link to={paths.caseStudies} className="btn btn-primary">
        {copy.backToIndex}
      </Link>
    </PageHero>
  );
}

/**
 * A case study reads like the best agency write-ups: the client and the results first (its logo
 * and a strip of big numbers under the title; an approach study, without figures, lists its steps
 * there instead), then the introduction beside the project's facts and the story's two parts side
 * by side, then the reports that measured the results, as the tools showed them before and after, each
 * beside what changed; it ends on the invitation to ask for the same and the next study.
 */
export default function CaseStudyPage() {
  const study = findStudy(useParams().pageUrl);
  if (!study) return <NotFound />;
  const { outcomes, otherStats } = study;
  return (
    <>
      <article className="case-study">
        <CaseStudyMasthead study={study} />

        <Container fluid="xl" className="case-study__body case-study__top">
          <div className="case-study__intro">
            <TextItems items={study.intro} as="p" />
            <div className="case-study__tools">
              <p className="case-study__tools-label">{copy.technologiesLabel}</p>
              <IconList items={study.technologies} label={copy.technologiesLabel} />
            </div>
          </div>
          <Facts study={study} />
          {/* Each part's text in one box, so that from lg the two parts can share their rows:
              the headings in one, the texts in the next. */}
          <div className="case-study__story">
            <Block heading={study.challenges.heading}>
              <div className="case-study__text">
                <Body section={study.challenges} />
              </div>
            </Block>
            <Block heading={study.strategy.heading}>
              <div className="case-study__text">
                <Body section={study.strategy} />
              </div>
            </Block>
          </div>
        </Container>

        <div className="case-study__outcomes">
          <Container fluid="xl">
            <Block heading={study.outcomesHeading ?? copy.outcomesHeading}>
              <p className="case-study__lead">{outcomes.intro}</p>
              <Reports outcomes={outcomes} />
            </Block>
          </Container>
        </div>

        <Container fluid="xl" className="case-study__body">
          <div className="case-study__closing">
            <div>
              <Block heading={study.takeaways.heading}>
                <Body section={study.takeaways} />
              </Block>
              {study.keyLearnings ? (
                <Block heading={study.keyLearnings.heading}>
                  <Body section={study.keyLearnings} />
                </Block>
              ) : null}
            </div>
            <Block heading={otherStats.heading} className="case-study__other">
              <StatList stats={otherStats.stats} className="stat-list--rows" />
              <p className="case-study__outcome mb-0">{otherStats.outcome}</p>
            </Block>
          </div>
          {study.embeddedStudy ? <Embedded study={study.embeddedStudy} /> : null}
        </Container>
      </article>
      <CaseStudyEnding study={study} />
    </>
  );
}
