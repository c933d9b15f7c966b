import { render } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { siteSeo } from '@/lib/site-seo';
import type { PageMeta } from '@/lib/seo';
import { Seo } from './seo';

/** The page's head as crawlers and link previews read it, after React has hoisted the tags. */
function head() {
  const meta = (attr: 'name' | 'property', key: string) =>
    Array.from(document.head.querySelectorAll(`meta[${attr}="${key}"]`)).map((el) => el.getAttribute('content'));
  return {
    titles: Array.from(document.head.querySelectorAll('title')).map((el) => el.textContent),
    description: meta('name', 'description'),
    keywords: meta('name', 'keywords'),
    robots: meta('name', 'robots'),
    og: (key: string) => meta('property', key),
    canonical: Array.from(document.head.querySelectorAll('link[rel="canonical"]')).map((el) => el.getAttribute('href')),
  };
}

const jsonLd = (container: HTMLElement) =>
  Array.from(container.querySelectorAll('script[type="application/ld+json"]')).map((el) => JSON.parse(el.textContent ?? ''));

/** Renders the head tags as the app does: inside react-helmet-async's provider (src/app/providers.tsx). */
const renderSeo = (meta: PageMeta, path: string) =>
  render(
    <HelmetProvider>
      <Seo meta={meta} path={path} />
    </HelmetProvider>,
  );

const origin = siteSeo.origin;

describe('Seo', () => {
  it('puts title, description, keywords, robots, canonical, every Open Graph tag and the Twitter card in the head, once each', () => {
    const { container } = renderSeo(
      {
        title: 'Hotel Booking App',
        description: 'A booking app for a hotel chain.',
        keywords: ['booking', 'hotels'],
        robots: 'noindex, nofollow',
        canonical: true,
      },
      '/portfolio/hotel-booking-app',
    );
    const tags = head();
    expect(tags.titles).toEqual(['Hotel Booking App | Nirmaan Digital']);
    expect(tags.description).toEqual(['A booking app for a hotel chain.']);
    expect(tags.keywords).toEqual(['booking, hotels']);
    expect(tags.robots).toEqual(['noindex, nofollow']);
    expect(tags.canonical).toEqual([`${origin}/portfolio/hotel-booking-app`]);
    expect(tags.og('og:title')).toEqual(['Hotel Booking App | Nirmaan Digital']);
    expect(tags.og('og:description')).toEqual(['A booking app for a hotel chain.']);
    expect(tags.og('og:url')).toEqual([`${origin}/portfolio/hotel-booking-app`]);
    // A page kept out of search shows the Not Found card.
    expect(tags.og('og:image')).toEqual([`${origin}/og/404.png`]);
    expect(tags.og('og:image:width')).toEqual(['1200']);
    expect(tags.og('og:image:height')).toEqual(['630']);
    expect(tags.og('og:image:alt')).toEqual(['Hotel Booking App | Nirmaan Digital']);
    expect(Array.from(document.head.querySelectorAll('meta[name="twitter:card"]'), (el) => el.getAttribute('content'))).toEqual([
      'summary_large_image',
    ]);
    expect(tags.og('og:type')).toEqual(['website']);
    expect(tags.og('og:site_name')).toEqual(['Nirmaan Digital']);
    // Nothing of the page's head stays in the page's body.
    expect(container.querySelector('title, meta, link')).toBeNull();
  });

  it('leaves canonical, robots and keywords out when the page does not ask for them', () => {
    renderSeo({ title: 'About Us', description: 'Who we are.' }, '/about');
    const tags = head();
    expect(tags.titles).toEqual(['About Us | Nirmaan Digital']);
    expect(tags.og('og:url')).toEqual([`${origin}/about`]);
    expect(tags.og('og:image')).toEqual([`${origin}/og/about.png`]);
    expect(tags.canonical).toEqual([]);
    expect(tags.robots).toEqual([]);
    expect(tags.keywords).toEqual([]);
  });

  it('falls back to the legal name and the company description', () => {
    renderSeo({}, '/');
    expect(head().titles).toEqual(['Nirmaan Digital Solutions Pvt. Ltd.']);
    expect(head().description).toEqual(['Software Development Company for Nirmaan Digital Solutions Pvt. Ltd.']);
  });

  it('writes the breadcrumbs and the page\'s own nodes as JSON-LD with absolute URLs (the Organization is in the prerendered head)', () => {
    const { container } = renderSeo(
      {
        title: 'Web Design',
        breadcrumbs: [{ name: 'Web Design', path: '/web-design' }],
        jsonLd: [{ '@context': 'https://schema.org', '@type': 'Service', name: 'Web Design', url: '/web-design' }],
      },
      '/web-design',
    );
    const nodes = jsonLd(container);
    expect(nodes.map((node) => node['@type'])).toEqual(['BreadcrumbList', 'Service']);
    expect(nodes[0].itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'Web Design', item: `${origin}/web-design` },
    ]);
    expect(nodes[1]).toEqual({ '@context': 'https://schema.org', '@type': 'Service', name: 'Web Design', url: `${origin}/web-design` });
  });
});
