import { CaseStudyCard } from '@/components/sections/case-study-card';
import { paths } from '@/config/paths';
import { caseStudiesPage, type CaseStudy } from '@/content/case-studies';
import type { Fact } from '@/content/types';
import { caseStudyIndexExcerpt } from '@/lib/excerpt-rules';

/**
 * A study's headline result for its card: its first figure. An approach study (no published
 * figures) has none: its card names its steps under a small label instead, so no card shows a
 * number the study does not publish.
 */
export function cardResult(study: CaseStudy): Fact | undefined {
  const [first] = study.headline;
  return first ? { value: first.value, label: [first.label, first.detail].filter(Boolean).join(' ') } : undefined;
}

type CardProps = Pick<Parameters<typeof CaseStudyCard>[0], 'variant' | 'layout' | 'headingLevel'>;

/** A study's card, as the index shows it and as a study page offers the next one. */
export function StudyCard({ study, ...card }: CardProps & { study: CaseStudy }) {
  return (
    <CaseStudyCard
      {...card}
      title={study.title}
      text={caseStudyIndexExcerpt(study.description)}
      image={study.image}
      to={paths.caseStudy(study.pageUrl)}
      client={`${study.client} · ${study.industry}`}
      result={cardResult(study)}
      approach={study.approach ? { label: study.approach.label, steps: study.approach.steps.map((step) => step.title) } : undefined}
      exploreLabel={caseStudiesPage.explore}
    />
  );
}
