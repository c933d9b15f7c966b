import { describe, expect, it } from 'vitest';
import { decodeEntities, headProblems } from './check-head.mjs';

const organization = { '@context': 'https://schema.org', '@type': 'Organization', url: 'https://a.example/' };
const breadcrumbs = { '@context': 'https://schema.org', '@type': 'BreadcrumbList', itemListElement: [] };

const expected = {
  title: 'Hotel Booking App | Brand',
  description: 'Rooms & rates, "live".',
  canonical: 'https://a.example/portfolio/hotel',
  og: [
    { property: 'og:title', content: 'Hotel Booking App | Brand' },
    { property: 'og:url', content: 'https://a.example/portfolio/hotel' },
  ],
  jsonLd: [organization, breadcrumbs],
};

/** A page as the prerender step writes it (React's escaping, the head tags first, JSON-LD in the body). */
const page = ({
  head = '<title>Hotel Booking App | Brand</title><meta name="description" content="Rooms &amp; rates, &quot;live&quot;."/>'
    + '<meta property="og:title" content="Hotel Booking App | Brand"/><meta property="og:url" content="https://a.example/portfolio/hotel"/>'
    + '<link rel="canonical" href="https://a.example/portfolio/hotel"/>',
  body = `<script type="application/ld+json">${JSON.stringify(organization)}</script>`
    + `<script type="application/ld+json">${JSON.stringify(breadcrumbs)}</script>`,
} = {}) => `<!doctype html><html><head><meta charset="UTF-8"/>${head}<style>a{}</style></head><body><div id="root">${body}</div></body></html>`;

describe('headProblems', () => {
  it('passes a page with every tag once, as React escapes it', () => {
    expect(headProblems(page(), expected)).toEqual([]);
  });

  it('finds a missing canonical link, and one the page should not have', () => {
    const withoutCanonical = page({ head: page().match(/<title>.*?(?=<link)/)[0] });
    expect(headProblems(withoutCanonical, expected)).toEqual([
      'link canonical: expected "https://a.example/portfolio/hotel" once in the head, found []',
    ]);
    expect(headProblems(page(), { ...expected, canonical: undefined })).toEqual([
      'link canonical ["https://a.example/portfolio/hotel"] where the page has none',
    ]);
  });

  it('finds a tag twice, a wrong value and a missing or extra Open Graph tag', () => {
    const twice = page({ head: `<title>Hotel Booking App | Brand</title>${page().match(/<title>.*<\/head>/)[0]}` });
    expect(headProblems(twice, expected)).toEqual([
      '<title>: expected "Hotel Booking App | Brand" once in the head, found ["Hotel Booking App | Brand","Hotel Booking App | Brand"]',
    ]);
    expect(headProblems(page(), { ...expected, description: 'Other' })).toHaveLength(1);
    expect(headProblems(page(), { ...expected, og: [...expected.og, { property: 'og:type', content: 'website' }] })).toEqual([
      'meta og:type: expected "website" once in the head, found []',
    ]);
    expect(headProblems(page(), { ...expected, og: expected.og.slice(0, 1) })).toEqual([
      'Open Graph tags the page should not have: og:url',
    ]);
  });

  it('asks for each Twitter tag once, by name, and for no other', () => {
    const card = '<meta name="twitter:card" content="summary_large_image"/>';
    const withCard = { ...expected, twitter: [{ name: 'twitter:card', content: 'summary_large_image' }] };
    expect(headProblems(page({ head: page().match(/<title>.*?(?=<style>)/)[0] + card }), withCard)).toEqual([]);
    expect(headProblems(page(), withCard)).toEqual(['meta name=twitter:card: expected "summary_large_image" once in the head, found []']);
    expect(headProblems(page({ head: page().match(/<title>.*?(?=<style>)/)[0] + card }), expected)).toEqual([
      'Twitter tags the page should not have: name=twitter:card',
    ]);
    const asProperty = page({ head: page().match(/<title>.*?(?=<style>)/)[0] + card.replace('name=', 'property=') });
    expect(headProblems(asProperty, withCard)).toEqual([
      'meta name=twitter:card: expected "summary_large_image" once in the head, found []',
      'Twitter tags the page should not have: property=twitter:card',
    ]);
  });

  it('asks for robots and keywords exactly when the page has them', () => {
    expect(headProblems(page(), { ...expected, robots: 'noindex, nofollow' })).toEqual([
      'meta robots: expected "noindex, nofollow" once in the head, found []',
    ]);
    const robots = page({ head: `${page().match(/<title>.*?(?=<style>)/)[0]}<meta name="robots" content="noindex"/>` });
    expect(headProblems(robots, expected)).toEqual(['meta robots ["noindex"] where the page has none']);
  });

  it('reads only the document head: tags left in the body do not count', () => {
    const inBody = page({ head: '', body: `${page().match(/<title>.*?(?=<style>)/)[0]}${page().match(/<script.*<\/script>/)[0]}` });
    expect(headProblems(inBody, expected)).toHaveLength(5);
  });

  it('compares the JSON-LD nodes, their order and values', () => {
    expect(headProblems(page(), { ...expected, jsonLd: [organization] })).toEqual([
      'JSON-LD: expected [Organization], found [Organization, BreadcrumbList]',
    ]);
    expect(headProblems(page(), { ...expected, jsonLd: [breadcrumbs, organization] })).toHaveLength(1);
    expect(headProblems(page(), { ...expected, jsonLd: [{ ...organization, url: 'https://b.example/' }, breadcrumbs] })).toEqual([
      'JSON-LD: expected [Organization, BreadcrumbList], found [Organization, BreadcrumbList] with other values',
    ]);
    const broken = page({ body: '<script type="application/ld+json">{"@type":</script>' });
    expect(headProblems(broken, expected)).toEqual(['JSON-LD that is not JSON: {"@type":']);
  });

  it('decodes the references React writes', () => {
    expect(decodeEntities('&amp;&lt;&gt;&quot;&#x27;&#39;&#8377;&nbsp;&unknown;')).toBe('&<>"\'\'₹\u00a0&unknown;');
  });
});
