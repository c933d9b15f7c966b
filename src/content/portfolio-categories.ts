/**
 * The 12 portfolio categories (SPEC.md sections 3 and 9), in the order of the filter buttons.
 * SPEC section 2 lists eleven of them for the buttons; REACT JS, used by entries (section 3),
 * takes its alphabetical place so that every category can be filtered.
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
