import { Section } from '@/components/sections/section';
import { PageHero } from '@/components/sections/page-hero';
import { caseStudies, caseStudiesPage } from '@/content/case-studies';
import { StudyCard } from './study-card';
import '@/styles/pages/_case-studies.scss';

export default function CaseStudiesPage() {
  return (
    <>
      <PageHero title={caseStudiesPage.title} eyebrow={caseStudiesPage.eyebrow} lead={<p>{caseStudiesPage.lead}</p>} />
      <Section block="case-studies" label={caseStudiesPage.title}>
        <ul className="case-studies__grid list-unstyled mb-0">
          {caseStudies.map((study, index) => (
            <li key={study.pageUrl}>
              <StudyCard study={study} variant={(index + 1) % 2 === 0 ? 'even' : 'odd'} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
