import Container from 'react-bootstrap/Container';
import { CaseStudyCard } from '@/components/sections/case-study-card';
import { PageHero } from '@/components/sections/page-hero';
import { paths } from '@/config/paths';
import { caseStudies, caseStudiesPage, type CaseStudy } from '@/content/case-studies';
import type { Fact } from '@/content/types';
import { caseStudyIndexExcerpt } from '@/lib/excerpt-rules';
import '@/styles/pages/_case-studies.scss';

/**
 * A study's headline result for its card: its first figure. A study without published figures
 * counts the areas of its work instead ("3 areas of work: audit, targeting and content"), so its
 * card leads with a number in the same place as the others, and says nothing the study does not.
 */
export function cardResult(study: CaseStudy): Fact {
  if (study.headlineLabel) {
    const [last, ...rest] = study.headline.map((h) => h.value.toLowerCase()).reverse();
    const areas = rest.length ? `${rest.reverse().join(', ')} and ${last}` : (last ?? '');
    return { value: String(study.headline.length), label: `${study.headline.length === 1 ? 'area' : 'areas'} of work: ${areas}` };
  }
  const [first] = study.headline;
  return first ? { value: first.value, label: [first.label, first.detail].filter(Boolean).join(' ') } : { value: '', label: '' };
}

export default function CaseStudiesPage() {
  return (
    <>
      <PageHero title={caseStudiesPage.title} eyebrow={caseStudiesPage.eyebrow} lead={<p>{caseStudiesPage.lead}</p>} />
      <section className="case-studies" aria-label={caseStudiesPage.title}>
        <Container fluid="xl">
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
