/** JSON-LD builders for page types (the Organization node is in content/seo-defaults). */
import type { Faq } from '@/content/types';

const CONTEXT = 'https://schema.org';

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

export function serviceJsonLd(args: { name: string; description: string; url: string; providerId: string; serviceType?: string }) {
  return {
    '@context': CONTEXT,
    '@type': 'Service',
    name: args.name,
    description: args.description,
    url: args.url,
    serviceType: args.serviceType ?? args.name,
    areaServed: 'IN',
    provider: { '@id': args.providerId },
  };
}

export function articleJsonLd(args: { headline: string; description: string; url: string; image: string; publisherId: string; datePublished?: string }) {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: args.headline,
    description: args.description,
    url: args.url,
    image: args.image,
    ...(args.datePublished ? { datePublished: args.datePublished } : {}),
    author: { '@id': args.publisherId },
    publisher: { '@id': args.publisherId },
  };
}

export function creativeWorkJsonLd(args: { name: string; description: string; url: string; image: string; creatorId: string; keywords?: readonly string[]; sameAs?: string }) {
  return {
    '@context': CONTEXT,
    '@type': 'CreativeWork',
    name: args.name,
    description: args.description,
    url: args.url,
    image: args.image,
    ...(args.keywords?.length ? { keywords: args.keywords.join(', ') } : {}),
    ...(args.sameAs ? { sameAs: args.sameAs } : {}),
    creator: { '@id': args.creatorId },
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
  providerId: string;
  offer?: { price: string; description: string };
}) {
  const offers = args.offer
    ? { offers: { '@type': 'Offer', price: args.offer.price, priceCurrency: 'INR', description: args.offer.description, url: args.url } }
    : {};
  const kind =
    args.type === 'SoftwareApplication'
      ? { applicationCategory: args.category, operatingSystem: 'Web', publisher: { '@id': args.providerId } }
      : { category: args.category, brand: { '@id': args.providerId } };
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
