import { expect, test, type Page } from '@playwright/test';
import { THIRD_PARTY, visit, waitForElementHydration } from './support';

const visibleCards = (page: Page) => page.locator('.portfolio-carousel .carousel-item.active .portfolio-card').filter({ visible: true });

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

test('home shows its sections in order and hydrates without errors', async ({ page }) => {
  const errors = await visit(page, '/');
  await expect(page.locator('h1')).toHaveCount(1);
  const headings = await page.locator('main h2').allTextContents();
  expect(headings[0]).toBe('About Us');
  expect(headings[1]).toBe('What We Do');
  expect(headings.at(-1)).toBe('Contact Us');
  await expect(page.getByRole('link', { name: 'Read More about us' })).toHaveAttribute('href', '/about');
  await expect(page.locator('#contact')).toBeAttached();
  expect(errors).toEqual([]);
});

test('the prerendered home page shows the service cards and carousel without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('.animated-card')).toHaveCount(12);
  await expect(page.locator('.animated-card').first()).toBeVisible();
  await expect(page.locator('.portfolio-carousel .carousel-item.is-current .portfolio-card').first()).toBeVisible();
  await context.close();
});

for (const [width, count] of [
  [1280, 4],
  [800, 2],
  [400, 1],
] as const) {
  test(`the carousel shows ${count} card(s) per slide at ${width} px and advances by itself`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/');
    const carousel = page.locator('.portfolio-carousel');
    await waitForElementHydration(carousel);
    await expect(carousel).toHaveAttribute('data-per-slide', String(count));
    await expect(visibleCards(page)).toHaveCount(count);
    const first = await visibleCards(page).first().locator('h3').textContent();
    await page.mouse.move(0, 0);
    await expect(visibleCards(page).first().locator('h3')).not.toHaveText(first ?? '', { timeout: 8000 });
  });
}

test('the carousel keeps its height while it runs and regroups on resize', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  await waitForElementHydration(page.locator('.portfolio-carousel'));
  const inner = page.locator('.portfolio-carousel .carousel-inner');
  const before = await inner.boundingBox();
  await page.getByRole('button', { name: 'Show projects slide 3 of 6' }).click();
  await page.waitForTimeout(800);
  expect((await inner.boundingBox())?.height).toBe(before?.height);
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(page.locator('.portfolio-carousel')).toHaveAttribute('data-per-slide', '2');
});

test('the carousel does not auto-advance under reduced motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, '/');
  await waitForElementHydration(page.locator('.portfolio-carousel'));
  const title = visibleCards(page).first().locator('h3');
  const first = await title.textContent();
  await page.waitForTimeout(6500);
  await expect(title).toHaveText(first ?? '');
  await expect(page.locator('.portfolio-carousel')).toHaveAttribute('data-playing', 'false');
});

test('the carousel code loads only when the visitor scrolls near it, and the carousel then runs', async ({ page }) => {
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/home-portfolio-carousel-[\w-]+\.js$/.test(request.url())) chunks.push(request.url());
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  const carousel = page.locator('.portfolio-carousel');
  await waitForElementHydration(carousel);
  expect(chunks).toHaveLength(1);
  await expect(carousel).toHaveAttribute('data-playing', 'true');
});

test('the reviews widget script loads only when the visitor scrolls near it', async ({ page }) => {
  const requested: string[] = [];
  await page.route('https://reviews-widget.example.com/**', (route) => {
    requested.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  await visit(page, '/');
  await page.waitForTimeout(500);
  expect(requested).toEqual([]);
  await page.locator('.reviews-widget').scrollIntoViewIfNeeded();
  await expect.poll(() => requested.length).toBe(1);
});
