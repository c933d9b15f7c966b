/**
 * SEO case studies. Every figure in them is one the client's study published; where it gives two
 * readings of one figure, the report shows one and the metric's note names the other. Troi has no
 * published figures, so it is told as an approach study: its steps stand where the others show
 * results, and nothing in it is set like a figure.
 *
 * Each study is stored as case-studies/records/<pageUrl>.json (`CaseStudyData`, checked by
 * case-studies.test.ts) and listed in case-studies/order.json; this module adds what follows from
 * the data: its cover and logo (named by the page URL), its tools' marks and the names a search
 * report gives its series.
 *
 * `outcomes.metrics` are the before/after pairs and `outcomes.stats` the single figures the
 * Performance Outcomes show; `outcomes.reports` lay them out as the report views of the tools that
 * measured them (a search-performance report, page-speed gauges, a site audit, a rank tracker; for a study
 * without figures, its audit checklist and roadmap, in words), each
 * naming its figures by label, so a figure is written once. `otherStats` are figures shown nowhere
 * else; `headline` is the strip of three or four results shown large under the title (taken from
 * the same published figures).
 */
import order from './case-studies/order.json' with { type: 'json' };
import { studyToolMarks } from './case-studies/tools';
import type { CaseStudy, CaseStudyData, Outcomes, OutcomesData, Reading, Report, ReportData, ReportFigure, SearchSeries } from './case-studies/types';

export type * from './case-studies/types';

/** The four series of a search-performance report, named as the tool names them. */
const seriesNames: Record<SearchSeries, string> = {
  clicks: 'Total clicks',
  impressions: 'Total impressions',
  ctr: 'Average CTR',
  position: 'Average position',
};

function reportFrom(report: ReportData): Report {
  const mark = studyToolMarks[report.mark];
  if (report.kind !== 'search') return { ...report, mark };
  return { ...report, mark, tiles: report.tiles.map(({ label, series }) => ({ label, as: seriesNames[series], series })) };
}

function outcomesFrom<T extends OutcomesData>(outcomes: T): Omit<T, 'reports'> & Pick<Outcomes, 'reports'> {
  return { ...outcomes, reports: outcomes.reports.map(reportFrom) };
}

const stored = import.meta.glob<CaseStudyData>('./case-studies/records/*.json', { eager: true, import: 'default' });

function studyOf(pageUrl: string): CaseStudy {
  const data = stored[`./case-studies/records/${pageUrl}.json`];
  if (!data) throw new Error(`case-studies/order.json names ${pageUrl}, which has no case-studies/records/${pageUrl}.json`);
  const { imageAlt, technologies, outcomes, embeddedStudy, ...study } = data;
  return {
    ...study,
    image: { src: `/images/case-studies/${pageUrl}.webp`, alt: imageAlt, width: 960, height: 600, widths: [480, 720] },
    logo: { src: `/images/case-studies/logos/${pageUrl}.svg`, alt: `${study.client} logo`, width: 240, height: 120 },
    technologies: technologies.map((name) => ({ name, mark: studyToolMarks[name] })),
    outcomes: outcomesFrom(outcomes),
    ...(embeddedStudy ? { embeddedStudy: outcomesFrom(embeddedStudy) } : {}),
  };
}

export const caseStudies: readonly CaseStudy[] = order.map(studyOf);

/** The metric or single figure of `outcomes` a report names; throws on a label it does not hold (the content test runs every report). */
export function readingOf(outcomes: Pick<Outcomes, 'metrics' | 'stats'>, figure: ReportFigure): Reading {
  const metric = outcomes.metrics.find((m) => m.label === figure.label);
  if (metric) return { label: figure.label, shown: figure.as ?? figure.label, metric };
  const fact = outcomes.stats.find((f) => f.label === figure.label);
  if (fact) return { label: figure.label, shown: figure.as ?? figure.label, fact };
  throw new Error(`case study report: no figure labelled ${figure.label}`);
}

/** Every figure label a report names. */
export function reportLabels(report: Report): string[] {
  switch (report.kind) {
    case 'search':
      return report.tiles.map((t) => t.label);
    case 'speed':
      return report.gauges.map((g) => g.label);
    case 'audit':
      return [report.health, ...report.counts.map((f) => f.label), ...report.issues.map((f) => f.label)];
    case 'ranking':
    case 'plan':
      return [];
    case 'compare':
      return report.rows.map((r) => r.label);
  }
}

/** Copy of the case-study index and detail templates. */
export const caseStudiesPage = {
  title: 'Case Studies: SEO',
  eyebrow: 'Results, with the numbers',
  lead: 'What our SEO work changed for two clinics and a recruitment consultancy, and our approach for a global business.',
  explore: 'Explore',
  detail: {
    eyebrow: 'SEO case study',
    technologiesLabel: 'Tools and technologies',
    periodLabel: 'Reporting period',
    industryLabel: 'Business',
    resultsLabel: 'Results at a glance',
    factsLabel: 'About this project',
    clientLabel: 'Client',
    outcomesHeading: 'Performance Outcomes',
    problemsHeading: 'What we found',
    workHeading: 'What we did',
    resultsHeading: 'Results',
    backToIndex: 'All Case Studies',
    nextHeading: 'Next case study',
    /** The invitation at the end of a study, before the next one. */
    notFoundTitle: 'Case study not found',
    notFoundText: 'We could not find a case study at this address. It may have been renamed or removed.',
  },
  /** Words of the report views. */
  report: {
    before: 'Before',
    after: 'After',
    improved: 'Improved',
    worse: 'Worse',
    unchanged: 'Unchanged',
    lowerIsBetter: 'Lower is better',
    from: 'from',
    searchType: 'Search type: Web',
    date: 'Date',
    compare: (before: string, after: string) => `Date: ${before} vs ${after}`,
    /** How the line chart of a search report may be read: only its two ends are figures. */
    chartNote: (before: string, after: string) =>
      `Each line joins the two readings, ${before} and ${after}; the report gives no figures in between. Every series has its own scale, and position is drawn upside down as in Search Console, so a line that falls is a result that got worse.`,
    chartName: 'Search performance chart',
    /** PageSpeed Insights' bands, with the name it gives each. */
    legend: [
      { band: 'fail', range: '0–49', name: 'Poor' },
      { band: 'average', range: '50–89', name: 'Needs improvement' },
      { band: 'pass', range: '90–100', name: 'Good' },
    ],
    /** Under a score before the work: where it started, and its band's name. */
    startingPoint: 'The starting score',
    siteHealth: 'Site health',
    topIssues: 'Top issues at the first crawl',
    fixedHeading: 'Fixed since the first crawl',
    keyword: 'Keywords',
    location: 'Locations',
    position: 'Position',
    metric: 'Metric',
  },
} as const;
