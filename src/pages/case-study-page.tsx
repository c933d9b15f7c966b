import Container from 'react-bootstrap/Container';
import { useId, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { IconList } from '@/components/sections/icon-list';
import { MetricChart } from '@/components/sections/metric-chart';
import { PageHero } from '@/components/sections/page-hero';
import { StatList } from '@/components/sections/stat-list';
import { ExternalLink } from '@/components/ui/external-link';
import { paths } from '@/config/paths';
import { caseStudies, caseStudiesPage, type CaseStudy, type EmbeddedStudy, type Headline, type StudySection } from '@/content/case-studies';
import type { PageMeta } from '@/lib/seo';
import { creativeWorkJsonLd } from '@/lib/structured-data';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';

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
    card: { kind: 'Case study', figure: study.headline[0] },
  };
}

function Body({ section }: { section: StudySection }) {
  return (
    <>
      {section.paragraphs?.map((text) => <p key={text.slice(0, 32)}>{text}</p>)}
      {section.bullets?.length ? (
        <ul className="case-study__bullets">
          {section.bullets.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** A titled part of the story: an h2 that names its region. */
function Block({ heading, className, children }: { heading: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={`case-study__block${className ? ` ${className}` : ''}`} aria-labelledby={id}>
      <h2 id={id} className="case-study__h2">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/** The three or four headline results, large, straight under the title. */
function ResultsStrip({ items, label }: { items: readonly Headline[]; label: string }) {
  return (
    <dl className="results-strip" aria-label={label}>
      {items.map((item) => (
        <div key={item.label} className="results-strip__item">
          <dt className="results-strip__label">
            {item.label}
            {item.detail ? <span className="results-strip__detail">{item.detail}</span> : null}
          </dt>
          <dd className="results-strip__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who, when and with what: the side column beside the story from 992 px, below the strip on phones. */
function Facts({ study }: { study: CaseStudy }) {
  return (
    <aside className="case-study__facts" aria-label={copy.factsLabel}>
      <p className="case-study__wordmark" translate="no">
        <span className="visually-hidden">{copy.clientLabel}: </span>
        {study.client}
      </p>
      <dl className="case-study__facts-list">
        {study.period ? (
          <div>
            <dt>{copy.periodLabel}</dt>
            <dd className="case-study__period">{study.period}</dd>
          </div>
        ) : null}
        <div>
          <dt>{copy.technologiesLabel}</dt>
          <dd>
            <IconList items={study.technologies} label={copy.technologiesLabel} />
          </dd>
        </div>
      </dl>
      <ExternalLink href={study.siteUrl} className="btn btn-outline-primary w-100">
        {study.siteLabel}
      </ExternalLink>
    </aside>
  );
}

function Embedded({ study, caption }: { study: EmbeddedStudy; caption: string }) {
  return (
    <Block heading={study.heading} className="case-study__embedded">
      <p className="case-study__period">
        {copy.periodLabel}: {study.period}
      </p>
      <p>{study.intro}</p>
      <div className="row g-4">
        <div className="col-md-6">
          <h3 className="h5">{copy.problemsHeading}</h3>
          <ul className="case-study__bullets">{study.problems.map((t) => <li key={t}>{t}</li>)}</ul>
        </div>
        <div className="col-md-6">
          <h3 className="h5">{copy.workHeading}</h3>
          <ul className="case-study__bullets">{study.work.map((t) => <li key={t}>{t}</li>)}</ul>
        </div>
      </div>
      <h3 className="h5 mt-4">{copy.resultsHeading}</h3>
      <MetricChart metrics={study.metrics} caption={caption} tableSummary={copy.tableSummary} />
      <StatList stats={study.stats} />
      <p className="mb-0">{study.summary}</p>
    </Block>
  );
}

function NotFound() {
  return (
    <PageHero title={copy.notFoundTitle} lead={<p>{copy.notFoundText}</p>}>
      <Link to={paths.caseStudies} className="btn btn-primary">
        {copy.backToIndex}
      </Link>
    </PageHero>
  );
}

/**
 * A case study reads like the best agency write-ups: the results first (a strip of big numbers
 * under the title), then the story with its facts in a side column, then every figure as a chart
 * that tells better from worse, with the table one click away.
 */
export default function CaseStudyPage() {
  const study = findStudy(useParams().pageUrl);
  if (!study) return <NotFound />;
  const { outcomes, otherStats } = study;
  return (
    <article className="case-study">
      <header className="page-hero case-study__hero">
        <Container fluid="xl" className="page-hero__inner">
          <p className="page-hero__eyebrow">{copy.eyebrow}</p>
          <h1 className="page-hero__title">
            <KeepHyphenated text={study.title} />
          </h1>
          <ResultsStrip items={study.headline} label={study.headlineLabel ?? copy.resultsLabel} />
        </Container>
      </header>

      <Container fluid="xl" className="case-study__body">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-8 case-study__story">
            <div className="case-study__intro">
              {study.intro.map((text) => <p key={text.slice(0, 32)}>{text}</p>)}
            </div>
            <Block heading={study.challenges.heading}>
              <Body section={study.challenges} />
            </Block>
            <Block heading={study.strategy.heading}>
              <Body section={study.strategy} />
            </Block>
          </div>
          <div className="col-lg-4">
            <Facts study={study} />
          </div>
        </div>
      </Container>

      <div className="case-study__outcomes">
        <Container fluid="xl">
          <Block heading={copy.outcomesHeading}>
            <div className="case-study__outcomes-head">
              <p className="case-study__lead">{outcomes.intro}</p>
              <StatList stats={outcomes.stats} />
            </div>
            <MetricChart metrics={outcomes.metrics} caption={copy.chartCaption(study.title)} tableSummary={copy.tableSummary} />
          </Block>
        </Container>
      </div>

      <Container fluid="xl" className="case-study__body">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-7">
            <Block heading={study.takeaways.heading}>
              <Body section={study.takeaways} />
            </Block>
            {study.keyLearnings ? (
              <Block heading={study.keyLearnings.heading}>
                <Body section={study.keyLearnings} />
              </Block>
            ) : null}
          </div>
          <div className="col-lg-5">
            <Block heading={otherStats.heading} className="case-study__other">
              <StatList stats={otherStats.stats} />
              <p className="case-study__outcome mb-0">{otherStats.outcome}</p>
            </Block>
          </div>
        </div>
        {study.embeddedStudy ? (
          <Embedded study={study.embeddedStudy} caption={copy.chartCaption(study.embeddedStudy.heading)} />
        ) : null}
        <p className="case-study__back">
          <Link to={paths.caseStudies}>{copy.backToIndex}</Link>
        </p>
      </Container>
    </article>
  );
}
