import { expect, test, type Locator, type Page } from '@playwright/test';
import { THIRD_PARTY, visit, waitForElementHydration, waitForSettled } from './support';

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function boxOf(locator: Locator): Promise<Box | null> {
  return (await locator.count()) && (await locator.isVisible()) ? locator.boundingBox() : null;
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

// Service pages lay their picture behind the hero on purpose (a background under the text, faded
// behind it: services.spec.ts and layout.spec.ts check it); the home page's art keeps a column.
for (const path of ['/']) {
  for (const width of [375, 768, 1024, 1280]) {
    test(`hero art on ${path} at ${width} px has its own place: never under the heading or lead`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, path);
      const hero = page.locator('.page-hero');
      const title = await boxOf(hero.locator('h1'));
      const lead = await boxOf(hero.locator('.page-hero__lead'));
      const art = await boxOf(hero.locator('.page-hero__img'));
      expect(title).not.toBeNull();
      expect(lead).not.toBeNull();
      if (width >= 992) {
        // Wide screens show the art, in a column of its own, and it has loaded.
        expect(art).not.toBeNull();
        await expect.poll(() => hero.locator('.page-hero__img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 1)).toBe(true);
      } else {
        expect(art).toBeNull();
      }
      if (art) {
        expect(overlaps(art, title as Box)).toBe(false);
        expect(overlaps(art, lead as Box)).toBe(false);
        expect(art.x + art.width).toBeLessThanOrEqual(width);
      }
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });
  }
}

test('phones do not download hero art they do not show', async ({ page }) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/images\/home\/hero/.test(request.url())) requested.push(request.url());
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, '/');
  await page.waitForLoadState('networkidle');
  expect(requested).toEqual([]);
});

test('the carousel requests only the pictures of the cards on show', async ({ page }) => {
  // A screen tall enough to show the carousel on load: any lazy picture in it that is merely
  // invisible would be requested at once.
  await page.setViewportSize({ width: 375, height: 4000 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const requested = new Set<string>();
  page.on('request', (request) => {
    const match = /\/images\/portfolio\/([a-z0-9-]+?)(?:-\d+)?\.(?:webp|avif)$/.exec(request.url());
    if (match?.[1]) requested.add(match[1]);
  });
  await visit(page, '/');
  await waitForSettled(page);
  const carousel = page.locator('.portfolio-carousel');
  await expect(carousel).toBeInViewport();
  expect([...requested]).toEqual(['cs-by-kp-app']);

  await waitForElementHydration(carousel);
  await carousel.getByRole('button', { name: 'Next projects' }).click();
  await expect.poll(() => [...requested]).toEqual(['cs-by-kp-app', 'ca-website']);
  await expect(carousel.getByRole('group', { name: '2 of 22' }).locator('img')).toBeVisible();
});

test('on phones the carousel counts its slides instead of showing a dot per slide', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, '/');
  const carousel = page.locator('.portfolio-carousel');
  await waitForElementHydration(carousel);
  await expect(carousel).toHaveAttribute('data-per-slide', '1');
  const counter = carousel.locator('.portfolio-carousel__counter');
  await expect(counter).toBeVisible();
  await expect(counter).toHaveAttribute('aria-live', 'polite');
  await expect(counter.locator('[aria-hidden="true"]')).toHaveText('1 / 22');
  await expect(carousel.locator('.carousel-indicators')).toBeHidden();
  await carousel.getByRole('button', { name: 'Next projects' }).click();
  await expect(counter.locator('[aria-hidden="true"]')).toHaveText('2 / 22');
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('under reduced motion the carousel changes slides at once and never sticks', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, '/');
  const carousel = page.locator('.portfolio-carousel');
  await waitForElementHydration(carousel);
  const counter = carousel.locator('.portfolio-carousel__counter [aria-hidden="true"]');
  const next = carousel.getByRole('button', { name: 'Next projects' });
  // A slide change that waited for a transition end that never came left the carousel stuck
  // (no slide active, every control dead) after one or a few presses: the site's reduced-motion
  // rule once gave every element a 0.01 ms transition whose end events cancelled the carousel's.
  for (let shown = 2; shown <= 9; shown++) {
    await next.click();
    await expect(counter).toHaveText(`${shown} / 22`);
    await expect(carousel.locator('.carousel-item.active')).toHaveCount(1);
  }
});

for (const reducedMotion of ['reduce', 'no-preference'] as const) {
  test(`the arrow keys move the carousel and the focus follows to the first card shown (reduced motion: ${reducedMotion})`, async ({ page }) => {
    await page.emulateMedia({ reducedMotion });
    await visit(page, '/');
    const carousel = page.locator('.portfolio-carousel');
    await waitForElementHydration(carousel);
    const items = carousel.locator('.carousel-item');
    const firstCard = (slide: number) => items.nth(slide).locator('a').first();
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
    await firstCard(0).focus();
    await page.keyboard.press('ArrowRight');
    const second = ((await firstCard(1).textContent()) ?? '').trim();
    await expect.poll(focused).toBe(second);
    // Still there once the slide has finished moving (the link left behind is hidden by then).
    await page.waitForTimeout(1000);
    expect(await focused()).toBe(second);
    await expect(firstCard(1)).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    const first = ((await firstCard(0).textContent()) ?? '').trim();
    await expect.poll(focused).toBe(first);
    await page.waitForTimeout(1000);
    expect(await focused()).toBe(first);
  });
}

test('wider screens keep the dots on one row and hide the counter', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await visit(page, '/');
  const carousel = page.locator('.portfolio-carousel');
  await waitForElementHydration(carousel);
  await expect(carousel.locator('.portfolio-carousel__counter')).toBeHidden();
  const dots = carousel.locator('.carousel-indicators [data-bs-target]');
  await expect(dots).toHaveCount(11);
  const tops = await dots.evaluateAll((els) => new Set(els.map((el) => Math.round(el.getBoundingClientRect().top))).size);
  expect(tops).toBe(1);
});

test('with the reviews widget blocked, the reviews area shows the ratings and profile links, not an empty box', async ({ page }) => {
  await page.route('https://reviews-widget.example.com/**', (route) => route.abort());
  await visit(page, '/');
  const widget = page.locator('.reviews-widget');
  await widget.scrollIntoViewIfNeeded();
  await expect(widget).toHaveAttribute('data-state', 'failed');
  await expect(widget.locator('.reviews-widget__slot')).toBeHidden();
  await expect(widget).toContainText('5 star');
  await expect(widget).toContainText('Top rated');
  await expect(widget.getByRole('link', { name: /See the profile/ })).toHaveAttribute('href', /^https:\/\//);
  expect(await widget.locator('.review-profiles__link').count()).toBeGreaterThanOrEqual(3);
  await expect(page.getByText(/load here as you reach/)).toHaveCount(0);
});

test('the What We Do cards scroll sideways on phones, keeping the page short', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, '/');
  const scroller = page.getByRole('region', { name: 'Our services' });
  await scroller.scrollIntoViewIfNeeded();
  await expect(scroller.locator('.animated-card')).toHaveCount(12);
  const sizes = await scroller.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth, height: el.getBoundingClientRect().height }));
  expect(sizes.scroll).toBeGreaterThan(sizes.client);
  expect(sizes.height).toBeLessThan(700);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('the client strip sets every name whole in a grid of equal columns, two rows on phones and tablets', async ({ page }) => {
  await visit(page, '/');
  const strip = page.locator('.client-strip');
  for (const [width, rows] of [[375, 3], [768, 2], [1024, 3], [1280, 3]] as const) {
    await page.setViewportSize({ width, height: 900 });
    const names = await strip.locator('.client-strip__name:visible').evaluateAll((items) =>
      items.map((item) => ({ cut: item.scrollWidth > item.clientWidth, top: Math.round(item.getBoundingClientRect().top) })),
    );
    // A cut name would mean a column narrower than the name: the grid is sized for the longest.
    expect(names.filter((name) => name.cut), `${width} px`).toEqual([]);
    expect(new Set(names.map((name) => name.top)).size, `${width} px`).toBe(rows);
  }
});
