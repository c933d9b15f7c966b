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
  /**
   * The logo, in its compact lockup (mark above name, no tagline, 160×120): the one both the home
   * page's logo wall and the Clients grid show, where a logo is 90 to 150 px wide and a tagline would
   * shrink below reading size.
   */
  image: ImageAsset;
}

const logo = (id: string, title: string, url?: string): ClientLogo => ({
  id,
  title,
  ...(url ? { url } : {}),
  image: { src: `/images/clients/${id}-compact.svg`, alt: title, width: 160, height: 120 },
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
