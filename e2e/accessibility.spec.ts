import { expect, test } from '@playwright/test';
import { visit } from './support';

/**
 * What a keyboard user needs that axe does not check: a visible focus on links and buttons. axe
 * itself (WCAG 2.x A and AA rules), one h1 and no sideways scroll at 320 px run for every route
 * in e2e/route-sweep.spec.ts, on the one page load it makes per route.
 */
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
