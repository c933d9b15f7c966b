import { expect, test } from '@playwright/test';
import { THIRD_PARTY, visit } from './support';

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

test('one brand font: the latin WOFF2, preloaded in the head and used for headings and text', async ({ page, request }) => {
  const html = await (await request.get('/about')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const preloads = [...head.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g)].map((m) => m[1]);
  expect(preloads).toHaveLength(1);
  const [font] = preloads;
  expect(font).toMatch(/^\/assets\/plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/);
  // The stylesheet declares that file and no other font file.
  const style = head.slice(head.indexOf('<style>'));
  expect([...style.matchAll(/url\(([^)]+\.(?:woff2?|ttf|otf))\)/g)].map((m) => m[1])).toEqual([font]);
  expect(style).toContain('font-display:swap');

  const fontRequests: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fontRequests.push(new URL(r.url()).pathname);
  });
  await visit(page, '/about');
  await page.evaluate(() => document.fonts.ready);
  expect(fontRequests).toEqual([font]);
  for (const selector of ['h1', 'main p', '.site-header .nav-link']) {
    const family = await page.locator(selector).first().evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family, selector).toMatch(/^"?Plus Jakarta Sans Variable"?,/);
  }
  expect(await page.evaluate(() => document.fonts.check('700 16px "Plus Jakarta Sans Variable"'))).toBe(true);
});
