/**
 * Shape of a service page record: the service-page template renders one of these. A record is
 * stored as `ServiceData` in records/<slug>.json; record.ts adds what follows from the slug.
 */
import type { LucideIcon } from 'lucide-react';
import type { StaticPathName } from '@/config/paths';
import type { ServiceSlug } from '@/content/services/slugs';
import type { Fact, Faq, ImageAsset, TitledText } from '@/content/types';
import type { ServiceIconName } from './icons';

/** The header menu's grouping, also shown above the page title. */
type ServiceCategory = 'Web and Mobile Application' | 'Digital Marketing' | 'Design' | 'Websites and Content';

/** A card: a title and a line, with its pictogram unless it is a step. */
export interface ServiceCard extends TitledText {
  icon?: LucideIcon;
  /**
   * The card's anchor, where another page links to this card alone (the home page's technology
   * cards: /web-development#laravel).
   */
  id?: string;
}

/**
 * One band of marketing copy: a heading, optional paragraphs, then cards or a bullet list. Cards
 * are what the service offers (`offers`: numbered, one band a page), steps in order (`numbered`)
 * or, with neither flag, side-by-side panels.
 */
export interface ServiceSection {
  heading: string;
  /** The page's "What it offers": its cards numbered, each with its pictogram. */
  offers?: boolean;
  /** The cards are steps in order, shown as one numbered sequence. */
  numbered?: boolean;
  paragraphs?: readonly string[];
  cards?: readonly ServiceCard[];
  bullets?: readonly string[];
  /** A closing link, built from `paths` (e.g. to the case studies). */
  link?: { label: string; to: string };
}

export interface ServiceRecord {
  slug: ServiceSlug;
  category: ServiceCategory;
  /** Short title: document title, breadcrumb and JSON-LD name. */
  title: string;
  /** The page's h1. */
  heading: string;
  /** schema.org serviceType. */
  serviceType: string;
  /** Meta description, 50-160 characters. */
  description: string;
  keywords: readonly string[];
  /** One or two sentences under the h1. */
  lead: string;
  hero: ImageAsset;
  /** The strip under the hero. */
  facts: readonly Fact[];
  /** Opening band beside the illustration. */
  intro: {
    heading: string;
    paragraphs: readonly string[];
    image: ImageAsset;
    /** What a phone shows of the picture: a close view of its screen, of the same proportions. */
    closeImage: ImageAsset;
    /** The close view cuts the screen at its right side (a window), not only at its foot (a phone). */
    closeCutsSide: boolean;
  };
  sections: readonly ServiceSection[];
  /**
   * Projects of this kind from the portfolio, by slug (three): the page's proof that the team has
   * built what it offers, shown before the questions. Marketing services have none (their results
   * are the SEO case studies, which the SEO page links to).
   */
  work?: { heading: string; projects: readonly string[] };
  /** Sentence before the sales e-mail and phone links, e.g. 'Planning a store? Write to'. */
  contactPrompt: string;
  faqs: readonly Faq[];
}

/** A section as stored: its closing link names a page of `paths`, its pictograms an icon by name. */
export interface ServiceSectionData extends Omit<ServiceSection, 'link' | 'cards'> {
  cards?: readonly (TitledText & { icon?: ServiceIconName; id?: string })[];
  link?: { label: string; path: StaticPathName };
}

/**
 * A service record as stored in records/<slug>.json: the copy and facts only. The images follow
 * from the slug (the illustration's alt text is stored), links from `paths` and pictograms from
 * icons.ts.
 */
export interface ServiceData extends Omit<ServiceRecord, 'hero' | 'intro' | 'sections'> {
  intro: { heading: string; paragraphs: readonly string[]; imageAlt: string };
  sections: readonly ServiceSectionData[];
}
