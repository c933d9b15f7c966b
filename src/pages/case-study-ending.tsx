import { Link } from 'react-router-dom';
import { Section } from '@/components/sections/section';
import { paths } from '@/config/paths';
import { caseStudies, caseStudiesPage, type CaseStudy } from '@/content/case-studies';
import { StudyCard } from './study-card';

const copy = caseStudiesPage.detail;

/** The study after `study` in the index's order; the last one leads back to the first. */
function nextStudy(study: CaseStudy): CaseStudy {
  const index = caseStudies.findIndex((s) => s.pageUrl === study.pageUrl);
  return caseStudies[(index + 1) % caseStudies.length] ?? study;
}

/**
 * How a study page ends: the next study (its cover and headline result, as its index card shows
 * them) and the way back to all of them. The invitation to ask for the same work is the footer's
 * consultation banner right after: a band of the study's own before it stacked two calls to
 * action around the next study, and a review read the page's end as a pile of them.
 */
export function CaseStudyEnding({ study }: { study: CaseStudy }) {
  const next = nextStudy(study);
  return (
    <Section heading={copy.nextHeading} className="case-study__next">
      <StudyCard study={next} variant="odd" layout="wide" headingLevel={3} />
      <p className="case-study__back">
        <Link to={paths.caseStudies}>{copy.backToIndex}</Link>
      </p>
    </Section>
  );
}
