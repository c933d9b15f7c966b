import { expect, test } from '@playwright/test';
import { THIRD_PARTY, visit } from './support';

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

test.describe('desktop menu (1280 px)', () => {
  test.beforeEach(async ({ page }) => {
    await visit(page, '/about');
  });

  test('every top-level item is there, in order', async ({ page }) => {
    const nav = page.locator('#site-menu');
    await expect(nav.locator(':scope > ul > li > :is(a, button), :scope > .site-menu__actions > a')).toHaveText([
      'HOME',
      'ABOUT US',
      'SERVICES',
      'PRODUCTS',
      'PORTFOLIO',
      /BLOGS/,
      'CASE STUDIES',
      'GET QUOTE',
      /WHATSAPP/,
    ]);
    await expect(page.getByRole('link', { name: /WHATSAPP/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByRole('link', { name: /WHATSAPP/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+$/);
    await expect(page.getByRole('link', { name: /BLOGS/ })).toHaveAttribute('href', /^https?:\/\//);
    await expect(page.locator('.site-header svg.logo')).toHaveAttribute('height', '50');
  });

  test('dropdowns open on hover, close on leaving, and only one is open', async ({ page }) => {
    await page.getByRole('button', { name: 'ABOUT US' }).hover();
    await expect(page.getByRole('link', { name: 'Clients' }).first()).toBeVisible();
    await page.getByRole('button', { name: 'PRODUCTS' }).hover();
    await expect(page.locator('.dropdown-menu.show')).toHaveCount(1);
    await expect(page.locator('.dropdown-menu.show')).toContainText('PropertyShops');
    await page.mouse.move(640, 600);
    await expect(page.locator('.dropdown-menu.show')).toHaveCount(0);
  });

  test('a click on a menu opened by hovering keeps it open; a click on another menu switches to it', async ({ page }) => {
    const products = page.getByRole('button', { name: 'PRODUCTS' });
    await products.hover();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('.dropdown-menu.show')).toContainText('PropertyShops');
    const about = page.getByRole('button', { name: 'ABOUT US' });
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.dropdown-menu.show')).toHaveCount(1);
  });

  test('the services mega menu has three columns and a click navigates and closes it', async ({ page }) => {
    await page.getByRole('button', { name: 'SERVICES' }).click();
    const menu = page.locator('.mega-menu.show');
    await expect(menu.locator('.dropdown-header')).toHaveText([
      'Web and Mobile Application',
      'Digital Marketing',
      'Design',
    ]);
    const boxes = await menu.locator('.mega-column').evaluateAll((columns) =>
      columns.map((column) => column.getBoundingClientRect().left),
    );
    expect(new Set(boxes).size).toBe(3);
    await menu.getByRole('link', { name: 'UI/UX Design' }).click();
    await expect(page).toHaveURL(/\/ui-ux-design$/);
    await expect(page.locator('.dropdown-menu.show')).toHaveCount(0);
  });

  test('the services menu spans the content box, logo edge to buttons edge, and the page under the bar dims while it is open', async ({ page }) => {
    const dim = () => page.locator('.site-header').evaluate((bar) => getComputedStyle(bar, '::after').opacity);
    expect(await dim()).toBe('0');
    await page.getByRole('button', { name: 'SERVICES' }).click();
    const menu = page.locator('.mega-menu.show');
    await expect(menu).toBeVisible();
    const [panel, logo, actions] = await Promise.all([menu.boundingBox(), page.locator('.site-header__brand').boundingBox(), page.locator('.site-menu__actions').boundingBox()]);
    expect(Math.abs((panel?.x ?? 0) - (logo?.x ?? -9))).toBeLessThanOrEqual(1);
    expect(Math.abs((panel?.x ?? 0) + (panel?.width ?? 0) - ((actions?.x ?? 0) + (actions?.width ?? 0)))).toBeLessThanOrEqual(1);
    await expect.poll(dim).toBe('1');
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect.poll(dim).toBe('0');
  });

  test('Escape closes a dropdown the pointer opened while the focus is on the page, and the dim with it', async ({ page }) => {
    await page.mouse.click(640, 600);
    const toggle = page.getByRole('button', { name: 'SERVICES' });
    await toggle.hover();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await page.evaluate(() => document.activeElement?.closest('.site-header') ?? null)).toBeNull();
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('.dropdown-menu.show')).toHaveCount(0);
  });

  test('a click outside and Escape close an open dropdown', async ({ page }) => {
    const toggle = page.getByRole('button', { name: 'ABOUT US' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.click(640, 700);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('menus work from the keyboard', async ({ page }) => {
    await page.getByRole('button', { name: 'PRODUCTS' }).focus();
    // Focus in the header asks for the menus' code (keyboard users reach the header with Tab, which does too).
    await expect(page.locator('.site-header[data-menus-ready]')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.dropdown-menu.show .dropdown-item').first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/product\/serviceplex$/);
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });
});

test.describe('small screens (375 px)', () => {
  test.use({ viewport: { width: 375, height: 760 } });

  test('the menu collapses behind a toggle and any chosen link closes it', async ({ page }) => {
    await visit(page, '/about');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    const portfolio = page.getByRole('link', { name: 'PORTFOLIO', exact: true });
    await expect(portfolio).toBeHidden();
    await toggle.click();
    await expect(portfolio).toBeVisible();
    await portfolio.click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.locator('#site-menu')).not.toHaveClass(/show/);

    await toggle.click();
    await page.getByRole('button', { name: 'SERVICES' }).click();
    await page.locator('#site-menu').getByRole('link', { name: 'Web Development' }).click();
    await expect(page).toHaveURL(/\/web-development$/);
    await expect(page.locator('#site-menu')).not.toHaveClass(/show/);
  });

  test('a menu opened while the next page is still arriving stays open when it arrives', async ({ page }) => {
    await visit(page, '/about');
    // The portfolio page's code is held back until the menu has been opened again.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/portfolio-page-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await toggle.click();
    await page.getByRole('link', { name: 'PORTFOLIO', exact: true }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Portfolio' })).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#site-menu')).toHaveClass(/show/);
  });

  test('every row of the open menu is a thumb\'s height, and the services say what each acronym is', async ({ page }) => {
    await visit(page, '/about');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('button', { name: 'SERVICES' }).click();
    const menu = page.locator('#site-menu');
    await expect(menu.getByRole('link', { name: /^SMO\b/ })).toBeVisible();
    const heights = await menu.locator('.nav-link:visible, .dropdown-item:visible').evaluateAll((items) =>
      items.map((item) => [item.textContent?.trim().slice(0, 20), item.getBoundingClientRect().height] as const));
    expect(heights.length).toBeGreaterThan(15);
    for (const [name, height] of heights) expect(height, name).toBeGreaterThanOrEqual(44);
    await expect(menu.getByRole('link', { name: /^SMO\b/ }).locator('.menu-item__desc')).toBeVisible();
  });

  for (const width of [320, 375]) {
    test(`at ${width} px each service's description in the menu is whole, on at most two lines, never cut with an ellipsis`, async ({ page }) => {
      await page.setViewportSize({ width, height: 760 });
      await visit(page, '/about');
      await page.getByRole('button', { name: /Menu/ }).click();
      await page.getByRole('button', { name: 'SERVICES' }).click();
      const menu = page.locator('#site-menu');
      await expect(menu.getByRole('link', { name: /^SMO\b/ })).toBeVisible();
      const lines = await menu.locator('#menu-services + .dropdown-menu .menu-item__desc').evaluateAll((descs) =>
        descs.map((desc) => {
          const style = getComputedStyle(desc);
          const range = document.createRange();
          range.selectNodeContents(desc);
          return {
            text: desc.textContent ?? '',
            cut: style.textOverflow === 'ellipsis' || desc.scrollWidth > desc.clientWidth + 1,
            lines: new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size,
            row: Math.round((desc.closest('.dropdown-item') as HTMLElement).getBoundingClientRect().height),
          };
        }),
      );
      expect(lines.length).toBeGreaterThan(8);
      for (const line of lines) {
        expect(line.cut, line.text).toBe(false);
        expect(line.lines, line.text).toBeLessThanOrEqual(2);
        expect(line.row, line.text).toBeGreaterThanOrEqual(48);
      }
      // The check means something: at this width some descriptions need their second line.
      if (width === 320) expect(lines.some((line) => line.lines === 2)).toBe(true);
    });
  }

  test('no page scrolls sideways', async ({ page }) => {
    for (const path of ['/', '/about', '/careers', '/clients', '/blog', '/what-we-do', '/no-such-page']) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test('navigating scrolls back to the top and focuses the new page', async ({ page }) => {
  await visit(page, '/about');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  // A move inside the site: the footer's code has taken over its links (until then they are plain
  // links, and a press loads the next page afresh).
  await expect(page.locator('[data-awaits-code]:has(footer)')).toHaveCount(0);
  await page.locator('footer').getByRole('link', { name: 'Careers' }).click();
  await expect(page).toHaveURL(/\/careers$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.locator('#main')).toBeFocused();
  await expect(page).toHaveTitle(/^Careers \| /);
});

test('the footer holds the banner, address, link columns, social links and copyright', async ({ page }) => {
  await page.goto('/about');
  const footer = page.locator('footer');
  await expect(footer.getByRole('heading', { name: /free consultation/i })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'GET QUOTE' })).toHaveAttribute('href', '/tell-us-about-your-project');
  await expect(footer.getByRole('link', { name: 'Contact Us' }).first()).toBeVisible();
  await expect(footer.locator('address')).toContainText('Noida');
  for (const column of ['Company', 'Products', 'Services', 'Digital Marketing']) {
    await expect(footer.getByRole('navigation', { name: column })).toBeVisible();
  }
  for (const network of ['X', 'Instagram', 'LinkedIn', 'Facebook']) {
    await expect(footer.getByRole('link', { name: new RegExp(` on ${network} `) })).toHaveAttribute('target', '_blank');
  }
  const year = new Date().getFullYear();
  await expect(footer).toContainText(`© 2015–${year}`);
  await expect(footer).toContainText(/CIN: U\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}/);
  await expect(footer.locator('svg.logo')).toHaveAttribute('height', '100');
});

/** The class names in `main` that some rule of the page's enabled stylesheets styles. */
async function styledClassesInMain(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const styled = new Set<string>();
    const walk = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule) for (const match of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) styled.add(match[1] ?? '');
        else if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) if (!sheet.disabled) walk(sheet.cssRules);
    const used = new Set<string>();
    document.querySelectorAll('main [class]').forEach((element) => element.classList.forEach((name) => used.add(name)));
    return [...used].filter((name) => styled.has(name)).sort();
  });
}

for (const { label, path } of [
  { label: 'CASE STUDIES', path: '/case-studies' },
  { label: 'PORTFOLIO', path: '/portfolio' },
]) {
  test(`a move to ${path} inside the site brings that page's own styles, as a fresh load of it has them`, async ({ page }) => {
    await page.route(THIRD_PARTY, (route) => route.abort());
    await visit(page, path);
    const direct = await styledClassesInMain(page);
    await visit(page, '/');
    await page.locator('#site-menu').getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.locator('main h1')).toBeVisible();
    await expect.poll(() => styledClassesInMain(page)).toEqual(direct);
  });
}

// The client's logo height, 50 px in the bar, at every width: the wide row makes its room in its
// gaps, never by drawing the logo smaller.
test('the header logo is drawn 50 px high at 360, 375, 768, 992, 1024 and 1280', async ({ page }) => {
  await visit(page, '/');
  for (const width of [360, 375, 768, 992, 1024, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const box = await page.locator('.site-header svg.logo').boundingBox();
    expect(box?.height, `${width} px`).toBe(50);
  }
});

// And 100 px in the footer, at every width: whether the company heads a column of its own (from
// 1200 px) or sits in a row above the links.
test('the footer logo is drawn 100 px high at 375, 768, 992, 1024, 1280 and 1440', async ({ page }) => {
  await visit(page, '/contact-us');
  for (const width of [375, 768, 992, 1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    const box = await page.locator('.site-footer svg.logo').boundingBox();
    expect(box?.height, `${width} px`).toBe(100);
  }
});

test('a home service card without a page of its own leads to its card on Web Development, in view and focused', async ({ page }) => {
  await visit(page, '/');
  const services = page.getByRole('region', { name: 'What We Do' });
  await services.getByRole('link', { name: 'Linux Server Administration' }).click();
  await expect(page).toHaveURL(/\/web-development#linux$/);
  const card = page.locator('#linux');
  await expect(card).toBeFocused();
  await expect(card).toContainText('Linux server administration');
  await expect(card).toBeInViewport({ ratio: 1 });
  // Not under the fixed header.
  const header = await page.locator('.site-header').boundingBox();
  await expect.poll(async () => (await card.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual((header?.y ?? 0) + (header?.height ?? 0));

  // Loaded afresh, the same address lands there too (the browser's own jump, on the prerendered page).
  await visit(page, '/web-development#react');
  await expect(page.locator('#react')).toBeInViewport({ ratio: 1 });
});
