/**
 * The JSON-LD that is the same on every page: the Organization, which other nodes refer to by
 * ORGANIZATION_ID (provider, author, publisher). The prerender step writes it once into each
 * page's head (it never changes with the route, so the app need not render it or ship its code;
 * docs/decisions/010); pages render only their own nodes.
 */
import type { Organization, WithContext } from 'schema-dts';
import { site } from '@/content/site';
import { absoluteJsonLd, ORGANIZATION_ID } from './seo';

/** Google reads the logo for the knowledge panel: a square PNG of at least 112 px. */
const LOGO_PATH = '/logo-512.png';

const organizationJsonLd: WithContext<Organization> = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  '@id': ORGANIZATION_ID,
  name: site.legalName,
  alternateName: site.brand,
  url: '/',
  logo: LOGO_PATH,
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
  contactPoint: {
    '@type': 'ContactPoint',
    contactType: 'sales',
    telephone: site.phone.e164,
    email: site.salesEmail,
    areaServed: site.address.country,
  },
  sameAs: Object.values(site.social),
};

/** The site-wide nodes with absolute URLs, in the order the page carries them. */
export function siteJsonLd(origin: string): WithContext<Organization>[] {
  return [absoluteJsonLd(origin, organizationJsonLd)];
}
