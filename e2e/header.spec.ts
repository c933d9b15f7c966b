import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { resizeTo, THIRD_PARTY, visit } from './support';

/** The header's nine items, in order: seven in the list, then the two actions. */
const ITEMS = '#site-menu > ul > li > :is(a, button), #site-menu > .site-menu__actions > a';

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

/**
 * Opens /about once, at the first of `widths`, and runs `check` at each width in turn on that page
 * load (resized and settled: resizeTo), each in a step named by its width: a page load per width
 * was most of what these checks cost.
 */
async function atEachWidth(page: Page, widths: readonly number[], height: number, check: (width: number) => Promise<void>) {
  for (const [index, width] of widths.entries()) {
    await test.step(`${width} px`, async () => {
      if (index === 0) {
        await page.setViewportSize({ width, height });
        await visit(page, '/about');
      } else {
        await resizeTo(page, width, height);
      }
      await check(width);
    });
  }
}

test('all nine header items show on one row at 992, 1024 and 1280 px, inside the page margin', async ({ page }) => {
  await atEachWidth(page, [992, 1024, 1280], 800, async (width) => {
    const items = page.locator(ITEMS);
    await expect(items).toHaveCount(9);
    const boxes = await items.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
    const bar = await page.locator('.site-header__bar').evaluate((element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
    });
    const middles = boxes.map((box) => box.top + box.height / 2);
    for (const [index, box] of boxes.entries()) {
      expect(box.width, `item ${index} shown at ${width} px`).toBeGreaterThan(0);
      expect(Math.abs((middles[index] ?? 0) - (middles[0] ?? 0)), `item ${index} on the first item's row at ${width} px`).toBeLessThan(4);
      expect(box.right, `item ${index} inside the margin at ${width} px`).toBeLessThanOrEqual(bar.right + 0.5);
    }
    // Nothing overlaps the logo, and the items keep their order from left to right.
    const brand = await page.locator('.site-header__brand').boundingBox();
    expect(boxes[0]?.left ?? 0, `${width} px: clear of the logo`).toBeGreaterThan((brand?.x ?? 0) + (brand?.width ?? 0));
    for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]?.left ?? 0, `${width} px: item ${i} after item ${i - 1}`).toBeGreaterThanOrEqual(boxes[i - 1]?.right ?? 0);
    await expect(page.getByRole('button', { name: 'Menu', exact: true }), `${width} px: no Menu button`).toBeHidden();
  });
});

test('below 992 px GET QUOTE stays beside the Menu button (375 and 768 px)', async ({ page }) => {
  await atEachWidth(page, [375, 768], 760, async (width) => {
    const quote = page.locator('.site-header__quick').getByRole('link', { name: 'GET QUOTE' });
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(quote).toBeVisible();
    await expect(toggle).toBeVisible();
    const [q, t] = [await quote.boundingBox(), await toggle.boundingBox()];
    expect(Math.abs((q?.y ?? 0) + (q?.height ?? 0) / 2 - ((t?.y ?? 0) + (t?.height ?? 0) / 2)), `${width} px: on one line`).toBeLessThan(2);
    expect((t?.x ?? 0) + (t?.width ?? 0), `${width} px: the Menu button's right edge`).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px: the page's width`).toBeLessThanOrEqual(width);
  });
});

test('at 768 px the menu button keeps the word that is its name, shows a cross while open, nothing beside it moves, and orange marks only the page you are on', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await visit(page, '/');
  const toggle = page.getByRole('button', { name: 'Menu', exact: true });
  // The word shown stays the button's name (label in name), open or closed.
  const word = () => toggle.evaluate((element) => (element as HTMLElement).innerText.trim());
  const middleBar = () => toggle.locator('.menu-icon__bar--middle').evaluate((bar) => getComputedStyle(bar).opacity);
  await expect.poll(word).toBe('Menu');
  await expect.poll(middleBar).toBe('1');
  const quote = page.locator('.site-header__quote');
  const closed = [await toggle.boundingBox(), await quote.boundingBox()];
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect.poll(word).toBe('Menu');
  // The three bars become a cross: the middle one fades out.
  await expect.poll(middleBar).toBe('0');
  expect([await toggle.boundingBox(), await quote.boundingBox()]).toEqual(closed);
  const about = page.locator('#site-menu').getByRole('button', { name: 'ABOUT US' });
  await about.click();
  await expect(about).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(0, 899);
  const colour = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).color);
  const home = page.locator('#site-menu').getByRole('link', { name: 'HOME', exact: true });
  await expect(home).toHaveClass(/active/);
  const portfolio = page.locator('#site-menu').getByRole('link', { name: 'PORTFOLIO', exact: true });
  // Polled: the links ease from one colour to the next.
  const plain = await colour(portfolio);
  await expect.poll(() => colour(about), { message: 'an open section is not marked like the current page' }).toBe(plain);
  await expect.poll(() => colour(home)).not.toBe(plain);
  await toggle.click();
  await expect.poll(middleBar).toBe('1');
});

test.describe('the phone menu (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true });

  test('without JavaScript no Menu button that cannot open shows; GET QUOTE and the footer take the visitor on', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/about');
    await expect(page.locator('.navbar-toggler')).toBeHidden();
    await expect(page.locator('.site-header__quick').getByRole('link', { name: 'GET QUOTE' })).toBeVisible();
    await expect(page.locator('footer').getByRole('link', { name: 'Portfolio' })).toBeVisible();
    await context.close();
  });

  test('covers the viewport, rows a thumb high with dividers, the page behind does not scroll', async ({ page }) => {
    await visit(page, '/about');
    await page.evaluate(() => window.scrollTo(0, 300));
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.tap();
    const panel = page.locator('#site-menu');
    await expect(panel).toBeVisible();
    await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const cover = await page.evaluate(() => {
      const header = document.querySelector('.site-header')?.getBoundingClientRect();
      const menu = document.getElementById('site-menu')?.getBoundingClientRect();
      return { headerTop: header?.top, menuTop: menu?.top, headerBottom: header?.bottom, menuBottom: menu?.bottom, left: menu?.left, right: menu?.right };
    });
    expect(cover.headerTop).toBe(0);
    expect(Math.abs((cover.menuTop ?? 0) - (cover.headerBottom ?? 0))).toBeLessThan(2);
    expect(cover.menuBottom).toBe(740);
    expect(cover.left).toBe(0);
    expect(cover.right).toBe(375);

    for (const row of await panel.locator(':scope > ul > li > :is(a, button)').all()) {
      const box = await row.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(48);
    }
    const divider = await panel.locator(':scope > ul > li').first().evaluate((li) => getComputedStyle(li).borderBottomWidth);
    expect(divider).toBe('1px');
    const actions = panel.locator('.site-menu__actions > a');
    await expect(actions).toHaveText(['GET QUOTE', /WHATSAPP/]);
    for (const action of await actions.all()) {
      const box = await action.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(375 - 2 * 20 - 1);
    }

    // The page behind keeps its place: a swipe or a wheel over the panel scrolls nothing behind it,
    // and the rest of the page takes no focus.
    await page.mouse.wheel(0, 600);
    await page.touchscreen.tap(200, 600);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await expect(page.locator('main')).toHaveAttribute('inert', '');
  });

  test('the dropdowns are sections that expand in place, one at a time', async ({ page }) => {
    await visit(page, '/');
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    const services = page.locator('#menu-services');
    await services.tap();
    await expect(services).toHaveAttribute('aria-expanded', 'true');
    const web = page.locator('#site-menu').getByRole('link', { name: 'Web Development' });
    await expect(web).toBeVisible();
    // In the flow of the panel, under its toggle: no box of its own that scrolls.
    const list = page.locator('#menu-services + .dropdown-menu');
    expect(await list.evaluate((element) => getComputedStyle(element).position)).toBe('static');
    expect(await list.evaluate((element) => element.scrollHeight <= element.clientHeight + 1)).toBe(true);
    await page.locator('#menu-about').tap();
    await expect(page.locator('#menu-about')).toHaveAttribute('aria-expanded', 'true');
    await expect(services).toHaveAttribute('aria-expanded', 'false');
    await expect(web).toBeHidden();
  });

  test('Escape from inside an open section, the button, or a link close it; focus goes back to the button', async ({ page }) => {
    await visit(page, '/about');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const panel = page.locator('#site-menu');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.locator('#menu-about')).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'About Us', exact: true })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-menu-open'))).toBe(false);
    await expect(page.locator('main')).not.toHaveAttribute('inert', '');

    await toggle.tap();
    await expect(panel).toBeVisible();
    await toggle.tap();
    await expect(panel).toBeHidden();

    await toggle.tap();
    await panel.getByRole('link', { name: 'PORTFOLIO', exact: true }).tap();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(panel).toBeHidden();
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('the tablet menu (768 px)', () => {
  test.use({ viewport: { width: 768, height: 1000 }, hasTouch: true });

  test('is a drawer a phone wide at the right, full height, over the dimmed page', async ({ page }) => {
    await visit(page, '/about');
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    const panel = page.locator('#site-menu');
    await expect(panel).toBeVisible();
    await panel.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
    const box = await panel.evaluate((element) => {
      const rows = element.querySelector('.site-menu__list')?.getBoundingClientRect();
      const actions = element.querySelector('.site-menu__actions')?.getBoundingClientRect();
      const rect = element.getBoundingClientRect();
      return { left: rect.left, right: rect.right, bottom: rect.bottom, rowsLeft: rows?.left ?? 0, rowsRight: rows?.right ?? 0, actionsLeft: actions?.left ?? 0 };
    });
    // The panel still covers the page (nothing behind takes a press); its rows take the right 384 px.
    expect([box.left, box.right, box.bottom]).toEqual([0, 768, 1000]);
    expect(box.rowsLeft).toBeGreaterThan(768 - 400);
    expect(box.rowsRight).toBeGreaterThan(768 - 30);
    expect(box.actionsLeft).toBe(box.rowsLeft);
    // Left of the drawer the page shows through, dimmed: the panel's own pixels there are not white.
    const pixel = await page.screenshot({ clip: { x: 20, y: 900, width: 1, height: 1 } });
    const { data } = await sharp(pixel).raw().toBuffer({ resolveWithObject: true });
    expect(data[0] + data[1] + data[2]).toBeLessThan(3 * 200);
  });
});

/** A control and 6 px around it, as pixels. */
async function pixels(page: Page, control: Locator) {
  const box = await control.boundingBox();
  if (!box) throw new Error('control not shown');
  const shot = await page.screenshot({ clip: { x: box.x - 6, y: box.y - 6, width: box.width + 12, height: box.height + 12 } });
  return sharp(shot).raw().toBuffer();
}

/** How many pixels differ between two equal-sized captures. */
function changed(a: Buffer, b: Buffer): number {
  let count = 0;
  for (let i = 0; i < a.length; i += 4) if (a[i] !== b[i] || a[i + 1] !== b[i + 1] || a[i + 2] !== b[i + 2]) count += 1;
  return count;
}

for (const { width, name, control } of [
  { width: 375, name: 'the Menu button', control: (page: Page) => page.getByRole('button', { name: 'Menu', exact: true }) },
  { width: 375, name: "the bar's GET QUOTE", control: (page: Page) => page.locator('.site-header__quick').getByRole('link', { name: 'GET QUOTE' }) },
  { width: 1280, name: 'a menu link', control: (page: Page) => page.locator('#site-menu').getByRole('link', { name: 'PORTFOLIO', exact: true }) },
  { width: 1280, name: 'a dropdown toggle', control: (page: Page) => page.locator('#menu-services') },
  { width: 1280, name: 'GET QUOTE', control: (page: Page) => page.locator('.site-menu__actions').getByRole('link', { name: 'GET QUOTE' }) },
  { width: 1280, name: 'WHATSAPP', control: (page: Page) => page.getByRole('link', { name: /WHATSAPP/ }) },
]) {
  test(`${name} shows the keyboard focus with a ring, not a colour alone (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 760 });
    await page.mouse.move(width / 2, 700);
    await visit(page, '/about');
    const target = control(page);
    const before = await pixels(page, target);
    // Keyboard focus, as a visitor tabbing from the top of the page gives it.
    for (let presses = 0; presses < 30 && !(await target.evaluate((element) => element === document.activeElement)); presses += 1) {
      await page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
    const outline = await target.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: style.outlineWidth, style: style.outlineStyle };
    });
    expect(outline).toEqual({ width: '2px', style: 'solid' });
    const after = await pixels(page, target);
    // A 2 px ring round the control changes far more pixels than a change of text colour would leave unseen.
    expect(changed(before, after)).toBeGreaterThan(100);
  });
}

for (const width of [1024, 1280]) {
  test(`a pointer moving straight down from SERVICES into its panel keeps it open (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, '/about');
    const toggle = page.getByRole('button', { name: 'SERVICES' });
    const box = await toggle.boundingBox();
    if (!box) throw new Error('no SERVICES button');
    const x = box.x + box.width / 2;
    await page.mouse.move(x, box.y + box.height / 2);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('.mega-menu');
    await expect(panel).toBeVisible();
    const top = (await panel.boundingBox())?.y ?? 0;
    // Down in small steps, through the strip between the button and the panel, into the panel.
    await page.mouse.move(x, top + 40, { steps: 12 });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: /^Web Development/ })).toBeVisible();
  });
}

test('a dropdown hover opened closes as the pointer leaves; one a click kept stays until a click outside or Escape (1280 px)', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/about');
  const toggle = page.getByRole('button', { name: 'PRODUCTS' });
  const away = async () => {
    await page.mouse.move(640, 760, { steps: 4 });
    // Two frames: the leave has been handled and any re-render painted.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  };
  await toggle.hover();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await away();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.hover();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await toggle.click();
  await away();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await expect(page.locator('#menu-products + .dropdown-menu')).toBeVisible();
  await page.mouse.click(640, 760);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await away();
  expect(await toggle.getAttribute('aria-expanded')).toBe('true');
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the Services menu, taller than a short window, opens at its top each time, not where it was last scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 420 });
  await visit(page, '/about');
  const toggle = page.getByRole('button', { name: 'SERVICES' });
  const panel = page.locator('.mega-menu');
  await toggle.click();
  await expect(panel).toBeVisible();
  // The click fetches the menus' code; scrolled before it took over, the panel is set back to its
  // top as the code opens it (a race on a busy machine): this test is about the code's reopening.
  await expect(page.locator('.site-header[data-menus-ready]')).toHaveCount(1);
  const room = await panel.evaluate((element) => element.scrollHeight - element.clientHeight);
  expect(room).toBeGreaterThan(100);
  await panel.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect.poll(() => panel.evaluate((element) => element.scrollTop)).toBeGreaterThan(100);
  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(panel).toBeVisible();
  expect(await panel.evaluate((element) => element.scrollTop)).toBe(0);
});

/**
 * The room between the wide menu's neighbours, as the eye sees it: from the logo to HOME's word,
 * between the words of the list (a toggle's chevron is part of its word), from the last word to
 * GET QUOTE's edge. A link's padding is its target, not its look, so it counts as room.
 */
async function rowGaps(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const padded = (element: Element, side: 'Left' | 'Right') => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return side === 'Left' ? box.left + parseFloat(style.paddingLeft) : box.right - parseFloat(style.paddingRight);
    };
    const brand = document.querySelector('.site-header__brand svg') as Element;
    const items = Array.from(document.querySelectorAll('#site-menu > ul > li > :is(a, button)'));
    const quote = document.querySelector('#site-menu > .site-menu__actions > a') as Element;
    const gaps = [padded(items[0] as Element, 'Left') - brand.getBoundingClientRect().right];
    for (let i = 1; i < items.length; i += 1) gaps.push(padded(items[i] as Element, 'Left') - padded(items[i - 1] as Element, 'Right'));
    gaps.push(quote.getBoundingClientRect().left - padded(items[items.length - 1] as Element, 'Right'));
    return gaps;
  });
}

test("the wide menu's row keeps even room between its items at 992, 1024 and 1280 px, never packed", async ({ page }) => {
  await atEachWidth(page, [992, 1024, 1280], 800, async (width) => {
    const gaps = await rowGaps(page);
    expect(gaps, `${width} px`).toHaveLength(8);
    expect(Math.max(...gaps) - Math.min(...gaps), `${width} px: gaps ${gaps.map((gap) => gap.toFixed(1)).join(', ')}`).toBeLessThan(1.5);
    expect(Math.min(...gaps), `${width} px: gaps ${gaps.map((gap) => gap.toFixed(1)).join(', ')}`).toBeGreaterThanOrEqual(13);
  });
});

/** What marks a link as the page's: its colour and underline. */
const markOf = (locator: Locator) =>
  locator.evaluate((element) => {
    const style = getComputedStyle(element);
    return { color: style.color, line: style.textDecorationLine, thickness: style.textDecorationThickness, offset: style.textUnderlineOffset };
  });

test('the section of the page is marked in the prerendered page as the current page is, with JavaScript off too (1280 px)', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/');
  const current = await markOf(page.locator('#site-menu').getByRole('link', { name: 'HOME', exact: true }));
  expect(current.line).toBe('underline');
  for (const { path, section, item } of [
    { path: '/web-development', section: 'services', item: 'Web Development' },
    { path: '/search-engine-optimization', section: 'services', item: 'SEO' },
    { path: '/intranet-applications', section: 'services', item: null },
    { path: '/product/serviceplex', section: 'products', item: 'ServicePlex' },
    { path: '/careers', section: 'about', item: 'Careers' },
  ]) {
    await page.goto(path);
    const toggle = page.locator(`#menu-${section}`);
    expect(await markOf(toggle), path).toEqual(current);
    // A toggle is not a page: it is marked by look alone.
    await expect(toggle).not.toHaveAttribute('aria-current');
    for (const other of ['about', 'services', 'products'].filter((id) => id !== section)) {
      const mark = await markOf(page.locator(`#menu-${other}`));
      expect(mark.line, `${other} on ${path}`).toBe('none');
      expect(mark.color, `${other} on ${path}`).not.toBe(current.color);
    }
    // The page's own item in the dropdown is the current page (the list is in the markup, closed).
    const marked = page.locator('#site-menu [aria-current="page"]');
    if (item) {
      await expect(marked).toHaveCount(1);
      await expect(marked).toHaveAttribute('aria-label', item);
      await expect(page.locator(`#menu-${section} + .dropdown-menu [aria-current="page"]`)).toHaveCount(1);
    } else {
      await expect(marked).toHaveCount(0);
    }
  }
  await context.close();
});

test('the phone menu marks the section of the page and its item, open or closed (375 px)', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await visit(page, '/web-development');
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const services = page.locator('#menu-services');
  const portfolio = page.locator('#site-menu').getByRole('link', { name: 'PORTFOLIO', exact: true });
  await page.mouse.move(0, 759);
  const plain = await markOf(portfolio);
  const mark = await markOf(services);
  expect(mark.line).toBe('underline');
  expect(mark.color).not.toBe(plain.color);
  await services.click();
  await expect(services).toHaveAttribute('aria-expanded', 'true');
  await page.mouse.move(0, 759);
  // Polled: the colours ease.
  await expect.poll(() => markOf(services)).toEqual(mark);
  const item = page.locator('#site-menu').getByRole('link', { name: 'Web Development' });
  await expect(item).toHaveAttribute('aria-current', 'page');
  await expect.poll(async () => (await markOf(item.locator('.menu-item__label'))).color).toBe(mark.color);
  expect((await markOf(page.locator('#menu-about'))).line).toBe('none');
});

/** Where a dropdown's panel starts against the bar's lower edge, and how it looks. */
const panelOf = (page: Page, id: string) =>
  page.evaluate((menu) => {
    const panel = document.querySelector(`#menu-${menu} + .dropdown-menu`) as HTMLElement;
    const style = getComputedStyle(panel);
    return {
      offset: Math.round((panel.getBoundingClientRect().top - (document.querySelector('.site-header') as Element).getBoundingClientRect().bottom) * 10) / 10,
      look: { shadow: style.boxShadow, radius: style.borderRadius, background: style.backgroundColor, border: style.borderTopWidth },
    };
  }, id);

const MENUS = ['about', 'services', 'products'] as const;

for (const width of [1024, 1280]) {
  test(`every dropdown opens at the bar's lower edge in the same panel, by pointer, keyboard or press (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const seen: { how: string; menu: string; offset: number; look: unknown }[] = [];
    const opens: Record<string, (menu: (typeof MENUS)[number]) => Promise<void>> = {
      pointer: (menu) => page.locator(`#menu-${menu}`).hover(),
      keyboard: async (menu) => {
        await page.keyboard.press('Escape');
        await page.locator(`#menu-${menu}`).focus();
        await page.keyboard.press('Enter');
      },
      press: (menu) => page.locator(`#menu-${menu}`).click(),
    };
    for (const [how, open] of Object.entries(opens)) {
      await page.mouse.move(width / 2, 700);
      await visit(page, '/about');
      for (const menu of MENUS) {
        await open(menu);
        await expect(page.locator(`#menu-${menu} + .dropdown-menu`)).toBeVisible();
        await expect(page.locator(`#menu-${menu}`)).toHaveAttribute('aria-expanded', 'true');
        seen.push({ how, menu, ...(await panelOf(page, menu)) });
      }
    }
    for (const { how, menu, offset } of seen) expect(offset, `${menu} opened by ${how}`).toBe(0);
    for (const { how, menu, look } of seen) expect(look, `${menu} opened by ${how}`).toEqual(seen[0]?.look);
  });
}

test('a dropdown tapped on a touch screen opens at the bar\'s lower edge like the others (1024 px)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  const page = await context.newPage();
  await page.route(THIRD_PARTY, (route) => route.abort());
  await visit(page, '/about');
  for (const menu of MENUS) {
    await page.locator(`#menu-${menu}`).tap();
    await expect(page.locator(`#menu-${menu}`)).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator(`#menu-${menu} + .dropdown-menu`)).toBeVisible();
    expect((await panelOf(page, menu)).offset, menu).toBe(0);
  }
  await context.close();
});

// From 992 to 1199 px the logo keeps its 50 px and WhatsApp's word makes the room: the pictogram
// shows, the link keeps its name; from 1200 px the word shows again.
test('WHATSAPP at 992 and 1024 px: the pictogram alone, the name unchanged; at 1280 px its word beside the pictogram', async ({ page }) => {
  await atEachWidth(page, [992, 1024, 1280], 800, async (width) => {
    const word = width >= 1200;
    const link = page.locator('#site-menu .btn-whatsapp');
    await expect(link).toHaveAccessibleName(/^WHATSAPP \(chat opens in a new tab\)$/);
    const shown = await link.evaluate((element) => {
      const label = element.querySelector('.btn-whatsapp__label') as HTMLElement;
      const icon = element.querySelector('.btn-whatsapp__icon') as Element;
      return { label: label.getBoundingClientRect().width, icon: icon.getBoundingClientRect().width, logo: (document.querySelector('.site-header svg.logo') as Element).getBoundingClientRect().height };
    });
    expect(shown.icon, `${width} px: the pictogram`).toBeGreaterThan(15);
    expect(shown.logo, `${width} px: the logo's height`).toBe(50);
    if (word) expect(shown.label, `${width} px: the word`).toBeGreaterThan(40);
    else expect(shown.label, `${width} px: no word`).toBeLessThanOrEqual(1);
  });
});

// Every control of the phone bar is whole, down to a 320 px phone: nothing cut at the row's end.
test('the phone bar fits 320, 340, 360, 375 and 414 px: logo, GET QUOTE and the Menu button inside the viewport', async ({ page }) => {
  await atEachWidth(page, [320, 340, 360, 375, 414], 700, async (width) => {
    const boxes = await page.evaluate(() =>
      ['.site-header__brand svg', '.site-header__quote', '.site-header__toggle'].map((selector) => {
        const { left, right } = (document.querySelector(selector) as Element).getBoundingClientRect();
        return { selector, left, right };
      }),
    );
    for (const box of boxes) {
      expect(box.left, `${box.selector} at ${width} px`).toBeGreaterThanOrEqual(0);
      expect(box.right, `${box.selector} at ${width} px`).toBeLessThanOrEqual(width);
    }
    for (let i = 1; i < boxes.length; i += 1) expect(boxes[i]?.left ?? 0, `${width} px: ${boxes[i]?.selector} after ${boxes[i - 1]?.selector}`).toBeGreaterThanOrEqual(boxes[i - 1]?.right ?? 0);
  });
});
