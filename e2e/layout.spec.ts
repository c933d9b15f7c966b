import { expect, test, type Locator, type Page, type Request } from '@playwright/test';
import { resizeTo, THIRD_PARTY, visit, waitForElementHydration, waitForSettled } from './support';

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

/**
 * Opens `path` once, at the first of `sizes`, and yields each size in turn on that page load: the
 * first as visited, each next one resized to and settled (resizeTo). A page load per size cost a
 * fresh page and a hydration each, most of what these checks took; what a check reads at a size is
 * the layout at that size either way. Every message names its width.
 */
async function* atSizes(page: Page, path: string, sizes: readonly { width: number; height: number }[]) {
  for (const [index, size] of sizes.entries()) {
    if (index === 0) {
      await page.setViewportSize(size);
      await visit(page, path);
    } else {
      await resizeTo(page, size.width, size.height);
    }
    yield size;
  }
}

/** atSizes at these widths, 900 px high. */
const atWidths = (page: Page, path: string, widths: readonly number[]) =>
  atSizes(page, path, widths.map((width) => ({ width, height: 900 })));

/** One route of each page kind. */
const ROUTES = [
  '/',
  '/web-development',
  '/product/serviceplex',
  '/portfolio',
  '/portfolio/ca-website',
  '/case-studies/cvgastro',
  '/contact-us',
  '/tell-us-about-your-project',
  '/about',
  '/careers',
  '/clients',
  '/blog',
  '/no-such-page',
];

/** Tablets and small laptops, where the container is as wide as the screen. */
const WIDTHS = [576, 768, 1024, 1199];
const MIN_SIDE = 24;
const CONTAINER = ':is(.container, .container-fluid, .container-xl)';

for (const path of ROUTES) {
  test(`${path}: header and sections keep ${MIN_SIDE} px from the screen edges, no horizontal scroll`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0] ?? 576, height: 900 });
    await visit(page, path);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const found = await page.evaluate((container) => {
        const viewport = document.documentElement.clientWidth;
        // Where the content box of an element starts and ends, from the left and right edges.
        const insets = (element: Element) => {
          const box = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return {
            left: Math.round(box.left + parseFloat(style.paddingLeft)),
            right: Math.round(viewport - box.right + parseFloat(style.paddingRight)),
          };
        };
        const header = document.querySelector(`.site-header > ${container}`);
        const sections = Array.from(document.querySelectorAll('main section')).map((section) => {
          const inner = section.querySelector(container) ?? section;
          return { name: `${section.className || section.tagName} > ${inner.className}`, ...insets(inner) };
        });
        return {
          overflow: document.documentElement.scrollWidth - viewport,
          header: header ? insets(header) : null,
          sections,
        };
      }, CONTAINER);
      expect(found.overflow, `horizontal scroll at ${width}`).toBeLessThanOrEqual(0);
      expect(found.header, `header at ${width}`).not.toBeNull();
      expect(Math.min(found.header?.left ?? 0, found.header?.right ?? 0), `header at ${width}`).toBeGreaterThanOrEqual(MIN_SIDE);
      expect(found.sections.length, 'sections in main').toBeGreaterThan(0);
      for (const section of found.sections) {
        expect(Math.min(section.left, section.right), `${section.name} at ${width}`).toBeGreaterThanOrEqual(MIN_SIDE);
      }
    }
  });
}

test('phones keep 16 to 20 px at the sides and text lines stay readable on tablets', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, '/about');
  const phoneSides = await page.evaluate((container) =>
    Array.from(document.querySelectorAll(`main section ${container}, .site-header > ${container}`)).map((element) => {
      const box = element.getBoundingClientRect();
      return Math.round(box.left + parseFloat(getComputedStyle(element).paddingLeft));
    }),
    CONTAINER,
  );
  expect(phoneSides.length).toBeGreaterThan(1);
  for (const side of phoneSides) {
    expect(side).toBeGreaterThanOrEqual(16);
    expect(side).toBeLessThanOrEqual(20);
  }

  // At 768 px no paragraph line runs past about 85 characters (the aim is about 70).
  await page.setViewportSize({ width: 768, height: 900 });
  const longest = await page.evaluate(() => {
    let most = 0;
    const range = document.createRange();
    for (const paragraph of Array.from(document.querySelectorAll('main p'))) {
      // Text for screen readers only sits on one clipped line: not a line anyone reads.
      if (paragraph.closest('.visually-hidden') || paragraph.getBoundingClientRect().width < 100) continue;
      const perLine = new Map<number, number>();
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        for (let i = 0; i < length; i++) {
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const top = range.getClientRects()[0]?.top;
          if (top !== undefined) perLine.set(Math.round(top), (perLine.get(Math.round(top)) ?? 0) + 1);
        }
      }
      for (const count of perLine.values()) most = Math.max(most, count);
    }
    return most;
  });
  expect(longest).toBeGreaterThan(40);
  expect(longest).toBeLessThanOrEqual(85);
});

/**
 * At 576, 768, 1024 and 1280 px, each row of the grid's cells reaches the grid's right edge (within
 * 1 px): no row ends short of the others, leaving a hole.
 */
async function expectRowsReachTheEdge(grid: Locator) {
  for (const width of [576, 768, 1024, 1280]) {
    // Laid out at the new width, and what the resize sets off in the page's code (a media query's
    // listener re-rendering the grid) has run: on a busy machine a read at once saw the old layout.
    await resizeTo(grid.page(), width);
    const rowGaps = () =>
      grid.evaluate((element) => {
        const right = element.getBoundingClientRect().right;
        const byRow = new Map<number, number>();
        for (const cell of Array.from(element.children)) {
          const box = cell.getBoundingClientRect();
          byRow.set(Math.round(box.top), Math.max(byRow.get(Math.round(box.top)) ?? 0, box.right));
        }
        return [...byRow.values()].map((rowRight) => Math.round(right - rowRight));
      });
    expect((await rowGaps()).length, `${width} px`).toBeGreaterThan(0);
    await expect
      .poll(async () => (await rowGaps()).filter((gap) => gap > 1), { message: `${width} px: rows that stop short of the grid's right edge, by px` })
      .toEqual([]);
  }
}

/**
 * Card grids must not leave a hole, whatever the count (22 projects in rows of four, any filter;
 * the product line-up in rows of two or four): each row of cells reaches the grid's right edge.
 */
const GRIDS = [
  { name: 'products', path: '/products', grid: '.product-lineup', filter: null },
  { name: 'portfolio', path: '/portfolio', grid: '.portfolio-list__grid', filter: null },
  { name: 'portfolio filtered to LARAVEL', path: '/portfolio', grid: '.portfolio-list__grid', filter: 'LARAVEL' },
  { name: 'portfolio filtered to PWA', path: '/portfolio', grid: '.portfolio-list__grid', filter: 'PWA' },
];
for (const { name, path, grid, filter } of GRIDS) {
  test(`the ${name} grid fills every row at 576, 768, 1024 and 1280 px`, async ({ page }) => {
    // Four widths, each settled before it is read: up to 27 s beside other work on 2 cores.
    test.slow();
    await visit(page, path);
    if (filter) await page.getByRole('group').getByRole('button', { name: filter, exact: true }).click();
    await expectRowsReachTheEdge(page.locator(grid));
  });
}

/**
 * A page's forms grow when their captcha's script fails (Google is unreachable in these tests) and
 * they show the fallback notice, which moves the footer under them: on the quote page about half a
 * second after hydration, on home once its form, which loads near the viewport, has come. Clicks
 * and measurements in the footer wait until every form has settled.
 */
async function formsSettled(page: Page): Promise<void> {
  await page.locator('footer').scrollIntoViewIfNeeded();
  await waitForSettled(page);
  const forms = await page.locator('main form').count();
  await expect(page.locator('main form .captcha-fallback')).toHaveCount(forms, { timeout: 20_000 });
}

for (const path of ['/', '/tell-us-about-your-project']) {
  test(`${path}: every footer link sits on one line at 320, 375, 414, 768, 1024 and 1280 px, inside its column (on phones once its group is open)`, async ({ page }) => {
    // Six widths, each opening and folding the phone's link groups: more than a busy machine does in 30 s.
    test.slow();
    await visit(page, path);
    await formsSettled(page);
    for (const width of [320, 375, 414, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      // Below 768 px the link groups are folded once the footer's code runs: open each to measure.
      const groups = page.locator('footer details.footer-group');
      if (width < 768) {
        await expect(groups.first()).not.toHaveAttribute('open');
        for (const group of await groups.all()) {
          await group.locator('summary').click();
          await expect(group).toHaveAttribute('open');
        }
      }
      const links = await page.locator('footer .footer-links a').evaluateAll((anchors) =>
        anchors.map((a) => {
          const column = (a.closest('nav') as Element).getBoundingClientRect();
          const box = a.getBoundingClientRect();
          return {
            label: a.textContent?.trim(),
            lines: a.getClientRects().length,
            // One line of text: no taller than its line height and padding.
            tall: box.height > parseFloat(getComputedStyle(a).lineHeight) + 12 + 1,
            // Inside its nav, and inside its own list item: in two CSS columns a long label
            // would otherwise run across the gap into the next column unseen by the nav's box.
            outside:
              box.right > column.right + 1 ||
              box.left < column.left - 1 ||
              box.right > (a.closest('li') as Element).getBoundingClientRect().right + 1,
          };
        }),
      );
      expect(links.length, `${width} px`).toBeGreaterThanOrEqual(15);
      // The pages a visitor looks for, not every page (the header's menus list every service).
      expect(links.length, `${width} px`).toBeLessThanOrEqual(26);
      expect(links.filter((l) => l.lines !== 1 || l.tall || l.outside), `${width} px`).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${width} px`).toBeLessThanOrEqual(0);
      // Folded again for the next width.
      if (width < 768) for (const group of await groups.all()) await group.locator('summary').click();
    }
  });
}

/**
 * Every inner page kind shows something of its own beside its title from 992 px: a picture, a card
 * (figures, contact, roles, the offerings). Never an empty column or a dot grid
 * standing in for one, and nothing under the text.
 */
const HERO_SECOND_COLUMN = [
  { path: '/web-development', kind: 'art' },
  { path: '/search-engine-optimization', kind: 'art' },
  { path: '/product/serviceplex', kind: 'art' },
  { path: '/product/propertyshops', kind: 'art' },
  { path: '/portfolio', kind: 'art' },
  { path: '/products', kind: 'art' },
  { path: '/case-studies', kind: 'art' },
  { path: '/about', kind: 'card' },
  { path: '/clients', kind: 'card' },
  { path: '/careers', kind: 'card' },
  { path: '/blog_details', kind: 'picture' },
  { path: '/what-we-do', kind: 'card' },
  { path: '/contact-us', kind: 'card' },
  { path: '/tell-us-about-your-project', kind: 'card' },
] as const;

for (const { path, kind } of HERO_SECOND_COLUMN) {
  test(`${path}: the hero's second column holds the page's own ${kind} at 1280 and 992 px`, async ({ page }) => {
    for (const width of [1280, 992]) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, path);
      const hero = await page.locator('.page-hero').evaluate((section) => {
        const inner = section.querySelector('.page-hero__inner') as HTMLElement;
        const text = section.querySelector('.page-hero__text') as HTMLElement;
        const box = (element: Element) => {
          const { left, right, top, bottom, width: w, height: h } = element.getBoundingClientRect();
          return { left, right, top, bottom, width: w, height: h };
        };
        const visible = (element: Element) => {
          const style = getComputedStyle(element);
          return style.display !== 'none' && style.visibility !== 'hidden' && Number(style.opacity) > 0.3 && box(element).width > 0;
        };
        // What stands beside the text: the grid's other items (art, a card, a picture; a bare
        // <picture> draws no box of its own, its img does).
        const content = Array.from(inner.children)
          .filter((child) => child !== text)
          .flatMap((child) => (child.tagName === 'PICTURE' && getComputedStyle(child).display === 'contents' ? Array.from(child.querySelectorAll('img')) : [child]))
          .filter(visible);
        return {
          text: box(text),
          inner: box(inner),
          second: content.map((element) => ({
            ...box(element),
            loaded: element instanceof HTMLImageElement ? element.complete && element.naturalWidth > 1 : true,
            words: (element.textContent ?? '').trim().length,
          })),
          dotGrid: getComputedStyle(inner, '::after').content,
          hero: box(section),
          align: getComputedStyle(section.querySelector('.page-hero__title') as HTMLElement).textAlign,
        };
      });
      expect(['none', 'normal', '']).toContain(hero.dotGrid);
      // With a second column the text starts at the page margin: only a hero without one is centred.
      expect(['start', 'left']).toContain(hero.align);
      // The second column starts right of the text and reaches the container's right side.
      const columnLeft = hero.text.right;
      expect(hero.second.length, 'something beside the text').toBeGreaterThan(0);
      for (const item of hero.second) {
        expect(item.left).toBeGreaterThanOrEqual(columnLeft);
        expect(item.width).toBeGreaterThan(280);
        expect(item.height).toBeGreaterThan(150);
        expect(item.loaded).toBe(true);
        if (kind === 'card') expect(item.words, 'a card with words in it').toBeGreaterThan(40);
      }
    }
  });
}

// On a tablet a hero with a picture of the work (a service's, a product's, a list page's collage)
// shows it under its text, centred: a text-only band left the right 40 % of a 768 px screen empty,
// and a picture the row's width made the band the whole first screen. A phone shows its text alone (and does not fetch the picture).
for (const path of HERO_SECOND_COLUMN.filter((hero) => hero.kind === 'art').map((hero) => hero.path)) {
  test(`${path}: on a tablet the hero's picture follows its text, centred and loaded; a phone has the text alone`, async ({ page }) => {
    for (const width of [768, 375]) {
      await page.setViewportSize({ width, height: 1024 });
      const requested: string[] = [];
      const record = (request: Request) => requested.push(new URL(request.url()).pathname);
      page.on('request', record);
      await visit(page, path);
      const art = page.locator('.page-hero .page-hero__art, .page-hero .portfolio-collage');
      if (width < 768) {
        await expect(art).toBeHidden();
        // Nor fetched: each of its pictures took the blank source meant for phones (the same files
        // may come for the cards further down, so the requests alone cannot say who asked).
        await waitForSettled(page);
        const chosen = await art.locator('img').evaluateAll((images) => images.map((img) => (img as HTMLImageElement).currentSrc));
        expect(chosen.length, 'the picture is in the markup').toBeGreaterThan(0);
        for (const source of chosen) expect(source, `${width} px`).toMatch(/^data:image\/gif/);
        // And no file that only the hero shows (a service's or a product's -hero picture) is asked for.
        expect(requested.filter((file) => /-hero(-\d+)?\.(avif|webp)$/.test(file)), `${width} px`).toEqual([]);
        page.off('request', record);
        continue;
      }
      page.off('request', record);
      await expect(art).toBeVisible();
      const [text, box, inner] = await Promise.all([
        page.locator('.page-hero__text').boundingBox(),
        art.boundingBox(),
        page.locator('.page-hero__inner').evaluate((element) => {
          const { left, right } = element.getBoundingClientRect();
          const style = getComputedStyle(element);
          return { left: left + parseFloat(style.paddingLeft), right: right - parseFloat(style.paddingRight) };
        }),
      ]);
      if (!text || !box) throw new Error('no hero text or picture');
      expect(box.y, 'under the text').toBeGreaterThanOrEqual(text.y + text.height);
      // Large enough to read (a service's 576 px, 80 % of the row: at 448 its words were too small)
      // and small enough that the band ends in a tablet's first screen: the next section shows at
      // least its first 48 px at 768x1024.
      expect(box.width, 'most of the row').toBeGreaterThan((inner.right - inner.left) * 0.7);
      const bandBottom = await page.locator('.page-hero').first().evaluate((band) => band.getBoundingClientRect().bottom);
      expect(bandBottom, 'the band ends in the first screen').toBeLessThanOrEqual(1024 - 48);
      expect(Math.abs(box.x - inner.left - (inner.right - (box.x + box.width))), 'centred').toBeLessThanOrEqual(2);
      const images = art.locator('img');
      for (const img of await images.all()) {
        await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 1)).toBe(true);
      }
    }
  });
}

// One alignment on every page: a hero's title starts at the page margin, where the sections under
// it start, whether or not anything stands beside it (the blog's hero has nothing: its posts follow).
for (const path of ['/blog', '/web-development', '/clients', '/contact-us']) {
  test(`${path}: the hero's text starts at the page margin, as the section under it does`, async ({ page }) => {
    for await (const { width } of atWidths(page, path, [1280, 375])) {
      const { title, inner, next, align } = await page.evaluate(() => {
        const hero = document.querySelector('.page-hero') as HTMLElement;
        const heading = hero.querySelector('.page-hero__title') as HTMLElement;
        const container = hero.querySelector('.page-hero__inner') as HTMLElement;
        const section = hero.nextElementSibling?.querySelector('.container, .container-xl, [class*="container"]') as HTMLElement | null;
        const left = (element: Element | null) => (element ? element.getBoundingClientRect().left + parseFloat(getComputedStyle(element).paddingLeft) : NaN);
        return { title: heading.getBoundingClientRect().left, inner: left(container), next: left(section), align: getComputedStyle(heading).textAlign };
      });
      expect(['start', 'left'], `${width} px`).toContain(align);
      expect(Math.abs(title - inner), `${width} px: the title on the hero's margin`).toBeLessThanOrEqual(1);
      expect(Math.abs(title - next), `${width} px: the same margin as the section under it`).toBeLessThanOrEqual(1);
    }
  });
}

// A hero's button shows the same ring as a link when it takes the keyboard's focus, in the band's
// ring colour: the bright orange on the navy, the accent on a light band (3:1 or more on both).
for (const { path, ring } of [
  { path: '/web-development', ring: 'rgb(249, 115, 22)' },
  { path: '/careers', ring: 'rgb(194, 65, 12)' },
]) {
  test(`${path}: the hero's button shows a focus ring in the band's ring colour`, async ({ page }) => {
    await visit(page, path);
    const button = page.locator('.page-hero .btn').first();
    await button.focus();
    const style = await button.evaluate((element) => {
      const own = getComputedStyle(element);
      return { visible: element.matches(':focus-visible'), width: parseFloat(own.outlineWidth), line: own.outlineStyle, colour: own.outlineColor };
    });
    expect(style.visible).toBe(true);
    expect(style.line).toBe('solid');
    expect(style.width).toBeGreaterThanOrEqual(2);
    expect(style.colour).toBe(ring);
  });
}

/**
 * Nothing sticks out of the page margin: every box inside a band's container (and every list's
 * tick or number drawn before its items) stays within the container's content box.
 */
const MARGIN_ROUTES = ['/about', '/careers', '/what-we-do', '/web-development', '/business-website', '/product/propertyshops', '/contact-us', '/blog_details'];
for (const path of MARGIN_ROUTES) {
  test(`${path}: nothing reaches past the page margin at 375, 768 and 1280 px`, async ({ page }) => {
    await visit(page, path);
    for (const width of [375, 768, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const outside = await page.evaluate((container) => {
        const found: string[] = [];
        for (const band of Array.from(document.querySelectorAll(`main ${container}`))) {
          const frame = band.getBoundingClientRect();
          const style = getComputedStyle(band);
          const left = frame.left + parseFloat(style.paddingLeft) - 1;
          const right = frame.right - parseFloat(style.paddingRight) + 1;
          for (const element of Array.from(band.querySelectorAll('*'))) {
            // Text for screen readers only (the visually-hidden pattern clips it to nothing), and a
            // picture behind a hero, which is the band's background, edge to edge by design.
            if (element.closest('.visually-hidden, .form-honeypot')) continue;
            const box = element.getBoundingClientRect();
            if (box.width === 0 || box.height === 0) continue;
            const name = `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]}`;
            // Bootstrap's rows reach into the gutters by design and their columns pad back in:
            // rows are not measured, columns by their content box, everything else by its border box.
            const classes = String(element.className);
            if (/(^|\s)row(\s|$)/.test(classes)) continue;
            const grid = /(^|\s)col(-[a-z]+)?(-\d+)?(\s|$)/.test(classes);
            const own = getComputedStyle(element);
            const start = grid ? box.left + parseFloat(own.paddingLeft) : box.left;
            const end = grid ? box.right - parseFloat(own.paddingRight) : box.right;
            if (start < left || end > right) found.push(`${name} ${Math.round(start)}..${Math.round(end)} of ${Math.round(left)}..${Math.round(right)}`);
            // A tick or number drawn before a list item, placed against the item.
            if (element.tagName === 'LI') {
              const before = getComputedStyle(element, '::before');
              if (before.content !== 'none' && before.position === 'absolute') {
                const start = box.left + parseFloat(before.left);
                if (start < left) found.push(`${name}::before starts at ${Math.round(start)} of ${Math.round(left)}`);
              }
            }
          }
        }
        return found;
      }, CONTAINER);
      expect(outside, `${width} px`).toEqual([]);
    }
  });
}

/** The service and product grids of pictogram cards and tiles fill every row, whatever their count. */
const CARD_GRIDS = [
  { name: 'six offers (web development)', path: '/web-development', grid: '.offer-grid' },
  { name: 'five offers (business website)', path: '/business-website', grid: '.offer-grid' },
  { name: 'seven offers (e-commerce application)', path: '/e-commerce-application', grid: '.offer-grid' },
  { name: 'nine offers (ERP)', path: '/enterprise-resource-planning', grid: '.offer-grid' },
  { name: 'four offers (UI/UX design)', path: '/ui-ux-design', grid: '.offer-grid' },
  { name: 'About: what we build', path: '/about', grid: '.build-points' },
];
for (const { name, path, grid } of CARD_GRIDS) {
  test(`the ${name} grid leaves no hole at 576, 768, 1024 and 1280 px`, async ({ page }) => {
    await visit(page, path);
    await expectRowsReachTheEdge(page.locator(grid).first());
  });
}

test('a link to another site shows a new-tab arrow after its text, and says so to screen readers', async ({ page }) => {
  await visit(page, '/about');
  const link = page.locator('.page-hero').getByRole('link', { name: /See the profile/ });
  await expect(link).toHaveAccessibleName('See the profile (opens in a new tab)');
  await expect(link).toHaveAttribute('target', '_blank');
  const arrow = await link.evaluate((a) => {
    const after = getComputedStyle(a, '::after');
    return { content: after.content, width: parseFloat(after.width), mask: after.maskImage || after.webkitMaskImage };
  });
  expect(arrow.content).not.toBe('none');
  expect(arrow.width).toBeGreaterThan(6);
  expect(arrow.mask).toContain('svg');
});

// The forms are what the contact and quote pages are for: their first field and its label show in
// the first screen of a laptop (the common 1366x768 among them, and the narrowest from 992 px,
// where the card beside the title has least room) and of a phone, before any scrolling.
const FIRST_SCREENS = [
  { width: 1366, height: 768 },
  { width: 1280, height: 800 },
  { width: 1280, height: 720 },
  { width: 1200, height: 700 },
  { width: 1024, height: 768 },
  { width: 992, height: 800 },
  { width: 375, height: 760 },
];
for (const path of ['/contact-us', '/tell-us-about-your-project']) {
  test(`${path}: the form's first field is in the first screen at ${FIRST_SCREENS.map((size) => `${size.width}x${size.height}`).join(', ')}`, async ({ page }) => {
    for await (const viewport of atSizes(page, path, FIRST_SCREENS)) {
      const size = `${viewport.width}x${viewport.height}`;
      // The first screen: the page as it opens, not scrolled.
      expect(await page.evaluate(() => window.scrollY), `${path} at ${size}: not scrolled`).toBe(0);
      const field = page.getByRole('textbox', { name: 'Your Name' });
      await expect(field, `${path} at ${size}`).toBeVisible();
      const box = await field.boundingBox();
      expect(box && box.y + box.height, `${path} at ${size}: the field's bottom`).toBeLessThanOrEqual(viewport.height);
    }
  });
}

/**
 * Opens each page once and runs `check` there at each of `widths` (900 px high) in turn (atWidths);
 * adds up what the checks counted at each width, so a test can fail when at some width it found
 * too little to prove anything.
 */
async function checkEachAt(
  page: Page,
  widths: readonly number[],
  paths: readonly string[],
  check: (path: string, width: number) => Promise<number>,
): Promise<Map<number, number>> {
  const counted = new Map(widths.map((width) => [width, 0]));
  for (const path of paths) {
    await test.step(path, async () => {
      for await (const { width } of atWidths(page, path, widths)) counted.set(width, (counted.get(width) ?? 0) + (await check(path, width)));
    });
  }
  return counted;
}

// Seven pages, each loaded once and read at six widths (it was a test per width, each loading the
// seven pages: 42 page loads). The time allowed is for seven loads beside other work on 2 cores.
const FIGURE_WIDTHS = [320, 375, 768, 992, 1024, 1280];
test(`a figure with its unit stays on one line inside its card at ${FIGURE_WIDTHS.join(', ')} px ("2-4 weeks", "10+ years", "₹15,000 - ₹1,00,000+")`, async ({ page }) => {
  test.setTimeout(90_000);
  const FIGURE_PAGES = ['/', '/about', '/web-development', '/web-design', '/her-bazaar', '/case-studies/camelback-spine-care', '/case-studies/talentedge'];
  const seen = await checkEachAt(page, FIGURE_WIDTHS, FIGURE_PAGES, async (path, width) => {
    const figures = await page.locator('.stat-list__value').evaluateAll((values) =>
      values
        // A figure: a number first, maybe after ~, ₹ or +.
        .filter((value) => /^[~₹+]?\d/.test(value.textContent ?? ''))
        .map((value) => {
          const range = document.createRange();
          range.selectNodeContents(value);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
          const item = value.closest('.stat-list__item') as HTMLElement;
          const style = getComputedStyle(item);
          const inner = item.getBoundingClientRect().right - parseFloat(style.paddingRight) - parseFloat(style.borderRightWidth);
          return { text: value.textContent ?? '', lines, overflow: Math.round(range.getBoundingClientRect().right - inner) };
        }),
    );
    for (const figure of figures) {
      expect(figure.lines, `${path} at ${width}: ${figure.text}`).toBe(1);
      expect(figure.overflow, `${path} at ${width}: ${figure.text} reaches past its card`).toBeLessThanOrEqual(0);
    }
    return figures.length;
  });
  for (const width of FIGURE_WIDTHS) expect(seen.get(width), `figures seen at ${width} px`).toBeGreaterThan(10);
});

for (const path of ['/contact-us', '/tell-us-about-your-project']) {
  test(`${path}: every rule inside the card of ways to talk to sales runs the card's full inner width, at 375, 768, 1024 and 1280 px`, async ({ page }) => {
    for await (const { width } of atWidths(page, path, [375, 768, 1024, 1280])) {
      const found = await page.locator('.enquiry-contacts').evaluate((panel) => {
        const style = getComputedStyle(panel);
        const box = panel.getBoundingClientRect();
        const left = box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft);
        const right = box.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight);
        return Array.from(panel.querySelectorAll('*'))
          .filter((el) => {
            const s = getComputedStyle(el);
            return (parseFloat(s.borderTopWidth) > 0 && s.borderTopStyle !== 'none') || (parseFloat(s.borderBottomWidth) > 0 && s.borderBottomStyle !== 'none');
          })
          .map((el) => {
            const rule = el.getBoundingClientRect();
            return { name: el.className || el.tagName, left: Math.round(rule.left - left), right: Math.round(right - rule.right) };
          });
      });
      expect(found.length, `${path} at ${width}: rules in the card`).toBeGreaterThan(1);
      for (const rule of found) {
        expect(Math.abs(rule.left), `${rule.name} at ${width}`).toBeLessThanOrEqual(1);
        expect(Math.abs(rule.right), `${rule.name} at ${width}: stops short of the card's edge`).toBeLessThanOrEqual(1);
      }
    }
  });
}

// Seven pages, each loaded once and read at six widths (it was a test per width, each loading the
// seven pages: 42 page loads). The time allowed is for seven loads beside other work on 2 cores.
const NEW_TAB_WIDTHS = [320, 375, 414, 768, 1024, 1280];
test(`the new-tab arrow of a link in running text stays with its last word, at ${NEW_TAB_WIDTHS.join(', ')} px`, async ({ page }) => {
  test.setTimeout(90_000);
  const pages = ['/', '/about', '/clients', '/careers', '/portfolio/fitpass-network', '/contact-us', '/case-studies/camelback-spine-care'];
  const checked = await checkEachAt(page, NEW_TAB_WIDTHS, pages, async (path, width) => {
    const links = await page.locator('a:has(> .new-tab)').evaluateAll((anchors) =>
      anchors
        .filter((a) => getComputedStyle(a).display === 'inline' && a.getClientRects().length > 0 && !a.querySelector('svg'))
        .map((a) => {
          // The last letter of the words a reader sees (not the hidden "(opens in a new tab)").
          const walker = document.createTreeWalker(a, NodeFilter.SHOW_TEXT, {
            acceptNode: (node) => (node.parentElement?.closest('.new-tab') || !node.textContent?.trim() ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
          });
          let last: Node | null = null;
          for (let node = walker.nextNode(); node; node = walker.nextNode()) last = node;
          const text = (last?.textContent ?? '').trimEnd();
          const range = document.createRange();
          range.setStart(last as Node, Math.max(0, text.length - 1));
          range.setEnd(last as Node, text.length);
          const letter = range.getBoundingClientRect();
          const rects = a.getClientRects();
          const fragment = rects[rects.length - 1] as DOMRect;
          // The link's last line box holds the arrow: its last letter must be on that line too.
          return { name: a.textContent ?? '', alone: letter.bottom <= fragment.top + 1 };
        }),
    );
    for (const link of links) expect(link.alone, `${path} at ${width}: ${link.name}`).toBe(false);
    return links.length;
  });
  for (const width of NEW_TAB_WIDTHS) expect(checked.get(width), `links checked at ${width} px`).toBeGreaterThan(3);
});

// The vertical rhythm (no blank stretch between blocks taller than a band's padding) is checked
// at 375 and 1280 px on RHYTHM_ROUTES by e2e/route-sweep.spec.ts, on its one page load per route
// (expectSectionRhythm in ./support).

for (const path of ['/web-development', '/about', '/search-engine-optimization']) {
  test(`${path}: FAQ questions fill their lines, not balanced to part of the width, at 375, 768, 1024 and 1280 px`, async ({ page }) => {
    await visit(page, path);
    for (const width of [375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const questions = await page.locator('.faq .accordion-button').evaluateAll((buttons) =>
        buttons.map((button) => {
          const style = getComputedStyle(button);
          const icon = getComputedStyle(button, '::after');
          // The room the words have: the button's content box less the chevron beside them.
          const room =
            button.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(icon.width) - (parseFloat(icon.marginLeft) || 0);
          // Each word's box, grouped into lines by their tops.
          const text = Array.from(button.childNodes).find((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim());
          const lines: { left: number; right: number }[][] = [];
          let lastTop = NaN;
          for (const match of (text?.textContent ?? '').matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(text as Node, match.index);
            range.setEnd(text as Node, match.index + match[0].length);
            const box = range.getBoundingClientRect();
            if (Math.abs(box.top - lastTop) > 2 || lines.length === 0) lines.push([]);
            lastTop = box.top;
            lines.at(-1)?.push({ left: box.left, right: box.right });
          }
          const space = parseFloat(style.fontSize) * 0.3;
          return {
            text: button.textContent ?? '',
            wrap: style.textWrapStyle,
            // For each line but the last: would the next line's first word have fitted on it?
            roomLeft: lines.slice(0, -1).map((words, i) => {
              const next = lines[i + 1]?.[0];
              const used = (words.at(-1)?.right ?? 0) - (words[0]?.left ?? 0);
              return { fits: next ? used + space + (next.right - next.left) <= room : false, nextIsLast: i + 2 === lines.length };
            }),
            lastLineWords: lines.at(-1)?.length ?? 0,
          };
        }),
      );
      expect(questions.length, `${path} at ${width}`).toBeGreaterThan(0);
      for (const { text, wrap, roomLeft, lastLineWords } of questions) {
        expect(wrap, text).not.toBe('balance');
        // Every line is filled as far as its words go, except that a word or two may move down
        // so the last line does not stand alone (text-wrap: pretty); balancing would end the first
        // line of a two-line question near the middle of a phone's line.
        for (const { fits, nextIsLast } of roomLeft) {
          if (fits) expect(nextIsLast && lastLineWords <= 3, `${text} at ${width} px: a line ends with room for the next word`).toBe(true);
        }
      }
    }
  });
}

for (const path of ['/', '/web-development']) {
  test(`${path}: the hero's two calls to action are full width and stacked on a phone, side by side from 576 px`, async ({ page }) => {
    await visit(page, path);
    for (const width of [320, 375, 575, 576, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const { actions, buttons } = await page.locator('.page-hero__actions').evaluate((row) => ({
        actions: row.getBoundingClientRect().width,
        buttons: Array.from(row.children).map((child) => {
          const box = child.getBoundingClientRect();
          return { top: box.top, width: box.width };
        }),
      }));
      expect(buttons).toHaveLength(2);
      const [first, second] = buttons;
      if (width < 576) {
        for (const button of buttons) expect(Math.abs(button.width - actions), `at ${width} px`).toBeLessThanOrEqual(0.5);
        expect(second?.top ?? 0, `at ${width} px`).toBeGreaterThan(first?.top ?? Infinity);
      } else {
        expect(second?.top, `at ${width} px`).toBe(first?.top);
      }
    }
  });
}

/**
 * Card typography, on every kind of card with a title and an excerpt: an excerpt's ' ...' never
 * wraps onto a line of its own, a category tag never sticks out of its line nor a bar ends a row, and
 * where cards stand side by side (from 768 px) a title keeps to two lines (the carousel's cards are
 * about 225 px wide at 1024 px). A phone's single column may give a long title a third line.
 */
const CARD_TEXT_PAGES = ['/', '/portfolio', '/blog', '/blog?page=2', '/case-studies', '/products', '/web-development'];
const CARD_TITLES = ':is(.portfolio-card__title, .post-card__title, .case-study-card__title, .product-card__title, .animated-card__title, .offer-card__title)';
for (const path of CARD_TEXT_PAGES) {
  test(`${path}: no lone ellipsis, no category tag out of its line nor bar ending a row at 375 to 1280 px, card titles in two lines from 768 px`, async ({ page }) => {
    // Four widths on one page load; beside other work on 2 cores the home page's four fresh visits
    // once took more than the default 30 s.
    test.setTimeout(60_000);
    for await (const { width } of atWidths(page, path, [375, 768, 1024, 1280])) {
      // The carousel's slides share one grid cell, each laid out at the card width of the screen
      // (those not on show are only invisible): once its code has run, every slide can be read.
      if (path === '/') await waitForElementHydration(page.locator('.portfolio-carousel'));
      const found = await page.evaluate((titles) => {
        const shown = (element: Element) => element.getClientRects().length > 0;
        const lines = (element: Element) => {
          const range = document.createRange();
          range.selectNodeContents(element);
          return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top + rect.height / 2))).size;
        };
        const longTitles = Array.from(document.querySelectorAll(`main ${titles}`))
          .filter(shown)
          .map((title) => ({ title: title.textContent?.trim(), lines: lines(title) }));
        const loneEllipses: string[] = [];
        const walker = document.createTreeWalker(document.querySelector('main') as Node, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          const dots = text.lastIndexOf('...');
          if (dots < 1 || !node.parentElement || !shown(node.parentElement)) continue;
          const word = text.slice(0, dots).trimEnd().length - 1;
          const at = (start: number, end: number) => {
            const range = document.createRange();
            range.setStart(node as Node, start);
            range.setEnd(node as Node, end);
            return range.getBoundingClientRect();
          };
          const [dotsBox, wordBox] = [at(dots, dots + 3), at(word, word + 1)];
          if (Math.abs(dotsBox.top - wordBox.top) > 2) loneEllipses.push(text.slice(Math.max(0, dots - 30)));
        }
        // Category tags: none out of its line; a drawn bar only between two tags of its row (the bar
        // of a row's first tag lies left of the line, which clips it: not drawn).
        const badTags: string[] = [];
        for (const line of Array.from(document.querySelectorAll('main .category-line')).filter(shown)) {
          const box = line.getBoundingClientRect();
          const tags = Array.from(line.querySelectorAll('.category-line__name'), (tag) => tag.getBoundingClientRect());
          if (tags.some((tag) => tag.left < box.left - 0.5 || tag.right > box.right + 0.5)) badTags.push(line.textContent ?? '');
          for (const bar of Array.from(line.querySelectorAll('.category-line__sep'), (sep) => sep.getBoundingClientRect())) {
            if (bar.width <= 0.5 || bar.right <= box.left + 0.5) continue;
            if (bar.left < box.left - 0.5 || bar.right > box.right + 0.5) badTags.push(line.textContent ?? '');
            const row = tags.filter((tag) => Math.abs(tag.top - bar.top) < 4);
            if (!row.some((tag) => tag.right <= bar.left + 1) || !row.some((tag) => tag.left >= bar.right - 1)) badTags.push(line.textContent ?? '');
          }
        }
        return { titles: longTitles, loneEllipses, badTags };
      }, CARD_TITLES);
      expect(found.titles.length, `${width} px: the check saw card titles`).toBeGreaterThan(0);
      if (width >= 768) expect(found.titles.filter((title) => title.lines > 2), `${width} px`).toEqual([]);
      expect(found.loneEllipses, `${width} px`).toEqual([]);
      expect(found.badTags, `${width} px`).toEqual([]);
    }
  });
}

/**
 * A short heading beside a long column (split sections) stays in view under the fixed header from
 * lg: halfway down its band at 1280 px it is still on screen, clear of the header and of the column
 * beside it. Below lg it scrolls with the page.
 */
const STICKY = [{ path: '/business-website', band: '.section--split', block: '.section__head' }];
for (const { path, band, block } of STICKY) {
  test(`${path}: ${block} stays in view halfway down its band at 1280 px, and scrolls with the page at 768 px`, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await visit(page, path);
    await waitForSettled(page);
    const at = await page.evaluate(
      async ({ band, block }) => {
        const area = document.querySelector(band) as HTMLElement;
        const held = area.querySelector(block) as HTMLElement;
        const header = document.querySelector('header') as HTMLElement;
        const start = area.getBoundingClientRect().top + window.scrollY;
        window.scrollTo({ top: start + area.offsetHeight / 2 - window.innerHeight / 2, behavior: 'instant' });
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const box = held.getBoundingClientRect();
        const beside = Array.from(held.parentElement?.children ?? []).filter((el) => el !== held && getComputedStyle(el).display !== 'none');
        return {
          top: box.top,
          bottom: box.bottom,
          headerBottom: header.getBoundingClientRect().bottom,
          viewport: window.innerHeight,
          overlaps: beside.some((el) => {
            const r = el.getBoundingClientRect();
            return r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
          }),
          position: getComputedStyle(held).position,
        };
      },
      { band, block },
    );
    expect(at.position).toBe('sticky');
    expect(at.top, 'below the fixed header').toBeGreaterThanOrEqual(at.headerBottom - 1);
    expect(at.bottom, 'on screen').toBeLessThanOrEqual(at.viewport + 1);
    expect(at.overlaps, 'clear of the column beside it').toBe(false);

    await page.setViewportSize({ width: 768, height: 900 });
    await expect.poll(() => page.locator(`${band} ${block}`).first().evaluate((el) => getComputedStyle(el).position)).toBe('static');
  });
}

/**
 * A case study from lg: the introduction (with its tools) and the card of facts share a row across
 * the page, and the story's two parts stand side by side under them, their headings starting level
 * at the top (a one-line heading beside a two-line one) and their texts starting level. Below lg the
 * facts are a card after the introduction and the parts follow one another.
 */
for (const path of ['/case-studies/cvgastro', '/case-studies/camelback-spine-care', '/case-studies/troi', '/case-studies/talentedge']) {
  test(`${path}: the introduction beside the facts, the story's two parts side by side with level headings, from 992 px`, async ({ page }) => {
    const measure = () =>
      page.evaluate(() => {
        const box = (el: Element | null) => {
          const { top, bottom, left, right, width } = el?.getBoundingClientRect() ?? new DOMRect();
          return { top, bottom, left, right, width };
        };
        // The bottom of a heading's last line of text.
        const lastLine = (el: Element) => {
          const range = document.createRange();
          range.selectNodeContents(el);
          return Math.max(...Array.from(range.getClientRects(), (rect) => rect.bottom));
        };
        const top = document.querySelector('.case-study__top') as HTMLElement;
        const style = getComputedStyle(top);
        const inner = top.getBoundingClientRect();
        const parts = Array.from(top.querySelectorAll('.case-study__story > .case-study__block'), (part) => {
          const heading = part.querySelector('.case-study__h2') as HTMLElement;
          return { ...box(part), heading: box(heading), lastLine: lastLine(heading), text: box(part.querySelector('.case-study__text')) };
        });
        return {
          facts: box(top.querySelector('.case-study__facts')),
          intro: box(top.querySelector('.case-study__intro')),
          parts,
          left: inner.left + parseFloat(style.paddingLeft),
          right: inner.right - parseFloat(style.paddingRight),
        };
      });
    for await (const { width } of atWidths(page, path, [1280, 1024])) {
      const wide = await measure();
      // One row: the introduction from the left edge, the facts beside it to the right edge.
      expect(wide.facts.left, `${width} px: facts beside the introduction`).toBeGreaterThan(wide.intro.right);
      expect(wide.facts.top, `${width} px: on the introduction's row`).toBeLessThan(wide.intro.bottom);
      expect(wide.intro.top, `${width} px`).toBeLessThan(wide.facts.bottom);
      expect(Math.abs(wide.intro.left - wide.left), `${width} px`).toBeLessThan(2);
      expect(Math.abs(wide.facts.right - wide.right), `${width} px: the row used to its right edge`).toBeLessThan(2);
      expect(wide.parts).toHaveLength(2);
      const [first, second] = wide.parts;
      expect(second.left, `${width} px: side by side`).toBeGreaterThan(first.right);
      expect(first.top, `${width} px: under the row`).toBeGreaterThan(Math.max(wide.facts.bottom, wide.intro.bottom));
      expect(Math.abs(first.heading.top - second.heading.top), `${width} px: the headings start level`).toBeLessThan(1);
      expect(first.lastLine, `${width} px: each heading above its text`).toBeLessThanOrEqual(first.text.top);
      expect(second.lastLine, `${width} px: each heading above its text`).toBeLessThanOrEqual(second.text.top);
      expect(Math.abs(first.text.top - second.text.top), `${width} px: the texts start level`).toBeLessThan(1);
    }

    await page.setViewportSize({ width: 768, height: 900 });
    await expect.poll(async () => (await measure()).parts[1].top > (await measure()).parts[0].bottom).toBe(true);
    const narrow = await measure();
    expect(narrow.facts.top, 'the facts after the introduction').toBeGreaterThanOrEqual(narrow.intro.bottom);
  });
}

// From 992 px a section's heading and its intro stand side by side, the intro's first line level
// with the heading's first line (aligned on their foot, a one-line heading stood halfway down a
// two-line intro). A band that is one grid of equal cards centres both above it instead, so the
// pages do not repeat one header ten times; the home page centres every band's (below).
for (const path of ['/web-development', '/enterprise-resource-planning']) {
  test(`${path}: a section's intro starts level with its heading's first line, at 1024 and 1280 px`, async ({ page }) => {
    for await (const { width } of atWidths(page, path, [1024, 1280])) {
      const pairs = await page.locator('.section:not(.section--centred, .section--split) .section__head:has(> .section__heading + .section__intro)').evaluateAll((heads) =>
        heads.map((head) => {
          const firstLine = (element: Element) => {
            const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT, { acceptNode: (node) => (node.textContent?.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT) });
            const text = walker.nextNode() as Text;
            const range = document.createRange();
            range.setStart(text, text.textContent?.search(/\S/) ?? 0);
            range.setEnd(text, (text.textContent?.search(/\S/) ?? 0) + 1);
            const rect = range.getBoundingClientRect();
            return { top: rect.top, bottom: rect.bottom };
          };
          const heading = firstLine(head.querySelector('.section__heading') as Element);
          const intro = firstLine(head.querySelector('.section__intro') as Element);
          return { name: head.querySelector('.section__heading')?.textContent, heading, intro };
        }),
      );
      expect(pairs.length, `${width} px`).toBeGreaterThan(0);
      for (const { name, heading, intro } of pairs) {
        // The intro's first line ends within the heading's first line box: on the same line.
        expect(intro.bottom, `${width} px: ${name}`).toBeLessThanOrEqual(heading.bottom + 2);
        expect(intro.bottom, `${width} px: ${name}`).toBeGreaterThan(heading.top + (heading.bottom - heading.top) / 2);
      }
    }
  });
}

test('/: every headed band has an eyebrow over its heading, and centres the eyebrow, heading and intro over its content, at 1280 and 375 px', async ({ page }) => {
  const headed = ['About Us', 'What We Do', 'Our Portfolio', 'Reviews and ratings', 'Contact Us'];
  for await (const { width } of atWidths(page, '/', [1280, 375])) {
    // One pattern down the page: no headed band of the shared kind is left out of the list above.
    expect(await page.locator('main section.section .section__heading').allTextContents(), `${width} px`).toEqual(headed);
    for (const name of headed) {
      const band = page.locator('section.section', { has: page.getByRole('heading', { level: 2, name, exact: true }) });
      const box = await band.locator('.container-xl').first().evaluate((container) => {
        const rect = container.getBoundingClientRect();
        const style = getComputedStyle(container);
        const left = rect.left + parseFloat(style.paddingLeft);
        const right = rect.right - parseFloat(style.paddingRight);
        const lineCentre = (element: Element) => {
          // The middle of the text's own lines, not of its box (a centred box can hold left-set text).
          const range = document.createRange();
          range.selectNodeContents(element);
          const lines = Array.from(range.getClientRects());
          return (Math.min(...lines.map((line) => line.left)) + Math.max(...lines.map((line) => line.right))) / 2;
        };
        const eyebrow = container.querySelector('.section__head > .eyebrow');
        return {
          centre: (left + right) / 2,
          eyebrowFirst: eyebrow?.nextElementSibling?.matches('.section__heading') ?? false,
          eyebrow: eyebrow ? lineCentre(eyebrow) : NaN,
          heading: lineCentre(container.querySelector('.section__heading') as Element),
          intro: lineCentre(container.querySelector('.section__intro p') as Element),
        };
      });
      expect(box.eyebrowFirst, `${width} px: ${name} has an eyebrow right over its heading`).toBe(true);
      expect(Math.abs(box.eyebrow - box.centre), `${width} px: ${name}'s eyebrow`).toBeLessThan(3);
      expect(Math.abs(box.heading - box.centre), `${width} px: ${name}'s heading`).toBeLessThan(3);
      expect(Math.abs(box.intro - box.centre), `${width} px: ${name}'s intro`).toBeLessThan(3);
    }
  }
});
