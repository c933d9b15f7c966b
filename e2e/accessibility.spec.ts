import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { builtSitemapPaths, resizeTo, sitemapPaths, THIRD_PARTY, visit, waitForSettled } from './support';

/**
 * axe (WCAG 2.x A and AA rules) after hydration, plus the structural checks axe does not make: one
 * h1, no sideways scroll at 320 px. Every route at a phone width; at a desktop width, one route of
 * each template and variant (pages of one template share their markup and styles, and the full
 * desktop sweep was half of the whole e2e run's time). One test per route, so the sweep spreads
 * over the workers and a failure names its page: it loads the route once at 375 px, then checks
 * 1280 px (where the route is in the desktop sample) and 320 px on the same page, each in a step
 * and with messages that name the route and the width.
 */
const routes = [...builtSitemapPaths(), '/no-such-page'];
const desktopRoutes = [
  '/', '/about', '/what-we-do', '/clients', '/careers', '/contact-us', '/tell-us-about-your-project',
  '/web-development', '/search-engine-optimization', '/products', '/product/serviceplex', '/her-bazaar',
  '/portfolio', '/portfolio/cs-by-kp-app', '/portfolio/infor-sx-erp-web-application-and-reporting',
  '/case-studies', '/case-studies/camelback-spine-care', '/case-studies/troi', '/blog', '/blog_details',
  '/no-such-page',
];
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * axe's violations on the page as it stands. The same rules (AXE_TAGS) run in the page itself
 * (axe.run: legacy mode, where @axe-core/playwright otherwise opens a blank page per run for
 * axe.finishRun), and only violations are reported in full (the passes' nodes, never read here,
 * are not serialised): the same verdict at about a third of the cost. Legacy mode cannot test a
 * cross-origin frame, so a page with one fails here instead of going unchecked (offline, the
 * third-party frames never load; the site's pages embed none of their own).
 */
async function axeViolations(page: Page): Promise<string[]> {
  const origin = new URL(page.url()).origin;
  const foreignFrames = page
    .frames()
    .filter((frame) => frame !== page.mainFrame() && frame.url() !== 'about:blank' && new URL(frame.url()).origin !== origin)
    .map((frame) => frame.url());
  expect(foreignFrames, 'no cross-origin frame, which axe in legacy mode would leave untested').toEqual([]);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().options({ resultTypes: ['violations'] }).analyze();
  return results.violations.map(
    (violation) => `${violation.id} (${violation.impact}) ${violation.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`,
  );
}

/** Entrance animations fade content in; measure contrast once they have finished. Animations
 * driven by scrolling (the portfolio filter's edge fades) run as long as the page is open. */
const animationsDone = (page: Page) =>
  page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || !(a.timeline instanceof DocumentTimeline)),
  );

for (const path of routes) {
  const widths = desktopRoutes.includes(path) ? [375, 1280] : [375];
  test(`${path} has no axe violations at ${widths.join(' and ')} px, one h1, no sideways scroll at 320 px`, async ({ page }) => {
    // Two axe runs where the route is in the desktop sample (each took up to 19 s in a test of its
    // own beside other work on 2 cores): the time of the two tests this one replaces.
    if (widths.length > 1) test.setTimeout(60_000);
    await page.setViewportSize({ width: 375, height: 900 });
    await page.route(THIRD_PARTY, (route) => route.abort());
    await visit(page, path);
    for (const width of widths) {
      await test.step(`${path} at ${width} px`, async () => {
        if (width !== 375) {
          // What a wider screen brings (its pictures, parts shown only there) has arrived.
          await resizeTo(page, width, 900);
          await waitForSettled(page);
        }
        await animationsDone(page);
        expect(await axeViolations(page), `${path} at ${width} px: axe violations`).toEqual([]);
        expect(await page.locator('h1').count(), `${path} at ${width} px: one h1`).toBe(1);
      });
    }
    await test.step(`${path} at 320 px`, async () => {
      await resizeTo(page, 320, 800);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at 320 px: scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    });
  });
}

test('the sweep covers the routes the server lists', async ({ page }) => {
  expect(routes.length).toBeGreaterThan(50);
  expect(await sitemapPaths(page)).toEqual(builtSitemapPaths());
  // The desktop sample names real routes (a renamed page must not drop out of it unnoticed).
  expect(desktopRoutes.filter((path) => !routes.includes(path))).toEqual([]);
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
