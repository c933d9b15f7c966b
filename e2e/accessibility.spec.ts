import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { builtSitemapPaths, sitemapPaths, THIRD_PARTY, visit } from './support';

/**
 * axe (WCAG 2.x A and AA rules) after hydration, plus the structural checks axe does not make: one
 * h1, no sideways scroll at 320 px. Every route at a phone width; at a desktop width, one route of
 * each template and variant (pages of one template share their markup and styles, and the full
 * desktop sweep was half of the whole e2e run's time). One test per route and width, so the sweep
 * spreads over the workers and a failure names its page.
 */
const routes = [...builtSitemapPaths(), '/no-such-page'];
const desktopRoutes = [
  '/', '/about', '/what-we-do', '/clients', '/careers', '/contact-us', '/tell-us-about-your-project',
  '/web-development', '/search-engine-optimization', '/products', '/product/serviceplex', '/her-bazaar',
  '/portfolio', '/portfolio/cs-by-kp-app', '/portfolio/infor-sx-erp-web-application-and-reporting',
  '/case-studies', '/case-studies/camelback-spine-care', '/case-studies/troi', '/blog', '/blog_details',
  '/no-such-page',
];
const sweeps = [
  { width: 375, paths: routes },
  { width: 1280, paths: desktopRoutes },
];
for (const { width, paths } of sweeps) {
  for (const path of paths) {
    test(`${path} has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.route(THIRD_PARTY, (route) => route.abort());
      await visit(page, path);
      // Entrance animations fade content in; measure contrast once they have finished. Animations
      // driven by scrolling (the portfolio filter's edge fades) run as long as the page is open.
      await page.waitForFunction(() =>
        document.getAnimations().every((a) => a.playState !== 'running' || !(a.timeline instanceof DocumentTimeline)),
      );
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
        .analyze();
      const failures = results.violations.map(
        (violation) => `${violation.id} (${violation.impact}) ${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`,
      );
      expect(failures).toEqual([]);
      expect(await page.locator('h1').count(), 'one h1').toBe(1);
    });
  }
}

test('the sweep covers the routes the server lists', async ({ page }) => {
  expect(routes.length).toBeGreaterThan(50);
  expect(await sitemapPaths(page)).toEqual(builtSitemapPaths());
  // The desktop sample names real routes (a renamed page must not drop out of it unnoticed).
  expect(desktopRoutes.filter((path) => !routes.includes(path))).toEqual([]);
});

test('no route scrolls sideways at 320 px', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 320, height: 800 });
  await page.route(THIRD_PARTY, (route) => route.abort());
  const wide: string[] = [];
  for (const path of await sitemapPaths(page)) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    if (overflow > 0) wide.push(`${path}: ${overflow}px`);
  }
  expect(wide).toEqual([]);
});

test('focus is visible on links and buttons', async ({ page }) => {
  await visit(page, '/about');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return { width: style.outlineWidth, style: style.outlineStyle, shadow: style.boxShadow };
  });
  expect(outline.style !== 'none' || outline.shadow !== 'none').toBe(true);
});
