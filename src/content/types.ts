/** Shapes shared by the content modules. */

export interface ImageAsset {
  /** Path under public/, e.g. '/images/portfolio/ca-website.webp'. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Widths of `${name}-${w}.${ext}` variants beside `src`, for srcset. */
  widths?: readonly number[];
}

export interface Faq {
  question: string;
  answer: string;
}

/** A short figure and what it measures, e.g. { value: '2-3 weeks', label: 'typical build' }. */
export interface Fact {
  value: string;
  label: string;
}

/** A before/after pair drawn as a bar chart with a text table. */
export interface Metric {
  label: string;
  before: number;
  after: number;
  /** How the values read in the table, e.g. '22.2K', '2.9%'. */
  beforeText: string;
  afterText: string;
  /** Which direction is an improvement (average position and spam score: lower). */
  better: 'higher' | 'lower';
  note?: string;
}

export interface TitledText {
  title: string;
  text: string;
}
