import { expect, test } from '@playwright/test';
import { sitemapPaths } from './support';

/**
 * What a crawler and a link preview read: the raw HTML of every route as the server sends it (no
 * JavaScript), the 404, the sitemap and robots, and every canonical URL answering itself. What the
 * page then does in a browser (no hydration warning, each head tag once after hydrating, how the
 * page ends) is checked on the page load e2e/route-sweep.spec.ts makes for each route anyway.
 */

/** The head of the raw HTML, as a crawler or a link preview sees it (no JavaScript). */
async function rawHtml(request: import('@playwright/test').APIRequestContext, path: string) {
  const response = await request.get(path);
  return { status: response.status(), html: await response.text(), headers: response.headers() };
}

const meta = (html: string, attr: 'name' | 'property', key: string) =>
  html.match(new RegExp(`<meta ${attr}="${key.replace(':', '\\:')}" content="([^"]*)"`))?.[1];

/** Link texts search engines treat as saying nothing about the target (Lighthouse's link-text list). */
const GENERIC_LINK_TEXT = new Set([
  'click here', 'click this', 'go', 'here', 'information', 'learn more', 'more', 'more info',
  'more information', 'right here', 'read more', 'see more', 'start', 'this',
]);

/** The text of every link in the HTML, tags stripped, whitespace collapsed. */
function linkTexts(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*>([\s\S]*?)<\/a>/g)].map((m) =>
    (m[1] ?? '').replace(/<[^>]+>/g, '').replace(/&nbsp;|\s+/g, ' ').trim(),
  );
}

test('every sitemap route answers 200 with its own title, description, h1, Open Graph, JSON-LD and descriptive link texts in the raw HTML', async ({
  page,
  request,
}) => {
  const paths = await sitemapPaths(page);
  expect(paths.length).toBeGreaterThanOrEqual(30);
  const titles = new Set<string>();
  for (const path of paths) {
    const { status, html } = await rawHtml(request, path);
    expect(status, path).toBe(200);
    const title = html.match(/<title>([^<]+)<\/title>/)?.[1];
    expect(title, path).toBeTruthy();
    titles.add(title ?? '');
    expect(meta(html, 'name', 'description'), path).toBeTruthy();
    expect((html.match(/<h1[\s>]/g) ?? []).length, `${path} has one h1`).toBe(1);
    // The content is in the HTML as it is: no Suspense fallback, no script-revealed segment.
    expect(html, `${path} fully prerendered`).not.toContain('<template id="B:');
    expect(html, `${path} fully prerendered`).not.toContain('Loading page');
    expect(html.indexOf('<h1'), `${path} h1 inside main`).toBeGreaterThan(html.indexOf('<main'));
    expect(html.indexOf('<h1'), `${path} h1 inside main`).toBeLessThan(html.indexOf('</main>'));
    // Styles are computed once, from the head: the site-wide stylesheet and the page's own inline,
    // none loaded later (a page's own leaves a disabled link, which is never fetched).
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = head.match(/<style>/g)?.length ?? 0;
    expect(inline, `${path} the site-wide stylesheet inline, and the page's own`).toBeGreaterThanOrEqual(1);
    expect(head.indexOf('.dropdown-menu.show'), `${path} the site-wide stylesheet first`).toBeLessThan(head.indexOf('</style>'));
    const links = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(links.length, `${path} a disabled link for each page stylesheet`).toBe(inline - 1);
    for (const link of links) expect(link, `${path} links no stylesheet it loads`).toMatch(/ disabled>$/);
    for (const key of ['og:title', 'og:description', 'og:image', 'og:image:alt', 'og:url', 'og:type', 'og:site_name']) {
      expect(meta(html, 'property', key), `${path} ${key}`).toBeTruthy();
    }
    expect(meta(html, 'property', 'og:url')).toMatch(new RegExp(`${path === '/' ? '/' : path}$`));
    expect(html, path).toContain('"@type":"Organization"');
    expect(html.includes('rel="canonical"'), `${path} canonical only on portfolio detail`).toBe(
      path.startsWith('/portfolio/'),
    );
    expect(meta(html, 'name', 'robots'), path).toBeUndefined();
    for (const text of linkTexts(html)) {
      expect(GENERIC_LINK_TEXT.has(text.toLowerCase()), `${path}: a link reads only "${text}"`).toBe(false);
    }
  }
  expect(titles.size, 'titles are unique').toBe(paths.length);
});

test('the about page head is exact', async ({ request }) => {
  const { html } = await rawHtml(request, '/about');
  expect(html).toMatch(/<title>About Us \| [^<]+<\/title>/);
  expect(meta(html, 'property', 'og:image')).toMatch(/\/og\/about\.png$/);
  expect(meta(html, 'property', 'og:image:alt')).toBe('About Us | Nirmaan Digital');
  expect(meta(html, 'name', 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'property', 'og:type')).toBe('website');
  expect(html).toContain('"@type":"BreadcrumbList"');
});

test('an unknown path answers 404 with the Not Found page, noindex', async ({ request, page }) => {
  const { status, html } = await rawHtml(request, '/no-such-page');
  expect(status).toBe(404);
  expect(html).toContain('Oops! Page Not Found');
  expect(html).toMatch(/<title>Not Found \| [^<]+<\/title>/);
  expect(meta(html, 'name', 'description')).toBe('The page could not be found.');
  expect(meta(html, 'name', 'robots')).toBe('noindex, nofollow');

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Oops! Page Not Found' })).toBeVisible();
  await expect(page.locator('.not-found__code')).toHaveText('404');
  await expect(page.getByText(/removed, had its name changed/)).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('sitemap and robots are served and consistent', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const text = await robots.text();
  expect(text).toContain('Allow: /');
  expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  expect(xml).toContain('<urlset');
  expect(xml).not.toContain('/404');
  const favicon = await request.get('/favicon.ico');
  expect(favicon.status()).toBe(200);
  const og = await request.get('/og/index.png');
  expect(og.headers()['content-type']).toBe('image/png');
  // Each URL is dated by its content, not by the build: no two builds of the same content differ.
  const days = [...xml.matchAll(/<lastmod>([^<]*)<\/lastmod>/g)].map((m) => m[1]);
  expect(days.length).toBeGreaterThan(0);
  for (const day of days) expect(day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

test('every canonical URL answers 200 itself, with no redirect: the sitemap\'s, each page\'s og:url and canonical link', async ({ request }) => {
  test.setTimeout(120_000);
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = new Set([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''));
  for (const loc of [...urls]) {
    const html = await (await request.get(new URL(loc).pathname, { maxRedirects: 0 })).text();
    for (const found of [meta(html, 'property', 'og:url'), html.match(/<link rel="canonical" href="([^"]*)"/)?.[1]]) {
      if (found) urls.add(found);
    }
  }
  expect(urls.size).toBeGreaterThanOrEqual(50);
  for (const url of urls) {
    // The URLs carry the build's origin (VITE_SITE_URL); the same path is asked of the server under test.
    const response = await request.get(new URL(url).pathname, { maxRedirects: 0 });
    expect(response.status(), `${url} answers ${response.status()} ${response.headers()['location'] ?? ''}`).toBe(200);
  }
});
