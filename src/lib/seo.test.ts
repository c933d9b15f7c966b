import { absoluteJsonLd, absoluteUrl, buildHead, documentTitle, jsonLdText, mergeMeta, ORGANIZATION_ID, type SiteSeo } from './seo';

const site: SiteSeo = {
  origin: 'https://agency.example.com',
  brand: 'Brand',
  legalName: 'Brand Solutions Pvt. Ltd.',
  company: 'Brand Solutions Pvt. Ltd.',
  ogImage: { path: '/og-image.png', width: 1200, height: 630, alt: 'Brand preview' },
  organization: { '@type': 'Organization', '@id': ORGANIZATION_ID, name: 'Brand Solutions Pvt. Ltd.', url: '/', logo: '/logo.png' },
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
    expect(og(head, 'og:image')).toBe('https://agency.example.com/og-image.png');
    expect(og(head, 'og:image:alt')).toBe('Brand preview');
    expect(og(head, 'og:url')).toBe('https://agency.example.com/careers?ref=x');
    expect(og(head, 'og:type')).toBe('website');
    expect(og(head, 'og:site_name')).toBe('Brand');
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

  it('always includes the Organization node, then breadcrumbs and page nodes', () => {
    const head = buildHead(
      site,
      { breadcrumbs: [{ name: 'Portfolio', path: '/portfolio' }], jsonLd: [{ '@type': 'CreativeWork' }] },
      '/portfolio',
    );
    expect(head.jsonLd.map((node) => node['@type'])).toEqual(['Organization', 'BreadcrumbList', 'CreativeWork']);
    const crumbs = head.jsonLd[1] as { itemListElement: { position: number; name: string; item: string }[] };
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://agency.example.com/' },
      { '@type': 'ListItem', position: 2, name: 'Portfolio', item: 'https://agency.example.com/portfolio' },
    ]);
    expect(buildHead(site, {}, '/').jsonLd).toHaveLength(1);
  });

  it('gives the site paths of JSON-LD the origin: the organisation, its references and page urls and images', () => {
    const page = {
      '@type': 'Article',
      headline: '/not/a/url/key',
      url: '/blog_details?page=2',
      image: '/images/post.webp',
      publisher: { '@id': ORGANIZATION_ID },
      sameAs: 'https://elsewhere.example.org/x',
      offers: { url: 'https://shop.example.org/', price: '0' },
    };
    const [organization, article] = buildHead(site, { jsonLd: [page] }, '/blog_details').jsonLd;
    expect(organization).toEqual({
      '@type': 'Organization',
      '@id': 'https://agency.example.com/#organization',
      name: 'Brand Solutions Pvt. Ltd.',
      url: 'https://agency.example.com/',
      logo: 'https://agency.example.com/logo.png',
    });
    expect(article).toEqual({
      '@type': 'Article',
      headline: '/not/a/url/key',
      url: 'https://agency.example.com/blog_details?page=2',
      image: 'https://agency.example.com/images/post.webp',
      publisher: { '@id': 'https://agency.example.com/#organization' },
      sameAs: 'https://elsewhere.example.org/x',
      offers: { url: 'https://shop.example.org/', price: '0' },
    });
    // The page's own node is left as it was.
    expect(page.url).toBe('/blog_details?page=2');
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
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
