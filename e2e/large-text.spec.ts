import { expect, test, type Page } from '@playwright/test';
import { visit, waitForSettled } from './support';

/**
 * A visitor who sets the browser's text size to twice the usual (32 px instead of 16; Chrome's
 * "Very large" is 24) gets every page whole: nothing wider than the window, so no sideways
 * scrolling, on a 320 px phone as on a laptop. Chrome's own setting is what changes here (CDP
 * Page.setFontSizes), not the page's CSS, so the layout's em breakpoints see it as they would.
 */
async function setBrowserTextSize(page: Page, px: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round(px * 0.8125) } });
}

/**
 * Lays out the whole page as it stands, bands below the screen included (they skip their layout
 * until near the screen, content-visibility: auto, so what overflows in them would go unseen), and
 * names what reaches past the window's right edge, outermost first.
 */
async function sidewaysOverflow(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const past = Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.right > width + 1 && !element.closest('.visually-hidden');
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} (${Math.round(element.getBoundingClientRect().right - width)} px)`);
    return { extra: document.documentElement.scrollWidth - width, past };
  });
}

const PAGES = [
  '/',
  '/about',
  '/what-we-do',
  '/web-development',
  '/portfolio',
  '/portfolio/ca-website',
  '/portfolio/school-fee-erp',
  '/case-studies',
  '/case-studies/camelback-spine-care',
  '/case-studies/troi',
  '/products',
  '/product/serviceplex',
  '/clients',
  '/blog_details',
  '/contact-us',
  '/tell-us-about-your-project',
];

for (const path of PAGES) {
  test(`${path} at twice the browser's text size fits the window at 320, 375, 768 and 1280 px`, async ({ page }) => {
    await setBrowserTextSize(page, 32);
    await page.setViewportSize({ width: 320, height: 800 });
    await visit(page, path);
    await waitForSettled(page);
    for (const width of [320, 375, 768, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const { extra, past } = await sidewaysOverflow(page);
      expect(extra, `${width} px: ${past.join(', ')}`).toBe(0);
    }
  });
}

test('at twice the text size a 1280 px window has the Menu button, as a 640 px one would: the nine items no longer fit one row', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/about');
  await expect(page.locator('#site-menu > ul > li').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
  await setBrowserTextSize(page, 32);
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(page.locator('#site-menu > ul > li').first()).toBeHidden();
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'SERVICES' })).toBeVisible();
});

test("What We Do's linked names keep their arrow after the last word and inside the card at twice the text size", async ({ page }) => {
  await setBrowserTextSize(page, 32);
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, '/');
  const cards = page.locator('.animated-card--linked');
  await expect(cards).toHaveCount(12);
  await cards.first().scrollIntoViewIfNeeded();
  const outside = await cards.evaluateAll((items) =>
    items
      .map((item) => {
        const card = item.getBoundingClientRect();
        const arrow = item.querySelector('.animated-card__arrow')?.getBoundingClientRect();
        const inside = arrow !== undefined && arrow.right <= card.right + 0.5 && arrow.left >= card.left - 0.5;
        return { name: item.querySelector('a')?.textContent ?? '', inside };
      })
      .filter((item) => !item.inside)
      .map((item) => item.name),
  );
  expect(outside).toEqual([]);
});
