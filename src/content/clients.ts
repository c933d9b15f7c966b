/**
 * Client logos for the Clients page: 12 logos, one of them without a link. The businesses are
 * fictional; their sites are under example.com.
 */
import type { ImageAsset } from './types';

export interface ClientLogo {
  /** File name under public/images/clients (without extension). */
  id: string;
  title: string;
  /** The client's website; absent for a client without a public site. */
  url?: string;
  image: ImageAsset;
  /** The lockup without its tagline (mark above name, 160×120), for tiles too small for one. */
  compact: string;
}

const logo = (id: string, title: string, url?: string): ClientLogo => ({
  id,
  title,
  ...(url ? { url } : {}),
  image: { src: `/images/clients/${id}.svg`, alt: title, width: 240, height: 120 },
  compact: `/images/clients/${id}-compact.svg`,
});

export const clients: readonly ClientLogo[] = [
  logo('kaveri-textiles', 'Kaveri Textiles', 'https://kaveritextiles.example.com/'),
  logo('harbourline-freight', 'Harbourline Freight', 'https://harbourline.example.com/'),
  logo('arogya-diagnostics', 'Arogya Diagnostics', 'https://arogyadiagnostics.example.com/'),
  logo('peakstone-realty', 'Peakstone Realty', 'https://peakstone.example.com/'),
  logo('vidya-learning-labs', 'Vidya Learning Labs', 'https://vidyalabs.example.com/'),
  logo('bluefjord-outdoor', 'Bluefjord Outdoor', 'https://bluefjord.example.com/'),
  logo('tandoor-tales', 'Tandoor Tales', 'https://tandoortales.example.com/'),
  logo('maple-finch-interiors', 'Maple & Finch Interiors', 'https://maplefinch.example.com/'),
  logo('ganga-agro', 'Ganga Agro Industries', 'https://gangaagro.example.com/'),
  logo('coral-bay-travel', 'Coral Bay Travel', 'https://coralbay.example.com/'),
  logo('shakti-steel-works', 'Shakti Steel Works'),
  logo('zenith-fintech', 'Zenith Fintech', 'https://zenithfintech.example.com/'),
];

export const clientsIntro = {
  lead: 'Manufacturers, clinics, retailers, schools and service firms in India and abroad who trust us with their websites, applications and search visibility.',
  gridHeading: 'Some of the businesses we work with',
  intro: 'A steel works, a textile house and an agro business, a diagnostics lab and a freight company, shops, schools and a fintech: twelve of the businesses we design, build and market for.',
  note: 'Select a logo to visit the client\u2019s website; it opens in a new tab.',
};
