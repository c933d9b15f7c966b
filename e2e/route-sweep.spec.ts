import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import {
  builtSitemapPaths,
  desktopRoutes,
  expectPageEnding,
  expectSectionRhythm,
  resizeTo,
  RHYTHM,
  RHYTHM_ROUTES,
  sitemapPaths,
  THIRD_PARTY,
  visit,
  waitForSettled,
} from './support';

/**
 * Every route of the build, opened once, and checked for what a visitor, a crawler and a screen
 * reader each need from it once it has hydrated. Loading and settling a route is most of the cost
 * of checking it, so the checks that need the page hydrated share one load per route (they were
 * two sweeps of their own, e2e/seo.spec.ts and e2e/accessibility.spec.ts, one load each; the
 * checks of the raw HTML, which need no browser, stay in those specs):
 *
 * - at 1280 px, the width the head sweep always ran at: no hydration warning nor any console
 *   error (collected from before the navigation on; parts whose code loads as they come near the
 *   viewport hydrate later, and which parts are near depends on the width, so this is the width it
 *   had), each head tag once after hydrating, and how the page ends (expectPageEnding;
 *   e2e/page-endings.spec.ts says why);
 * - axe (WCAG 2.x A and AA rules) after hydration, plus the structural check axe does not make,
 *   one h1: every route at a phone width (375 px), and at 1280 px one route of each template and
 *   variant (desktopRoutes of ./support: pages of one template share their markup and styles, and
 *   the full desktop sweep was half of the whole e2e run's time); no sideways scroll at 320 px. Each width after the first
 *   is given to the open page (resizeTo) and the page settles before it is read;
 * - on one route of each page kind (RHYTHM_ROUTES), at 1280 and 375 px, after axe: no blank
 *   stretch between blocks taller than the section rhythm (expectSectionRhythm, which walks down the
 *   page first so that everything lazy is in; it was a test of its own in e2e/layout.spec.ts);
 * - no console error from the widths the page was then given either.
 *
 * One test per route, so the sweep spreads over the workers and a failure names its page; each part
 * is a step, and each message names the route and the width. Shared links with a query hydrate a
 * page prerendered without one (head and console only, as before); the unknown path is the 404 page.
 */
const sitemapRoutes = builtSitemapPaths();
const axeRoutes = [...sitemapRoutes, '/no-such-page'];
const routes = [...axeRoutes, '/blog?page=2', '/blog_details?page=4'];
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

/** axe and one h1 on the page as it stands at `width`; the messages name the route and the width. */
async function expectAccessible(page: Page, path: string, width: number): Promise<void> {
  await animationsDone(page);
  expect(await axeViolations(page), `${path} at ${width} px: axe violations`).toEqual([]);
  expect(await page.locator('h1').count(), `${path} at ${width} px: one h1`).toBe(1);
}

for (const path of routes) {
  const ending = sitemapRoutes.includes(path);
  const axe = axeRoutes.includes(path);
  const desktop = desktopRoutes.includes(path);
  const axeWidths = axe ? (desktop ? [1280, 375] : [375]) : [];
  const rhythm = RHYTHM_ROUTES.includes(path);
  // The widths with a check of axe or of the rhythm, widest first: the load is at 1280 px.
  const rhythmWidths = rhythm ? RHYTHM.map((r) => r.width) : [];
  const widths = [1280, 375].filter((width) => axeWidths.includes(width) || rhythmWidths.includes(width));
  const title = [
    `${path} logs no hydration warning or any console error, and after hydrating each head tag is there once`,
    ending ? 'it ends with at most one call to action, not stacked on the footer\'s, never linking to itself' : '',
    axe ? `no axe violations at ${axeWidths.join(' and ')} px, one h1, no sideways scroll at 320 px` : '',
    rhythm ? `no blank stretch between blocks is taller than the section rhythm, at ${RHYTHM.map((r) => r.width).join(' and ')} px` : '',
  ].filter(Boolean).join('; ');
  test(title, async ({ page }) => {
    // The time of the two tests this one replaces: the head sweep's 30 s, and the axe sweep's 30 s,
    // or 60 s with two axe runs (each took up to 19 s beside other work on 2 cores).
    // The rhythm check walks down the page at each of its two widths (its own test had 30 s).
    test.setTimeout((desktop ? 90_000 : 60_000) + (rhythm ? 30_000 : 0));
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.route(THIRD_PARTY, (route) => route.abort());
    // Hydrated, and what the page then does by itself has had its chance: parts whose code loads as
    // they come near the viewport hydrate later, and log then if they are going to.
    const errors = await visit(page, path);
    await waitForSettled(page);
    await test.step(`${path} at 1280 px: console, head tags${ending ? ', page ending' : ''}`, async () => {
      expect(errors, `${path} console`).toEqual([]);
      const repeated = await page.evaluate(() => {
        const keys = Array.from(document.head.querySelectorAll('title, meta[name], meta[property], link[rel="canonical"]')).map(
          (el) => el.tagName.toLowerCase() + ':' + (el.getAttribute('name') ?? el.getAttribute('property') ?? el.getAttribute('rel') ?? ''),
        );
        return keys.filter((key, index) => keys.indexOf(key) !== index);
      });
      expect(repeated, `${path} head tags present more than once`).toEqual([]);
      if (ending) await expectPageEnding(page, path);
    });
    if (!axe) return;
    for (const width of widths) {
      const checks = [axeWidths.includes(width) ? 'axe, one h1' : '', rhythmWidths.includes(width) ? 'section rhythm' : ''].filter(Boolean).join(', ');
      await test.step(`${path} at ${width} px: ${checks}`, async () => {
        if (width !== 1280) {
          // What a narrower screen brings (the phone menu, the footer's closed groups) has arrived.
          await resizeTo(page, width, 900);
          await waitForSettled(page);
        }
        if (axeWidths.includes(width)) await expectAccessible(page, path, width);
        if (rhythmWidths.includes(width)) await expectSectionRhythm(page, path, width);
      });
    }
    await test.step(`${path} at 320 px: no sideways scroll`, async () => {
      await resizeTo(page, 320, 800);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} at 320 px: scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
    });
    expect(errors, `${path} console, at ${[...widths.filter((width) => width !== 1280), 320].join(', ')} px after the load at 1280 px`).toEqual([]);
  });
}

test('the sweep covers the routes the server lists', async ({ page }) => {
  expect(axeRoutes.length).toBeGreaterThan(50);
  expect(await sitemapPaths(page)).toEqual(builtSitemapPaths());
  // The desktop sample names real routes (a renamed page must not drop out of it unnoticed).
  expect(desktopRoutes.filter((path) => !axeRoutes.includes(path))).toEqual([]);
  expect(RHYTHM_ROUTES.filter((path) => !axeRoutes.includes(path)), 'the rhythm routes are swept').toEqual([]);
});
