import { expect, test, type Page, type Route } from '@playwright/test';
import { THIRD_PARTY, waitForHydration } from './support';

/**
 * A press from the first paint on is never lost (scripts/boot/before-app.js). Each test holds the
 * app's code back by routing, opens a page and presses a control as soon as the page has painted:
 * the header answers at once without the code; any other control answers once the code is let
 * through (it is held, then pressed again).
 */
const APP_CODE = /\/assets\/[^/]+\.js$/;

/** Holds every script of the app until `release()`. */
async function holdAppCode(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_CODE, async (route: Route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** Opens `path` and returns once the browser has painted its content (no code has run). */
async function openPainted(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
}

const stillPrerendered = async (page: Page) => expect(page.locator('#root')).not.toHaveAttribute('data-hydrated', 'true');

/**
 * The contact page at `path` painted with the app's code held back: a name typed and Send Details
 * pressed before the code. Returns the held code and the name field.
 */
async function typeAndSendBeforeCode(page: Page, path: string) {
  const code = await holdAppCode(page);
  await openPainted(page, path);
  const name = page.getByLabel(/Your Name/);
  await name.fill('Asha Verma');
  await page.getByRole('button', { name: /Send Details/ }).tap();
  await stillPrerendered(page);
  return { code, name };
}

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

test.describe('phones (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('the phone menu and its sections answer a tap at first paint, with no code, and the code takes them over open', async ({ page }) => {
    const code = await holdAppCode(page);
    await openPainted(page, '/');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.tap();
    const panel = page.locator('#site-menu');
    await expect(panel).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.locator('#menu-services').tap();
    await expect(panel.getByRole('link', { name: 'Web Development' })).toBeVisible();
    await stillPrerendered(page);

    code.release();
    await waitForHydration(page);
    await expect(page.locator('.site-header[data-menus-ready]')).toHaveCount(1);
    await expect(panel.getByRole('link', { name: 'Web Development' })).toBeVisible();
    await expect(page.locator('#menu-services')).toHaveAttribute('aria-expanded', 'true');
    await toggle.tap();
    await expect(panel).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('when the header code never arrives, the phone menu still opens and closes', async ({ page }) => {
    await page.route(/\/assets\/header-nav-[\w-]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await page.goto('/');
    await waitForHydration(page);
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.tap();
    const panel = page.locator('#site-menu');
    await expect(panel).toBeVisible();
    await page.locator('#menu-products').tap();
    await expect(panel.getByRole('link', { name: 'PropertyShops' })).toBeVisible();
    await toggle.tap();
    await expect(panel).toBeHidden();
    await expect(page.locator('.site-header[data-menus-ready]')).toHaveCount(0);
  });

  test("when the app's code cannot load, a press is not held as if on its way, and the menu still answers", async ({ page }) => {
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.fulfill({ status: 500, body: 'down' }));
    await page.goto('/portfolio');
    await expect(page.locator('html')).toHaveAttribute('data-code-missing', 'true');
    const laravel = page.getByRole('button', { name: 'LARAVEL', exact: true });
    await laravel.tap();
    await expect(laravel).not.toHaveAttribute('data-pressed-before-code');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.tap();
    await expect(page.locator('#site-menu')).toBeVisible();
    await toggle.tap();
    await expect(page.locator('#site-menu')).toBeHidden();
    await expect(page.locator('main')).not.toHaveAttribute('inert');
  });

  test('a portfolio filter tapped at first paint is applied once the code arrives', async ({ page }) => {
    const code = await holdAppCode(page);
    await openPainted(page, '/portfolio');
    const laravel = page.getByRole('button', { name: 'LARAVEL', exact: true });
    await laravel.tap();
    await expect(laravel).toHaveAttribute('data-pressed-before-code', '');
    await stillPrerendered(page);

    code.release();
    await expect(laravel).toHaveAttribute('aria-pressed', 'true');
    await expect(laravel).not.toHaveAttribute('data-pressed-before-code');
    await expect(page.getByText(/Showing \d+ projects? in LARAVEL/)).toBeVisible();
    // Kept in the address like any press.
    await expect(page).toHaveURL(/\/portfolio\?category=LARAVEL$/);
  });

  test('an FAQ question tapped at first paint opens once the code arrives', async ({ page }) => {
    const code = await holdAppCode(page);
    await openPainted(page, '/about');
    const question = page.locator('.faq .accordion-button').nth(1);
    await question.scrollIntoViewIfNeeded();
    await question.tap();
    await stillPrerendered(page);

    code.release();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.faq .accordion-collapse').nth(1)).toBeVisible();
    // One open at a time: the first question, open by default, closed.
    await expect(page.locator('.faq .accordion-button').first()).toHaveAttribute('aria-expanded', 'false');
  });

  test('a carousel arrow tapped before its code moves the carousel once the code arrives', async ({ page }) => {
    // No auto-advance (the carousel keeps still for reduced motion): on a slow machine its 5 s
    // timer could move the slide too, and the check is that the tap alone moves it, once.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const code = await holdAppCode(page);
    await openPainted(page, '/');
    const carousel = page.locator('.portfolio-carousel');
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole('button', { name: 'Next projects' });
    await expect(carousel.locator('.carousel-bar__count')).toContainText('slide 1 of');
    await next.tap();
    await expect(next).toHaveAttribute('data-pressed-before-code', '');

    code.release();
    await expect(carousel.locator('.carousel-bar__count')).toContainText('slide 2 of');
    await expect(carousel.locator('.carousel-item').nth(1)).toHaveClass(/active/);
    await expect(next).not.toHaveAttribute('data-pressed-before-code');
  });

  test('three carousel arrow taps before its code move it three slides once the code arrives', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const code = await holdAppCode(page);
    await openPainted(page, '/');
    const carousel = page.locator('.portfolio-carousel');
    await carousel.scrollIntoViewIfNeeded();
    const next = carousel.getByRole('button', { name: 'Next projects' });
    await expect(carousel.locator('.carousel-bar__count')).toContainText('slide 1 of');
    for (let i = 0; i < 3; i++) await next.tap();
    await expect(next).toHaveAttribute('data-pressed-before-code', '');

    code.release();
    await expect(carousel.locator('.carousel-item').nth(3)).toHaveClass(/active/);
    await expect(carousel.locator('.carousel-bar__count')).toContainText('slide 4 of');
    await expect(next).not.toHaveAttribute('data-pressed-before-code');
  });

  test('a carousel dot tapped before its code opens the slide holding the projects that dot showed, once the slides regroup to the phone', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const code = await holdAppCode(page);
    await openPainted(page, '/');
    const carousel = page.locator('.portfolio-carousel');
    await carousel.scrollIntoViewIfNeeded();
    // Before the code the dots are the server's: four projects a slide.
    const dot = carousel.getByRole('button', { name: /^Show projects slide 3 of \d+$/ });
    const perServerSlide = Number(await carousel.getAttribute('data-per-slide'));
    await dot.tap();
    await expect(dot).toHaveAttribute('data-pressed-before-code', '');

    code.release();
    // One project a slide on a phone: slide 3 of the server's four-card slides starts at project 9.
    const first = 2 * perServerSlide + 1;
    await expect(carousel).toHaveAttribute('data-per-slide', '1');
    await expect(carousel.locator('.carousel-bar__count')).toContainText(`slide ${first} of`);
    await expect(carousel.locator('.carousel-item').nth(first - 1)).toHaveClass(/active/);
    await expect(carousel.locator('[data-pressed-before-code]')).toHaveCount(0);
  });

  test('Play tapped before the carousel code plays the slide show, whatever the motion setting the code then finds', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const code = await holdAppCode(page);
    await openPainted(page, '/');
    const carousel = page.locator('.portfolio-carousel');
    await carousel.scrollIntoViewIfNeeded();
    const rotation = carousel.locator('[data-rotation]');
    await expect(rotation).toHaveAccessibleName('Play the slide show');
    await rotation.tap();

    code.release();
    await expect(carousel).toHaveAttribute('data-per-slide', '1');
    await expect(rotation).toHaveAccessibleName('Pause the slide show');
    await expect(rotation).not.toHaveAttribute('data-pressed-before-code');
  });

  test('text typed and Send Details pressed before the form code arrive are kept and answered', async ({ page }) => {
    const { code, name } = await typeAndSendBeforeCode(page, '/contact-us');

    code.release();
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(page.getByText('Message is required')).toBeVisible();
    await expect(name).toHaveValue('Asha Verma');
    await expect(page.getByText('Name is required')).toHaveCount(0);
  });

  test('at the address with a trailing slash, the page painted is hydrated with what was typed, under its own address', async ({ page }) => {
    // The servers answer /contact-us/ with the page rendered for /contact-us (as some hosts, which
    // add the slash themselves, always do).
    const { code, name } = await typeAndSendBeforeCode(page, '/contact-us/');

    code.release();
    await waitForHydration(page);
    await expect(page.getByText('Email is required')).toBeVisible();
    await expect(name).toHaveValue('Asha Verma');
    expect(new URL(page.url()).pathname).toBe('/contact-us');
  });
});

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a carousel dot tapped before its code shows its slide once the code arrives', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const code = await holdAppCode(page);
    await openPainted(page, '/');
    const carousel = page.locator('.portfolio-carousel');
    await carousel.scrollIntoViewIfNeeded();
    const third = carousel.locator('.carousel-bar__dots button').nth(2);
    await expect(carousel.locator('.carousel-bar__count')).toContainText('slide 1 of');
    await third.click();
    await expect(third).toHaveAttribute('data-pressed-before-code', '');

    code.release();
    await expect(third).toHaveAttribute('aria-current', 'true');
    await expect(carousel.locator('.carousel-bar__count')).toContainText('slide 3 of');
    await expect(carousel.locator('.carousel-item').nth(2)).toHaveClass(/active/);
    await expect(third).not.toHaveAttribute('data-pressed-before-code');
  });

  test('a dropdown clicked at first paint opens, with no code, and stays open as the code takes over', async ({ page }) => {
    const code = await holdAppCode(page);
    await page.mouse.move(640, 700);
    await openPainted(page, '/about');
    const products = page.locator('#menu-products');
    await products.click();
    const link = page.locator('#site-menu').getByRole('link', { name: 'PropertyShops' });
    await expect(link).toBeVisible();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await stillPrerendered(page);

    code.release();
    await waitForHydration(page);
    // The first press on the page asked for the header's code; it takes the open dropdown over.
    await page.locator('main h1').click();
    await expect(page.locator('.site-header[data-menus-ready]')).toHaveCount(1);
    await expect(link).toBeHidden();
  });

  test('Escape closes a dropdown opened from the keyboard before the code, and the focus returns to its toggle', async ({ page }) => {
    const code = await holdAppCode(page);
    await openPainted(page, '/about');
    await page.locator('#menu-about').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('#menu-about')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const link = page.locator('#site-menu').getByRole('link', { name: 'About Us', exact: true });
    await expect(link).toBeFocused();
    await expect(link).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(link).toBeHidden();
    await expect(page.locator('#menu-about')).toBeFocused();
    await expect(page.locator('#menu-about')).toHaveAttribute('aria-expanded', 'false');
    code.release();
  });
});
