/**
 * JSON-LD builders for page types (the site-wide Organization node is in lib/site-json-ld). URLs
 * of our own pages and images are passed as site paths; `buildHead` (lib/seo) makes them absolute.
 * Every node points to the organisation by ORGANIZATION_ID. Each returns a schema-dts type, so a
 * misspelt property or a value of the wrong kind fails the type check; e2e/structured-data.spec.ts
 * checks the built pages against what search engines require of each type.
 */
import type {
  Article,
  CreativeWork,
  FAQPage,
  ItemList,
  Organization,
  Service,
  WithContext,
} from 'schema-dts';
import type { Faq } from '@/content/types';
import { site } from '@/content/site';
import { ORGANIZATION_ID } from './seo';

const CONTEXT = 'https://schema.org';
const organization = { '@id': ORGANIZATION_ID };
/** An author or creator by reference, named too: a reader of the node alone still sees who. */
const namedOrganization: Organization = { '@type': 'Organization', '@id': ORGANIZATION_ID, name: site.legalName, url: '/' };

export function faqPageJsonLd(faqs: readonly Faq[]): WithContext<FAQPage> {
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

export function serviceJsonLd(args: { name: string; description: string; url: string; serviceType?: string }): WithContext<Service> {
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

/** A dated article (a blog post): the date is required, as search engines show it. */
export function articleJsonLd(args: { headline: string; description: string; url: string; image: string; datePublished: string }): WithContext<Article> {
  return {
    '@context': CONTEXT,
    '@type': 'Article',
    headline: args.headline,
    description: args.description,
    url: args.url,
    image: args.image,
    datePublished: args.datePublished,
    author: namedOrganization,
    publisher: organization,
  };
}

/** What names and pictures the subject of one of our pages (a project, a product): its name, what it is, its page, a picture. */
interface Subject {
  name: string;
  description: string;
  url: string;
  image: string;
}

const subject = ({ name, description, url, image }: Subject): Subject => ({ name, description, url, image });

/** A piece of our work (a portfolio project, a case study): no rich result, but named, pictured and credited. */
export function creativeWorkJsonLd(args: Subject & { keywords?: readonly string[]; sameAs?: string }): WithContext<CreativeWork> {
  const node: WithContext<CreativeWork> = { '@context': CONTEXT, '@type': 'CreativeWork', ...subject(args), creator: organization };
  if (args.keywords?.length) node.keywords = args.keywords.join(', ');
  if (args.sameAs) node.sameAs = args.sameAs;
  return node;
}

/**
 * A product we build and run ourselves (product pages), as the Service it is to its users.
 * `offer.price` in INR. Not a SoftwareApplication or Product: search engines show those only with
 * a rating or review, and the site shows no ratings of its products.
 */
export function productJsonLd(args: Subject & { serviceType: string; offer?: { price: string; description: string } }): WithContext<Service> {
  const node: WithContext<Service> = {
    '@context': CONTEXT,
    '@type': 'Service',
    ...subject(args),
    serviceType: args.serviceType,
    areaServed: 'IN',
    provider: organization,
  };
  if (args.offer) {
    node.offers = { '@type': 'Offer', price: args.offer.price, priceCurrency: 'INR', description: args.offer.description, url: args.url };
  }
  return node;
}

/** A list of pages the page links to, in the order it shows them (the What We Do offerings). */
export function itemListJsonLd(name: string, items: readonly { name: string; url: string }[]): WithContext<ItemList> {
  return {
    '@context': CONTEXT,
    '@type': 'ItemList',
    name,
    itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: item.url })),
  };
}
