/**
 * SEO case studies. Every figure here is one the client's study published; where it gives two
 * readings of one figure, the report shows one and the metric's note names the other. Troi has no
 * published figures, so it is told as an approach study: its steps stand where the others show
 * results, and nothing in it is set like a figure.
 *
 * `outcomes.metrics` are the before/after pairs and `outcomes.stats` the single figures the
 * Performance Outcomes show; `outcomes.reports` lay them out as the report views of the tools that
 * measured them (a search-performance report, page-speed gauges, a site audit, a rank tracker), each
 * naming its figures by label, so a figure is written once. `otherStats` are figures shown nowhere
 * else; `headline` is the strip of three or four results shown large under the title (taken from
 * the same published figures).
 */
import { Braces, ChartColumn, LayoutTemplate, Link2, ListChecks, Search } from 'lucide-react';
import { siGooglesearchconsole, siPagespeedinsights, siWordpress } from 'simple-icons';
import { brand, pictogram } from './marks';
import type { Fact, ImageAsset, Mark, Metric, TitledText } from './types';

export interface Technology {
  name: string;
  /** Drawn beside the name in the study's tool chips. */
  mark: Mark;
}

export interface StudySection {
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
}

/**
 * A figure of a report view: the label of one of the study's metrics (shown before → after) or of
 * one of its single figures, and the name the tool gives it where that differs ('Average CTR').
 */
export interface ReportFigure {
  label: string;
  as?: string;
}

/** When a report's two readings were taken, as the study dates them; `span` where it gives only a length. */
export interface ReportDates {
  before?: string;
  after?: string;
  span?: string;
}

interface ReportBase {
  /** The view's heading on the page and what changed, in a sentence or two. */
  heading: string;
  summary: string;
  /** The tool and the report of it the view is drawn after, e.g. 'Search Console' and 'Performance'. */
  tool: string;
  view: string;
  /** The tool's mark in the window's title bar. */
  mark: Mark;
  dates: ReportDates;
}

/** The series of a search-performance report, each in its own colour as the tool draws them. */
export type SearchSeries = 'clicks' | 'impressions' | 'ctr' | 'position';

export type Report =
  | (ReportBase & { kind: 'search'; tiles: readonly (ReportFigure & { series: SearchSeries })[] })
  | (ReportBase & { kind: 'speed'; gauges: readonly ReportFigure[] })
  | (ReportBase & { kind: 'audit'; health: string; counts: readonly ReportFigure[]; issues: readonly ReportFigure[]; fixed: readonly string[] })
  | (ReportBase & { kind: 'ranking'; rows: readonly { keywords: string; places: readonly string[]; result: string }[] })
  | (ReportBase & { kind: 'compare'; rows: readonly ReportFigure[] });

export interface Outcomes {
  intro: string;
  metrics: readonly Metric[];
  stats: readonly Fact[];
  reports: readonly Report[];
  /** What a study without figures leaves in place, in words. */
  points?: readonly TitledText[];
}

export interface EmbeddedStudy extends Outcomes {
  heading: string;
  period: string;
  problems: readonly string[];
  work: readonly string[];
  summary: string;
}

/** One step of an approach study: what the step is called and what it covered. */
export interface ApproachStep {
  title: string;
  text: string;
}

/** One result of the strip under a case study's title: `detail` gives the starting point. */
export interface Headline {
  value: string;
  label: string;
  detail?: string;
}

export interface CaseStudy {
  /** URL segment of /case-studies/{pageUrl}. */
  pageUrl: string;
  title: string;
  /** Index card text (cut to 250 characters + ' ...'). */
  description: string;
  /** Meta description, 50-160 characters. */
  metaDescription: string;
  /** Index cover: a screenshot of the study's report views (tools/screens/case-studies). */
  image: ImageAsset;
  /** The client's name as the study uses it, and our wordmark of it (tools/art/case-studies.mjs). */
  client: string;
  logo: ImageAsset;
  /** What kind of business the client is, and where where the study says. */
  industry: string;
  /** The results strip under the title; empty for a study without published figures. */
  headline: readonly Headline[];
  /**
   * A study without published figures is an approach study: its steps, in order, stand under the
   * title in place of results, and its card names them under a small label in place of a figure.
   */
  approach?: { label: string; steps: readonly ApproachStep[] };
  /** The heading of the outcomes band where 'Performance Outcomes' would promise figures. */
  outcomesHeading?: string;
  siteUrl: string;
  siteLabel: string;
  /** Reporting window as published, e.g. '7 May to 8 September 2025 (4 months)'. */
  period?: string;
  intro: readonly string[];
  technologies: readonly Technology[];
  challenges: StudySection;
  strategy: StudySection;
  outcomes: Outcomes;
  /** 'Takeaways and Next Steps' or 'Conclusion'. */
  takeaways: StudySection;
  keyLearnings?: StudySection;
  otherStats: { heading: string; stats: readonly Fact[]; outcome: string };
  embeddedStudy?: EmbeddedStudy;
}

/** A figure of a report, found by its label: a metric (before and after) or a single figure. */
export type Reading = { label: string; shown: string } & ({ metric: Metric; fact?: never } | { fact: Fact; metric?: never });

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
      return [];
    case 'compare':
      return report.rows.map((r) => r.label);
  }
}

const tech = (name: string, mark: Mark): Technology => ({ name, mark });
const T = {
  wordpress: tech('WordPress', brand(siWordpress)),
  searchConsole: tech('Search Console', brand(siGooglesearchconsole, 'Search Console')),
  analytics: tech('Web analytics', pictogram(ChartColumn, 'Web analytics')),
  pagespeed: tech('PageSpeed Insights', brand(siPagespeedinsights)),
  schema: tech('Schema markup', pictogram(Braces, 'Schema markup')),
  siteAudit: tech('Site audit crawler', pictogram(ListChecks, 'Site audit crawler')),
  backlinks: tech('Backlink tools', pictogram(Link2, 'Backlink tools')),
  siteBuilder: tech('Website builder', pictogram(LayoutTemplate, 'Website builder')),
  seo: tech('On-page SEO', pictogram(Search, 'On-page SEO')),
};

const cover = (pageUrl: string, alt: string): ImageAsset => ({
  src: `/images/case-studies/${pageUrl}.webp`,
  alt,
  width: 960,
  height: 600,
  widths: [480, 720],
});

const logo = (pageUrl: string, client: string): ImageAsset => ({
  src: `/images/case-studies/logos/${pageUrl}.svg`,
  alt: `${client} logo`,
  width: 240,
  height: 120,
});

/** The four series of a search-performance report, named as the tool names them. */
const SEARCH = {
  clicks: (label: string) => ({ label, as: 'Total clicks', series: 'clicks' as const }),
  impressions: (label: string) => ({ label, as: 'Total impressions', series: 'impressions' as const }),
  ctr: (label: string) => ({ label, as: 'Average CTR', series: 'ctr' as const }),
  position: (label: string) => ({ label, as: 'Average position', series: 'position' as const }),
};
const SEARCH_CONSOLE = { tool: 'Search Console', view: 'Performance', mark: T.searchConsole.mark };
const PAGESPEED = { tool: 'PageSpeed Insights', view: 'Performance', mark: T.pagespeed.mark };

export const caseStudies: readonly CaseStudy[] = [
  {
    pageUrl: 'cvgastro',
    title: 'SEO for a Gastroenterology Practice',
    description:
      'A gastroenterology practice had a website that patients rarely found through search. In 2.5 months of technical fixes, page-speed work and treatment-focused content, the site reached 2.89K clicks and 96.6K impressions in Google Search, and 3.4K of its 4.6K new users came from organic search.',
    metaDescription:
      'SEO case study: a gastroenterology practice reached 2.89K clicks, 96.6K impressions and a page speed of 94 in 2.5 months.',
    image: cover('cvgastro', 'Search Console performance report of a gastroenterology practice: 2.89K clicks and 96.6K impressions'),
    client: 'CV Gastro',
    logo: logo('cvgastro', 'CV Gastro'),
    industry: 'Gastroenterology practice',
    headline: [
      { value: '2.89K', label: 'clicks from Google Search', detail: 'in 2.5 months' },
      { value: '96.6K', label: 'impressions in Google Search' },
      { value: '94', label: 'page speed score', detail: 'up from 81' },
      { value: '3.4K', label: 'new users from organic search', detail: 'of 4.6K new users' },
    ],
    siteUrl: 'https://cvgastro.example.com/',
    siteLabel: 'Visit the practice website',
    period: '2.5 months',
    intro: [
      'A gastroenterology practice wanted patients searching for digestive-health care to find its doctors and procedures, not only directories and hospital chains.',
      'We worked on the site for 2.5 months: fixing what slowed it down and confused search engines, then building pages that answer the questions patients actually type.',
    ],
    technologies: [T.wordpress, T.searchConsole, T.analytics, T.pagespeed, T.schema],
    challenges: {
      heading: 'Initial Challenges',
      paragraphs: ['Medical searches are competitive and search engines hold health content to a high standard. The practice started with:'],
      bullets: [
        'Procedure and condition pages too thin to rank against large hospital groups.',
        'A page speed score of 81, held back by heavy images and render-blocking scripts.',
        'No structured data telling search engines about the practice, its doctors and locations.',
        'Little way of knowing which searches brought patients, because tracking was incomplete.',
      ],
    },
    strategy: {
      heading: 'SEO Strategy and Implementation',
      bullets: [
        'Technical clean-up: compressed and resized images, deferred non-critical scripts and fixed crawl errors reported in Search Console.',
        'Content: rewrote condition and procedure pages in plain language, with symptoms, preparation and recovery, reviewed for medical accuracy by the practice.',
        'Local signals: consistent name, address and phone details and location pages for the practice.',
        'Structured data for the medical organisation, its physicians and frequently asked questions.',
        'Analytics and Search Console set up to report new users, organic users and engagement.',
      ],
    },
    outcomes: {
      intro: 'Within the 2.5-month engagement the site became faster and began to earn steady search traffic. The reports below are drawn from the figures the practice’s tools gave.',
      metrics: [{ label: 'Page speed score', before: 81, after: 94, beforeText: '81', afterText: '94', better: 'higher' }],
      stats: [
        { value: '2.89K', label: 'clicks from Google Search' },
        { value: '96.6K', label: 'impressions in Google Search' },
        { value: '3%', label: 'click-through rate (CTR)' },
        { value: '27.8', label: 'average position' },
      ],
      reports: [
        {
          kind: 'search',
          heading: 'Search performance',
          summary:
            'Condition and procedure pages now show in Google Search for the questions patients type. Search Console counted these totals over the 2.5 months of the work; the next step is the average position, still on page three.',
          ...SEARCH_CONSOLE,
          dates: { span: '2.5 months' },
          tiles: [
            SEARCH.clicks('clicks from Google Search'),
            SEARCH.impressions('impressions in Google Search'),
            SEARCH.ctr('click-through rate (CTR)'),
            SEARCH.position('average position'),
          ],
        },
        {
          kind: 'speed',
          heading: 'Page speed',
          summary: 'Compressed, resized images and deferred scripts took the score from 81, in the amber band, to 94, in the green.',
          ...PAGESPEED,
          dates: { span: '2.5 months' },
          gauges: [{ label: 'Page speed score', as: 'Performance' }],
        },
      ],
    },
    takeaways: {
      heading: 'Takeaways and Next Steps',
      bullets: [
        'Speed work pays twice: a better experience for patients on mobile and a cleaner signal for search engines.',
        'Patient-first explanations of conditions and procedures earn impressions for the long questions people ask.',
        'Next: move the average position of 27.8 closer to page one with more condition pages and local links.',
      ],
    },
    otherStats: {
      heading: 'Other Statistics and Outcome',
      stats: [
        { value: '4.6K', label: 'new users' },
        { value: '3.4K', label: 'of those new users from organic search' },
        { value: '2 min 5 s', label: 'average engagement time' },
      ],
      outcome:
        'Most new visitors now arrive from organic search and stay for over two minutes, which tells us the content answers what they came for.',
    },
  },
  {
    pageUrl: 'camelback-spine-care',
    title: 'SEO for a Spine-Care Clinic in Arizona',
    description:
      'A spine-care clinic in Arizona had a site with 430 errors, about 4,000 warnings, duplicate metadata on 165+ pages and 100+ broken links. Over 4 months we raised site health from 74% to 95%, grew clicks from 634 to 2,050 and reached page 1 for spine care and spine surgery terms in Phoenix and Peoria.',
    metaDescription:
      'SEO case study: a spine-care clinic went from 634 to 2,050 clicks, site health 74% to 95% and page 1 in Phoenix and Peoria in 4 months.',
    image: cover('camelback-spine-care', 'Search Console performance report of a spine-care clinic: clicks from 634 to 2,050'),
    client: 'Camelback Spine Care',
    logo: logo('camelback-spine-care', 'Camelback Spine Care'),
    industry: 'Spine-care clinic, Arizona',
    headline: [
      { value: '+245%', label: 'organic traffic', detail: 'in 4 months' },
      { value: '2,050', label: 'clicks', detail: 'up from 634' },
      { value: '95%', label: 'site health', detail: 'up from 74%' },
      { value: 'Page 1', label: 'for spine care and spine surgery', detail: 'in Phoenix and Peoria' },
    ],
    siteUrl: 'https://camelback-spine-care.example.com/',
    siteLabel: 'Visit the clinic website',
    period: '7 May to 8 September 2025 (4 months)',
    intro: [
      'A spine-care clinic serving patients across Arizona wanted to rank for spine care and spine surgery searches in the cities it serves.',
      'From 7 May to 8 September 2025 we repaired the site’s technical foundations, rewrote its metadata and built local relevance city by city.',
    ],
    technologies: [T.siteAudit, T.searchConsole, T.pagespeed, T.backlinks, T.schema],
    challenges: {
      heading: 'Initial Challenges',
      paragraphs: ['Our first crawl of the site found:'],
      bullets: [
        '430 errors and about 4,000 warnings, for a site health score of 74%.',
        '165+ pages sharing duplicate titles and meta descriptions.',
        '100+ broken links, internal and external.',
        'A domain authority of 6, so few searches trusted the site over established competitors.',
      ],
    },
    strategy: {
      heading: 'SEO Strategy and Implementation',
      bullets: [
        'Fixed crawl errors first, then worked through the warnings by impact.',
        'Wrote unique titles and meta descriptions for every page that shared them.',
        'Repaired or redirected every broken link.',
        'Improved mobile and desktop page speed: image compression, caching and fewer render-blocking resources.',
        'Built location pages and local citations for the Arizona cities the clinic serves, with medical structured data.',
        'Earned links from relevant health and local sources to lift domain authority.',
      ],
    },
    outcomes: {
      intro: 'Each report below sets the clinic’s figures on 8 September 2025 beside the starting point on 7 May 2025.',
      metrics: [
        { label: 'Site health', before: 74, after: 95, beforeText: '74%', afterText: '95%', better: 'higher' },
        {
          label: 'Mobile page speed',
          before: 85,
          after: 87,
          beforeText: '85',
          afterText: '87',
          better: 'higher',
          note: 'The report’s summary gives the mobile score after the work as 93.',
        },
        { label: 'Desktop page speed', before: 87, after: 97, beforeText: '87', afterText: '97', better: 'higher' },
        { label: 'Clicks', before: 634, after: 2050, beforeText: '634', afterText: '2,050', better: 'higher' },
        { label: 'Impressions', before: 22200, after: 97700, beforeText: '22.2K', afterText: '97.7K', better: 'higher' },
        {
          label: 'Click-through rate (CTR)',
          before: 2.9,
          after: 2.1,
          beforeText: '2.9%',
          afterText: '2.1%',
          better: 'higher',
          note: 'CTR fell while impressions grew more than fourfold: the site now appears for many more searches, including ones where it sits lower on the page.',
        },
        {
          label: 'Average position',
          before: 28.3,
          after: 31.3,
          beforeText: '28.3',
          afterText: '31.3',
          better: 'lower',
          note: 'The average slipped from 28.3 to 31.3 because the site began to appear for a much wider set of queries, many of them further down the page.',
        },
      ],
      stats: [
        { value: '430', label: 'errors' },
        { value: '~4,000', label: 'warnings' },
        { value: '165+', label: 'pages with duplicate titles and meta descriptions' },
        { value: '100+', label: 'broken links, internal and external' },
      ],
      reports: [
        {
          kind: 'search',
          heading: 'Search performance',
          summary: 'Organic traffic grew by 245%: clicks more than tripled and impressions grew more than fourfold. Two figures moved the wrong way, and we say so:',
          ...SEARCH_CONSOLE,
          dates: { before: '7 May 2025', after: '8 Sep 2025' },
          tiles: [SEARCH.clicks('Clicks'), SEARCH.impressions('Impressions'), SEARCH.ctr('Click-through rate (CTR)'), SEARCH.position('Average position')],
        },
        {
          kind: 'audit',
          heading: 'Site health',
          summary: 'The first crawl found 430 errors and about 4,000 warnings. Errors were fixed first, then warnings by impact, and every duplicate title and broken link was dealt with.',
          tool: 'Site audit',
          view: 'Overview',
          mark: T.siteAudit.mark,
          dates: { before: '7 May 2025', after: '8 Sep 2025' },
          health: 'Site health',
          counts: [
            { label: 'errors', as: 'Errors' },
            { label: 'warnings', as: 'Warnings' },
          ],
          issues: [{ label: 'pages with duplicate titles and meta descriptions' }, { label: 'broken links, internal and external' }],
          fixed: ['Crawl errors fixed, warnings worked through by impact', 'Unique titles and meta descriptions written', 'Broken links repaired or redirected'],
        },
        {
          kind: 'speed',
          heading: 'Page speed',
          summary: 'Image compression, caching and fewer render-blocking resources lifted desktop from 87 to 97, into the green. Mobile moved from 85 to 87.',
          ...PAGESPEED,
          dates: { before: '7 May 2025', after: '8 Sep 2025' },
          gauges: [
            { label: 'Mobile page speed', as: 'Mobile' },
            { label: 'Desktop page speed', as: 'Desktop' },
          ],
        },
        {
          kind: 'ranking',
          heading: 'Local rankings',
          summary: 'Location pages and local citations brought the clinic onto the first page of results for the searches its patients make, in both cities.',
          tool: 'Rank tracker',
          view: 'Rankings',
          mark: T.seo.mark,
          dates: { after: '8 Sep 2025' },
          rows: [
            { keywords: 'spine care', places: ['Phoenix, AZ', 'Peoria, AZ'], result: 'Page 1' },
            { keywords: 'spine surgery', places: ['Phoenix, AZ', 'Peoria, AZ'], result: 'Page 1' },
          ],
        },
      ],
    },
    takeaways: {
      heading: 'Takeaways and Next Steps',
      bullets: [
        'Technical health comes first: once errors and duplicates were cleared, content work started to count.',
        'City-level relevance brought page 1 rankings where the clinic’s patients search.',
        'Next: lift CTR and average position with richer snippets and more treatment pages for the new queries.',
      ],
    },
    otherStats: {
      heading: 'Other Statistics and Outcome',
      stats: [{ value: '12', label: 'domain authority, up from 6' }],
      outcome:
        'The clinic reached page 1 rankings for spine care and spine surgery terms in two Arizona cities, Phoenix and Peoria.',
    },
  },
  {
    pageUrl: 'troi',
    title: 'SEO for a Global Business',
    description:
      'A business selling to customers in several countries asked us to make its website easier for search engines to crawl, understand and rank in each market. We audited the site, cleaned up its technical foundations and planned content for the audiences it serves around the world.',
    metaDescription:
      'SEO case study: how we approached technical SEO, international targeting and content planning for a global business.',
    image: cover('troi', 'The work delivered for a global business: technical audit, targeting and content per market'),
    client: 'Troi',
    logo: logo('troi', 'Troi'),
    industry: 'Global business, customers in several countries',
    headline: [],
    approach: {
      label: 'Approach',
      steps: [
        { title: 'Audit', text: 'Crawling, indexing, redirects, speed and internal links' },
        { title: 'Targeting', text: 'Each market’s pages matched to its searchers' },
        { title: 'Content', text: 'Keyword research and a content plan per market' },
      ],
    },
    outcomesHeading: 'What we delivered',
    siteUrl: 'https://troi.example.com/',
    siteLabel: 'Visit the company website',
    intro: [
      'A global business with customers in several countries wanted its website to work as hard in search as its sales team does in each market.',
      'This study follows the approach step by step: how one website was prepared to serve, and be measured in, several markets at once.',
    ],
    technologies: [T.siteAudit, T.searchConsole, T.analytics, T.schema, T.seo],
    challenges: {
      heading: 'Initial Challenges',
      bullets: [
        'Visitors in different countries needed to land on the pages meant for them.',
        'Technical issues had to be found and ranked by impact before new content would help.',
        'Content had to speak to several audiences without repeating itself across pages.',
      ],
    },
    strategy: {
      heading: 'SEO Strategy and Implementation',
      bullets: [
        'A full technical audit: crawlability, indexing, redirects, page speed and internal links.',
        'International targeting reviewed so that each market’s pages can be matched to its searchers.',
        'Keyword research per market, and a content plan built around the questions buyers ask.',
        'Organisation and page-level structured data.',
        'Search Console and analytics set up so that progress can be measured market by market.',
      ],
    },
    outcomes: {
      intro: 'The work leaves the business with three things it did not have before:',
      metrics: [],
      stats: [],
      reports: [],
      points: [
        { title: 'A clean technical base', text: 'Crawling, indexing, redirects, page speed and internal links audited and the issues ranked by impact, so search engines can read every market’s pages without friction.' },
        { title: 'The right page for each market', text: 'International targeting reviewed so that search engines can match each market’s pages to the people searching there.' },
        { title: 'A content plan per market', text: 'Keyword research for each audience and a plan built around the questions its buyers ask, without pages repeating each other.' },
      ],
    },
    takeaways: {
      heading: 'Conclusion',
      paragraphs: [
        'For a business working across borders, SEO starts with structure: the right page for the right country, a site search engines can crawl without friction, and content that answers each audience. With those in place, growth can be measured rather than guessed.',
      ],
    },
    otherStats: {
      heading: 'Outcome',
      stats: [],
      outcome: 'Search Console and analytics now report each market separately, so the next round of content can be chosen from what buyers in each country actually search for.',
    },
  },
  {
    pageUrl: 'talentedge',
    title: 'Recovering Search Visibility after a Domain Migration',
    description:
      'A finance and executive recruitment consultancy moved from a .co.uk WordPress site to a .pro domain on a site builder, and its homepage stopped ranking even for its brand name. From 1 May to 31 July 2025 we raised domain authority from 10 to 14, cut the spam score from 44% to 1% and grew impressions from 2.64K to 13.2K.',
    metaDescription:
      'SEO case study: after a domain migration, a recruitment consultancy grew impressions from 2.64K to 13.2K and CTR from 1.8% to 5.8%.',
    image: cover('talentedge', 'Search Console performance report of a recruitment consultancy: impressions from 2.64K to 13.2K'),
    client: 'TalentEdge',
    logo: logo('talentedge', 'TalentEdge'),
    industry: 'Finance and executive recruitment',
    headline: [
      { value: '13.2K', label: 'impressions', detail: 'up from 2.64K' },
      { value: '5.8%', label: 'click-through rate', detail: 'up from 1.8%' },
      { value: '1%', label: 'spam score', detail: 'down from 44%' },
      { value: '5.3K', label: 'active users', detail: 'up from 1.6K' },
    ],
    siteUrl: 'https://talentedge.example.com/',
    siteLabel: 'Visit the consultancy website',
    period: '1 May to 31 July 2025',
    intro: [
      'A finance and executive recruitment consultancy moved its website from a .co.uk domain on WordPress to a .pro domain on a hosted site builder. After the move, its homepage did not rank even for its own brand name.',
      'From 1 May to 31 July 2025 we worked on the domain-level issues that limited its visibility: authority, spam signals, links and indexing.',
    ],
    technologies: [T.siteBuilder, T.wordpress, T.backlinks, T.searchConsole, T.analytics, T.pagespeed],
    challenges: {
      heading: 'Initial Challenges',
      bullets: [
        'A new .pro domain with a domain authority of 10 and a page authority of 8.',
        'A spam score of 44%, inherited from low-quality links pointing at the domain.',
        'The homepage did not rank even for the brand name.',
        'Few referring domains (93) and an authority score of 2.',
        'A site builder that limits control over technical SEO compared with the old WordPress site.',
      ],
    },
    strategy: {
      heading: 'SEO Strategy and Implementation',
      bullets: [
        'Audited the backlink profile and disavowed toxic domains to bring the spam score down.',
        'Earned links from relevant recruitment, finance and business sources.',
        'Checked redirects and indexing between the old .co.uk pages and the new domain.',
        'Strengthened on-page signals for the brand and for the consultancy’s core services.',
        'Published content for candidates and hiring managers to widen the queries the site appears for.',
      ],
    },
    outcomes: {
      intro: 'Each report below sets the consultancy’s figures on 31 July 2025 beside the starting point on 1 May 2025.',
      metrics: [
        { label: 'Domain authority', before: 10, after: 14, beforeText: '10', afterText: '14', better: 'higher' },
        { label: 'Page authority', before: 8, after: 16, beforeText: '8', afterText: '16', better: 'higher' },
        { label: 'Spam score', before: 44, after: 1, beforeText: '44%', afterText: '1%', better: 'lower' },
        { label: 'Active users', before: 1600, after: 5300, beforeText: '1.6K', afterText: '5.3K', better: 'higher' },
        { label: 'New users', before: 1500, after: 5200, beforeText: '1.5K', afterText: '5.2K', better: 'higher' },
        { label: 'Impressions', before: 2640, after: 13200, beforeText: '2.64K', afterText: '13.2K', better: 'higher' },
        { label: 'Click-through rate (CTR)', before: 1.8, after: 5.8, beforeText: '1.8%', afterText: '5.8%', better: 'higher' },
        { label: 'Average position', before: 63, after: 53.3, beforeText: '63', afterText: '53.3', better: 'lower' },
        { label: 'Authority score', before: 2, after: 8, beforeText: '2', afterText: '8', better: 'higher' },
        { label: 'Referring domains', before: 93, after: 154, beforeText: '93', afterText: '154', better: 'higher' },
      ],
      stats: [],
      reports: [
        {
          kind: 'search',
          heading: 'Search performance',
          summary: 'Impressions grew fivefold and a larger share of them turned into clicks. The average position improved by almost ten places: better, but still a long way from page one.',
          ...SEARCH_CONSOLE,
          dates: { before: '1 May 2025', after: '31 Jul 2025' },
          tiles: [SEARCH.impressions('Impressions'), SEARCH.ctr('Click-through rate (CTR)'), SEARCH.position('Average position')],
        },
        {
          kind: 'compare',
          heading: 'Authority and links',
          summary: 'Disavowing toxic domains took the spam score from 44% to 1%; new links from recruitment, finance and business sources lifted every authority figure.',
          tool: 'Backlink checker',
          view: 'Domain overview',
          mark: T.backlinks.mark,
          dates: { before: '1 May 2025', after: '31 Jul 2025' },
          rows: [{ label: 'Domain authority' }, { label: 'Page authority' }, { label: 'Spam score' }, { label: 'Authority score' }, { label: 'Referring domains' }],
        },
        {
          kind: 'compare',
          heading: 'Visitors',
          summary: 'More than three times as many people used the site, nearly all of them new to it.',
          tool: 'Analytics',
          view: 'Users',
          mark: T.analytics.mark,
          dates: { before: '1 May 2025', after: '31 Jul 2025' },
          rows: [{ label: 'Active users' }, { label: 'New users' }],
        },
      ],
    },
    takeaways: {
      heading: 'Conclusion',
      paragraphs: [
        'Domain-level work moved every authority and traffic figure in the right direction within three months. The central problem, however, stayed unresolved: the homepage still did not rank for the brand name by 31 July 2025.',
        'We are open about that. A migration to a new domain and a different platform resets signals that took years to build, and some of them are outside what a site builder lets us change.',
      ],
    },
    keyLearnings: {
      heading: 'Key Learnings',
      bullets: [
        'Plan SEO before a migration: map every old URL to its new one and keep the redirects in place.',
        'A new domain carries its history. Check its spam score and backlinks before moving to it.',
        'Authority recovers with steady link earning and clean-up; brand rankings can take longer than traffic.',
        'Choose a platform that allows control over canonical tags, redirects and structured data.',
      ],
    },
    otherStats: {
      heading: 'Other Statistics and Outcome',
      stats: [
        { value: '90', label: 'PageSpeed score, mobile' },
        { value: '96', label: 'PageSpeed score, desktop' },
        { value: '3 months', label: 'from 1 May to 31 July 2025' },
      ],
      outcome: 'Visibility, users and authority all grew; the brand-name ranking for the homepage remained unresolved.',
    },
    embeddedStudy: {
      heading: 'Related Study: a Recruitment Provider',
      period: '20 May to 31 August 2025',
      intro: 'A second recruitment provider came to us over the same summer with technical and content problems rather than a migration.',
      problems: [
        'Broken internal links.',
        'Missing canonical tags.',
        'Unminified CSS and JavaScript.',
        'Pages crawled but not indexed.',
        'Multiple H1 and H2 headings on a page.',
        'Thin content.',
        'Weak backlinks: domain authority 9, page authority 23.',
        'No schema markup.',
      ],
      work: [
        '178 broken links replaced.',
        '301 redirects set up for 40+ pages returning 404 errors.',
        'Sitemaps and robots.txt updated.',
        'Weekly blog posts published.',
        'Organization, Blog, Article, Breadcrumb, Person and FAQ schema added.',
        'Backlinks built and a disavow file submitted.',
      ],
      metrics: [
        { label: 'Mobile page speed', before: 65, after: 86, beforeText: '65', afterText: '86', better: 'higher' },
        { label: 'Desktop page speed', before: 94, after: 96, beforeText: '94', afterText: '96', better: 'higher' },
      ],
      stats: [{ value: 'Featured snippets', label: 'positions gained in search results' }],
      reports: [
        {
          kind: 'speed',
          heading: 'Page speed',
          summary: 'Mobile rose from 65 to 86, close to the green band; desktop, already fast, went from 94 to 96.',
          ...PAGESPEED,
          dates: { before: '20 May 2025', after: '31 Aug 2025' },
          gauges: [
            { label: 'Mobile page speed', as: 'Mobile' },
            { label: 'Desktop page speed', as: 'Desktop' },
          ],
        },
      ],
      summary: 'Faster pages, clean structure and schema helped the provider win featured snippet positions.',
    },
  },
];

/** Copy of the case-study index and detail templates. */
export const caseStudiesPage = {
  title: 'Case Studies: SEO',
  eyebrow: 'Results, with the numbers',
  lead: 'How our search engine optimisation work changed traffic, rankings and site health for clinics, a global business and a recruitment consultancy after a domain migration. The studies with figures show them as they were measured; the global business study walks through our approach.',
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
    backToIndex: 'All case studies',
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
    legend: [
      { band: 'fail', range: '0–49' },
      { band: 'average', range: '50–89' },
      { band: 'pass', range: '90–100' },
    ],
    siteHealth: 'Site health',
    topIssues: 'Top issues at the first crawl',
    fixedHeading: 'Fixed since the first crawl',
    keyword: 'Keywords',
    location: 'Locations',
    position: 'Position',
    metric: 'Metric',
  },
} as const;
