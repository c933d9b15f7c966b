/** The service pages: their slugs, each served at `/${slug}` from its record in records/<slug>.json. */
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

/** The path of a service page: links, the route table and the sitemap build it from here. */
export const servicePath = (slug: ServiceSlug) => `/${slug}`;
