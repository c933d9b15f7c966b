import { expect, test, type Page } from '@playwright/test';
import { THIRD_PARTY, expectCategoryTags, readCategoryLines, visit, waitForHydration, waitForSettled } from './support';

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

/** The eleven categories with a button after All (entries may also carry REACT JS, which has none). */
const CATEGORIES = ['ANDROID NATIVE APP', 'CAKE PHP', 'CORE PHP', 'E-COMMERCE', 'ERP', 'INFORMATIVE WEBSITE', 'LARAVEL', 'PWA', 'REAL ESTATE', 'WORDPRESS', 'CUSTOM APPLICATION'];

test('the portfolio filters show only the chosen category', async ({ page }) => {
  await visit(page, '/portfolio');
  const group = page.getByRole('group', { name: 'Filter projects by category' });
  await expect(group.getByRole('button')).toHaveCount(12);
  await expect(group.getByRole('button')).toHaveText(['All', ...CATEGORIES]);
  await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  const cards = page.locator('.portfolio-list__grid .portfolio-card');
  const total = await cards.count();
  expect(total).toBeGreaterThanOrEqual(20);

  await group.getByRole('button', { name: 'LARAVEL', exact: true }).click();
  await expect(group.getByRole('button', { name: 'LARAVEL', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const filtered = await cards.count();
  expect(filtered).toBeGreaterThan(0);
  expect(filtered).toBeLessThan(total);
  for (const text of await cards.locator('.portfolio-card__categories').allTextContents()) expect(text.split(' | ')).toContain('LARAVEL');

  await group.getByRole('button', { name: 'All' }).click();
  await expect(cards).toHaveCount(total);
});

const cardCategories = (page: Page) => page.locator('.portfolio-list__grid .portfolio-card .portfolio-card__categories').allTextContents();

test('the chosen category stays in the address: Back from a project returns to the filtered list, and one more Back leaves the portfolio', async ({ page }) => {
  await page.goto('/about');
  const errors = await visit(page, '/portfolio');
  const group = page.getByRole('group', { name: 'Filter projects by category' });
  const pwa = group.getByRole('button', { name: 'PWA', exact: true });
  await group.getByRole('button', { name: 'ERP', exact: true }).click();
  await expect(page).toHaveURL(/\/portfolio\?category=ERP$/);
  await pwa.click();
  await expect(page).toHaveURL(/\/portfolio\?category=PWA$/);
  // The same page with another query: the press keeps the focus and is counted as no new visit.
  await expect(pwa).toBeFocused();
  const shown = await cardCategories(page);
  expect(shown.length).toBeGreaterThan(0);
  for (const line of shown) expect(line.split(' | ')).toContain('PWA');

  await page.locator('.portfolio-list__grid .portfolio-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/portfolio\/[\w-]+$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/portfolio\?category=PWA$/);
  await expect(pwa).toHaveAttribute('aria-pressed', 'true');
  await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByText(`Showing ${shown.length} ${shown.length === 1 ? 'project' : 'projects'} in PWA`)).toBeVisible();
  expect(await cardCategories(page)).toEqual(shown);

  // Presses replaced the entry: ERP and PWA left no steps of their own in the history.
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
  expect(errors).toEqual([]);
});

test('a shared address opens the list filtered, whatever the case; All drops the parameter', async ({ page }) => {
  const errors = await visit(page, '/portfolio?category=pwa');
  const group = page.getByRole('group', { name: 'Filter projects by category' });
  await expect(group.getByRole('button', { name: 'PWA', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(group.locator('[aria-pressed="true"]')).toHaveCount(1);
  await expect(page.getByText(/Showing \d+ projects? in PWA/)).toBeVisible();
  for (const line of await cardCategories(page)) expect(line.split(' | ')).toContain('PWA');
  // Hydrated as prerendered (All), filtered right after: no mismatch reported.
  expect(errors).toEqual([]);

  await group.getByRole('button', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByText(/Showing all \d+ projects/)).toBeVisible();
});

test('an unknown category in the address shows All', async ({ page }) => {
  const errors = await visit(page, '/portfolio?category=nonsense');
  const group = page.getByRole('group', { name: 'Filter projects by category' });
  await expect(group.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(group.locator('[aria-pressed="true"]')).toHaveCount(1);
  await expect(page.getByText(/Showing all \d+ projects/)).toBeVisible();
  expect(await page.locator('.portfolio-list__grid .portfolio-card').count()).toBeGreaterThanOrEqual(20);
  expect(errors).toEqual([]);
});

test('on a phone a category from the address has its chip brought into the row, and the page stays at the top', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await visit(page, '/portfolio?category=CUSTOM+APPLICATION');
  const last = page.getByRole('group', { name: 'Filter projects by category' }).getByRole('button', { name: 'CUSTOM APPLICATION', exact: true });
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  const clear = () =>
    last.evaluate((button) => {
      const strip = (button.parentElement as HTMLElement).getBoundingClientRect();
      const box = button.getBoundingClientRect();
      // Clear of the fade at the row's end (2.5 rem) and of the screen's left edge.
      return box.left >= strip.left && box.right <= strip.right - 40 + 1;
    });
  await expect.poll(clear).toBe(true);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

for (const width of [375, 1280]) {
  test(`at ${width} px in forced colours (a Windows contrast theme) the chosen filter button still stands apart`, async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
    await page.setViewportSize({ width, height: 800 });
    await visit(page, '/portfolio');
    const group = page.getByRole('group', { name: 'Filter projects by category' });
    const chosen = group.getByRole('button', { name: 'ERP', exact: true });
    await chosen.click();
    await expect(chosen).toHaveAttribute('aria-pressed', 'true');
    await chosen.evaluate((button) => (button as HTMLElement).blur());
    const look = (name: string) =>
      group.getByRole('button', { name, exact: true }).evaluate((button) => {
        const style = getComputedStyle(button);
        return { background: style.backgroundColor, color: style.color };
      });
    const [pressed, other] = [await look('ERP'), await look('LARAVEL')];
    // The fill that marks it goes with the page's colours: the system's highlight marks it instead.
    expect(pressed.background).not.toBe(other.background);
    expect(pressed.color).not.toBe(other.color);
  });
}

test('portfolio cards cut descriptions to at most 120 characters, at a word, plus an ellipsis and link to the project', async ({ page }) => {
  await page.goto('/portfolio');
  const card = page.locator('.portfolio-list__grid .portfolio-card').first();
  const text = (await card.locator('.portfolio-card__text').textContent()) ?? '';
  expect(text.endsWith('...')).toBe(true);
  expect(text.length).toBeLessThanOrEqual(123);
  expect(text.length).toBeGreaterThan(100);
  // Every card's excerpt ends on a whole word: the character before the ellipsis is a letter,
  // digit or closing mark, never a word cut in two (the next word is checked in the unit test).
  for (const excerpt of await page.locator('.portfolio-list__grid .portfolio-card__text').allTextContents()) {
    if (excerpt.endsWith('...')) expect(excerpt.slice(0, -3)).not.toMatch(/\s$/);
  }
  await expect(card.getByRole('link')).toHaveAttribute('href', '/portfolio/cs-by-kp-app');
});

test('Prev is disabled on the first project and Next on the last; Next steps in list order', async ({ page }) => {
  await visit(page, '/portfolio/cs-by-kp-app');
  await expect(page.getByRole('button', { name: /^Prev\W+This is the first project$/ })).toBeDisabled();
  await page.getByRole('link', { name: /^Next/ }).click();
  await expect(page).toHaveURL(/\/portfolio\/ca-website$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('CA Website');

  await page.goto('/portfolio/travel-agency-booking');
  await expect(page.getByRole('button', { name: /^Next\W+This is the last project$/ })).toBeDisabled();
  await expect(page.getByRole('link', { name: /^Prev/ })).toBeVisible();
});

test('a project page tells challenge, solution and result, with technology chips and named neighbours', async ({ page }) => {
  await visit(page, '/portfolio/fitpass-network');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(['Challenge', 'Solution', 'Result', 'More work like this']);
  const facts = main.getByRole('complementary', { name: 'Project facts' });
  await expect(facts.getByRole('list', { name: 'Project type' }).getByRole('listitem')).toHaveText(['PWA']);
  await expect(facts.getByRole('list', { name: 'Technologies' }).getByRole('listitem')).toHaveText(['React', 'Laravel']);
  await expect(facts.getByRole('list', { name: 'What we built' }).getByRole('listitem')).toHaveText(['Installable member web app', 'Studio map and class booking', 'QR check-in', 'Partner settlement API']);
  const nav = main.getByRole('navigation', { name: 'Browse projects' });
  await expect(nav.getByRole('link', { name: /^Prev/ })).toContainText('Infor SX ERP Web Application and Reporting');
  await expect(nav.getByRole('link', { name: /^Next/ })).toContainText('Leads Database');
  await expect(nav.getByRole('link', { name: /^Next/ }).locator('.portfolio-step__title')).toBeVisible();
});

test('an Android app is pictured in a phone, an ERP on a laptop and a website in a browser', async ({ page }) => {
  await visit(page, '/portfolio/cs-by-kp-app');
  await expect(page.locator('main img.portfolio-detail__image')).toHaveAttribute('data-frame', 'phone');
  // The project's page shows the whole picture; its cards show their close view of it.
  await expect(page.locator('main img.portfolio-detail__image')).toHaveAttribute('srcset', /\/cs-by-kp-app-480\.webp 480w/);
  await page.goto('/portfolio');
  const frameOf = (slug: string) => page.locator(`.portfolio-card:has(a[href="/portfolio/${slug}"]) img`);
  await expect(frameOf('cs-by-kp-app')).toHaveAttribute('data-frame', 'phone');
  await expect(frameOf('clinic-appointments-app')).toHaveAttribute('data-frame', 'phone');
  await expect(frameOf('school-fee-erp')).toHaveAttribute('data-frame', 'laptop');
  await expect(frameOf('ca-website')).toHaveAttribute('data-frame', 'browser');
  // Every picture is sized and offers the small variant.
  const img = frameOf('cs-by-kp-app');
  await expect(img).toHaveAttribute('width', '960');
  await expect(img).toHaveAttribute('height', '720');
  await expect(img).toHaveAttribute('srcset', /cs-by-kp-app-card-480\.webp 480w/);
  await expect(page.locator('.portfolio-card:has(a[href="/portfolio/cs-by-kp-app"]) source[type="image/avif"]')).toHaveAttribute('srcset', /cs-by-kp-app-card-480\.avif 480w/);
});

const PICTURED = 'main picture:has(source[type="image/avif"]) img';

for (const width of [375, 1280]) {
  test(`at ${width} px the home and portfolio pictures load as AVIF, and nothing fetches their WebP`, async ({ page }) => {
    // Three pages and every picture on them, each scrolled to and waited for (22 on the list): on
    // a busy 2-core machine that walk alone took more than the default 30 s.
    test.setTimeout(90_000);
    await page.setViewportSize({ width, height: 900 });
    const webp: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image' && /\.webp$/.test(new URL(request.url()).pathname)) webp.push(request.url());
    });
    for (const path of ['/', '/portfolio', '/portfolio/cs-by-kp-app']) {
      await visit(page, path);
      const pictured = page.locator(PICTURED);
      expect(await pictured.count(), path).toBeGreaterThan(0);
      let shown = 0;
      for (const img of await pictured.all()) {
        // Hidden ones: art that phones never fetch, carousel slides not on show.
        if (!(await img.isVisible())) continue;
        await img.scrollIntoViewIfNeeded();
        await expect
          .poll(() => img.evaluate((el: HTMLImageElement) => (el.complete && el.naturalWidth > 0 ? new URL(el.currentSrc).pathname : 'loading')), { message: `${path} image` })
          .toMatch(/^\/images\/.+\.avif$/);
        shown += 1;
      }
      expect(shown, `${path}: pictures shown`).toBeGreaterThan(0);
      if (path.startsWith('/portfolio/')) {
        // The project's picture is preloaded once, as the AVIF its source offers (also after hydration).
        const preloads = await page.evaluate(() =>
          Array.from(document.head.querySelectorAll('link[rel="preload"][as="image"]')).map((l) => [l.getAttribute('type'), l.getAttribute('imagesrcset'), l.getAttribute('imagesizes')]),
        );
        // The project's own picture (the cards of More work like this are lazy and never preloaded):
        // its close view where a phone shows it, the whole one elsewhere, each preloaded where it shows.
        const sources = page.locator('main .project-hero picture source[type="image/avif"]');
        const preloaded = (index: number) => Promise.all([sources.nth(index).getAttribute('srcset'), sources.nth(index).getAttribute('sizes')]);
        const [close, whole] = [await preloaded(0), await preloaded(1)];
        expect(preloads).toEqual([
          ['image/avif', ...whole],
          ['image/avif', ...close],
        ]);
      }
      // Neither a preload nor an img fetched a WebP the browser does not show.
      await waitForSettled(page);
      expect(webp, path).toEqual([]);
    }
  });

  test(`at ${width} px a picture gives its image the box a bare WebP img had`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // The blog post's recent-post thumbnails sit in a flex row with a gap.
    for (const path of ['/', '/portfolio', '/portfolio/cs-by-kp-app', '/blog_details']) {
      await visit(page, path);
      // Put the markup back as it was before the pictures (no AVIF source, no wrapper of our own)
      // and measure again: every image box keeps its size and place.
      const boxes = await page.evaluate((selector) => {
        const imgs = Array.from(document.querySelectorAll(selector));
        const measure = () =>
          imgs.map((img) => {
            const r = img.getBoundingClientRect();
            return [r.x + window.scrollX, r.y + window.scrollY, r.width, r.height].map((n) => Math.round(n * 100) / 100);
          });
        const now = measure();
        for (const img of imgs) {
          const picture = img.parentElement as HTMLPictureElement;
          picture.querySelector('source[type="image/avif"]')?.remove();
          if (!picture.className) picture.replaceWith(img);
        }
        return { count: imgs.length, now, bare: measure() };
      }, PICTURED);
      expect(boxes.count, path).toBeGreaterThan(0);
      expect(boxes.now, path).toEqual(boxes.bare);
    }
  });
}

test('"Back to All Projects" stays on one line on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, '/portfolio/ca-website');
  const back = page.getByRole('link', { name: 'Back to All Projects' });
  // One line box for the text: a wrapped label would give two.
  const lines = await back.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set(Array.from(range.getClientRects()).map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('a project page has its canonical link, a stripped 150-character description and Go to Site in a new tab', async ({ page }) => {
  const response = await page.request.get('/portfolio/infor-sx-erp-web-application-and-reporting');
  const html = await response.text();
  expect(html).toMatch(/<link rel="canonical" href="[^"]+\/portfolio\/infor-sx-erp-web-application-and-reporting"/);
  const description = html.match(/<meta name="description" content="([^"]*)"/)?.[1] ?? '';
  expect(description.endsWith('...')).toBe(true);
  expect(description).not.toContain('<');
  await page.goto('/portfolio/fitpass-network');
  await expect(page.getByRole('link', { name: /Go to Site/ })).toHaveAttribute('target', '_blank');
});

test('an unknown project answers 404 with a clear message, the slug fallback title and noindex', async ({ page }) => {
  const response = await page.goto('/portfolio/no-such-project');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found');
  await expect(page).toHaveTitle(/^NO SUCH PROJECT \|/);
  // Every robots tag in the head says noindex (404.html brings its own before the app renders).
  await expect.poll(() => page.locator('meta[name="robots"]').evaluateAll((els) => els.map((el) => el.getAttribute('content')))).toContain('noindex, nofollow');
  expect(new Set(await page.locator('meta[name="robots"]').evaluateAll((els) => els.map((el) => el.getAttribute('content'))))).toEqual(new Set(['noindex, nofollow']));
  await expect.poll(() => page.locator('meta[name="description"]').evaluateAll((els) => els.map((el) => el.getAttribute('content')))).toContain('Detailed portfolio for NO SUCH PROJECT');
  await page.getByRole('link', { name: 'Back to All Projects' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
});

test('an unknown project: its own Not Found page from the first paint, replaced by the app with the same page, menus and footer included', async ({ page }) => {
  // Every state of the page from the end of its parsing on: the h1, whether the menus and the footer are there.
  await page.addInitScript(() => {
    const states: string[] = [];
    (window as unknown as { __states: string[] }).__states = states;
    const record = () => {
      const root = document.getElementById('root');
      const h1 = root?.querySelector('h1')?.textContent?.trim() ?? '(no h1)';
      const state = `${h1} | menu ${(root?.querySelectorAll('#site-menu a').length ?? 0) > 0} | footer ${root?.querySelector('footer') !== null}`;
      if (states.at(-1) !== state) states.push(state);
    };
    document.addEventListener('DOMContentLoaded', () => {
      record();
      new MutationObserver(record).observe(document.getElementById('root') ?? document, { childList: true, subtree: true });
    });
  });
  await page.goto('/portfolio/no-such-project');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found');
  await expect(page.locator('footer')).toBeVisible();
  const states = await page.evaluate(() => (window as unknown as { __states: string[] }).__states);
  expect(states.filter((state) => !state.endsWith('| menu true | footer true'))).toEqual([]);
  // 404.html shows the portfolio's own page before the first paint: the generic one never shows.
  expect(states.filter((state) => !state.startsWith('Project not found |'))).toEqual([]);
});

test('an unknown project: the generic Not Found page is never shown while 404.html arrives, however slowly', async ({ page }) => {
  // Every time the parser adds to the page: is the generic page's h1 there, and could it paint?
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __seen: string[] }).__seen = seen;
    new MutationObserver(() => {
      const main = document.getElementById('main');
      const h1 = main?.querySelector('h1')?.textContent?.trim();
      if (main && h1) seen.push(`${h1} | ${getComputedStyle(main).visibility}`);
    }).observe(document, { childList: true, subtree: true });
  });
  // The page's bytes in small pieces over a slow line: the browser may paint between any two.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 200, downloadThroughput: (150 * 1024) / 8, uploadThroughput: (150 * 1024) / 8 });
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/portfolio/no-such-project', { waitUntil: 'load' });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found');
  const seen = await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen);
  expect(seen.length).toBeGreaterThan(0);
  expect(seen.filter((state) => state.startsWith('Oops') && !state.endsWith('| hidden'))).toEqual([]);
  await expect(page.locator('#main')).toBeVisible();
});

test('an unknown project or case study reads as its list’s Not Found page without the app’s code', async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  const response = await page.goto('/portfolio/no-such-project');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found');
  await expect(page.locator('.page-hero__eyebrow')).toHaveText('NO SUCH PROJECT');
  await expect(page).toHaveTitle(/^NO SUCH PROJECT \|/);
  await expect(page.getByRole('link', { name: 'Back to All Projects' })).toHaveAttribute('href', '/portfolio');
  await expect(page.locator('.portfolio-related .portfolio-card')).toHaveCount(3);
  // Styled as the app draws it: the related projects three a row at 1280.
  await page.setViewportSize({ width: 1280, height: 900 });
  const tops = await page.locator('.portfolio-related .portfolio-card').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);

  await page.goto('/case-studies/unknown-study');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case study not found');
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Not Found');
  await page.goto('/portfolio/a/b');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Oops! Page Not Found');
  // Trailing slashes, as many as react-router takes; a long name wraps inside the page.
  await page.goto('/portfolio/no-such-project//');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found');
  await page.goto(`/portfolio/${'x'.repeat(400)}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

test('at 375 px every project card is a full-width picture above its text', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await visit(page, '/portfolio');
  await page.getByRole('button', { name: /^Show all \d+ projects$/ }).click();
  const cards = await page.locator('.portfolio-list__grid .portfolio-card').evaluateAll((articles) =>
    articles.map((card) => {
      const box = card.getBoundingClientRect();
      const img = (card.querySelector('.portfolio-card__media img') as HTMLElement).getBoundingClientRect();
      const title = (card.querySelector('.portfolio-card__title') as HTMLElement).getBoundingClientRect();
      return { card: [box.left, box.right], img: [img.left, img.right, img.bottom], titleTop: title.top };
    }),
  );
  expect(cards.length).toBeGreaterThanOrEqual(20);
  for (const { card, img, titleTop } of cards) {
    // The picture spans the card (its border aside) and the text starts below it.
    expect(img[0] - (card[0] ?? 0)).toBeLessThanOrEqual(1);
    expect((card[1] ?? 0) - (img[1] ?? 0)).toBeLessThanOrEqual(1);
    expect(titleTop).toBeGreaterThan(img[2] ?? 0);
  }
});

test('the filter: 12 pills of one style, two centred rows of six at 1280, every pill whole at 375 in its sideways row', async ({ page }) => {
  const boxes = () =>
    page
      .getByRole('group', { name: 'Filter projects by category' })
      .getByRole('button')
      .evaluateAll((buttons) =>
        buttons.map((b) => {
          const r = b.getBoundingClientRect();
          const group = (b.parentElement as HTMLElement).getBoundingClientRect();
          return {
            top: Math.round(r.top),
            left: r.left,
            right: r.right,
            height: Math.round(r.height),
            groupLeft: group.left,
            groupRight: group.right,
            radius: getComputedStyle(b).borderTopLeftRadius,
            fits: b.scrollWidth <= b.clientWidth,
          };
        }),
      );
  await page.setViewportSize({ width: 1280, height: 800 });
  await visit(page, '/portfolio');
  const wide = await boxes();
  expect(wide).toHaveLength(12);
  const rows = [...new Set(wide.map((b) => b.top))].map((top) => wide.filter((b) => b.top === top));
  expect(rows.map((row) => row.length)).toEqual([6, 6]);
  // Each row centred in the filter's block: as much room before its first pill as after its last.
  for (const row of rows) {
    const [first, last] = [row[0], row.at(-1)];
    expect(Math.abs((first?.left ?? 0) - (first?.groupLeft ?? 0) - ((last?.groupRight ?? 0) - (last?.right ?? 0)))).toBeLessThanOrEqual(1);
  }
  // One pill style: one height, fully rounded ends.
  expect(new Set(wide.map((b) => b.height)).size).toBe(1);
  for (const box of wide) {
    expect(box.fits).toBe(true);
    expect(parseFloat(box.radius)).toBeGreaterThanOrEqual(box.height / 2);
  }

  await page.setViewportSize({ width: 375, height: 667 });
  // One row, the first buttons in sight from the page margin, the others a sideways scroll away.
  await expect.poll(async () => new Set((await boxes()).map((b) => b.top)).size).toBe(1);
  const narrow = await boxes();
  expect(narrow[0]?.left).toBe(20);
  expect(narrow.filter((b) => b.right <= 375).length).toBeGreaterThanOrEqual(3);
  for (const box of narrow) expect(box.fits).toBe(true);
  // Pressing a category still works in the row.
  await page.getByRole('button', { name: 'WORDPRESS' }).click();
  await expect(page.getByRole('button', { name: 'WORDPRESS' })).toHaveAttribute('aria-pressed', 'true');
});

for (const width of [576, 768, 1024, 1280]) {
  test(`at ${width} px the titles of a row start level, and every category is a tag, a bar only between two tags of a row`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await visit(page, '/portfolio');
    const cards = page.locator('.portfolio-list__grid .portfolio-card');
    // Below 992 px the list opens with its first projects: every one is checked.
    const more = page.getByRole('button', { name: /^Show all \d+ projects$/ });
    if (width < 992) await more.click();
    await expect(more).toHaveCount(0);
    const rows = await cards.evaluateAll((elements) => {
      const titlesByRow = new Map<number, number[]>();
      for (const card of elements) {
        const top = Math.round(card.getBoundingClientRect().top);
        const title = (card.querySelector('.portfolio-card__title') as HTMLElement).getBoundingClientRect().top;
        titlesByRow.set(top, [...(titlesByRow.get(top) ?? []), title]);
      }
      // How far apart a row's titles start (the columns' fractional widths give their pictures
      // heights a fraction of a pixel apart, which rounding could turn into a whole pixel).
      return [...titlesByRow.values()].map((tops) => Math.max(...tops) - Math.min(...tops));
    });
    expect(rows.length).toBeGreaterThan(3);
    for (const spread of rows) expect(spread).toBeLessThan(1);

    const lines = await cards.locator('.portfolio-card__categories').evaluateAll(readCategoryLines);
    expectCategoryTags(lines);
    // The check means something: some category lines do wrap at this width.
    expect(lines.filter((line) => line.rows > 1).length).toBeGreaterThan(0);
  });
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 375, height: 667 },
]) {
  test(`at ${width}x${height} a project's title and Go to Site are on the first screen, beside or above its picture`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    // The shortest and the longest titles among the projects with a site.
    for (const slug of ['cs-by-kp-app', 'builder-project-microsite', 'interior-studio-website']) {
      await visit(page, `/portfolio/${slug}`);
      const go = page.getByRole('link', { name: /Go to Site/ });
      await expect(go).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport({ ratio: 1 });
      const picture = page.locator('main img.portfolio-detail__image');
      await expect(picture).toBeInViewport();
      const [goBox, pictureBox] = await Promise.all([go.boundingBox(), picture.boundingBox()]);
      if (width >= 992) expect(goBox?.x ?? 0, slug).toBeLessThan(pictureBox?.x ?? 0);
      else expect(goBox?.y ?? 0, slug).toBeLessThan(pictureBox?.y ?? 0);
    }
  });
}

test('on a 375 px phone the filter is one sideways row, and the first project starts in the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await visit(page, '/portfolio');
  const group = page.getByRole('group', { name: 'Filter projects by category' });
  const strip = await group.evaluate((element) => {
    const buttons = Array.from(element.querySelectorAll('button'), (button) => button.getBoundingClientRect());
    const style = getComputedStyle(element);
    return {
      rows: new Set(buttons.map((box) => Math.round(box.top))).size,
      scrolls: element.scrollWidth > element.clientWidth && style.overflowX === 'auto',
      // The row runs from screen edge to screen edge, and its end fades over the next button.
      left: element.getBoundingClientRect().left,
      right: element.getBoundingClientRect().right,
      fade: style.maskImage,
      snap: style.scrollSnapType,
      height: element.getBoundingClientRect().height,
    };
  });
  expect(strip.rows).toBe(1);
  expect(strip.scrolls).toBe(true);
  expect(strip.left).toBe(0);
  expect(strip.right).toBe(375);
  expect(strip.fade).toContain('linear-gradient');
  expect(strip.snap).toContain('x');
  // A chevron on the fade says the row goes on; it leaves once the row's end is reached, when a
  // fade at the start says the row has moved.
  const cue = () =>
    group.evaluate((element) => ({
      chevron: getComputedStyle(element.parentElement as HTMLElement, '::after').opacity,
      fade: getComputedStyle(element).maskImage,
    }));
  expect((await cue()).chevron).toBe('1');
  await group.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
  await expect.poll(async () => (await cue()).chevron).toBe('0');
  expect((await cue()).fade).toMatch(/rgb\(0, 0, 0\) 40px/);
  await group.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
  expect(strip.height).toBeLessThan(64);
  // Every button a thumb-size target.
  for (const box of await group.getByRole('button').evaluateAll((buttons) => buttons.map((b) => b.getBoundingClientRect().height))) expect(box).toBeGreaterThanOrEqual(44);
  const first = page.locator('.portfolio-list__grid .portfolio-card').first();
  const top = (await first.boundingBox())?.y ?? Infinity;
  expect(top).toBeLessThan(667 - 120);
});

test('on a phone a chosen filter button out of sight is scrolled into view, and a focused one shows its ring unclipped', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await visit(page, '/portfolio');
  const group = page.getByRole('group', { name: 'Filter projects by category' });
  const last = group.getByRole('button', { name: 'CUSTOM APPLICATION', exact: true });
  const clear = () =>
    last.evaluate((button) => {
      const strip = (button.parentElement as HTMLElement).getBoundingClientRect();
      const box = button.getBoundingClientRect();
      // Clear of the fade at the row's end (2.5 rem) and of the screen's left edge.
      return box.left >= strip.left && box.right <= strip.right - 40 + 1;
    });
  expect(await clear()).toBe(false);
  // A tap without the test runner scrolling the button in first, as a click on a half-hidden chip.
  await last.dispatchEvent('click');
  await expect(last).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(clear).toBe(true);
  await expect(page.getByText(/Showing \d+ projects? in CUSTOM APPLICATION/)).toBeVisible();

  // The keyboard: the ring of a focused button lies inside the scrolling row, not cut by it.
  await group.getByRole('button', { name: 'All' }).focus();
  await page.keyboard.press('Tab');
  const focused = group.getByRole('button', { name: 'ANDROID NATIVE APP' });
  await expect(focused).toBeFocused();
  const ring = await focused.evaluate((button) => {
    const style = getComputedStyle(button);
    const width = parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
    const box = button.getBoundingClientRect();
    const strip = (button.parentElement as HTMLElement).getBoundingClientRect();
    return { style: style.outlineStyle, inside: box.top - width >= strip.top && box.bottom + width <= strip.bottom };
  });
  expect(ring).toEqual({ style: 'solid', inside: true });
});

test('from 576 px the filter is a wrapped block with every pill in sight', async ({ page }) => {
  await visit(page, '/portfolio');
  for (const width of [576, 768, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const inSight = await page.getByRole('group', { name: 'Filter projects by category' }).evaluate((element) => {
      const strip = element.getBoundingClientRect();
      return element.scrollWidth <= element.clientWidth && Array.from(element.querySelectorAll('button')).every((button) => button.getBoundingClientRect().right <= strip.right);
    });
    expect(inSight, `${width} px`).toBe(true);
  }
});

test('a project page offers three projects like it, whose links open them', async ({ page }) => {
  const errors = await visit(page, '/portfolio/fitpass-network');
  const band = page.getByRole('region', { name: 'More work like this' });
  const cards = band.locator('.portfolio-card');
  await expect(cards).toHaveCount(3);
  // The list's own cards: picture, title, excerpt and categories.
  await expect(cards.locator('.portfolio-card__title')).toHaveText(['Noida Homes Listing Portal', 'Fleet Tracking PWA', 'Restaurant QR Ordering PWA']);
  await expect(band.getByRole('link', { name: 'Fitpass Network' })).toHaveCount(0);
  await cards.first().getByRole('link').click();
  await expect(page).toHaveURL(/\/portfolio\/noida-homes-listing$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Noida Homes Listing Portal');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  expect(errors).toEqual([]);
});

test('at 1280 px the facts card stands level with the story, and the three related cards share a row', async ({ page }) => {
  await visit(page, '/portfolio/leads-database');
  const [story, facts] = await Promise.all([page.locator('.portfolio-detail__story').boundingBox(), page.getByRole('complementary', { name: 'Project facts' }).boundingBox()]);
  expect(Math.abs((story?.y ?? 0) - (facts?.y ?? 100))).toBeLessThanOrEqual(1);
  expect(facts?.x ?? 0).toBeGreaterThan((story?.x ?? 0) + (story?.width ?? 0));
  const tops = await page.locator('.portfolio-related__grid .portfolio-card').evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
});

test.describe('the phone list', () => {
  test.use({ viewport: { width: 375, height: 667 } });
  const cards = (page: Page) => page.locator('.portfolio-list__grid .portfolio-card');

  test('opens with 8 projects; Show all brings in the rest, hands the keyboard on, and Back from a project finds the list whole', async ({ page }) => {
    const errors = await visit(page, '/portfolio');
    await expect(cards(page)).toHaveCount(8);
    const count = page.locator('.portfolio-list__count');
    await expect(count).toHaveText(/^Showing 8 of (\d+) projects$/);
    const total = Number((await count.textContent())?.match(/of (\d+)/)?.[1]);
    const more = page.getByRole('button', { name: `Show all ${total} projects` });
    await more.focus();
    await page.keyboard.press('Enter');
    await expect(cards(page)).toHaveCount(total);
    await expect(more).toHaveCount(0);
    await expect(count).toHaveText(`Showing all ${total} projects`);
    // The keyboard goes on from the first project brought in.
    await expect(cards(page).nth(8).getByRole('link')).toBeFocused();
    const fifteenth = cards(page).nth(14).getByRole('link');
    const href = await fifteenth.getAttribute('href');
    await fifteenth.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(cards(page)).toHaveCount(total);
    await expect(page.locator(`.portfolio-list__grid a[href="${href}"]`)).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('a category shows whole; the choice and the whole list both survive a project and Back', async ({ page }) => {
    await visit(page, '/portfolio?category=LARAVEL');
    const group = page.getByRole('group', { name: 'Filter projects by category' });
    await expect(group.getByRole('button', { name: 'LARAVEL', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^Showing \d+ projects in LARAVEL$/)).toBeVisible();
    const laravel = await cards(page).count();
    expect(laravel).toBeGreaterThan(0);
    await expect(page.getByRole('button', { name: /^Show all/ })).toHaveCount(0);

    await group.getByRole('button', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(cards(page)).toHaveCount(8);
    await page.getByRole('button', { name: /^Show all \d+ projects$/ }).click();
    const total = await cards(page).count();
    expect(total).toBeGreaterThan(8);

    await group.getByRole('button', { name: 'PWA', exact: true }).click();
    await expect(page).toHaveURL(/\/portfolio\?category=PWA$/);
    await cards(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/portfolio\/[\w-]+$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/portfolio\?category=PWA$/);
    await expect(group.getByRole('button', { name: 'PWA', exact: true })).toHaveAttribute('aria-pressed', 'true');
    // The whole list asked for before stays whole.
    await group.getByRole('button', { name: 'All' }).click();
    await expect(cards(page)).toHaveCount(total);
  });

  test('the list is much shorter than every project in a column', async ({ page }) => {
    await visit(page, '/portfolio');
    const more = page.getByRole('button', { name: /^Show all \d+ projects$/ });
    await expect(more).toBeVisible();
    await expect(cards(page)).toHaveCount(8);
    const short = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(short).toBeLessThan(8000);
    await more.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(short + 3000);
  });
});

test('on a 768 px tablet the list opens with 8 projects (4 rows of 2) and Show all brings in the rest; from 992 px every project shows', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await visit(page, '/portfolio');
  const cards = page.locator('.portfolio-list__grid .portfolio-card');
  await expect(cards).toHaveCount(8);
  const more = page.getByRole('button', { name: /^Show all (\d+) projects$/ });
  const total = Number((await more.textContent())?.match(/(\d+)/)?.[1]);
  await more.click();
  await expect(cards).toHaveCount(total);
  await page.setViewportSize({ width: 992, height: 900 });
  await visit(page, '/portfolio');
  await expect(cards).toHaveCount(total);
  await expect(page.getByRole('button', { name: /^Show all/ })).toHaveCount(0);
});

test('the list: three projects a row from 992 to 1399 px, each picture at least 340 px wide at 1280; four from 1400', async ({ page }) => {
  const columns = () =>
    page.locator('.portfolio-list__grid .portfolio-card').evaluateAll((cards) => {
      const rows = new Map<number, number>();
      for (const card of cards) {
        const top = Math.round(card.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      return Math.max(...rows.values());
    });
  await page.setViewportSize({ width: 1280, height: 900 });
  await visit(page, '/portfolio');
  expect(await columns()).toBe(3);
  const picture = await page.locator('.portfolio-list__grid .portfolio-card__media').first().boundingBox();
  expect(picture?.width ?? 0).toBeGreaterThanOrEqual(340);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect.poll(columns).toBe(4);
  await page.setViewportSize({ width: 1024, height: 900 });
  await expect.poll(columns).toBe(3);
});
