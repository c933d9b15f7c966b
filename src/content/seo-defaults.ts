/** Site-wide SEO defaults: the bottom layer under every route's and page's metadata. */
import { env } from '@/config/env';
import type { SiteSeo } from '@/lib/seo';
import { site } from './site';

const origin = env.siteUrl;

export const siteSeo: SiteSeo = {
  origin,
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
    '@id': `${origin}/#organization`,
    name: site.legalName,
    alternateName: site.brand,
    url: `${origin}/`,
    logo: `${origin}/logo-512.png`,
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
