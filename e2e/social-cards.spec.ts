import { createHash } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { builtSitemapPaths } from './support';

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))?.[1];

/** The PNG's width and height, from its header. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

/** The route's kind of page, as its social card names it (the alt text starts with it) or a plain page. */
const kindOf = (alt: string) => alt.match(/^(Service|Product|Project|Case study|Blog post): /)?.[1] ?? 'Page';

test('every route shares its own card: og:image in the raw HTML is a 1200×630 PNG of the declared size, drawn for that route alone', async ({
  request,
}) => {
  test.setTimeout(120_000);
  const paths = builtSitemapPaths();
  expect(paths.length).toBeGreaterThanOrEqual(50);
  const cards = new Map<string, { path: string; kind: string }>();
  const kinds = new Set<string>();
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const image = meta(html, 'property', 'og:image') ?? '';
    const alt = meta(html, 'property', 'og:image:alt') ?? '';
    // Absolute, on the site's own origin (VITE_SITE_URL), like og:url.
    expect(new URL(image).origin, path).toBe(new URL(meta(html, 'property', 'og:url') ?? '').origin);
    expect([meta(html, 'property', 'og:image:width'), meta(html, 'property', 'og:image:height')], path).toEqual(['1200', '630']);
    expect(alt, path).toContain(meta(html, 'property', 'og:title'));
    expect(meta(html, 'name', 'twitter:card'), path).toBe('summary_large_image');

    const response = await request.get(new URL(image).pathname, { maxRedirects: 0 });
    expect(response.status(), image).toBe(200);
    expect(response.headers()['content-type'], image).toBe('image/png');
    const png = await response.body();
    expect(pngSize(png), image).toEqual({ width: 1200, height: 630 });

    // No two routes share a card, by address or by picture; so none of different kinds does.
    const digest = createHash('sha256').update(png).digest('hex');
    const kind = kindOf(alt);
    kinds.add(kind);
    expect(cards.get(image), `${path} and ${cards.get(image)?.path} share ${image}`).toBeUndefined();
    expect(cards.get(digest), `${path} (${kind}) has the same card as ${cards.get(digest)?.path} (${cards.get(digest)?.kind})`).toBeUndefined();
    cards.set(image, { path, kind });
    cards.set(digest, { path, kind });
  }
  expect([...kinds].sort()).toEqual(['Blog post', 'Case study', 'Page', 'Product', 'Project', 'Service']);
});

test('the Not Found page shows its own card, and so does every page kept out of search', async ({ request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  const image = meta(await response.text(), 'property', 'og:image') ?? '';
  expect(new URL(image).pathname).toBe('/og/404.png');
  const png = await (await request.get('/og/404.png')).body();
  expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
});
