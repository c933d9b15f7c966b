import { Section } from '@/components/sections/section';
import { PageHero } from '@/components/sections/page-hero';
import { PortfolioCollage } from '@/components/sections/portfolio-collage';
import { caseStudies, caseStudiesPage } from '@/content/case-studies';
import { StudyCard } from './study-card';
import '@/styles/pages/_case-studies.scss';

/** Beside the title from 992 px: three of the studies' report views, the first behind the other two. */
const collage = caseStudies.slice(0, 3).map((study) => study.image);

export default function CaseStudiesPage() {
  return (
    <>
      <PageHero tone="light" title={caseStudiesPage.title} eyebrow={caseStudiesPage.eyebrow} lead={<p>{caseStudiesPage.lead}</p>} aside={<PortfolioCollage images={collage} />} />
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
