/**
 * The site's own SEO layer, under every route's and page's metadata: the origin and Search
 * Console's token (from the build's environment) and the brand. The Organization node, the same
 * on every page, is in lib/site-json-ld, which only the prerender step loads.
 */
import { env } from '@/config/env';
import { site } from '@/content/site';
import type { SiteSeo } from './seo';

export const siteSeo: SiteSeo = {
  origin: env.siteUrl,
  brand: site.brand,
  legalName: site.legalName,
  company: site.legalName,
  googleSiteVerification: env.googleSiteVerification,
};
