/**
 * The portfolio categories. Entries may carry any of the twelve; the filter offers eleven of them
 * as buttons after All, in the client's order. REACT JS is not among the client's buttons; it
 * always comes with another category (PWA, ERP, REAL ESTATE...), so its projects are found there.
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

/** The categories of the filter buttons, in button order (All comes first): all but REACT JS. */
export const portfolioFilterCategories = portfolioCategories.filter(
  (category): category is Exclude<PortfolioCategory, 'REACT JS'> => category !== 'REACT JS',
);

/** Label of the filter button that shows every entry. */
export const ALL_CATEGORIES = 'All';

export type PortfolioFilter = PortfolioCategory | typeof ALL_CATEGORIES;
