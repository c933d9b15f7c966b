import Container from 'react-bootstrap/Container';
import { CaseStudyCard } from '@/components/sections/case-study-card';
import { PageHero } from '@/components/sections/page-hero';
import { paths } from '@/config/paths';
import { caseStudies, caseStudiesPage } from '@/content/case-studies';
import { caseStudyIndexExcerpt } from '@/lib/excerpt-rules';

export default function CaseStudiesPage() {
  return (
    <>
      <PageHero title={caseStudiesPage.title} eyebrow={caseStudiesPage.eyebrow} lead={<p>{caseStudiesPage.lead}</p>} />
      <section className="case-studies" aria-label={caseStudiesPage.title}>
        <Container fluid="xl">
          <ul className="row g-4 g-lg-5 list-unstyled row-cols-1 row-cols-md-2 mb-0">
            {caseStudies.map((study, index) => (
              <li key={study.pageUrl} className="col">
                <CaseStudyCard
                  title={study.title}
                  text={caseStudyIndexExcerpt(study.description)}
                  image={study.image}
                  to={paths.caseStudy(study.pageUrl)}
                  variant={(index + 1) % 2 === 0 ? 'even' : 'odd'}
                  exploreLabel={caseStudiesPage.explore}
                />
              </li>
            ))}
          </ul>
        </Container>
      </section>
    </>
  );
}
