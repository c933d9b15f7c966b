import { expect, test, type Page, type Route } from '@playwright/test';
import { THIRD_PARTY, visit, waitForSettled } from './support';

/**
 * The header's menus load only when the visitor first does something (src/components/layout/header.tsx).
 * Until then the prerendered header must work: these tests hold the menus' code back and use it.
 */
const HEADER_CODE = /\/assets\/header-nav-[\w-]+\.js$/;

/** Holds the header's code until `release()`; `requested()` tells whether it has been asked for. */
async function holdHeaderCode(page: Page) {
  let asked = false;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(HEADER_CODE, async (route: Route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { requested: () => asked, release };
}

const ready = (page: Page) => page.locator('.site-header[data-menus-ready]');

/**
 * Before the menus' code arrives (held back), the visitor points at SERVICES and clicks it at once
 * on /about: its toggle, its Web Development link and the held code.
 */
async function pointAndClickServicesBeforeCode(page: Page) {
  const code = await holdHeaderCode(page);
  await visit(page, '/about');
  const services = page.getByRole('button', { name: 'SERVICES' });
  const link = page.locator('#site-menu').getByRole('link', { name: 'Web Development' });
  await services.hover();
  await services.click();
  return { code, services, link };
}

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

test('a visitor who only reads never loads the menus; the first press anywhere does', async ({ page }) => {
  const code = await holdHeaderCode(page);
  // The pointer rests below the header, as a reader's would (over the header, it would ask for the code).
  await page.mouse.move(300, 500);
  await visit(page, '/');
  await waitForSettled(page);
  expect(code.requested()).toBe(false);
  await expect(ready(page)).toHaveCount(0);
  await page.mouse.down();
  await page.mouse.up();
  await expect.poll(code.requested).toBe(true);
  code.release();
  await expect(ready(page)).toHaveCount(1);
});

test.describe('desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a dropdown opens on hover before the code arrives and stays open as the code takes over', async ({ page }) => {
    const code = await holdHeaderCode(page);
    await visit(page, '/about');
    await page.getByRole('button', { name: 'SERVICES' }).hover();
    await expect(page.locator('#site-menu').getByRole('link', { name: 'Web Development' })).toBeVisible();
    // Its chevron turns with it (open: pointing up, the matrix's first term negative), code or not.
    const chevron = () => page.getByRole('button', { name: 'SERVICES' }).evaluate((toggle) => new DOMMatrix(getComputedStyle(toggle, '::after').transform).a);
    await expect.poll(chevron).toBeLessThan(-0.7);
    // The page's script opens the menu and asks for the code in the same press; the request reaches
    // the route a moment after the menu shows on a busy machine: wait for it, not for time.
    await expect.poll(code.requested).toBe(true);
    await expect(ready(page)).toHaveCount(0);

    code.release();
    await expect(ready(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'SERVICES' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-menu').getByRole('link', { name: 'Web Development' })).toBeVisible();
    await page.mouse.move(640, 600);
    await expect(page.locator('.dropdown-menu.show')).toHaveCount(0);
    await expect(page.locator('#site-menu').getByRole('link', { name: 'Web Development' })).toBeHidden();
  });

  test('a dropdown pointed at and clicked before the code arrives stays open as the pointer leaves once the code has taken over, as a clicked menu does', async ({ page }) => {
    // The visitor points at SERVICES and clicks it at once, before the menus' code has arrived.
    const { code, services, link } = await pointAndClickServicesBeforeCode(page);
    await expect(link).toBeVisible();
    await expect.poll(code.requested).toBe(true);
    code.release();
    await expect(ready(page)).toHaveCount(1);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    // Clicked, it is the visitor's: the pointer leaving does not close it...
    await page.mouse.move(640, 600, { steps: 4 });
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeVisible();
    // ...a click outside does.
    await page.mouse.click(640, 600);
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(link).toBeHidden();
  });

  for (const close of ['a second click', 'Escape'] as const) {
    test(`a dropdown opened and closed by ${close} before the code, the pointer still on it, stays closed then and as the code takes over`, async ({ page }) => {
      const { code, services, link } = await pointAndClickServicesBeforeCode(page);
      await expect(services).toHaveAttribute('aria-expanded', 'true');
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await services.click();
      await expect(services).toHaveAttribute('aria-expanded', 'false');
      // Not drawn by the hover stand-in either, under the pointer that closed it.
      await expect(link).toBeHidden();
      await expect.poll(code.requested).toBe(true);
      code.release();
      await expect(ready(page)).toHaveCount(1);
      // The code's first frames, and the pointer's entry React replays once it has hydrated the bar.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))));
      await expect(services).toHaveAttribute('aria-expanded', 'false');
      await expect(link).toBeHidden();
      // Pointing at it again opens it, as hover does.
      await page.mouse.move(640, 600);
      await services.hover();
      await expect(services).toHaveAttribute('aria-expanded', 'true');
    });
  }

  test("a screen reader's activation (a bare click, no pointer, no focus) opens a dropdown before the code and keeps it open after", async ({
    page,
  }) => {
    const code = await holdHeaderCode(page);
    await page.mouse.move(640, 600);
    await visit(page, '/about');
    const services = page.getByRole('button', { name: 'SERVICES' });
    const link = page.locator('#site-menu').getByRole('link', { name: 'Web Development' });
    await expect(link).toBeHidden();
    // NVDA's browse-mode Enter and VoiceOver's VO-Space send a click event alone.
    await services.dispatchEvent('click');
    await expect(link).toBeVisible();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect.poll(code.requested).toBe(true);

    code.release();
    await expect(ready(page)).toHaveCount(1);
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    await expect(link).toBeVisible();
    // The code's menu now: a press outside closes it.
    await page.mouse.click(640, 600);
    await expect(link).toBeHidden();
    await expect(services).toHaveAttribute('aria-expanded', 'false');
  });

  test('from the keyboard before the code arrives, what shows is what the toggle says: Enter opens it, Tab reaches its links, Tab past them closes it', async ({ page }) => {
    const code = await holdHeaderCode(page);
    await visit(page, '/about');
    const products = page.getByRole('button', { name: 'PRODUCTS' });
    await products.focus();
    const serviceplex = page.locator('#site-menu').getByRole('link', { name: 'ServicePlex' });
    const propertyshops = page.locator('#site-menu').getByRole('link', { name: 'PropertyShops' });
    // Focus alone opens nothing, as with the code: the toggle says collapsed and nothing shows.
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(serviceplex).toBeHidden();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(serviceplex).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(propertyshops).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('#site-menu').getByRole('link', { name: 'All Products' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(propertyshops).toBeHidden();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    // Back to its toggle (its links are hidden again), opened again, and the code takes it over open.
    await page.keyboard.press('Shift+Tab');
    await expect(products).toBeFocused();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(serviceplex).toBeFocused();
    code.release();
    await expect(ready(page)).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'PRODUCTS' })).toHaveAttribute('aria-expanded', 'true');
    await expect(serviceplex).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(serviceplex).toBeHidden();
    await expect(page.getByRole('button', { name: 'PRODUCTS' })).toBeFocused();
  });

  for (const width of [1024, 1280]) {
    test(`before the code arrives every dropdown opens at the bar's lower edge, by pointer or press, as with the code (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await holdHeaderCode(page);
      await page.mouse.move(width / 2, 700);
      await visit(page, '/about');
      const offset = (menu: string) =>
        page.evaluate((id) => {
          const panel = (document.querySelector(`#menu-${id} + .dropdown-menu`) as Element).getBoundingClientRect();
          return Math.round((panel.top - (document.querySelector('.site-header') as Element).getBoundingClientRect().bottom) * 10) / 10;
        }, menu);
      for (const how of ['pointer', 'press'] as const) {
        for (const menu of ['about', 'services', 'products']) {
          const toggle = page.locator(`#menu-${menu}`);
          if (how === 'pointer') await toggle.hover();
          else await toggle.click();
          await expect(page.locator(`#menu-${menu} + .dropdown-menu`)).toBeVisible();
          expect(await offset(menu), `${menu} opened by ${how}`).toBe(0);
        }
      }
      await expect(ready(page)).toHaveCount(0);
    });
  }

  test('a header link before the code arrives is a plain link to its page', async ({ page }) => {
    await holdHeaderCode(page);
    await visit(page, '/about');
    await page.locator('#site-menu').getByRole('link', { name: 'PORTFOLIO', exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/portfolio/i);
  });

  test('a move to another page from the content waits for the menus and leaves the header whole', async ({ page }) => {
    const code = await holdHeaderCode(page);
    await visit(page, '/about');
    // The footer's links are the router's once its code has taken the footer over (before that
    // they are plain links and load the next page afresh, which is not the move tested here). The
    // scroll to it is the first interaction: it asks for the menus' code, which is held.
    const careers = page.locator('footer').getByRole('link', { name: 'Careers' });
    await careers.scrollIntoViewIfNeeded();
    await expect(page.locator('[data-awaits-code]:has(footer)')).toHaveCount(0);
    await expect.poll(code.requested).toBe(true);
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    await careers.click();
    code.release();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page).toHaveTitle(/^Careers \| /);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await expect(ready(page)).toHaveCount(1);
    await expect(page.locator('#site-menu > ul > li')).toHaveCount(7);
    await expect(page.locator('#site-menu > .site-menu__actions > a')).toHaveCount(2);
  });
});

test.describe('phones (375 px)', () => {
  test.use({ viewport: { width: 375, height: 760 }, hasTouch: true });

  test('the menu button opens the menu before the code arrives; the code takes it over open', async ({ page }) => {
    const code = await holdHeaderCode(page);
    await visit(page, '/about');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const portfolio = page.locator('#site-menu').getByRole('link', { name: 'PORTFOLIO', exact: true });
    await expect(portfolio).toBeHidden();
    await toggle.tap();
    await expect(portfolio).toBeVisible();
    await expect.poll(code.requested).toBe(true);

    code.release();
    await expect(ready(page)).toHaveCount(1);
    await expect(portfolio).toBeVisible();
    await toggle.tap();
    await expect(page.locator('#site-menu')).not.toHaveClass(/show/);
    await expect(portfolio).toBeHidden();
  });

  // The code's render of the bar reads what is open, and hydration yields to the browser before its
  // commit: a tap that closes the panel meanwhile (the page's script answers it, React does not see
  // it) must not leave the code committing the panel it read, the page locked behind a closed one.
  // A slowed processor widens that window so that the second tap lands in it.
  test('a tap that closes the menu while the code takes it over leaves it closed and the page usable', async ({ page }) => {
    await visit(page, '/about');
    // Every script asked for from now on (the menus' code and the chunks it imports) is held.
    const held: string[] = [];
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/[\w-]+\.js$/, async (route: Route) => {
      held.push(route.request().url());
      await released;
      await route.continue();
    });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.tap();
    await expect(page.locator('#site-menu')).toHaveClass(/show/);
    await expect.poll(() => held.some((url) => HEADER_CODE.test(url))).toBe(true);
    // The second tap as soon as all of it has come, while React renders the bar with it.
    const arrived = Promise.all(held.map((url) => page.waitForResponse(url)));
    release();
    await arrived;
    await toggle.tap();
    await expect(ready(page)).toHaveCount(1);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await expect(page.locator('#site-menu')).not.toHaveClass(/show/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('html')).not.toHaveAttribute('data-menu-open');
    await expect(page.locator('#root > [inert]')).toHaveCount(0);
    // Still one press per toggle: the next tap opens it.
    await toggle.tap();
    await expect(page.locator('#site-menu')).toHaveClass(/show/);
  });

  test('a menu opened before the code closes when the window grows to the wide menu, leaving the page usable', async ({ page }) => {
    const code = await holdHeaderCode(page);
    await visit(page, '/about');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.tap();
    await expect(page.locator('main')).toHaveAttribute('inert', '');
    // A tablet turned on its side: the wide menu has no Menu button to close the panel with.
    await page.setViewportSize({ width: 1200, height: 760 });
    await expect(page.locator('.navbar-toggler')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('#site-menu')).not.toHaveClass(/\bshow\b/);
    await expect(page.locator('main')).not.toHaveAttribute('inert');
    await expect(page.locator('html')).not.toHaveAttribute('data-menu-open');
    await page.locator('main a').first().focus();
    await expect(page.locator('main a').first()).toBeFocused();

    // The code takes the header over closed, and answers the Menu button back on a phone's width.
    code.release();
    await expect(ready(page)).toHaveCount(1);
    await page.setViewportSize({ width: 375, height: 760 });
    await expect(page.locator('#site-menu')).toBeHidden();
    await toggle.tap();
    await expect(page.locator('#site-menu').getByRole('link', { name: 'PORTFOLIO', exact: true })).toBeVisible();
  });
});

test.describe('tablets (768 px)', () => {
  test.use({ viewport: { width: 768, height: 1000 }, hasTouch: true });

  test('a tap on the dimmed page beside the drawer closes it, before the code and after; a tap in its margin does not', async ({ page }) => {
    const code = await holdHeaderCode(page);
    await visit(page, '/about');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const panel = page.locator('#site-menu');
    await toggle.tap();
    await expect(panel).toHaveClass(/\bshow\b/);
    await page.touchscreen.tap(100, 500);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('main')).not.toHaveAttribute('inert');

    code.release();
    await toggle.tap();
    await expect(ready(page)).toHaveCount(1);
    await expect(panel).toHaveClass(/\bshow\b/);
    // The drawer's own side padding, to its very edge, is part of the drawer.
    const list = await panel.locator('.site-menu__list').boundingBox();
    const padding = await panel.evaluate((element) => parseFloat(getComputedStyle(element).paddingRight));
    for (const x of [(list?.x ?? 0) - 4, (list?.x ?? 0) - padding + 1]) {
      await page.touchscreen.tap(x, 500);
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    }
    await page.touchscreen.tap(100, 500);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('a held tap on the dimmed page over a link closes the drawer and follows nothing', async ({ page }) => {
    await visit(page, '/');
    const quote = page.locator('.page-hero').getByRole('link', { name: 'Get a Free Quote' });
    const box = await quote.boundingBox();
    const [x, y] = [(box?.x ?? 0) + 10, (box?.y ?? 0) + (box?.height ?? 0) / 2];
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.tap();
    await expect(ready(page)).toHaveCount(1);
    await expect(page.locator('#site-menu')).toHaveClass(/\bshow\b/);
    // A finger held a moment, as people tap: the press and the click come apart in time.
    const touch = await page.context().newCDPSession(page);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    await page.waitForTimeout(150);
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('phones (375 px): the panel\'s side padding', () => {
  test.use({ viewport: { width: 375, height: 760 }, hasTouch: true });

  test('a tap in the full-width panel\'s side padding never closes it, before the code or after', async ({ page }) => {
    await holdHeaderCode(page);
    await visit(page, '/about');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.tap();
    await page.touchscreen.tap(2, 600);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
