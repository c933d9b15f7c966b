import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page, type Request } from '@playwright/test';

/** Hosts the site talks to that are unreachable offline; tests answer or abort them. */
export const THIRD_PARTY = /^https:\/\/(www\.google\.com|www\.gstatic\.com|www\.googletagmanager\.com|[a-z-]+\.example\.com)\//;

const pathsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);

/**
 * Every path in the built sitemap (dist/, which the e2e server serves), read when the specs are
 * collected so that a sweep over all routes can be one test per route.
 */
export function builtSitemapPaths(): string[] {
  return pathsOf(readFileSync(join(process.cwd(), 'dist', 'sitemap.xml'), 'utf8'));
}

/**
 * One route of each template and variant, and the 404 page: pages of one template share their
 * markup, styles, scripts, frames and widgets. The desktop axe check (e2e/route-sweep.spec.ts) and
 * the browser's policy sweep (e2e/security-headers.spec.ts) run on these; a new template or variant
 * belongs here. Every entry is a real route (route-sweep.spec checks).
 */
export const desktopRoutes = [
  '/', '/about', '/what-we-do', '/clients', '/careers', '/contact-us', '/tell-us-about-your-project',
  '/web-development', '/search-engine-optimization', '/products', '/product/serviceplex', '/her-bazaar',
  '/portfolio', '/portfolio/cs-by-kp-app', '/portfolio/infor-sx-erp-web-application-and-reporting',
  '/case-studies', '/case-studies/camelback-spine-care', '/case-studies/troi', '/blog', '/blog_details',
  '/no-such-page',
];

/** Every path listed in the served sitemap, as a relative path. */
export async function sitemapPaths(page: Page): Promise<string[]> {
  const response = await page.request.get('/sitemap.xml');
  return pathsOf(await response.text());
}

/** Collects console errors and uncaught page errors (hydration mismatches show up as either). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    // Offline, third-party hosts fail to load; that is the network, not the page.
    if (/Failed to load resource|net::ERR_/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Requests of a page in flight, and when the last one started or ended (see waitForSettled). */
const network = new WeakMap<Page, { inFlight: Set<Request>; lastChange: number }>();

function trackNetwork(page: Page): void {
  if (network.has(page)) return;
  const state = { inFlight: new Set<Request>(), lastChange: Date.now() };
  network.set(page, state);
  const ended = (request: Request) => {
    state.inFlight.delete(request);
    state.lastChange = Date.now();
  };
  page.on('request', (request) => {
    state.inFlight.add(request);
    state.lastChange = Date.now();
  });
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
}

/**
 * Opens `path` and waits until the page has hydrated; returns the console and page errors seen
 * from before the navigation on (check them with `expect(errors).toEqual([])` where it matters).
 */
export async function visit(page: Page, path: string): Promise<string[]> {
  const errors = collectErrors(page);
  trackNetwork(page);
  await page.goto(path);
  await waitForHydration(page);
  return errors;
}

/**
 * Waits until React has hydrated the prerendered page and rendered it again with what only the
 * browser knows: the app then marks its root `data-hydrated` (src/app/entry-client.tsx), after
 * every effect of those renders has run. Hydration errors have been reported by then.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
}

/**
 * Waits until whatever the page was going to do on its own has demonstrably had its chance: it
 * has hydrated (its effects ran, so its IntersectionObservers exist), two frames have been
 * rendered (an observer delivers its first notice with the rendering of the next frame), and no
 * request has been in flight for half a second (so a chunk that was on its way has arrived, and
 * what it set off has started). Assert that something did not happen only after this.
 */
export async function waitForSettled(page: Page): Promise<void> {
  trackNetwork(page);
  await waitForHydration(page);
  // Two frames, or two seconds where a busy machine holds frames back (a CI run on 2 cores once
  // held them for the test's whole 30 s): layout is read directly below, and the quiet network
  // that follows is what says that what a frame set off has arrived.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 2000);
      }),
  );
  const state = network.get(page);
  await expect
    .poll(() => (state ? state.inFlight.size === 0 && Date.now() - state.lastChange >= 500 : false), {
      message: 'no request in flight for 500 ms',
      timeout: 20_000,
      intervals: [100],
    })
    .toBe(true);
}

/**
 * How a page ends (e2e/page-endings.spec.ts says why): the footer's consultation banner follows
 * every page, so a page may hold at most one call-to-action band of its own, never as its last
 * block (two bands back to back), and no call to action in the page may send the visitor to the
 * page they are on. Checked on the page as it stands, by the per-route sweep in e2e/route-sweep.spec.ts,
 * which has the route open already (a page load of its own for this was most of its cost).
 */
export async function expectPageEnding(page: Page, path: string): Promise<void> {
  const ending = await page.evaluate(() => {
    const main = document.querySelector('main');
    const bands = main ? Array.from(main.querySelectorAll('.cta-band')) : [];
    return {
      bands: bands.length,
      lastIsBand: main?.lastElementChild?.matches('.cta-band') ?? false,
      targets: bands.flatMap((band) =>
        Array.from(band.querySelectorAll('a[href]'), (link) => new URL((link as HTMLAnchorElement).href).pathname),
      ),
    };
  });
  expect(ending.bands, `${path}: call-to-action bands in main`).toBeLessThanOrEqual(1);
  expect(ending.lastIsBand, `${path}: main ends with a call-to-action band`).toBe(false);
  expect(ending.targets, `${path}: a call to action links to the page itself`).not.toContain(path);
}

/** The routes whose vertical rhythm is checked (expectSectionRhythm): one of each page kind, and the 404. */
export const RHYTHM_ROUTES = [
  '/',
  '/what-we-do',
  '/web-development',
  '/search-engine-optimization',
  '/products',
  '/product/serviceplex',
  '/product/propertyshops',
  '/her-bazaar',
  '/clients',
  '/portfolio',
  '/portfolio/ca-website',
  '/case-studies',
  '/case-studies/cvgastro',
  '/careers',
  '/about',
  '/blog',
  '/blog_details',
  '/contact-us',
  '/tell-us-about-your-project',
  '/no-such-page',
];

/** The tallest blank stretch allowed at each width: a band's padding (3.5rem, 5rem from lg) plus 1.25rem. */
export const RHYTHM = [
  { width: 375, limit: 56 + 20 },
  { width: 1280, limit: 80 + 20 },
];

/**
 * The vertical rhythm: no stretch of one ground without content is taller than a band's padding
 * (3.5rem on phones, 5rem from lg) plus 1.25rem (a last paragraph's margin, a card's own padding).
 * Where two bands of one ground meet, their paddings would add up to twice that; where the ground
 * changes, each side keeps its padding, and the edge splits the stretch in two. Everything lazy
 * (the carousel, the reviews, the case study) is brought in first by walking down the page.
 * Checked on the page as it stands at `width` (one of RHYTHM's), by the per-route sweep in
 * e2e/route-sweep.spec.ts, which has the route open at both widths already (a page load of its own
 * for this was most of its cost).
 */
export async function expectSectionRhythm(page: Page, path: string, width: number): Promise<void> {
  const limit = RHYTHM.find((rhythm) => rhythm.width === width)?.limit ?? 0;
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      // Two frames, or a quarter second where a busy machine holds frames back: the walk only
      // has to bring each part near the viewport, the checks below wait for what it starts.
      await new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 250);
      });
    }
    window.scrollTo(0, 0);
  });
  await expect(page.locator('main [data-awaits-code]')).toHaveCount(0);
  await waitForSettled(page);
  const holes = await page.evaluate((limit) => {
    const main = document.querySelector('main') as HTMLElement;
    const footer = document.querySelector('.site-footer');
    const viewport = document.documentElement.clientWidth;
    const top = (value: number) => Math.round(value + window.scrollY);
    const painted = (style: CSSStyleDeclaration) => style.backgroundColor !== 'rgba(0, 0, 0, 0)' || style.backgroundImage !== 'none';
    const drawsMark = (element: Element) =>
      ['::before', '::after'].some((pseudo) => !['none', 'normal'].includes(getComputedStyle(element, pseudo).content));
    const marks: { top: number; bottom: number; name: string }[] = [];
    for (const element of [main, ...Array.from(main.querySelectorAll('*')), ...(footer ? [footer, ...Array.from(footer.querySelectorAll('*'))] : [])]) {
      if (element.closest('.visually-hidden, script, style, template')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= 0 || box.left >= viewport) continue;
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.opacity === '0') continue;
      const name = `${element.tagName.toLowerCase()}.${String(element.getAttribute('class') ?? '').split(' ')[0]}`;
      // A ground as wide as the screen (a band, the footer): its edges are where a stretch ends.
      if (painted(style) && box.width >= viewport - 1) {
        marks.push({ top: top(box.top), bottom: top(box.top), name: `top of ${name}` }, { top: top(box.bottom), bottom: top(box.bottom), name: `bottom of ${name}` });
        continue;
      }
      const content =
        ['IMG', 'svg', 'INPUT', 'TEXTAREA', 'SELECT', 'BUTTON', 'IFRAME', 'HR'].includes(element.tagName) ||
        Array.from(element.childNodes).some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()) ||
        painted(style) ||
        parseFloat(style.borderTopWidth) > 0 ||
        parseFloat(style.borderBottomWidth) > 0 ||
        style.boxShadow !== 'none' ||
        drawsMark(element);
      if (content) marks.push({ top: top(box.top), bottom: top(box.bottom), name });
    }
    marks.sort((a, b) => a.top - b.top);
    const found: string[] = [];
    let reach = top(main.getBoundingClientRect().top);
    let last = 'the top of main';
    for (const mark of marks) {
      if (mark.top - reach > limit) found.push(`${mark.top - reach} px blank at y=${reach} between ${last} and ${mark.name}`);
      if (mark.bottom >= reach) {
        reach = mark.bottom;
        last = mark.name;
      }
    }
    return found;
  }, limit);
  expect(holes, `${path} at ${width} px (limit ${limit} px)`).toEqual([]);
}

/**
 * Gives an open page a new viewport and waits until it has laid itself out at that size, as a
 * fresh visit at that size would be read: the window reports the new size, two frames have been
 * rendered (what media-query and resize listeners set off, and the effects of React's render, has
 * run by then), and no transition or animation with an end is still running on the document's
 * timeline (a width or an offset read mid-transition is neither the old layout nor the new). For
 * tests that check several widths on one page load; each check names its width in its messages.
 */
export async function resizeTo(page: Page, width: number, height = 900): Promise<void> {
  await page.setViewportSize({ width, height });
  await page.waitForFunction(({ width, height }) => window.innerWidth === width && window.innerHeight === height, { width, height });
  // Two frames, or two seconds where a busy machine holds frames back (as waitForSettled): the
  // layout itself is read synchronously by whatever measures it next.
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        requestAnimationFrame(() => requestAnimationFrame(resolve));
        setTimeout(resolve, 2000);
      }),
  );
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || !(a.timeline instanceof DocumentTimeline) || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Waits until React has hydrated this element: parts of a page whose code loads only when they
 * come near the viewport (the home page's carousel and contact form) stay plain HTML until then.
 */
export async function waitForElementHydration(locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber'))))
    .toBe(true);
}

/**
 * Lets React finish what a fake clock's timers set off: it renders, and then runs effects, in tasks
 * of its own (MessageChannel, which page.clock leaves alone), so a timer that changes state takes
 * effect only once two such rounds have run.
 */
export async function runPageTasks(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const hop = (left: number) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => (left > 0 ? hop(left - 1) : resolve());
          channel.port2.postMessage(null);
        };
        hop(2);
      }),
  );
}

/**
 * Counts, from now on, the slides of a carousel that start to move (a slide moving in gets
 * carousel-item-next or -prev); returns the function that reads the count.
 */
export async function countSlideMoves(carousel: Locator): Promise<() => Promise<number>> {
  await carousel.evaluate((element) => {
    const counter = element as HTMLElement & { slidesMoved?: number };
    counter.slidesMoved = 0;
    new MutationObserver((records) => {
      for (const record of records) {
        if ((record.target as Element).matches('.carousel-item-next, .carousel-item-prev')) counter.slidesMoved = (counter.slidesMoved ?? 0) + 1;
      }
    }).observe(element, { subtree: true, attributes: true, attributeFilter: ['class'] });
  });
  return () => carousel.evaluate((element) => (element as HTMLElement & { slidesMoved?: number }).slidesMoved ?? 0);
}

/**
 * Category lines as a visitor, a copy and a screen reader get them (CategoryLine), for
 * `locator.evaluateAll`: the text (SPEC's ' | ' between every two names, as innerText, which
 * follows the layout), and on screen the tags: how many rows they take, whether every row starts
 * with a tag flush with the line, whether a tag sticks out of the line or overlaps another, whether
 * each is drawn as a tag (a fill of its own), how many bars are drawn (a slot wider than half a
 * pixel inside the line's box), and the drawn bars that do not stand between two tags of their row.
 */
export function readCategoryLines(lines: Element[]) {
  return lines.map((line) => {
    const box = line.getBoundingClientRect();
    const tags = Array.from(line.querySelectorAll('.category-line__name'));
    const names = tags.map((tag) => tag.getBoundingClientRect());
    const bars = Array.from(line.querySelectorAll('.category-line__sep'), (sep) => sep.getBoundingClientRect());
    const rowStarts = new Map<number, number>();
    for (const name of names) {
      const row = Math.round(name.top);
      rowStarts.set(row, Math.min(rowStarts.get(row) ?? Infinity, name.left));
    }
    const drawn = bars.filter((bar) => bar.width > 0.5 && bar.left >= box.left - 0.5 && bar.right <= box.right + 0.5);
    const sameRow = (a: DOMRect, b: DOMRect) => Math.abs(a.top + a.height / 2 - (b.top + b.height / 2)) < a.height / 2;
    const overlaps = (a: DOMRect, b: DOMRect) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    return {
      // As a copy of the card gives it: innerText follows the layout (flex items each took a line).
      text: (line as HTMLElement).innerText,
      names: tags.map((tag) => tag.textContent ?? ''),
      bars: bars.length,
      barsDrawn: drawn.length,
      rows: rowStarts.size,
      // A row that starts anywhere but the edge starts with a bar (or is indented).
      raggedRows: [...rowStarts.values()].filter((left) => Math.abs(left - box.left) > 1).length,
      outside: names.filter((tag) => tag.left < box.left - 0.5 || tag.right > box.right + 0.5).length,
      overlapping: names.filter((a, i) => names.some((b, j) => i !== j && overlaps(a, b))).length,
      unfilled: tags.filter((tag) => getComputedStyle(tag).backgroundColor === 'rgba(0, 0, 0, 0)').length,
      // A drawn bar without a tag before it and one after it on its row.
      strayBars: drawn.filter(
        (bar) => !names.some((name) => sameRow(name, bar) && name.right <= bar.left + 1) || !names.some((name) => sameRow(name, bar) && name.left >= bar.right - 1),
      ).length,
    };
  });
}

/**
 * Category lines as readCategoryLines reads them: the names joined by ' | ' in the text; on screen
 * a tag per name, each filled, inside the line, none over another, every row starting with a tag
 * flush with the title, a bar drawn between each two tags of a row (every tag but a row's first
 * has its bar drawn) and none at a row's start or end.
 */
export function expectCategoryTags(lines: ReturnType<typeof readCategoryLines>) {
  expect(lines.length, 'the check saw category lines').toBeGreaterThan(0);
  for (const line of lines) {
    expect(line.text).toBe(line.names.join(' | '));
    expect(line.names.length, line.text).toBeGreaterThan(0);
    expect(line.bars, line.text).toBe(line.names.length - 1);
    expect(line.unfilled, `${line.text}: every name a tag`).toBe(0);
    expect(line.barsDrawn, `${line.text}: a bar between each two tags of a row`).toBe(line.names.length - line.rows);
    expect(line.strayBars, line.text).toBe(0);
    expect(line.outside, `${line.text}: no tag out of the line`).toBe(0);
    expect(line.overlapping, `${line.text}: no tag over another`).toBe(0);
    expect(line.raggedRows, `${line.text}: every row starts flush`).toBe(0);
  }
}
