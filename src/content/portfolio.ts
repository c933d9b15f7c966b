/**
 * The portfolio: its entries in list order (the order of the portfolio page, the carousel and
 * Prev/Next) and the copy of its pages. Each entry is stored as portfolio/records/<slug>.json
 * (`PortfolioData`, checked by portfolio.test.ts) and listed in portfolio/order.json; this module
 * adds its picture, named by the slug. Add an entry there and its screen under
 * tools/screens/portfolio/ (tools/screens/generate.mjs renders the pictures).
 */
import order from './portfolio/order.json' with { type: 'json' };
import type { PortfolioCategory } from './portfolio-categories';
import type { ImageAsset } from './types';

export interface PortfolioEntry {
  /** URL segment of /portfolio/{slug}: lower case, digits and hyphens. */
  slug: string;
  title: string;
  /** May hold simple HTML (p, ul, li, strong); stripped for cards and the meta description. */
  description: string;
  /** The screen of tools/screens/portfolio/<slug>.mjs, framed by `portfolioFrame`: the whole device. */
  image: ImageAsset;
  /**
   * What a card shows of that picture: a close view of the device's corner and the screen's first
   * lines, large enough to read at card size (tools/screens/jobs.mjs, cardCrop).
   */
  cardImage: ImageAsset;
  /** The live site or store listing, opened by Go to Site; absent for private systems. */
  url?: string;
  categories: readonly PortfolioCategory[];
  /** What the client needed, in one or two sentences (the detail page's Challenge). */
  challenge: string;
  /** What the client has now, from the facts of the description: no figures we cannot show. */
  result: string;
  /**
   * What we built, for the facts card: the parts a visitor would use or see, a few words each
   * (a label, not a sentence of the story again), each one the description names; absent where the
   * description names no parts.
   */
  built?: readonly string[];
}

/** An entry as stored: the alt text of its picture in place of the picture. */
export type PortfolioData = Omit<PortfolioEntry, 'image' | 'cardImage'> & { imageAlt: string };

/**
 * The device a project's picture is framed in, by its categories: the one rule the portfolio pages
 * and the screen generator (tools/screens/jobs.mjs, which fails on a screen drawn in another) share.
 */
type PortfolioFrame = 'phone' | 'laptop' | 'browser';

export function portfolioFrame(categories: readonly string[]): PortfolioFrame {
  if (categories.includes('ANDROID NATIVE APP') || categories.includes('PWA')) return 'phone';
  if (categories.includes('ERP') || categories.includes('CUSTOM APPLICATION')) return 'laptop';
  return 'browser';
}

const stored = import.meta.glob<PortfolioData>('./portfolio/records/*.json', { eager: true, import: 'default' });

function entryOf(slug: string): PortfolioEntry {
  const data = stored[`./portfolio/records/${slug}.json`];
  if (!data) throw new Error(`portfolio/order.json names ${slug}, which has no portfolio/records/${slug}.json`);
  const { imageAlt, ...entry } = data;
  const picture = (name: string): ImageAsset => ({ src: `/images/portfolio/${name}.webp`, alt: imageAlt, width: 960, height: 720, widths: [480, 720] });
  return { ...entry, image: picture(slug), cardImage: picture(`${slug}-card`) };
}

export const portfolio: readonly PortfolioEntry[] = order.map(entryOf);

/** Copy of the portfolio list and detail pages. */
export const portfolioPage = {
  title: 'Portfolio',
  eyebrow: 'Our work',
  lead: 'Applications, ERP systems, online stores, websites and mobile apps we have designed and built. Choose a technology to narrow the list.',
  filterLabel: 'Filter projects by category',
  /**
   * The projects pictured in the hero (an ERP, a gym pass app, a store), as their cards' close
   * views: whole screens in their devices drew their words at 6-8 px in a collage 520 px wide.
   */
  collage: ['infor-sx-erp-web-application-and-reporting', 'fitpass-network', 'spice-route-store'],
  /**
   * The last cell of the grid: it takes what is left of the last row, so no row ends in a hole. It
   * leads to the results behind the work; the footer's banner right after it asks for the quote.
   */
  next: {
    heading: 'The results behind the work',
    text: 'Our SEO case studies give the figures before and after: organic traffic up 245% for a spine-care clinic, site health from 74% to 95%, and what did not improve.',
    cta: 'Read the Case Studies',
  },
  detail: {
    eyebrow: 'Portfolio',
    categoriesLabel: 'Categories',
    goToSite: 'Go to Site',
    /** Where an entry has no public site (an internal system), in place of Go to Site. */
    privateSystem: 'An internal system: no public site to visit',
    liveSiteLabel: 'Live site',
    prev: 'Prev',
    next: 'Next',
    /** What a disabled Prev or Next says in place of a neighbour's title. */
    noPrev: 'This is the first project',
    noNext: 'This is the last project',
    navLabel: 'Browse projects',
    backToList: 'Back to All Projects',
    challengeHeading: 'Challenge',
    solutionHeading: 'Solution',
    resultHeading: 'Result',
    builtHeading: 'What we built',
    factsLabel: 'Project facts',
    projectTypeLabel: 'Project type',
    technologiesLabel: 'Technologies',
    relatedHeading: 'More work like this',
    relatedLead: 'Projects that share this one’s technologies or kind of work.',
    /** The facts card's invitation: every project page leads to the quote form. */
    similar: { text: 'Planning something like this?', cta: 'Tell Us About Your Project' },
    notFoundTitle: 'Project not found',
    notFoundText: 'We could not find a project at this address. It may have been renamed or removed from our portfolio.',
    /** Over the first projects of the list, under a page that found none. */
    notFoundMoreHeading: 'Some of our work',
  },
} as const;
