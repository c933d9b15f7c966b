import { Link } from 'react-router-dom';
import { CtaBand } from '@/components/sections/cta-band';
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
 * How a study page ends: the invitation to ask for the same work, then the next study (its cover
 * and headline result, as its index card shows them) and the way back to all of them. The
 * invitation comes first so that it never stands against the footer's consultation banner.
 */
export function CaseStudyEnding({ study }: { study: CaseStudy }) {
  const next = nextStudy(study);
  return (
    <>
      <CtaBand heading={copy.cta.heading} text={<p className="mb-0">{copy.cta.text}</p>} to={paths.quote} label={copy.cta.label} />
      <Section heading={copy.nextHeading} className="case-study__next">
        <StudyCard study={next} variant="odd" layout="wide" headingLevel={3} />
        <p className="case-study__back">
          <Link to={paths.caseStudies}>{copy.backToIndex}</Link>
        </p>
      </Section>
    </>
  );
}
