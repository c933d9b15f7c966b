import { absoluteUrl, buildHead, documentTitle, jsonLdText, mergeMeta, type SiteSeo } from './seo';

const site: SiteSeo = {
  origin: 'https://agency.example.com',
  brand: 'Brand',
  legalName: 'Brand Solutions Pvt. Ltd.',
  company: 'Brand Solutions Pvt. Ltd.',
  ogImage: { path: '/og-image.png', width: 1200, height: 630, alt: 'Brand preview' },
  organization: { '@type': 'Organization', name: 'Brand Solutions Pvt. Ltd.' },
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
  it('builds title, description and every Open Graph tag of SPEC section 9', () => {
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

  it('uses the SPEC fallback description when the route has none', () => {
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
});

describe('helpers', () => {
  it('joins origin and path with one slash', () => {
    expect(absoluteUrl('https://a.example', 'x')).toBe('https://a.example/x');
    expect(absoluteUrl('https://a.example', '/x')).toBe('https://a.example/x');
  });
  it('escapes < so JSON-LD cannot close its script element', () => {
    expect(jsonLdText({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
