/**
 * The internal URLs of the site's own pages. Links, the route table, the prerender step and the
 * sitemap build URLs from here, so a path is typed once. The pages that content defines have their
 * paths beside their content: the service pages (content/services/slugs.ts) and the product pages
 * (content/products/paths.ts).
 */

/**
 * A route with one parameter: its react-router pattern (`.pattern`, for the route table) and the
 * builder of its links, both from the one string.
 */
function withParam(pattern: `/${string}/:${string}`) {
  const prefix = pattern.slice(0, pattern.lastIndexOf('/:'));
  return Object.assign((value: string) => `${prefix}/${encodeURIComponent(value)}`, { pattern });
}

export const paths = {
  home: '/',
  whatWeDo: '/what-we-do',
  products: '/products',
  clients: '/clients',
  portfolio: '/portfolio',
  portfolioDetail: withParam('/portfolio/:slug'),
  careers: '/careers',
  quote: '/tell-us-about-your-project',
  about: '/about',
  blog: '/blog',
  blogDetails: '/blog_details',
  contact: '/contact-us',
  caseStudies: '/case-studies',
  caseStudy: withParam('/case-studies/:pageUrl'),
} as const;

/**
 * The id of the enquiry form's block on the quote and contact pages: the footer's GET QUOTE and
 * Contact Us lead there, on the page itself, instead of loading the page again.
 */
export const ENQUIRY_FORM_ID = 'enquiry-form';

/** The name of a page whose path takes no parameter, e.g. 'caseStudies' (content data links by name). */
export type StaticPathName = { [K in keyof typeof paths]: (typeof paths)[K] extends string ? K : never }[keyof typeof paths];
