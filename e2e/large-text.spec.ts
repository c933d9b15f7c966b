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
  '/case-studies/talentedge',
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

test("What We Do's linked names keep their arrow on the line of their last word and inside the card, at 20 px text on the narrowest phones and at twice the text size", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await visit(page, '/');
  const cards = page.locator('.animated-card--linked');
  await expect(cards).toHaveCount(12);
  for (const [text, width] of [
    [20, 320],
    [20, 326],
    [20, 332],
    [32, 375],
  ] as const) {
    await setBrowserTextSize(page, text);
    await page.setViewportSize({ width, height: 800 });
    await cards.first().scrollIntoViewIfNeeded();
    const astray = await cards.evaluateAll((items) =>
      items
        .map((item) => {
          const card = item.getBoundingClientRect();
          const link = item.querySelector('a');
          const arrow = item.querySelector('.animated-card__arrow')?.getBoundingClientRect();
          const name = link?.firstChild;
          if (!link || !arrow || !name || name.nodeType !== Node.TEXT_NODE) return { name: link?.textContent ?? '?', ok: false };
          // The box of the name's last letter: the arrow stands on its line, not on a line of its own.
          const range = document.createRange();
          const length = name.textContent?.length ?? 0;
          range.setStart(name, length - 1);
          range.setEnd(name, length);
          const last = range.getBoundingClientRect();
          const sameLine = arrow.top < last.bottom && arrow.bottom > last.top;
          const inside = arrow.right <= card.right + 0.5 && arrow.left >= card.left - 0.5;
          return { name: link.textContent ?? '', ok: sameLine && inside };
        })
        .filter((item) => !item.ok)
        .map((item) => item.name),
    );
    expect(astray, `${text} px text, ${width} px`).toEqual([]);
  }
});

test('with large text on a wide screen the header keeps to the window: its row ends inside it, WHATSAPP included', async ({ page }) => {
  await page.setViewportSize({ width: 1800, height: 900 });
  await visit(page, '/about');
  for (const [text, width] of [
    [20, 1280],
    [24, 1800],
    [24, 1920],
    [32, 2400],
  ] as const) {
    await setBrowserTextSize(page, text);
    await page.setViewportSize({ width, height: 900 });
    const whatsapp = page.locator('header').getByRole('link', { name: /whatsapp/i }).first();
    await expect(whatsapp, `${text} px text, ${width} px`).toBeVisible();
    const right = await page.locator('header').evaluate((header) =>
      Math.max(...Array.from(header.querySelectorAll('a, button')).filter((c) => c.getBoundingClientRect().width > 0).map((c) => c.getBoundingClientRect().right)),
    );
    expect(right, `${text} px text, ${width} px`).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  }
});

test('with large text the pictures are fetched at the size they are shown: no card on /portfolio draws from a file narrower than its box', async ({ page }) => {
  await setBrowserTextSize(page, 32);
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/portfolio');
  await waitForSettled(page);
  const cards = page.locator('.portfolio-card img');
  await expect(cards.first()).toBeVisible();
  await cards.first().scrollIntoViewIfNeeded();
  await expect.poll(() => cards.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const { shown, file } = await cards.first().evaluate((img: HTMLImageElement) => ({ shown: img.getBoundingClientRect().width, file: img.naturalWidth }));
  expect(shown).toBeGreaterThan(500);
  expect(file).toBeGreaterThanOrEqual(shown);
});

/**
 * Text that is given a column a letter or two wide: an element with words of its own narrower than
 * 2.2 times its text size (a pictogram, number or neighbour kept beside it in a window too narrow
 * for both).
 */
async function squeezedText(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        if (element.closest('.visually-hidden')) return false;
        const own = Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent?.trim() ?? '')
          .join(' ')
          .trim();
        const box = element.getBoundingClientRect();
        return own.length >= 6 && box.width >= 3 && box.width < 2.2 * parseFloat(getComputedStyle(element).fontSize);
      })
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.getAttribute('class') ?? ''} "${element.textContent?.trim().slice(0, 30)}" (${Math.round(element.getBoundingClientRect().width)} px)`),
  );
}

for (const path of ['/', '/about', '/web-development', '/product/serviceplex', '/careers', '/case-studies', '/case-studies/troi', '/case-studies/talentedge', '/portfolio/ca-website']) {
  test(`${path} on a 320 px phone at 20, 24 and 32 px text leaves no text a column of a letter or two`, async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await visit(page, path);
    await waitForSettled(page);
    for (const text of [20, 24, 32]) {
      await setBrowserTextSize(page, text);
      expect(await squeezedText(page), `${text} px text`).toEqual([]);
    }
  });
}

/**
 * Words broken between two letters (a line that ends inside a word), in `scope`: the page's
 * break-anywhere rule under 20em lets a word break rather than push the page sideways, so a column
 * too narrow for a word shows as this. A break after a hyphen, dash, slash or dot is the word's own,
 * and an address (e-mail, web) may break anywhere.
 */
async function brokenWords(page: Page, scope = 'body') {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  return page.evaluate((scope) => {
    const found: string[] = [];
    for (const root of Array.from(document.querySelectorAll(scope))) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('.visually-hidden, [aria-hidden="true"], svg, script, style') || !parent.getClientRects().length) continue;
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/[^\s\u00a0]{3,}/g)) {
          const word = match[0];
          if (/@|\w\.\w/.test(word)) continue;
          let previousTop: number | undefined;
          for (let i = 0; i < word.length; i++) {
            const range = document.createRange();
            range.setStart(node, (match.index ?? 0) + i);
            range.setEnd(node, (match.index ?? 0) + i + 1);
            const top = range.getBoundingClientRect().top;
            if (previousTop !== undefined && Math.abs(top - previousTop) > 2 && !/[-–/.]/.test(word[i - 1] ?? '')) {
              found.push(`${parent.tagName.toLowerCase()}.${parent.getAttribute('class') ?? ''} "${word}"`);
              break;
            }
            previousTop = top;
          }
        }
      }
    }
    return found.slice(0, 8);
  }, scope);
}

for (const path of ['/', '/about', '/what-we-do', '/web-development', '/careers', '/clients', '/portfolio', '/portfolio/ca-website', '/case-studies', '/case-studies/talentedge', '/case-studies/camelback-spine-care', '/product/serviceplex', '/tell-us-about-your-project']) {
  test(`${path} on a 375 px phone at 24 px text breaks no word between two letters`, async ({ page }) => {
    await setBrowserTextSize(page, 24);
    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, path);
    await waitForSettled(page);
    expect(await brokenWords(page)).toEqual([]);
  });
}

// At twice the text size on a 320 px phone (a window 10em wide) a long word may have to break in a
// heading or a sentence; the parts that once stood beside a mark, a number or a neighbour give
// their words the width instead, and a report's table keeps its words whole and scrolls.
for (const { path, scopes } of [
  { path: '/', scopes: ['.review-profiles__rating'] },
  { path: '/what-we-do', scopes: ['.hero-index'] },
  { path: '/portfolio/ca-website', scopes: ['.portfolio-detail__facts .icon-list'] },
  { path: '/case-studies/talentedge', scopes: ['.results-strip', '.shot__table thead', '.psi__gauges', '.icon-list'] },
  { path: '/case-studies', scopes: ['.case-study-card__explore'] },
  { path: '/product/serviceplex', scopes: ['.step-list__title'] },
]) {
  test(`${path} on a 320 px phone at 32 px text: ${scopes.join(', ')} break no word between two letters`, async ({ page }) => {
    await setBrowserTextSize(page, 32);
    await page.setViewportSize({ width: 320, height: 800 });
    await visit(page, path);
    await waitForSettled(page);
    for (const scope of scopes) {
      await expect(page.locator(scope).first(), scope).toBeAttached();
      expect(await brokenWords(page, scope), scope).toEqual([]);
    }
  });
}
