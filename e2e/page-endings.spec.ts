import { expect, test } from '@playwright/test';
import { builtSitemapPaths, THIRD_PARTY } from './support';

/**
 * How each page ends. The footer's consultation banner follows every page, so a page may hold at
 * most one call-to-action band of its own, never as its last block (two bands back to back), and
 * no call to action in the page may send the visitor to the page they are on. One test per route.
 */
for (const path of builtSitemapPaths()) {
  test(`${path} ends with at most one call to action, not stacked on the footer's, never linking to itself`, async ({
    page,
  }) => {
    await page.route(THIRD_PARTY, (route) => route.abort());
    await page.goto(path);
    const ending = await page.evaluate(() => {
      const main = document.querySelector('main');
      const bands = main ? Array.from(main.querySelectorAll('.cta-band')) : [];
      return {
        bands: bands.length,
        lastIsBand: main?.lastElementChild?.matches('.cta-band') ?? false,
        targets: bands.flatMap((band) =>
          Array.from(band.querySelectorAll('a[href]'), (link) => new URL((link as HTMLAnchorElement).href).pathname),
        ),
      };
    });
    expect(ending.bands).toBeLessThanOrEqual(1);
    expect(ending.lastIsBand).toBe(false);
    expect(ending.targets).not.toContain(path);
  });
}
