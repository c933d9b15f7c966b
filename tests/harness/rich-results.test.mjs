import { describe, expect, it } from 'vitest';
import { jsonLdNodes, jsonLdProblems, visibleText } from './rich-results.mjs';

const origin = 'https://a.example';
const url = `${origin}/blog_details`;
const ctx = 'https://schema.org';

const organization = {
  '@context': ctx,
  '@type': 'Organization',
  '@id': `${origin}/#organization`,
  name: 'Brand Solutions Pvt. Ltd.',
  url: `${origin}/`,
  logo: `${origin}/logo-512.png`,
  address: { '@type': 'PostalAddress', streetAddress: 'Tower B, Sector 62', addressLocality: 'Noida', postalCode: '201309', addressCountry: 'IN' },
  contactPoint: { '@type': 'ContactPoint', contactType: 'sales', telephone: '+919810000000' },
};
const breadcrumbs = {
  '@context': ctx,
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
    { '@type': 'ListItem', position: 2, name: 'Remove Unwanted Objects', item: url },
  ],
};
const article = {
  '@context': ctx,
  '@type': 'Article',
  headline: 'How to Remove Unwanted Objects',
  image: `${origin}/images/blog/post.webp`,
  datePublished: '2025-06-18',
  author: { '@type': 'Organization', '@id': `${origin}/#organization`, name: 'Brand Solutions Pvt. Ltd.' },
  publisher: { '@id': `${origin}/#organization` },
};
const faq = {
  '@context': ctx,
  '@type': 'FAQPage',
  mainEntity: [{ '@type': 'Question', name: 'Can every object go?', acceptedAnswer: { '@type': 'Answer', text: 'Most can; some need a reshoot.' } }],
};

const html = `<!doctype html><html><head><title>x</title></head><body><main>
  <h1>How to Remove Unwanted Objects</h1><p>Text &amp; pictures.</p>
  <h2>FAQ</h2><button>Can every object go?</button><div hidden>Most can; some need a reshoot.</div>
</main></body></html>`;

const problems = (nodes, page = { url, html }) => jsonLdProblems(nodes, page);
const without = (node, key) => Object.fromEntries(Object.entries(node).filter(([name]) => name !== key));

describe('jsonLdProblems', () => {
  it('passes a complete page: Organization, BreadcrumbList, Article and FAQPage', () => {
    expect(problems([organization, breadcrumbs, article, faq])).toEqual([]);
  });

  it('fails an Organization without its logo, contact point or a full address', () => {
    expect(problems([without(organization, 'logo')])).toEqual(['Organization: no absolute logo URL']);
    expect(problems([without(organization, 'contactPoint')])).toEqual(['Organization: no contactPoint']);
    expect(problems([{ ...organization, address: without(organization.address, 'postalCode') }])).toEqual([
      'Organization: address without postalCode',
    ]);
    expect(problems([{ ...organization, url: '/' }])).toEqual(['Organization: no absolute url']);
    expect(problems([breadcrumbs])).toContain('no Organization node');
  });

  it('fails breadcrumbs out of order, unnamed, or not ending on the page', () => {
    const [home, post] = breadcrumbs.itemListElement;
    expect(problems([organization, { ...breadcrumbs, itemListElement: [home, { ...post, position: 3 }] }])).toEqual([
      'BreadcrumbList: item 2 has position 3, expected 2',
    ]);
    expect(problems([organization, { ...breadcrumbs, itemListElement: [without(home, 'name'), post] }])).toEqual([
      'BreadcrumbList: item 1 has no name',
    ]);
    expect(problems([organization, { ...breadcrumbs, itemListElement: [home, { ...post, item: `${origin}/blog` }] }])).toEqual([
      `BreadcrumbList: the last item is ${origin}/blog, not the page (${url})`,
    ]);
  });

  it('fails an Article without datePublished, image, headline on the page or a named author', () => {
    expect(problems([organization, without(article, 'datePublished')])).toEqual(['Article: no ISO 8601 datePublished']);
    expect(problems([organization, { ...article, datePublished: '18 June 2025' }])).toEqual(['Article: no ISO 8601 datePublished']);
    expect(problems([organization, { ...article, image: '/images/post.webp' }])).toEqual(['Article: no absolute image URL']);
    expect(problems([organization, { ...article, headline: 'Another title' }])).toEqual([
      'Article: the headline "Another title" is not the page\'s h1',
    ]);
    expect(problems([organization, without(article, 'author')])).toEqual(['Article: no author']);
    // An author given by reference alone is followed to the node it names.
    expect(problems([organization, { ...article, author: { '@id': organization['@id'] } }])).toEqual([]);
    expect(problems([organization, { ...article, author: { '@id': `${origin}/#nobody` } }])).toEqual([
      'Article: an author that is not a named Person or Organization',
    ]);
  });

  it('fails an FAQ whose question or answer the page does not show', () => {
    const [question] = faq.mainEntity;
    expect(problems([organization, { ...faq, mainEntity: [{ ...question, name: 'Is it free?' }] }])).toEqual([
      'FAQPage: question 1 ("Is it free?") is not on the page',
    ]);
    expect(problems([organization, { ...faq, mainEntity: [without(question, 'acceptedAnswer')] }])).toEqual([
      'FAQPage: question 1 has no acceptedAnswer with text',
    ]);
    expect(problems([organization, { ...faq, mainEntity: [] }])).toEqual(['FAQPage: no mainEntity questions']);
  });

  it('fails a rating or review the page does not show with its source, and types needing one', () => {
    const rated = { ...organization, aggregateRating: { '@type': 'AggregateRating', ratingValue: '5', reviewCount: '120' } };
    expect(problems([rated])).toEqual([
      'Organization: aggregateRating, a rating or review the page does not show with its figures and a link to their source',
    ]);
    const shown = { ...rated, aggregateRating: { ...rated.aggregateRating, url: 'https://reviews.example.com/brand' } };
    const page = html.replace('</main>', '<p>Rated 5 from 120 reviews on <a href="https://reviews.example.com/brand">Reviews</a></p></main>');
    expect(problems([shown], { url, html: page })).toEqual([]);
    expect(problems([organization, { '@context': ctx, '@type': 'SoftwareApplication', name: 'App' }])).toEqual([
      'SoftwareApplication: a type whose rich result needs a rating or review, which the site does not show',
    ]);
  });

  it('fails a type it has no rules for, a missing context, and a work not named as the page', () => {
    expect(problems([organization, { '@context': ctx, '@type': 'Event', name: 'Launch' }])).toEqual([
      'Event: a type this check does not know: add its rules before the site uses it',
    ]);
    expect(problems([without(organization, '@context')])).toEqual(['Organization: @context is not https://schema.org']);
    const work = { '@context': ctx, '@type': 'CreativeWork', name: 'Other Work', url, image: `${origin}/w.webp`, creator: { '@id': organization['@id'] } };
    expect(problems([organization, work])).toEqual(['CreativeWork: its name "Other Work" is not the page\'s h1']);
    expect(problems([organization, { ...work, name: 'How to Remove Unwanted Objects', creator: { '@id': `${origin}/#x` } }])).toEqual([
      `CreativeWork: a creator reference (${origin}/#x) to no node on the page`,
    ]);
  });
});

describe('reading the page', () => {
  it('reads every JSON-LD script, and the nodes of a @graph with its context', () => {
    const page = `<head><script type="application/ld+json">${JSON.stringify(organization)}</script></head><body>`
      + `<script type="application/ld+json">${JSON.stringify({ '@context': ctx, '@graph': [without(faq, '@context')] })}</script></body>`;
    expect(jsonLdNodes(page).map((node) => [node['@type'], node['@context']])).toEqual([
      ['Organization', ctx],
      ['FAQPage', ctx],
    ]);
  });
  it('takes the visible text of the body without scripts, tags or references', () => {
    expect(visibleText('<head><title>T</title></head><body><script>x()</script><p>A &amp;  <b>B</b></p></body>')).toBe('A & B');
  });
  it('decodes the references React writes, and leaves an unknown one as it is', () => {
    expect(visibleText('<body>&lt;&gt;&quot;&#x27;&#39;&#8377;&unknown;</body>')).toBe('<>"\'\'₹&unknown;');
  });
});
