import Container from 'react-bootstrap/Container';
import { useId } from 'react';
import { Img } from '@/components/ui/img';
import { HeadingText, TitledItemText } from '@/components/ui/heading-text';
import { caseStudiesPage, type ApproachStep, type CaseStudy, type Headline } from '@/content/case-studies';

const copy = caseStudiesPage.detail;

/** The three or four headline results, large, straight under the title. */
function ResultsStrip({ items, label }: { items: readonly Headline[]; label: string }) {
  return (
    <dl className="results-strip" aria-label={label} data-count={items.length}>
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

/**
 * An approach study's steps, in the results strip's place but set as text: a labelled, ordered
 * list, so nothing reads as a figure the study never published.
 */
function ApproachSteps({ label, steps }: { label: string; steps: readonly ApproachStep[] }) {
  const id = useId();
  return (
    <div className="approach-steps">
      <p id={id} className="approach-steps__label">
        {label}
      </p>
      <ol className="approach-steps__list" aria-labelledby={id} data-count={steps.length}>
        {steps.map((step) => (
          <li key={step.title} className="approach-steps__step">
            <TitledItemText block="approach-steps" level="inline" title={step.title} text={step.text} />
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * The top of a study: the client's logo, the title and the results strip under it (an approach
 * study, without figures, lists its steps there instead).
 */
export function CaseStudyMasthead({ study }: { study: CaseStudy }) {
  return (
    <header className="page-hero page-hero--light case-study__hero">
      <Container fluid="xl" className="case-study__masthead">
        <p className="case-study__logo">
          <Img image={study.logo} loading="eager" className="case-study__logo-img" />
        </p>
        <p className="page-hero__eyebrow case-study__eyebrow">{copy.eyebrow}</p>
        <h1 className="page-hero__title case-study__title">
          <HeadingText text={study.title} />
        </h1>
        {study.approach ? <ApproachSteps label={study.approach.label} steps={study.approach.steps} /> : <ResultsStrip items={study.headline} label={copy.resultsLabel} />}
      </Container>
    </header>
  );
}
