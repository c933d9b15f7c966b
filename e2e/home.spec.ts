import { expect, test, type Page } from '@playwright/test';
import { THIRD_PARTY, countSlideMoves, runPageTasks, visit, waitForElementHydration, waitForSettled } from './support';

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

test('each What We Do card is one link, named by its title, hit anywhere on the card, ringed when focused', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  const section = page.getByRole('region', { name: 'What We Do' });
  await waitForElementHydration(section.locator('.animated-card').first());
  await expect(section.getByRole('link')).toHaveCount(12);

  // At rest, an arrow after each title says the card is a link; the whole description shows
  // here, not the phones' summary.
  await expect(section.locator('.animated-card__arrow').filter({ visible: true })).toHaveCount(12);
  await expect(section.locator('.animated-card__text').filter({ visible: true })).toHaveCount(12);
  await expect(section.locator('.animated-card__summary').filter({ visible: true })).toHaveCount(0);

  // Hovering the card (not its title) colours its mark; a click on its description follows the link.
  const seo = section.locator('.animated-card').filter({ has: page.getByRole('link', { name: 'SEO', exact: true }) });
  const mark = seo.locator('.animated-card__icon');
  const restColour = await mark.evaluate((el) => getComputedStyle(el).color);
  const text = seo.locator('.animated-card__text');
  await text.scrollIntoViewIfNeeded();
  const spot = await text.boundingBox();
  if (!spot) throw new Error('the SEO card has no description box');
  const [x, y] = [spot.x + spot.width / 2, spot.y + spot.height / 2];
  // The link's stretched area lies over the description.
  expect(await page.evaluate(([px, py]) => document.elementFromPoint(px, py)?.textContent, [x, y] as const)).toBe('SEO');
  await page.mouse.move(x, y);
  await expect.poll(() => mark.evaluate((el) => getComputedStyle(el).color)).not.toBe(restColour);

  // The keyboard reaches the card's link; the focus ring is drawn round the whole card.
  const link = seo.getByRole('link', { name: 'SEO', exact: true });
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const ring = await link.evaluate((el) => {
    const after = getComputedStyle(el, '::after');
    return { style: after.outlineStyle, width: after.outlineWidth };
  });
  expect(ring).toEqual({ style: 'solid', width: '3px' });

  await page.mouse.click(x, y);
  await expect(page).toHaveURL(/\/search-engine-optimization$/);
  await expect(page).toHaveTitle(/Search Engine Optimi[sz]ation|SEO/);
});

test('the careers invitation comes after the work and before the reviews, so the form alone ends the page, with a See open positions button to /careers', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/');
  const headings = (await page.locator('main h2').allTextContents()).map((text) => text.trim());
  const at = (heading: string) => headings.indexOf(heading);
  expect(headings.slice(0, 3)).toEqual(['About Us', 'What We Do', 'Our Portfolio']);
  expect(at('Build your career with us')).toBeGreaterThan(at('Our Portfolio'));
  expect(at('Reviews and ratings')).toBeGreaterThan(at('Build your career with us'));
  expect(headings.slice(-2)).toEqual(['Reviews and ratings', 'Contact Us']);
  const band = page.getByRole('region', { name: 'Build your career with us' });
  const cta = band.getByRole('link', { name: 'See Open Positions' });
  await expect(cta).toBeVisible();
  await expect(cta).toHaveAttribute('href', '/careers');
  // A button beside the text at this width, not a small link at the far edge.
  const [box, text] = [await cta.boundingBox(), await band.locator('.home-careers__text').boundingBox()];
  expect(box && text && box.x > text.x + text.width - 1).toBe(true);
  expect(box?.height).toBeGreaterThanOrEqual(40);
});

test('the prerendered home page shows the logo wall, the services with their marks whole and the carousel without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.locator('.logo-wall img')).toHaveCount(12);
  await expect(page.locator('.animated-card')).toHaveCount(12);
  await expect(page.locator('.animated-card').first()).toBeVisible();
  // Each mark is drawn in the HTML itself: a named SVG with its path, not an empty box.
  const marks = await page.locator('.animated-card svg.tech-mark__svg').evaluateAll((svgs) =>
    svgs.map((svg) => ({ title: svg.querySelector('title')?.textContent ?? '', paths: svg.querySelectorAll('path, circle, rect, line, polyline').length })),
  );
  expect(marks).toHaveLength(12);
  for (const mark of marks) expect(mark.paths, mark.title).toBeGreaterThan(0);
  await expect(page.locator('.portfolio-carousel .carousel-item.is-current .portfolio-card').first()).toBeVisible();
  await context.close();
});

for (const width of [375, 768, 1280]) {
  test(`at ${width} px the carousel without JavaScript is as tall as the running one, its card at the top of the slide`, async ({ browser, page }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width, height: 900 } });
    const still = await context.newPage();
    await still.goto('/');
    const measure = (slide: Page) =>
      slide.locator('.portfolio-carousel').evaluate((carousel) => {
        const inner = carousel.querySelector('.carousel-inner') as HTMLElement;
        const card = carousel.querySelector('.carousel-item.is-current .portfolio-card') as HTMLElement;
        return { height: inner.getBoundingClientRect().height, cardOffset: card.getBoundingClientRect().top - inner.getBoundingClientRect().top };
      });
    const prerendered = await measure(still);
    await context.close();
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/');
    await waitForElementHydration(page.locator('.portfolio-carousel'));
    const running = await measure(page);
    // A card of another slide may be a line longer: a few pixels, not a row.
    expect(Math.abs(prerendered.height - running.height), JSON.stringify({ prerendered, running })).toBeLessThanOrEqual(40);
    expect(prerendered.cardOffset).toBeCloseTo(running.cardOffset, 0);
  });
}

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
  // The slide has arrived: slide 3 is active, the slide it replaced no longer is, and no slide is
  // still moving (while one moves, both are active and carry a direction class).
  await expect(page.getByRole('group', { name: '3 of 6', exact: true })).toHaveClass(/(^|\s)active(\s|$)/);
  await expect(page.locator('.portfolio-carousel .carousel-item.active')).toHaveCount(1);
  await expect(
    page.locator('.portfolio-carousel :is(.carousel-item-next, .carousel-item-prev, .carousel-item-start, .carousel-item-end)'),
  ).toHaveCount(0);
  expect((await inner.boundingBox())?.height).toBe(before?.height);
  await page.setViewportSize({ width: 700, height: 900 });
  await expect(page.locator('.portfolio-carousel')).toHaveAttribute('data-per-slide', '2');
});

// The carousel's code arriving may not move the page under the visitor. The prerendered slide holds
// the cards on show only (the others would be bytes on every first load), and hidden slides share
// its grid cell, so once the code fills them the carousel can grow to its tallest slide: by a line
// of text at most (four cards a slide, where slide 1's excerpts are short), never more. It once
// grew 240 px for a moment: the short last slide's panel spanned two columns of a phone's one until
// the regrouping, long enough for a band scrolled past then to keep that height (content-visibility
// remembers it) and show a blank stretch under the carousel.
const ONE_LINE = 24;
for (const width of [375, 768, 1280]) {
  test(`at ${width} px the carousel grows at most to its tallest slide as its code arrives, never past it`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/');
    const carousel = page.locator('.portfolio-carousel');
    await expect(carousel).toHaveAttribute('data-awaits-code', '');
    // Every height the carousel has from here on, frame by frame, as its code hydrates it.
    await carousel.evaluate((element) => {
      const heights: number[] = [];
      (window as unknown as { carouselHeights: number[] }).carouselHeights = heights;
      new ResizeObserver(() => heights.push(Math.round(element.getBoundingClientRect().height))).observe(element);
    });
    await carousel.scrollIntoViewIfNeeded();
    await expect(carousel).not.toHaveAttribute('data-awaits-code');
    await runPageTasks(page);
    const heights = await page.evaluate(() => (window as unknown as { carouselHeights: number[] }).carouselHeights);
    expect(heights.length).toBeGreaterThan(0);
    const [first, last] = [heights[0] as number, heights[heights.length - 1] as number];
    expect(Math.max(...heights), `heights seen: ${heights.join(', ')}`).toBe(last);
    expect(last - first, `heights seen: ${heights.join(', ')}`).toBeGreaterThanOrEqual(0);
    expect(last - first, `heights seen: ${heights.join(', ')}`).toBeLessThanOrEqual(ONE_LINE);
  });
}

test('the carousel does not auto-advance under reduced motion', async ({ page }) => {
  // The page's clock is ours to run: a minute of it passes at once, timers and all.
  await page.clock.install();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await visit(page, '/');
  const carousel = page.locator('.portfolio-carousel');
  await waitForElementHydration(carousel);
  await expect(carousel).toHaveAttribute('data-playing', 'false');
  await page.mouse.move(0, 0);
  const slidesMoved = await countSlideMoves(carousel);
  for (let second = 0; second < 60; second += 2) {
    await page.clock.runFor(2_000);
    await runPageTasks(page);
  }
  expect(await slidesMoved()).toBe(0);
  await expect(carousel).toHaveAttribute('data-playing', 'false');
  // Once motion is allowed, one interval of that clock moves it: the minute was long enough to tell.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(carousel).toHaveAttribute('data-playing', 'true');
  await page.clock.runFor(6_000);
  await expect.poll(slidesMoved).toBeGreaterThan(0);
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
  await waitForSettled(page);
  expect(requested).toEqual([]);
  await page.locator('.reviews-widget').scrollIntoViewIfNeeded();
  await expect.poll(() => requested.length).toBe(1);
});
