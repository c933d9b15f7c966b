import { expect, test } from '@playwright/test';
import { THIRD_PARTY, visit } from './support';

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

/** One route of each page kind. */
const ROUTES = [
  '/',
  '/web-development',
  '/product/serviceplex',
  '/portfolio',
  '/portfolio/ca-website',
  '/case-studies/cvgastro',
  '/contact-us',
  '/tell-us-about-your-project',
  '/about',
  '/careers',
  '/clients',
  '/blog',
  '/no-such-page',
];

/** Tablets and small laptops, where the container is as wide as the screen. */
const WIDTHS = [576, 768, 1024, 1199];
const MIN_SIDE = 24;
const CONTAINER = ':is(.container, .container-fluid, .container-xl)';

for (const path of ROUTES) {
  test(`${path}: header and sections keep ${MIN_SIDE} px from the screen edges, no horizontal scroll`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0] ?? 576, height: 900 });
    await visit(page, path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const found = await page.evaluate((container) => {
        const viewport = document.documentElement.clientWidth;
        // Where the content box of an element starts and ends, from the left and right edges.
        const insets = (element: Element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return {
            left: Math.round(box.left + parseFloat(style.paddingLeft)),
            right: Math.round(viewport - box.right + parseFloat(style.paddingRight)),
          };
        };
        const header = document.querySelector(`.site-header > ${container}`);
        const sections = Array.from(document.querySelectorAll('main section')).map((section) => {
          const inner = section.querySelector(container) ?? section;
          return { name: `${section.className || section.tagName} > ${inner.className}`, ...insets(inner) };
        });
        return {
          overflow: document.documentElement.scrollWidth - viewport,
          header: header ? insets(header) : null,
          sections,
        };
      }, CONTAINER);
      expect(found.overflow, `horizontal scroll at ${width}`).toBeLessThanOrEqual(0);
      expect(found.header, `header at ${width}`).not.toBeNull();
      expect(Math.min(found.header?.left ?? 0, found.header?.right ?? 0), `header at ${width}`).toBeGreaterThanOrEqual(MIN_SIDE);
      expect(found.sections.length, 'sections in main').toBeGreaterThan(0);
      for (const section of found.sections) {
        expect(Math.min(section.left, section.right), `${section.name} at ${width}`).toBeGreaterThanOrEqual(MIN_SIDE);
      }
    }
  });
}

test('phones keep 16 to 20 px at the sides and text lines stay readable on tablets', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, '/about');
  const phoneSides = await page.evaluate((container) =>
    Array.from(document.querySelectorAll(`main section ${container}, .site-header > ${container}`)).map((element) => {
      const box = element.getBoundingClientRect();
      return Math.round(box.left + parseFloat(getComputedStyle(element).paddingLeft));
    }),
    CONTAINER,
  );
  expect(phoneSides.length).toBeGreaterThan(1);
  for (const side of phoneSides) {
    expect(side).toBeGreaterThanOrEqual(16);
    expect(side).toBeLessThanOrEqual(20);
  }

  // At 768 px no paragraph line runs past about 85 characters (the aim is about 70).
  await page.setViewportSize({ width: 768, height: 900 });
  const longest = await page.evaluate(() => {
    let most = 0;
    const range = document.createRange();
    for (const paragraph of Array.from(document.querySelectorAll('main p'))) {
      // Text for screen readers only sits on one clipped line: not a line anyone reads.
      if (paragraph.closest('.visually-hidden') || paragraph.getBoundingClientRect().width < 100) continue;
      const perLine = new Map<number, number>();
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        for (let i = 0; i < length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = range.getClientRects()[0]?.top;
          if (top !== undefined) perLine.set(Math.round(top), (perLine.get(Math.round(top)) ?? 0) + 1);
        }
      }
      for (const count of perLine.values()) most = Math.max(most, count);
    }
    return most;
  });
  expect(longest).toBeGreaterThan(40);
  expect(longest).toBeLessThanOrEqual(85);
});

/**
 * Card grids must not leave a hole, whatever the count (22 projects in rows of four, any filter;
 * the product line-up in rows of two or four): each row of cells reaches the grid's right edge.
 */
const GRIDS = [
  { name: 'products', path: '/products', grid: '.product-lineup', filter: null },
  { name: 'portfolio', path: '/portfolio', grid: '.portfolio-list__grid', filter: null },
  { name: 'portfolio filtered to LARAVEL', path: '/portfolio', grid: '.portfolio-list__grid', filter: 'LARAVEL' },
  { name: 'portfolio filtered to PWA', path: '/portfolio', grid: '.portfolio-list__grid', filter: 'PWA' },
];
for (const { name, path, grid, filter } of GRIDS) {
  test(`the ${name} grid fills every row at 576, 768, 1024 and 1280 px`, async ({ page }) => {
    await visit(page, path);
    if (filter) await page.getByRole('group').getByRole('button', { name: filter, exact: true }).click();
    for (const width of [576, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const rows = await page.locator(grid).evaluate((element) => {
        const right = element.getBoundingClientRect().right;
        const byRow = new Map<number, number>();
        for (const cell of Array.from(element.children)) {
          const box = cell.getBoundingClientRect();
          byRow.set(Math.round(box.top), Math.max(byRow.get(Math.round(box.top)) ?? 0, box.right));
        }
        return [...byRow.values()].map((rowRight) => Math.round(right - rowRight));
      });
      expect(rows.length, `${width} px`).toBeGreaterThan(0);
      for (const gap of rows) expect(gap, `${width} px`).toBeLessThanOrEqual(1);
    }
  });
}

for (const path of ['/', '/tell-us-about-your-project']) {
  test(`${path}: every footer link sits on one line at 375, 768, 1024 and 1280 px, inside its column`, async ({ page }) => {
    await visit(page, path);
    for (const width of [375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const links = await page.locator('footer .footer-links a').evaluateAll((anchors) =>
        anchors.map((a) => {
          const column = (a.closest('nav') as Element).getBoundingClientRect();
          const box = a.getBoundingClientRect();
          return {
            label: a.textContent?.trim(),
            lines: a.getClientRects().length,
            // One line of text: no taller than its line height and padding.
            tall: box.height > parseFloat(getComputedStyle(a).lineHeight) + 12 + 1,
            outside: box.right > column.right + 1 || box.left < column.left - 1,
          };
        }),
      );
      expect(links.length, `${width} px`).toBeGreaterThanOrEqual(15);
      expect(links.length, `${width} px`).toBeLessThanOrEqual(24);
      expect(links.filter((l) => l.lines !== 1 || l.tall || l.outside), `${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${width} px`).toBeLessThanOrEqual(0);
    }
  });
}
