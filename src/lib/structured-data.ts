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
