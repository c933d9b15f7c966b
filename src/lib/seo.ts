/**
 * The one place that turns page metadata into head tags: site defaults, then the route's
 * metadata, then the page's override, merged into title, description, Open Graph, canonical,
 * robots and JSON-LD. Pure functions, unit-tested; `components/layout/seo.tsx` renders the result.
 *
 * Metadata names the site's own pages and images by path; only here do they get the origin
 * (`absoluteUrl`), so every absolute URL of a page is spelled one way.
 */
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
  jsonLd?: readonly Record<string, unknown>[];
}

export interface SiteSeo {
  origin: string;
  brand: string;
  legalName: string;
  /** Used when a route has no description: "Software Development Company for {company}". */
  company: string;
  ogImage: { path: string; width: number; height: number; alt: string };
  /** The Organization node every page carries; its `@id` is ORGANIZATION_ID. */
  organization: Record<string, unknown>;
}

/** The organisation's JSON-LD `@id`, as a site path: other nodes refer to it as their provider, author... */
export const ORGANIZATION_ID = '/#organization';

export interface HeadTags {
  title: string;
  description: string;
  keywords?: string;
  robots?: string;
  canonical?: string;
  og: { property: string; content: string }[];
  jsonLd: Record<string, unknown>[];
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

function breadcrumbJsonLd(trail: readonly Breadcrumb[]): Record<string, unknown> {
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
    { property: 'og:image', content: absoluteUrl(site.origin, site.ogImage.path) },
    { property: 'og:image:width', content: String(site.ogImage.width) },
    { property: 'og:image:height', content: String(site.ogImage.height) },
    { property: 'og:image:alt', content: site.ogImage.alt },
    { property: 'og:url', content: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: site.brand },
  ];
  const nodes = [site.organization];
  if (meta.breadcrumbs?.length) nodes.push(breadcrumbJsonLd(meta.breadcrumbs));
  if (meta.jsonLd) nodes.push(...meta.jsonLd);
  const jsonLd = nodes.map((node) => absoluteJsonLd(site.origin, node));
  return {
    title,
    description,
    keywords: meta.keywords?.length ? meta.keywords.join(', ') : undefined,
    robots: meta.robots,
    canonical: meta.canonical ? url : undefined,
    og,
    jsonLd,
  };
}

/** Serialises JSON-LD so it can sit inside a script element without closing it early. */
export function jsonLdText(node: Record<string, unknown>): string {
  return JSON.stringify(node).replace(/</g, '\\u003c');
}
