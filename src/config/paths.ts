/**
 * Every internal URL of the site. Links, the route table, the prerender step and the sitemap
 * all build URLs from here, so a path is typed once.
 */
import { site } from '@/content/site';

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
  marketplace: '/product/serviceplex',
  realEstate: '/product/propertyshops',
  womenMarketplace: `/${site.products.womenMarketplace.slug}`,
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
  service: (slug: ServiceSlug) => `/${slug}`,
} as const;

/**
 * The id of the enquiry form's block on the quote and contact pages: the footer's GET QUOTE and
 * Contact Us lead there, on the page itself, instead of loading the page again.
 */
export const ENQUIRY_FORM_ID = 'enquiry-form';

/** The name of a page whose path takes no parameter, e.g. 'caseStudies' (content data links by name). */
export type StaticPathName = { [K in keyof typeof paths]: (typeof paths)[K] extends string ? K : never }[keyof typeof paths];

/** Slugs of the service pages; each is served at `/${slug}` from its record in content/services/records. */
export const serviceSlugs = [
  'e-commerce-application',
  'intranet-applications',
  'business-website',
  'blogs-service',
  'search-engine-optimization',
  'social-media-optimization',
  'pay-per-click',
  'linkedin-marketing',
  'social-media-marketing',
  'enterprise-resource-planning',
  'e-commerce-application-service',
  'web-design',
  'ui-ux-design',
  'mobile-development',
  'web-development',
] as const;

export type ServiceSlug = (typeof serviceSlugs)[number];
