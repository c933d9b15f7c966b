/**
 * Product images, all screens rendered by tools/screens/generate.mjs: each product page's screens
 * with its hero and card art made from them, and the card pictures of the products without a page
 * (their screens are listed in tools/screens/jobs.mjs).
 */
import type { ImageAsset } from '@/content/types';

type ProductArtName = 'marketplace' | 'real-estate' | 'women-marketplace' | 'e-commerce-app' | 'directory';
/** The products with a page of their own (each record's file is named by it). */
export type ProductPageArt = Exclude<ProductArtName, 'e-commerce-app' | 'directory'>;

/** Hero background of a product page (decorative). */
export function productHero(name: ProductPageArt): ImageAsset {
  return { src: `/images/products/${name}-hero.webp`, alt: '', width: 800, height: 600, widths: [480] };
}

/** Card and About illustration of a product. */
export function productArt(name: ProductArtName, alt: string): ImageAsset {
  return { src: `/images/products/${name}.webp`, alt, width: 720, height: 540, widths: [480, 560] };
}

/** A screen of a product page, e.g. 'marketplace-screen-talk'. */
export function productScreen(name: string, alt: string): ImageAsset {
  return { src: `/images/products/${name}.webp`, alt, width: 960, height: 720, widths: [480, 720] };
}

export const productCopy = {
  visitLabel: 'Visit',
  /** Heading of the card that ends a product page: "Try ServicePlex". */
  tryHeading: 'Try',
  tryText: 'It is live: look around, and sign up when it suits you.',
  learnMore: 'Learn More',
  /**
   * Under a product's About: the agency built it, so it can build one like it. `{name}` is the
   * product's name, filled in with the record (records.ts).
   */
  ask: {
    heading: 'Want a platform like this?',
    text: 'We designed, built and run {name} ourselves. The same team can build a marketplace, a listings site or a portal for your business.',
    cta: 'Tell Us About Your Project',
  },
  /** Under the heading of the problems a product solves. */
  problemsIntro: 'What gets in the way on other platforms. What it offers, further down, answers each of them.',
} as const;
