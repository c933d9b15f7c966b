/**
 * Copy and images of the home page, in page order. The words are data (home.json), typed here, so
 * that a missing or misspelt field fails the type check.
 */
import data from './home.json' with { type: 'json' };
import type { Fact, ImageAsset } from './types';

/** What a part that loads after the first view says for a moment while its code arrives. */
interface Loading {
  /** Shown for a moment when the page was opened from another page and the part is still loading. */
  loading: string;
}

/**
 * A band's heading and the label over it: every headed band of the home page has both, and centres
 * them over its content, one pattern down the page.
 */
interface Headed {
  eyebrow: string;
  heading: string;
}

interface HomeContent {
  hero: {
    eyebrow: string;
    title: string;
    lead: string;
    /** The claims under the hero's buttons: projects, rating, standing (SPEC's figures). */
    proof: readonly Fact[];
    primaryCta: string;
    secondaryCta: string;
    /** The first view's picture, always with its narrower variants. */
    image: ImageAsset & Required<Pick<ImageAsset, 'widths'>>;
    /** What a phone shows of it: a close view of the same proportions (tools/screens/jobs.mjs, HOME_HERO_CLOSE). */
    closeImage: ImageAsset & Required<Pick<ImageAsset, 'widths'>>;
  };
  about: Headed & {
    /** The band's opening line, under its heading. */
    intro: string;
    paragraphs: readonly string[];
    /** Beside the text: the figures a visitor looks for first. */
    factsLabel: string;
    facts: readonly Fact[];
    readMore: string;
    /** Completes the link's name for screen readers and crawlers: "Read More about us". */
    readMoreHidden: string;
  };
  services: Loading & Headed & { intro: string };
  portfolio: Loading & Headed & {
    intro: string;
    viewAll: string;
    carouselLabel: string;
    /** The short last slide's way to the whole list; {count} is the number of projects. */
    more: { label: string; text: string };
  };
  careers: { heading: string; text: string; cta: string };
  clients: { label: string; all: string };
  caseStudy: Loading & {
    /** The case study with the strongest headline result; its figures come from the case study. */
    pageUrl: string;
    eyebrow: string;
    /** The before → after figures shown beside the headline result, by their label in the study. */
    metrics: readonly string[];
    cta: string;
  };
  reviews: Loading & Headed & { intro: string };
  testimonials: { heading: string };
  contact: Loading & Headed & { intro: string };
}

export const home: HomeContent = data;
