import { expect, test } from '@playwright/test';
import { THIRD_PARTY, waitForHydration } from './support';

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

test('the index lists 4 studies with 250-character excerpts and an Explore button on keyboard focus', async ({ page }) => {
  await page.goto('/case-studies');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Studies: SEO');
  const cards = page.locator('.case-study-card');
  await expect(cards).toHaveCount(4);
  for (const text of await page.locator('.case-study-card__text').allTextContents()) expect(text.length).toBeLessThanOrEqual(254);
  const media = cards.first().locator('.case-study-card__media');
  await media.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(media).toBeFocused();
  await expect.poll(() => media.locator('.case-study-card__explore').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await expect(cards.first().locator('img')).toHaveAttribute('loading', 'lazy');
});

const FIGURES: Record<string, string[]> = {
  cvgastro: ['2.5 months', '81', '94', '2.89K', '96.6K', '3%', '27.8', '4.6K', '3.4K', '2 min 5 s'],
  'camelback-spine-care': [
    '7 May to 8 September 2025 (4 months)', '74%', '95%', '85', '87', '93', '97', '6', '12', '634', '2,050', '22.2K', '97.7K', '2.9%', '2.1%', '28.3', '31.3', '245%', '430', '~4,000', '165+', '100+', 'Phoenix and Peoria',
  ],
  talentedge: [
    '1 May to 31 July 2025', '.co.uk', '.pro', '10', '14', '8', '16', '44%', '1%', '1.6K', '5.3K', '1.5K', '5.2K', '2.64K', '13.2K', '1.8%', '5.8%', '63', '53.3', '93', '154', '90', '96',
    '20 May to 31 August 2025', '178 broken links replaced', '40+', 'domain authority 9, page authority 23', '65', '86', 'Featured snippets', 'Key Learnings',
  ],
  troi: [],
};

for (const [pageUrl, figures] of Object.entries(FIGURES)) {
  test(`${pageUrl} shows its figures, charts with a table, and Article JSON-LD`, async ({ page }) => {
    const html = await (await page.request.get(`/case-studies/${pageUrl}`)).text();
    expect(html).toContain('"@type":"Article"');
    await page.goto(`/case-studies/${pageUrl}`);
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 2, name: 'Performance Outcomes' })).toBeVisible();
    for (const figure of figures) await expect(main, figure).toContainText(figure);
    if (figures.length) {
      await expect(main.locator('svg[role="img"]').first()).toBeVisible();
      await expect(main.getByRole('table').first()).toBeVisible();
    } else {
      await expect(main.getByRole('table')).toHaveCount(0);
    }
  });
}

test('an unknown case study shows a not-found message and is noindex', async ({ page }) => {
  const response = await page.goto('/case-studies/unknown-study');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case study not found');
  // Every robots tag in the head says noindex (404.html brings its own before the app renders).
  await expect.poll(() => page.locator('meta[name="robots"]').evaluateAll((els) => els.map((el) => el.getAttribute('content')))).toContain('noindex, nofollow');
  expect(new Set(await page.locator('meta[name="robots"]').evaluateAll((els) => els.map((el) => el.getAttribute('content'))))).toEqual(new Set(['noindex, nofollow']));
});
