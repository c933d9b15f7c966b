/**
 * Shape of a case study. A study is stored as `CaseStudyData` in records/<pageUrl>.json, naming
 * its tools by name (tools.ts) and giving each report's figures by label; case-studies.ts adds
 * its pictures and marks and the names a search report gives its series.
 */
import type { Fact, ImageAsset, Mark, Metric, TitledText } from '../types';
import type { StudyToolName } from './tools';

interface Technology {
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

/** The series of a search-performance report, each in its own colour as the tool draws them. */
export type SearchSeries = 'clicks' | 'impressions' | 'ctr' | 'position';

/** A tile of a search report as stored: the figure's label and its series (which names it). */
export interface SearchTileData {
  label: string;
  series: SearchSeries;
}

interface ReportBase<M> {
  /** The view's heading on the page and what changed, in a sentence or two. */
  heading: string;
  summary: string;
  /** The tool and the report of it the view is drawn after, e.g. 'Search Console' and 'Performance'. */
  tool: string;
  view: string;
  /** The tool's mark in the window's title bar (stored as the name of one of tools.ts). */
  mark: M;
  dates: ReportDates;
}

/**
 * A group of a work plan: a phase of a roadmap or a part of an audit checklist, what it covered, and
 * where the checklist says so, what became of it ('Audited', 'Added'); words only, never a count.
 */
export interface PlanGroup {
  title: string;
  status?: string;
  items: readonly string[];
}

/** A report view, with its mark of type M and search tiles of type Tile (as shown, or as stored). */
type ReportOf<M, Tile> =
  | (ReportBase<M> & { kind: 'search'; tiles: readonly Tile[] })
  | (ReportBase<M> & { kind: 'speed'; gauges: readonly ReportFigure[] })
  | (ReportBase<M> & { kind: 'audit'; health: string; counts: readonly ReportFigure[]; issues: readonly ReportFigure[]; fixed: readonly string[] })
  | (ReportBase<M> & { kind: 'ranking'; rows: readonly { keywords: string; places: readonly string[]; result: string }[] })
  | (ReportBase<M> & { kind: 'compare'; rows: readonly ReportFigure[] })
  // The work itself where a study publishes no figures: an audit's checklist, or the roadmap's phases in order.
  | (ReportBase<M> & { kind: 'plan'; layout: 'checklist' | 'roadmap'; groups: readonly PlanGroup[] });

export type Report = ReportOf<Mark, ReportFigure & { series: SearchSeries }>;
export type ReportData = ReportOf<StudyToolName, SearchTileData>;

interface OutcomesOf<R> {
  intro: string;
  metrics: readonly Metric[];
  stats: readonly Fact[];
  reports: readonly R[];
  /** What a study without figures leaves in place, in words. */
  points?: readonly TitledText[];
}

export type Outcomes = OutcomesOf<Report>;
export type OutcomesData = OutcomesOf<ReportData>;

type EmbeddedStudyOf<R> = OutcomesOf<R> & {
  heading: string;
  period: string;
  problems: readonly string[];
  work: readonly string[];
  summary: string;
};

export type EmbeddedStudy = EmbeddedStudyOf<Report>;
export type EmbeddedStudyData = EmbeddedStudyOf<ReportData>;

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

/**
 * A study as stored: the alt text of its cover in place of its pictures (both follow from
 * `pageUrl`), its tools by name, and its reports' marks by the tool's name.
 */
export type CaseStudyData = Omit<CaseStudy, 'image' | 'logo' | 'technologies' | 'outcomes' | 'embeddedStudy'> & {
  imageAlt: string;
  technologies: readonly StudyToolName[];
  outcomes: OutcomesData;
  embeddedStudy?: EmbeddedStudyData;
};

/** A figure of a report, found by its label: a metric (before and after) or a single figure. */
export type Reading = { label: string; shown: string } & ({ metric: Metric; fact?: never } | { fact: Fact; metric?: never });
