import { expect, test, type Page } from '@playwright/test';
import { THIRD_PARTY, visit } from './support';

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

test('one brand font: the subset WOFF2, preloaded in the head and used for headings and text', async ({ page, request }) => {
  const html = await (await request.get('/about')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const preloads = [...head.matchAll(/<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin>/g)].map((m) => m[1]);
  expect(preloads).toHaveLength(1);
  const [font] = preloads;
  expect(font).toMatch(/^\/assets\/plus-jakarta-sans-400-800-[\w-]+\.woff2$/);
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

/**
 * Each technology mark in `scope`: one inline SVG image with an accessible name, and nothing else
 * inside its badge (no letters standing in for a logo). Returns the names in page order.
 */
async function techMarkNames(page: Page, scope: string): Promise<string[]> {
  const marks = await page.locator(`${scope} .tech-mark`).evaluateAll((badges) =>
    badges.map((badge) => {
      const svgs = badge.querySelectorAll(':scope > svg');
      const svg = svgs[0];
      const labelledBy = svg?.getAttribute('aria-labelledby');
      const copy = badge.cloneNode(true) as HTMLElement;
      copy.querySelectorAll('title').forEach((title) => title.remove());
      const box = svg?.getBoundingClientRect();
      return {
        svgs: svgs.length,
        role: svg?.getAttribute('role'),
        name: (labelledBy ? document.getElementById(labelledBy)?.textContent : null)?.trim() ?? '',
        // Besides the SVG's own title, the badge holds no text: no letters, no <text> in the drawing.
        text: (copy.textContent ?? '').trim(),
        textElements: badge.querySelectorAll('text').length,
        drawn: !!box && box.width >= 12 && box.height >= 12,
      };
    }),
  );
  expect(marks.length).toBeGreaterThan(0);
  for (const mark of marks) {
    expect(mark, mark.name).toEqual({ svgs: 1, role: 'img', name: mark.name, text: '', textElements: 0, drawn: true });
    expect(mark.name.length).toBeGreaterThan(1);
  }
  // The name computed by the browser's accessibility tree is the title.
  const first = page.locator(`${scope} .tech-mark > svg`).first();
  await expect(first).toHaveAccessibleName(marks[0]?.name ?? '');
  return marks.map((mark) => mark.name);
}

test('the What We Do cards on the home page carry named SVG marks, never letter badges', async ({ page }) => {
  await visit(page, '/');
  await page.locator('.animated-card').first().scrollIntoViewIfNeeded();
  await expect(page.locator('.animated-card')).toHaveCount(12);
  expect(await techMarkNames(page, '.animated-card')).toEqual([
    'Laravel',
    'Magento',
    'React',
    'Vue.js',
    'React Native',
    'Shopify',
    'PHP',
    'WordPress',
    'SEO',
    'Digital marketing',
    'CakePHP',
    'Linux',
  ]);
  // Every brand logo is drawn from its path (the pictograms from theirs).
  await expect(page.locator('.animated-card svg.tech-mark__svg:has(path)')).toHaveCount(12);
});

test('the tools on /what-we-do are chips, each a drawn mark with its name written beside it', async ({ page }) => {
  await visit(page, '/what-we-do');
  const chips = await page.locator('.offering .offering__tool').evaluateAll((items) =>
    items.map((item) => {
      const svg = item.querySelector('.tech-mark > svg');
      const box = svg?.getBoundingClientRect();
      return {
        label: (item.textContent ?? '').trim(),
        // The name is written, so the mark beside it is not announced a second time.
        hidden: svg?.getAttribute('aria-hidden'),
        drawn: !!box && box.width >= 12 && box.height >= 12 && !!svg?.querySelector('path'),
        visible: item.getBoundingClientRect().width > 0,
      };
    }),
  );
  expect(chips.map((chip) => chip.label)).toEqual(expect.arrayContaining(['Magento', 'WooCommerce', 'Android', 'iOS', 'WordPress', 'Search Console']));
  for (const chip of chips) expect(chip, chip.label).toEqual({ label: chip.label, hidden: 'true', drawn: true, visible: true });
  // A list of tools is named by its label, and reads as its chips' names.
  const list = page.getByRole('list', { name: 'Platforms and tools' }).first();
  await expect(list.getByRole('listitem')).toHaveText(['Magento', 'WooCommerce', 'Android', 'iOS']);
});
