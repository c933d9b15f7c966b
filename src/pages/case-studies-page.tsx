import { Section } from '@/components/sections/section';
import { CaseStudyCard } from '@/components/sections/case-study-card';
import { PageHero } from '@/components/sections/page-hero';
import { paths } from '@/config/paths';
import { caseStudies, caseStudiesPage, type CaseStudy } from '@/content/case-studies';
import type { Fact } from '@/content/types';
import { caseStudyIndexExcerpt } from '@/lib/excerpt-rules';
import '@/styles/pages/_case-studies.scss';

/**
 * A study's headline result for its card: its first figure. An approach study (no published
 * figures) has none: its card names its steps under a small label instead, so no card shows a
 * number the study does not publish.
 */
export function cardResult(study: CaseStudy): Fact | undefined {
  const [first] = study.headline;
  return first ? { value: first.value, label: [first.label, first.detail].filter(Boolean).join(' ') } : undefined;
}

export default function CaseStudiesPage() {
  return (
    <>
      <PageHero title={caseStudiesPage.title} eyebrow={caseStudiesPage.eyebrow} lead={<p>{caseStudiesPage.lead}</p>} />
      <Section block="case-studies" label={caseStudiesPage.title}>
        <ul className="case-studies__grid list-unstyled mb-0">
          {caseStudies.map((study, index) => (
            <li key={study.pageUrl}>
              <CaseStudyCard
                title={study.title}
                text={caseStudyIndexExcerpt(study.description)}
                image={study.image}
                to={paths.caseStudy(study.pageUrl)}
                client={`${study.client} · ${study.industry}`}
                result={cardResult(study)}
                approach={study.approach ? { label: study.approach.label, steps: study.approach.steps.map((step) => step.title) } : undefined}
                variant={(index + 1) % 2 === 0 ? 'even' : 'odd'}
                exploreLabel={caseStudiesPage.explore}
              />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
