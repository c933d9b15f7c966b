import Container from 'react-bootstrap/Container';
import { Link, useParams } from 'react-router-dom';
import { IconList } from '@/components/sections/icon-list';
import { MetricChart } from '@/components/sections/metric-chart';
import { PageHero } from '@/components/sections/page-hero';
import { Section } from '@/components/sections/section';
import { SplitHero } from '@/components/sections/split-hero';
import { StatList } from '@/components/sections/stat-list';
import { ExternalLink } from '@/components/ui/external-link';
import { paths } from '@/config/paths';
import { caseStudies, caseStudiesPage, type CaseStudy, type EmbeddedStudy, type StudySection } from '@/content/case-studies';
import type { PageMeta } from '@/lib/seo';
import { articleJsonLd } from '@/lib/structured-data';

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
    jsonLd: [
      articleJsonLd({
        headline: study.title,
        description: study.metaDescription,
        url: path,
        image: study.image.src,
      }),
    ],
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

function Embedded({ study, caption }: { study: EmbeddedStudy; caption: string }) {
  return (
    <Section heading={study.heading} className="case-study__embedded">
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
      <MetricChart metrics={study.metrics} caption={caption} />
      <StatList stats={study.stats} />
      <p className="mb-0">{study.summary}</p>
    </Section>
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

export default function CaseStudyPage() {
  const study = findStudy(useParams().pageUrl);
  if (!study) return <NotFound />;
  const { outcomes, otherStats } = study;
  return (
    <article className="case-study">
      <SplitHero
        title={study.title}
        eyebrow={copy.eyebrow}
        aside={study.logo}
        actions={
          <ExternalLink href={study.siteUrl} className="btn btn-primary btn-lg">
            {study.siteLabel}
          </ExternalLink>
        }
      >
        {study.intro.map((text) => <p key={text.slice(0, 32)} className="split-hero__lead">{text}</p>)}
        {study.period ? (
          <p className="case-study__period">
            {copy.periodLabel}: {study.period}
          </p>
        ) : null}
        <IconList items={study.technologies} label={copy.technologiesLabel} />
      </SplitHero>

      <Section heading={study.challenges.heading}>
        <Body section={study.challenges} />
      </Section>
      <Section heading={study.strategy.heading} tone="muted">
        <Body section={study.strategy} />
      </Section>
      <Section heading={copy.outcomesHeading} intro={<p>{outcomes.intro}</p>}>
        <MetricChart metrics={outcomes.metrics} caption={copy.chartCaption(study.title)} />
        <StatList stats={outcomes.stats} />
      </Section>
      <Section heading={study.takeaways.heading} tone="muted">
        <Body section={study.takeaways} />
      </Section>
      {study.keyLearnings ? (
        <Section heading={study.keyLearnings.heading}>
          <Body section={study.keyLearnings} />
        </Section>
      ) : null}
      <Section heading={otherStats.heading} tone={study.keyLearnings ? 'muted' : 'plain'}>
        <StatList stats={otherStats.stats} />
        <p className="case-study__outcome mb-0">{otherStats.outcome}</p>
      </Section>
      {study.embeddedStudy ? (
        <Embedded study={study.embeddedStudy} caption={copy.chartCaption(study.embeddedStudy.heading)} />
      ) : null}
      <Container fluid="xl" className="case-study__back">
        <Link to={paths.caseStudies}>{copy.backToIndex}</Link>
      </Container>
    </article>
  );
}
