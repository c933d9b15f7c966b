import type { Article, WithContext } from 'schema-dts';
import { jsonLdNodes } from '@/testing/json-ld';
import { absoluteJsonLd, absoluteUrl, buildHead, cardPath, documentTitle, headElements, headElementsSelector, headHtml, jsonLdText, mergeMeta, ORGANIZATION_ID, type SiteSeo } from './seo';

const site: SiteSeo = {
  origin: 'https://agency.example.com',
  brand: 'Brand',
  legalName: 'Brand Solutions Pvt. Ltd.',
  company: 'Brand Solutions Pvt. Ltd.',
};

const og = (head: ReturnType<typeof buildHead>, property: string) =>
  head.og.find((tag) => tag.property === property)?.content;

describe('documentTitle', () => {
  it('appends the brand to a page title', () => {
    expect(documentTitle(site, 'About Us')).toBe('About Us | Brand');
  });
  it('falls back to the legal name alone', () => {
    expect(documentTitle(site)).toBe('Brand Solutions Pvt. Ltd.');
    expect(documentTitle(site, '')).toBe('Brand Solutions Pvt. Ltd.');
  });
});

describe('mergeMeta', () => {
  it('lets later layers win and ignores undefined values', () => {
    const merged = mergeMeta({ title: 'Route', description: 'Route text' }, { title: 'Page', description: undefined });
    expect(merged).toEqual({ title: 'Page', description: 'Route text' });
  });
  it('tolerates missing layers', () => {
    expect(mergeMeta(undefined, { robots: 'noindex, nofollow' }, undefined)).toEqual({ robots: 'noindex, nofollow' });
  });
});

describe('buildHead', () => {
  it('builds title, description and every Open Graph tag', () => {
    const head = buildHead(site, { title: 'Careers', description: 'Join us.' }, '/careers?ref=x');
    expect(head.title).toBe('Careers | Brand');
    expect(head.description).toBe('Join us.');
    expect(og(head, 'og:title')).toBe('Careers | Brand');
    expect(og(head, 'og:description')).toBe('Join us.');
    expect(og(head, 'og:image')).toBe('https://agency.example.com/og/careers.png');
    expect(og(head, 'og:image:width')).toBe('1200');
    expect(og(head, 'og:image:height')).toBe('630');
    expect(og(head, 'og:image:alt')).toBe('Careers | Brand');
    expect(og(head, 'og:url')).toBe('https://agency.example.com/careers?ref=x');
    expect(og(head, 'og:type')).toBe('website');
    expect(og(head, 'og:site_name')).toBe('Brand');
  });

  it('names the page\'s own social card, its kind and headline figure in the alt text, and a large Twitter card', () => {
    const head = buildHead(
      site,
      { title: 'SEO for a Clinic', card: { kind: 'Case study', figure: { value: '2.89K', label: 'clicks', detail: 'in 2.5 months' } } },
      '/case-studies/clinic',
    );
    expect(og(head, 'og:image')).toBe('https://agency.example.com/og/case-studies/clinic.png');
    expect(og(head, 'og:image:alt')).toBe('Case study: SEO for a Clinic | Brand. 2.89K clicks, in 2.5 months');
    expect(head.twitter).toEqual([{ name: 'twitter:card', content: 'summary_large_image' }]);
  });

  it('gives the home page /og/index.png, a query no card of its own, and a page kept out of search the Not Found card', () => {
    expect(cardPath({}, '/')).toBe('/og/index.png');
    expect(cardPath({}, '/blog_details?page=3')).toBe('/og/blog_details.png');
    expect(cardPath({ robots: 'noindex, nofollow' }, '/no-such-page')).toBe('/og/404.png');
  });

  it('uses the fallback description when the route has none', () => {
    expect(buildHead(site, {}, '/').description).toBe('Software Development Company for Brand Solutions Pvt. Ltd.');
    expect(buildHead(site, { description: '   ' }, '/').description).toBe(
      'Software Development Company for Brand Solutions Pvt. Ltd.',
    );
  });

  it('emits a canonical link only when the page asks for one, from origin plus full path', () => {
    expect(buildHead(site, { title: 'X' }, '/about').canonical).toBeUndefined();
    expect(buildHead(site, { canonical: true }, '/portfolio/ca-website').canonical).toBe(
      'https://agency.example.com/portfolio/ca-website',
    );
  });

  it('passes robots and joins keywords', () => {
    const head = buildHead(site, { robots: 'noindex, nofollow', keywords: ['seo', 'php'] }, '/x');
    expect(head.robots).toBe('noindex, nofollow');
    expect(head.keywords).toBe('seo, php');
    expect(buildHead(site, {}, '/').robots).toBeUndefined();
  });

  it('builds the breadcrumbs, then the page nodes (the Organization is the prerender step\'s)', () => {
    const head = buildHead(
      site,
      {
        breadcrumbs: [{ name: 'Portfolio', path: '/portfolio' }],
        jsonLd: [{ '@context': 'https://schema.org', '@type': 'CreativeWork', name: 'Work' }],
      },
      '/portfolio',
    );
    const nodes = jsonLdNodes(head);
    expect(nodes.map((node) => node['@type'])).toEqual(['BreadcrumbList', 'CreativeWork']);
    expect(nodes[0]?.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://agency.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Portfolio', item: 'https://agency.example.com/portfolio' },
    ]);
    expect(buildHead(site, {}, '/').jsonLd).toEqual([]);
  });

  it('gives the site paths of JSON-LD the origin: references to the organisation, page urls and images', () => {
    const page: WithContext<Article> = {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: '/not/a/url/key',
      url: '/blog_details?page=2',
      image: '/images/post.webp',
      publisher: { '@id': ORGANIZATION_ID },
      sameAs: 'https://elsewhere.example.org/x',
      offers: { '@type': 'Offer', url: 'https://shop.example.org/', price: '0' },
    };
    const [article] = buildHead(site, { jsonLd: [page] }, '/blog_details').jsonLd;
    expect(article).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: '/not/a/url/key',
      url: 'https://agency.example.com/blog_details?page=2',
      image: 'https://agency.example.com/images/post.webp',
      publisher: { '@id': 'https://agency.example.com/#organization' },
      sameAs: 'https://elsewhere.example.org/x',
      offers: { '@type': 'Offer', url: 'https://shop.example.org/', price: '0' },
    });
    // The page's own node is left as it was.
    expect(page.url).toBe('/blog_details?page=2');
  });
});

describe('headElements', () => {
  const keys = (path: string, meta = {}, verification = '') =>
    headElements(buildHead({ ...site, googleSiteVerification: verification }, meta, path));

  it('lists the title, then every meta tag, then the links, in the order the head carries them', () => {
    const elements = keys('/portfolio/x', { title: 'X', keywords: ['a', 'b'], robots: 'noindex', canonical: true });
    expect(elements.title).toBe('X | Brand');
    expect(elements.meta.map((attrs) => attrs.name ?? attrs.property)).toEqual([
      'description', 'keywords', 'robots', 'og:title', 'og:description', 'og:image', 'og:image:width', 'og:image:height',
      'og:image:alt', 'og:url', 'og:type', 'og:site_name', 'twitter:card',
    ]);
    expect(elements.link).toEqual([{ rel: 'canonical', href: 'https://agency.example.com/portfolio/x' }]);
  });

  it('leaves out keywords, robots and canonical when the page has none', () => {
    const elements = keys('/about', { title: 'About' });
    expect(elements.meta.map((attrs) => attrs.name ?? attrs.property)).not.toContain('keywords');
    expect(elements.meta.map((attrs) => attrs.name ?? attrs.property)).not.toContain('robots');
    expect(elements.link).toEqual([]);
  });

  it('writes Search Console\'s token on the home page only, with or without a query', () => {
    const token = (path: string) => keys(path, {}, 'abc').meta.filter((attrs) => attrs.name === 'google-site-verification');
    expect(token('/')).toEqual([{ name: 'google-site-verification', content: 'abc' }]);
    expect(token('/?utm_source=x')).toHaveLength(1);
    expect(token('/about')).toEqual([]);
    expect(keys('/').meta.some((attrs) => attrs.name === 'google-site-verification')).toBe(false);
  });

  it('are all found by headElementsSelector, and nothing else of the page template is', () => {
    const template = document.createElement('template');
    template.innerHTML =
      '<meta charset="UTF-8"><meta name="viewport" content="x"><meta name="theme-color" content="x"><link rel="icon" href="/favicon.ico">'
      + headHtml(keys('/', { keywords: ['a'], robots: 'noindex', canonical: true }, 'abc'));
    const found = Array.from(template.content.querySelectorAll(headElementsSelector(site)));
    expect(found.map((element) => element.getAttribute('name') ?? element.getAttribute('property') ?? element.getAttribute('rel') ?? element.tagName)).toEqual([
      'TITLE', 'description', 'keywords', 'robots', 'og:title', 'og:description', 'og:image', 'og:image:width', 'og:image:height',
      'og:image:alt', 'og:url', 'og:type', 'og:site_name', 'twitter:card', 'google-site-verification', 'canonical',
    ]);
  });

  it('are written as HTML in that order', () => {
    expect(headHtml({ title: 'T', meta: [{ name: 'description', content: 'D' }], link: [{ rel: 'canonical', href: 'https://a.example/' }] })).toBe(
      '<title>T</title><meta name="description" content="D"/><link rel="canonical" href="https://a.example/"/>',
    );
  });
});

describe('helpers', () => {
  it('joins origin and path with one slash', () => {
    expect(absoluteUrl('https://a.example', 'x')).toBe('https://a.example/x');
    expect(absoluteUrl('https://a.example', '/x')).toBe('https://a.example/x');
  });
  it('makes site paths absolute inside lists, and leaves protocol-relative and other values alone', () => {
    expect(absoluteJsonLd('https://a.example', { itemListElement: [{ item: '/x' }, { url: '//cdn.example/y' }], position: 1 })).toEqual({
      itemListElement: [{ item: 'https://a.example/x' }, { url: '//cdn.example/y' }],
      position: 1,
    });
  });
  it('escapes < so JSON-LD cannot close its script element', () => {
    expect(jsonLdText({ '@context': 'https://schema.org', '@type': 'Thing', name: '</script><script>alert(1)</script>' })).not.toContain(
      '</script>',
    );
  });
});
