/**
 * Shape of a product page record: the product-page template renders one of these. A record is
 * stored as `ProductData` in data/<art name>.json; records.ts adds the rest.
 */
import type { LucideIcon } from 'lucide-react';
import type { Fact, ImageAsset, TitledText } from '@/content/types';
import type { ProductIconName } from './icons';

/** A problem the product solves or a thing it offers, with its pictogram. */
export interface ProductPoint extends TitledText {
  icon: LucideIcon;
}

export type ProductId = 'marketplace' | 'realEstate' | 'womenMarketplace';

/**
 * A screen of the product, shown beside what it illustrates (an audience's offers, how it works):
 * the picture and its caption, which says what the screen is.
 */
export interface ProductScreen {
  image: ImageAsset;
  /** What a phone shows of it: a close view of the screen's first lines, of the same proportions (tools/screens/jobs.mjs). */
  closeImage: ImageAsset;
  title: string;
}

interface ProductAudience {
  /** e.g. 'For freelancers'. */
  heading: string;
  items: readonly ProductPoint[];
  /** The screen this audience works in, shown beside its offers. */
  screen: ProductScreen;
}

export interface ProductRecord {
  id: ProductId;
  /** From site.products: the name and the live site's address. */
  name: string;
  url: string;
  /** Internal path of the product page (from paths). */
  path: string;
  /** Shown above the h1, e.g. 'Freelance marketplace · India'. */
  kind: string;
  tagline: string;
  /** Meta title and description (50-160 characters). */
  title: string;
  description: string;
  keywords: readonly string[];
  /**
   * The product's JSON-LD: a Service we run (lib/structured-data productJsonLd; not a
   * SoftwareApplication or Product, whose rich results need ratings the site does not show).
   */
  schema: {
    /** What it is, in a few words. */
    serviceType: string;
    offer?: { price: string; description: string };
  };
  hero: ImageAsset;
  /** The product's figures, as a strip under the hero: the one place they are stated. */
  facts?: readonly Fact[];
  /** `ask`: under the story, the invitation to have a platform like it built (productCopy.ask, named). */
  about: { heading: string; paragraphs: readonly string[]; image: ImageAsset; ask: { heading: string; text: string; cta: string } };
  /**
   * The screens (tools/screens/products, by file name) the hero's art is drawn from, the first with
   * the phone screen in front, when they are not the first of `screens`: a screen shown large in
   * the hero is not shown again further down.
   */
  heroScreens?: readonly string[];
  /**
   * Every screen of the product (tools/screens/products), in the order its art is drawn from: the
   * first, with the phone screen in front, is the hero's art unless `heroScreens` names others.
   * Each shows once on the page, beside an audience's offers or beside how it works.
   */
  screens: { items: readonly ProductScreen[] };
  problems: { heading: string; items: readonly ProductPoint[] };
  categories: { heading: string; items: readonly string[] };
  offers: { heading: string; audiences: readonly ProductAudience[] };
  howItWorks: {
    heading: string;
    tracks: readonly { heading: string; steps: readonly TitledText[] }[];
    /** The screen the steps happen in, shown beside them. */
    screen: ProductScreen;
    /** A checklist under the steps (the seller documents of the women-focused marketplace). */
    checklist?: { heading: string; items: readonly string[]; note: string };
  };
}

/**
 * A product record as stored in data/<art name>.json: the copy and facts. `{name}` in any text
 * stands for the product's name from site.ts; the name, address, path and images are added from
 * site.ts, paths and the file name (the art's name), the pictograms from icons.ts.
 */
export interface ProductData extends Omit<ProductRecord, 'name' | 'url' | 'path' | 'hero' | 'about' | 'screens' | 'problems' | 'offers' | 'howItWorks'> {
  about: { heading: string; paragraphs: readonly string[]; imageAlt: string };
  /** `image`: the screen's file name under public/images/products (without extension). */
  screens: { items: readonly ProductScreenData[] };
  problems: { heading: string; items: readonly ProductPointData[] };
  /** `screen`: the file name of one of `screens`, shown beside the audience's offers. */
  offers: { heading: string; audiences: readonly { heading: string; screen: string; items: readonly ProductPointData[] }[] };
  /** `screen`: the file name of one of `screens`, shown beside the steps. */
  howItWorks: Omit<ProductRecord['howItWorks'], 'screen'> & { screen: string };
}

/** A screen as stored: its picture named by file. */
interface ProductScreenData extends Omit<ProductScreen, 'image' | 'closeImage'> {
  image: string;
  alt: string;
}

/** A point as stored: its pictogram named (icons.ts). */
export interface ProductPointData extends TitledText {
  icon: ProductIconName;
}

/** A card on the Products list. */
export interface ProductCard {
  key: string;
  name: string;
  kind: string;
  text: string;
  /** Three short facts under the text, each a check mark's line. */
  facts: readonly string[];
  /** `platform`: one we run (the line-up); `deploy`: one a business buys and runs (the feature below it). */
  group: 'platform' | 'deploy';
  /** The card's colour: its top rule, its label and its check marks (never the orange, which means an action). */
  tone: 'rose' | 'teal' | 'navy';
  image: ImageAsset;
  /** `primary`: the one filled button of the page (the enquiry); the rest are outlined. */
  actions: readonly { label: string; to: string; external?: boolean; primary?: boolean }[];
}
