/**
 * Every internal URL of the site. Links, the route table, the prerender step and the sitemap
 * all build URLs from here, so a path is typed once.
 */
import { site } from '@/content/site';

export const paths = {
  home: '/',
  whatWeDo: '/what-we-do',
  products: '/products',
  marketplace: '/product/serviceplex',
  realEstate: '/product/propertyshops',
  womenMarketplace: `/${site.products.womenMarketplace.slug}`,
  clients: '/clients',
  portfolio: '/portfolio',
  portfolioDetail: (slug: string) => `/portfolio/${encodeURIComponent(slug)}`,
  careers: '/careers',
  quote: '/tell-us-about-your-project',
  about: '/about',
  blog: '/blog',
  blogDetails: '/blog_details',
  contact: '/contact-us',
  caseStudies: '/case-studies',
  caseStudy: (pageUrl: string) => `/case-studies/${encodeURIComponent(pageUrl)}`,
  service: (slug: ServiceSlug) => `/${slug}`,
} as const;

/** Slugs of the service pages (SPEC.md route table); each is served at `/${slug}`. */
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
