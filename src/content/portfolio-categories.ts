/**
 * The 12 portfolio categories, in the order of the filter buttons: eleven were asked for as
 * buttons; REACT JS, which entries also use, takes its alphabetical place among them so that every
 * category can be filtered.
 */
export const portfolioCategories = [
  'ANDROID NATIVE APP',
  'CAKE PHP',
  'CORE PHP',
  'E-COMMERCE',
  'ERP',
  'INFORMATIVE WEBSITE',
  'LARAVEL',
  'PWA',
  'REACT JS',
  'REAL ESTATE',
  'WORDPRESS',
  'CUSTOM APPLICATION',
] as const;

export type PortfolioCategory = (typeof portfolioCategories)[number];

/** Label of the filter button that shows every entry. */
export const ALL_CATEGORIES = 'All';

export type PortfolioFilter = PortfolioCategory | typeof ALL_CATEGORIES;
