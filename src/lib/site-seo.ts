/**
 * The site's own SEO layer, under every route's and page's metadata: the origin (from the build's
 * environment), the brand and the Organization node. URLs in the node are site paths; `buildHead`
 * gives them the origin.
 */
import { env } from '@/config/env';
import { site } from '@/content/site';
import { ORGANIZATION_ID, type SiteSeo } from './seo';

export const siteSeo: SiteSeo = {
  origin: env.siteUrl,
  brand: site.brand,
  legalName: site.legalName,
  company: site.legalName,
  ogImage: {
    path: '/og-image.png',
    width: 1200,
    height: 630,
    alt: `${site.brand}: web, mobile, ERP and SEO agency in Noida, India`,
  },
  organization: {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': ORGANIZATION_ID,
    name: site.legalName,
    alternateName: site.brand,
    url: '/',
    logo: '/logo-512.png',
    foundingDate: site.foundingDate,
    description: site.shortDescription,
    email: site.salesEmail,
    telephone: site.phone.e164,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    sameAs: Object.values(site.social),
  },
};
