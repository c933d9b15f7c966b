/** Shapes shared by the content modules. */
import type { LucideIcon } from 'lucide-react';
import type { SimpleIcon } from 'simple-icons';

export interface ImageAsset {
  /** Path under public/, e.g. '/images/portfolio/ca-website.webp'. */
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Widths of `${name}-${w}.${ext}` variants beside `src`, for srcset. */
  widths?: readonly number[];
  /**
   * A WebP asset has an AVIF twin of every file (`x.avif`, `x-480.avif`) that ui/Img offers first;
   * `false` where the AVIF would be the larger file and was not kept.
   */
  avif?: false;
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

/**
 * A technology or service mark: a brand's logo from simple-icons (an object with its SVG path)
 * or, where simple-icons has none (it carries no Magento or LinkedIn mark, and SEO is no brand),
 * a lucide pictogram. `title` is its accessible name. Content modules import the few icons they
 * use by name, so a page's code carries only its own marks.
 */
export interface Mark {
  icon: SimpleIcon | LucideIcon;
  title: string;
}
