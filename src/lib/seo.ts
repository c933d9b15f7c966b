/**
 * The one place that turns page metadata into head tags: site defaults, then the route's
 * metadata, then the page's override (app/route-meta), built into title, description, Open Graph,
 * the Twitter card, canonical, robots and JSON-LD, and listed as the head's elements in the order
 * they are written. Pure functions, unit-tested: the prerender step writes `headHtml` of that list
 * into each page, and `components/layout/seo.tsx` hands the same list to Helmet in the browser.
 *
 * Metadata names the site's own pages and images by path; only here do they get the origin
 * (`absoluteUrl`), so every absolute URL of a page is spelled one way.
 */
import type { BreadcrumbList, Thing, WithContext } from 'schema-dts';

/**
 * A JSON-LD node: a schema.org type as schema-dts spells it, so a misspelt property or a value
 * of the wrong kind fails the type check. Types only: nothing of schema-dts reaches the bundle.
 */
export type JsonLdNode = WithContext<Thing>;

/** What a page is, as its social card names it (absent: a plain page of the site). */
type CardKind = 'Service' | 'Product' | 'Project' | 'Case study' | 'Blog post';

/**
 * What a page's social card shows beside its title (drawn at build time by scripts/cards from
 * this and the route's title): its kind and what proves it.
 */
export interface CardMeta {
  kind: CardKind;
  /** A picture of the thing, by site path: a project's or product's screen, a post's cover. */
  image?: string;
  /** A headline result, shown large: a case study's first figure, what it counts and its starting point. */
  figure?: { value: string; label: string; detail?: string };
}

export interface Breadcrumb {
  name: string;
  path: string;
}

export interface PageMeta {
  /** Short page title; the document title becomes `${title} | ${brand}`. */
  title?: string;
  description?: string;
  keywords?: readonly string[];
  /** e.g. 'noindex, nofollow'. Absent means indexable. */
  robots?: string;
  /** Emit `<link rel="canonical">` for this page (only the portfolio detail pages ask for one). */
  canonical?: boolean;
  /** Trail below Home for the BreadcrumbList; absent on the home page. */
  breadcrumbs?: readonly Breadcrumb[];
  /**
   * Extra JSON-LD nodes for this page (Service, FAQPage, Article, Product, ...). Their `url`,
   * `image`, `logo`, `item` and `@id` values that are site paths ('/web-design', ORGANIZATION_ID)
   * become absolute URLs in `buildHead`.
   */
  jsonLd?: readonly JsonLdNode[];
  /** The social card's kind and proof; absent on plain pages. */
  card?: CardMeta;
}

export interface SiteSeo {
  origin: string;
  brand: string;
  legalName: string;
  /** Used when a route has no description: "Software Development Company for {company}". */
  company: string;
  /** Search Console's token, written into the home page's head only (it verifies the site by that page); empty: none. */
  googleSiteVerification?: string;
}

/** The organisation's JSON-LD `@id`, as a site path: other nodes refer to it as their provider, author... */
export const ORGANIZATION_ID = '/#organization';

interface HeadTags {
  title: string;
  description: string;
  keywords?: string;
  robots?: string;
  canonical?: string;
  googleSiteVerification?: string;
  og: { property: string; content: string }[];
  /** `<meta name="twitter:…">` tags (the card type; the rest X reads from Open Graph). */
  twitter: { name: string; content: string }[];
  /** The page's own nodes; the site-wide Organization is written once by the prerender step (lib/site-json-ld). */
  jsonLd: JsonLdNode[];
}

/** Every social card is this size, the one Open Graph consumers show large. */
const CARD_SIZE = { width: 1200, height: 630 };

/**
 * The site path of a page's social card, from its path without the query: `/og/about.png`,
 * `/og/index.png` for the home page. Every page kept out of search shows the Not Found card.
 */
export function cardPath(meta: PageMeta, fullPath: string): string {
  const path = meta.robots ? '/404' : fullPath.split('?')[0] || '/';
  return `/og${path === '/' ? '/index' : path}.png`;
}

/** The card's text alternative: what it shows, in the order it shows it. */
export function cardAlt(meta: PageMeta, title: string): string {
  const { kind, figure } = meta.card ?? {};
  return (kind ? `${kind}: ` : '') + title + (figure ? `. ${figure.value} ${figure.label}${figure.detail ? `, ${figure.detail}` : ''}` : '');
}

export function absoluteUrl(origin: string, path: string): string {
  return `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}

/** JSON-LD properties that hold a URL, so a site path there is made absolute. */
const URL_KEYS = new Set(['@id', 'url', 'image', 'logo', 'item']);

const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

/** A copy of a JSON-LD node with every site path under a URL property made absolute. */
export function absoluteJsonLd<T>(origin: string, node: T): T {
  if (Array.isArray(node)) return node.map((item: unknown) => absoluteJsonLd(origin, item)) as T;
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      URL_KEYS.has(key) && isSitePath(value) ? absoluteUrl(origin, value) : absoluteJsonLd(origin, value),
    ]),
  ) as T;
}

export function mergeMeta(...layers: (PageMeta | undefined)[]): PageMeta {
  const out: PageMeta = {};
  for (const layer of layers) {
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value !== undefined) (out as Record<string, unknown>)[key] = value;
    }
  }
  return out;
}

export function documentTitle(site: SiteSeo, title?: string): string {
  return title ? `${title} | ${site.brand}` : site.legalName;
}

function breadcrumbJsonLd(trail: readonly Breadcrumb[]): WithContext<BreadcrumbList> {
  const items = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.path,
    })),
  };
}

/** Builds every head tag of a page. `fullPath` is pathname plus search, as the visitor sees it. */
export function buildHead(site: SiteSeo, meta: PageMeta, fullPath: string): HeadTags {
  const title = documentTitle(site, meta.title);
  const description = meta.description?.trim() || `Software Development Company for ${site.company}`;
  const url = absoluteUrl(site.origin, fullPath);
  const og = [
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: absoluteUrl(site.origin, cardPath(meta, fullPath)) },
    { property: 'og:image:width', content: String(CARD_SIZE.width) },
    { property: 'og:image:height', content: String(CARD_SIZE.height) },
    { property: 'og:image:alt', content: cardAlt(meta, title) },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.brand },
  ];
  const nodes: JsonLdNode[] = [];
  if (meta.breadcrumbs?.length) nodes.push(breadcrumbJsonLd(meta.breadcrumbs));
  if (meta.jsonLd) nodes.push(...meta.jsonLd);
  const jsonLd = nodes.map((node) => absoluteJsonLd(site.origin, node));
  return {
    title,
    description,
    keywords: meta.keywords?.length ? meta.keywords.join(', ') : undefined,
    robots: meta.robots,
    canonical: meta.canonical ? url : undefined,
    googleSiteVerification: site.googleSiteVerification && fullPath.split('?')[0] === '/' ? site.googleSiteVerification : undefined,
    og,
    twitter: [{ name: 'twitter:card', content: 'summary_large_image' }],
    jsonLd,
  };
}

/** Serialises JSON-LD so it can sit inside a script element without closing it early. */
export function jsonLdText(node: JsonLdNode): string {
  return JSON.stringify(node).replace(/</g, '\\u003c');
}

/**
 * A page's head elements in the order they are written (Helmet writes the title, then the meta
 * tags, then the links): the one list that the prerendered HTML (`headHtml`) and Helmet in the
 * browser both render, so the browser finds and adopts the prerendered tags instead of adding copies.
 */
export interface HeadElements {
  title: string;
  meta: Record<string, string>[];
  link: Record<string, string>[];
}

export function headElements(head: HeadTags): HeadElements {
  const named = (name: string, content: string | undefined) => (content ? [{ name, content }] : []);
  return {
    title: head.title,
    meta: [
      ...named('description', head.description),
      ...named('keywords', head.keywords),
      ...named('robots', head.robots),
      ...head.og,
      ...head.twitter,
      ...named('google-site-verification', head.googleSiteVerification),
    ],
    link: head.canonical ? [{ rel: 'canonical', href: head.canonical }] : [],
  };
}

/**
 * A selector for every element `headElements` can write (those of a page with every optional
 * tag), for the browser to drop what a page prerendered for another route left in the head.
 */
export function headElementsSelector(site: SiteSeo): string {
  const every = headElements(buildHead({ ...site, googleSiteVerification: 'any' }, { keywords: ['any'], robots: 'any', canonical: true }, '/'));
  return [
    'title',
    ...every.meta.map(({ name, property }) => (name ? `meta[name="${name}"]` : `meta[property="${property}"]`)),
    ...every.link.map(({ rel }) => `link[rel="${rel}"]`),
  ].join(', ');
}

/** The references React writes in text and attribute values. */
const HTML_ESCAPES: Record<string, string> = { '"': '&quot;', '&': '&amp;', "'": '&#x27;', '<': '&lt;', '>': '&gt;' };
const escapeHtml = (text: string) => text.replace(/["&'<>]/g, (char) => HTML_ESCAPES[char] ?? char);
const emptyTag = (name: string, attrs: Record<string, string>) =>
  `<${name}${Object.entries(attrs).map(([key, value]) => ` ${key}="${escapeHtml(value)}"`).join('')}/>`;

/** The head elements as HTML, spelled as React spells them, for the prerender step to write into the page's head. */
export function headHtml({ title, meta, link }: HeadElements): string {
  return `<title>${escapeHtml(title)}</title>${meta.map((attrs) => emptyTag('meta', attrs)).join('')}${link.map((attrs) => emptyTag('link', attrs)).join('')}`;
}
