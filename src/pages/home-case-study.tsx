import { CaseStudyTeaser } from '@/components/sections/case-study-teaser';
import { paths } from '@/config/paths';
import { caseStudies } from '@/content/case-studies';
import { home } from '@/content/home';

/**
 * The home page's case-study teaser, in a chunk of its own: it reads the case-study records (and
 * their tool marks), which the first paint does not need, so it loads as the visitor nears it.
 */
export function HomeCaseStudy() {
  const study = caseStudies.find((s) => s.pageUrl === home.caseStudy.pageUrl);
  // The study's first headline result, as its page leads with it: "+245% organic traffic in 4 months".
  const headline = study?.headline[0];
  if (!study || !headline) return null;
  const result = { value: headline.value, label: headline.detail ? `${headline.label} ${headline.detail}` : headline.label };
  const metrics = study.outcomes.metrics.filter((m) => (home.caseStudy.metrics as readonly string[]).includes(m.label));
  return (
    <CaseStudyTeaser
      eyebrow={home.caseStudy.eyebrow}
      title={study.title}
      text={study.description}
      result={result}
      metrics={metrics}
      image={study.image}
      to={paths.caseStudy(study.pageUrl)}
      cta={home.caseStudy.cta}
    />
  );
}
