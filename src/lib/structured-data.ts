/**
 * JSON-LD builders for page types (the Organization node is in lib/site-seo). URLs of our own pages
 * and images are passed as site paths; `buildHead` (lib/seo) makes them absolute. Every node points
 * to the organisation by ORGANIZATION_ID.
 */
import type { Faq } from '@/content/types';
import { ORGANIZATION_ID } from './seo';

const CONTEXT = 'https://schema.org';
const organization = { '@id': ORGANIZATION_ID };

export function faqPageJsonLd(faqs: readonly Faq[]): Record<string, unknown> {
  return {
    '@context': CONTEXT,
    '@type': 'FAQPage',
    mainEntity: faqs.map((faq) => ({
      '@type': 'Question',
      name: faq.question,
      acceptedAnswer: { '@type': 'Answer', text: faq.answer },
    })),
  };
}

export function serviceJsonLd(args: { name: string; description: string; url: string; serviceType?: string }) {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: args.name,
    description: args.description,
    url: args.url,
    serviceType: args.serviceType ?? args.name,
    areaServed: 'IN',
    provider: organization,
  };
}

export function articleJsonLd(args: { headline: string; description: string; url: string; image: string; datePublished?: string }) {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: args.headline,
    description: args.description,
    url: args.url,
    image: args.image,
    ...(args.datePublished ? { datePublished: args.datePublished } : {}),
    author: organization,
    publisher: organization,
  };
}

export function creativeWorkJsonLd(args: { name: string; description: string; url: string; image: string; keywords?: readonly string[]; sameAs?: string }) {
  return {
    '@context': CONTEXT,
    '@type': 'CreativeWork',
    name: args.name,
    description: args.description,
    url: args.url,
    image: args.image,
    ...(args.keywords?.length ? { keywords: args.keywords.join(', ') } : {}),
    ...(args.sameAs ? { sameAs: args.sameAs } : {}),
    creator: organization,
  };
}

/** A product or app we run ourselves (product pages). `offer.price` in INR. */
export function productJsonLd(args: {
  type: 'Product' | 'SoftwareApplication';
  name: string;
  description: string;
  url: string;
  image: string;
  category: string;
  offer?: { price: string; description: string };
}) {
  const offers = args.offer
    ? { offers: { '@type': 'Offer', price: args.offer.price, priceCurrency: 'INR', description: args.offer.description, url: args.url } }
    : {};
  const kind =
    args.type === 'SoftwareApplication'
      ? { applicationCategory: args.category, operatingSystem: 'Web', publisher: organization }
      : { category: args.category, brand: organization };
  return {
    '@context': CONTEXT,
    '@type': args.type,
    name: args.name,
    description: args.description,
    url: args.url,
    image: args.image,
    ...kind,
    ...offers,
  };
}
