import { expect, test, type Page } from '@playwright/test';
import { THIRD_PARTY, visit, waitForHydration } from './support';

test.beforeEach(async ({ page }) => {
  await page.route(THIRD_PARTY, (route) => route.abort());
});

test('the index lists 4 studies with 250-character excerpts and an Explore button on keyboard focus', async ({ page }) => {
  await visit(page, '/case-studies');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case Studies: SEO');
  const cards = page.locator('.case-study-card');
  await expect(cards).toHaveCount(4);
  for (const text of await page.locator('.case-study-card__text').allTextContents()) expect(text.length).toBeLessThanOrEqual(254);
  const media = cards.first().locator('.case-study-card__media');
  await media.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(media).toBeFocused();
  await expect.poll(() => media.locator('.case-study-card__explore').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  await expect(cards.first().locator('img')).toHaveAttribute('loading', 'lazy');
});

test('on a phone the index hero reads in a few lines, the cards starting in the first screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 760 });
  await visit(page, '/case-studies');
  const lines = await page.locator('.page-hero').evaluate((hero) =>
    ['.page-hero__eyebrow', '.page-hero__title', '.page-hero__lead p'].map((selector) => {
      const el = hero.querySelector(selector) as HTMLElement;
      return Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight));
    }),
  );
  // Eyebrow, title and lead: the lead in four lines at most, six lines in all at most.
  expect(lines[2], JSON.stringify(lines)).toBeLessThanOrEqual(4);
  expect(lines.reduce((sum, n) => sum + n, 0), JSON.stringify(lines)).toBeLessThanOrEqual(6);
  const firstCard = await page.locator('.case-study-card').first().boundingBox();
  expect(firstCard?.y ?? Infinity).toBeLessThan(760);
});

/**
 * Every figure the case studies publish, where it must appear: `reports` are the before and after
 * readings each report view of Performance Outcomes shows (by its heading), `stats` single figures
 * of Other Statistics (label and value), `texts` dates and facts stated in the copy.
 */
interface Figures {
  reports: Record<string, string[]>;
  stats: [string, string][];
  texts: string[];
}

const FIGURES: Record<string, Figures> = {
  cvgastro: {
    reports: { 'Search performance': ['2.89K', '96.6K', '3%', '27.8', '2.5 months'], 'Page speed': ['81', '94'] },
    stats: [
      ['new users', '4.6K'],
      ['of those new users from organic search', '3.4K'],
      ['average engagement time', '2 min 5 s'],
    ],
    texts: ['2.5 months'],
  },
  'camelback-spine-care': {
    reports: {
      'Search performance': ['634', '2,050', '22.2K', '97.7K', '2.9%', '2.1%', '28.3', '31.3', '7 May 2025', '8 Sep 2025'],
      'Site health': ['74%', '95%', '430', '~4,000', '165+', '100+'],
      // The second reading of the mobile score is footnoted beside its report.
      'Page speed': ['85', '87', '97', 'the mobile score after the work as 93'],
      'Local rankings': ['spine care', 'spine surgery', 'Phoenix, AZ', 'Peoria, AZ', 'Page 1'],
    },
    stats: [['domain authority, up from 6', '12']],
    texts: ['7 May to 8 September 2025 (4 months)', 'Phoenix and Peoria'],
  },
  talentedge: {
    reports: {
      'Search performance': ['2.64K', '13.2K', '1.8%', '5.8%', '63', '53.3', '1 May 2025', '31 Jul 2025'],
      'Authority and links': ['10', '14', '8', '16', '44%', '1%', '2', '93', '154'],
      Visitors: ['1.6K', '5.3K', '1.5K', '5.2K'],
      // The embedded recruitment provider's study.
      'Page speed': ['65', '86', '94', '96', '20 May 2025', '31 Aug 2025'],
    },
    stats: [
      ['PageSpeed score, mobile', '90'],
      ['PageSpeed score, desktop', '96'],
      ['from 1 May to 31 July 2025', '3 months'],
      ['positions gained in search results', 'Featured snippets'],
    ],
    texts: [
      '.co.uk', '.pro', 'did not rank even for the brand name', '20 May to 31 August 2025', '178 broken links replaced',
      '301 redirects set up for 40+ pages returning 404 errors', 'Weak backlinks: domain authority 9, page authority 23',
      'Organization, Blog, Article, Breadcrumb, Person and FAQ schema added', 'Key Learnings',
    ],
  },
  // No figures: its reports are its work in words, an audit checklist and a roadmap of its steps.
  troi: {
    reports: {
      'The technical audit': ['Audit checklist', 'Crawling and indexing', 'Audited', 'Structured data', 'Added'],
      'The roadmap, market by market': ['Audit', 'Targeting', 'Content', 'Measurement'],
    },
    stats: [],
    texts: ['A clean technical base', 'The right page for each market', 'A content plan per market'],
  },
};

for (const [pageUrl, figures] of Object.entries(FIGURES)) {
  test(`${pageUrl} shows its logo, its figures in report views, and CreativeWork JSON-LD`, async ({ page }) => {
    const html = await (await page.request.get(`/case-studies/${pageUrl}`)).text();
    // A study carries no publication date, so it is described as a work, not as a (dated) Article.
    expect(html).toContain('"@type":"CreativeWork"');
    await visit(page, `/case-studies/${pageUrl}`);
    const main = page.locator('main');
    // The client's logo heads the page, loaded and drawn at its size.
    const logo = main.locator('.case-study__logo img');
    await expect(logo).toBeVisible();
    await expect(logo).toHaveAttribute('alt', / logo$/);
    await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // A study without figures names its outcomes for what they are: the work it delivered.
    await expect(page.getByRole('heading', { level: 2, name: pageUrl === 'troi' ? 'What we delivered' : 'Performance Outcomes' })).toBeVisible();
    const reports = main.locator('section.report');
    await expect(reports).toHaveCount(Object.keys(figures.reports).length);
    for (const [heading, texts] of Object.entries(figures.reports)) {
      const report = reports.filter({ has: page.getByRole('heading', { level: 3, name: heading, exact: true }) });
      await expect(report, heading).toHaveCount(1);
      await expect(report.locator('figure.shot').first()).toBeVisible();
      for (const text of texts) await expect(report, `${heading}: ${text}`).toContainText(text);
    }
    const stats = await main.locator('dl.stat-list').evaluateAll((lists) =>
      lists.flatMap((dl) => Array.from(dl.querySelectorAll('dt')).map((dt) => [dt.textContent?.trim() ?? '', dt.nextElementSibling?.textContent?.trim() ?? ''])),
    );
    expect(stats).toEqual(figures.stats);
    for (const text of figures.texts) await expect(main, text).toContainText(text);
    if (pageUrl === 'troi') {
      // No published figures: no statistics, no table, and no digit anywhere in the study (the
      // roadmap's phases are numbered by the list, not in its text).
      const study = main.locator('article.case-study');
      await expect(study.locator('table')).toHaveCount(0);
      expect(await study.innerText()).not.toMatch(/\d/);
    }
  });
}

test('a case study opens with its logo and results strip, and shows its reports before and after', async ({ page }) => {
  await visit(page, '/case-studies/camelback-spine-care');
  const main = page.locator('main');
  // The first thing after the title is the strip of headline results.
  const h1 = main.getByRole('heading', { level: 1 });
  expect(await h1.evaluate((el) => el.nextElementSibling?.className)).toContain('results-strip');
  const strip = main.locator('.results-strip');
  await expect(strip).toBeVisible();
  await expect(strip.locator('dd').first()).toHaveText('+245%');
  await expect(strip.locator('dt').first()).toContainText('organic traffic');
  await expect(main.getByRole('img', { name: 'Camelback Spine Care logo' })).toBeInViewport();
  // Page speed and site health: a Before window and an After window, side by side from 768 px.
  for (const name of ['Page speed', 'Site health']) {
    const report = main.getByRole('region', { name });
    const tags = report.locator('.shot__tag');
    await expect(tags).toHaveText(['Before · 7 May 2025', 'After · 8 Sep 2025']);
    const [before, after] = [await report.locator('figure.shot').nth(0).boundingBox(), await report.locator('figure.shot').nth(1).boundingBox()];
    expect(Math.abs((before?.y ?? 0) - (after?.y ?? 1)), name).toBeLessThan(1);
    expect(after?.x ?? 0, name).toBeGreaterThan((before?.x ?? 0) + (before?.width ?? 0));
  }
});

test('worse figures read worse: in words, colour and icon, with the direction for position', async ({ page }) => {
  await visit(page, '/case-studies/camelback-spine-care');
  const gsc = page.getByRole('region', { name: 'Search performance' });
  const tile = (name: string) => gsc.locator('.gsc__tile', { has: page.locator('dt', { hasText: name }) });
  // Average position rose from 28.3 to 31.3: lower is better, so the report says Worse.
  await expect(tile('Average position')).toHaveAttribute('data-verdict', 'worse');
  await expect(tile('Average position').locator('.verdict')).toHaveText('Worse');
  await expect(tile('Average position')).toContainText('Lower is better');
  await expect(tile('Average CTR').locator('.verdict')).toHaveText('Worse');
  await expect(tile('Total clicks').locator('.verdict')).toHaveText('Improved');
  // Worse is drawn differently from improved, with its own icon.
  const look = (name: string) =>
    tile(name).locator('.verdict').evaluate((el) => ({ color: getComputedStyle(el).color, icon: el.querySelector('svg')?.getAttribute('class') ?? '' }));
  const [worse, better] = [await look('Average CTR'), await look('Total clicks')];
  expect(worse.color).not.toBe(better.color);
  expect(worse.icon).not.toBe(better.icon);
  // Their notes explain why, numbered as in the report and marked as worse.
  await expect(gsc.locator('.report__note--worse')).toHaveCount(2);
  // The chart says it only joins the two readings.
  await expect(gsc.getByRole('img', { name: /Search performance chart/ })).toHaveAccessibleDescription(/gives no figures in between/);
});

/** Rows of a grid's cells whose right edge falls short of the grid's: holes. */
async function rowGaps(page: Page, selector: string): Promise<number[][]> {
  return page.locator(selector).evaluateAll((grids) =>
    grids.map((grid) => {
      const right = grid.getBoundingClientRect().right;
      const byRow = new Map<number, number>();
      for (const cell of Array.from(grid.children)) {
        const box = cell.getBoundingClientRect();
        if (!box.width) continue;
        byRow.set(Math.round(box.top), Math.max(byRow.get(Math.round(box.top)) ?? 0, box.right));
      }
      return [...byRow.values()].map((rowRight) => Math.round(right - rowRight));
    }),
  );
}

const GRIDS = ['.results-strip', '.gsc__tiles', '.psi__gauges', '.report__shots--pair', '.case-study__points', '.stat-list'];
for (const pageUrl of ['cvgastro', 'camelback-spine-care', 'troi', 'talentedge']) {
  test(`${pageUrl}: no figure grid leaves a hole at 375, 768, 1024 and 1280 px`, async ({ page }) => {
    await visit(page, `/case-studies/${pageUrl}`);
    for (const width of [375, 768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      for (const grid of GRIDS) {
        for (const gaps of await rowGaps(page, `main ${grid}`)) {
          for (const gap of gaps) expect(gap, `${grid} at ${width} px`).toBeLessThanOrEqual(1);
        }
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${width} px`).toBeLessThanOrEqual(0);
    }
  });
}

const ORDER = ['cvgastro', 'camelback-spine-care', 'troi', 'talentedge'];
for (const [i, pageUrl] of ORDER.entries()) {
  const next = ORDER[(i + 1) % ORDER.length] ?? '';
  test(`${pageUrl} ends on the next study (${next}) with its cover and the way back, then the footer's one invitation`, async ({ page }) => {
    await visit(page, `/case-studies/${pageUrl}`);
    const main = page.locator('main');
    // The study, then the next study; the footer's consultation banner is the page's one call to action.
    const order = await main.evaluate((el) => Array.from(el.querySelector('article.case-study')?.parentElement?.children ?? [], (c) => c.className.split(' ')[0]));
    expect(order.slice(-2)).toEqual(['case-study', 'section']);
    await expect(main.locator('.cta-band')).toHaveCount(0);
    await expect(page.locator('footer').getByRole('link', { name: 'GET QUOTE' })).toHaveAttribute('href', '/tell-us-about-your-project');
    const band = main.getByRole('region', { name: 'Next case study' });
    const card = band.getByRole('article');
    await expect(card.getByRole('heading', { level: 3 }).getByRole('link')).toHaveAttribute('href', `/case-studies/${next}`);
    // Its cover loads (lazily, as the visitor nears it) and is drawn.
    const cover = card.locator('img');
    await cover.scrollIntoViewIfNeeded();
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toContain(`/images/case-studies/${next}`);
    await expect(card.locator(next === 'troi' ? '.case-study-card__steps' : '.case-study-card__result')).toBeVisible();
    await expect(band.getByRole('link', { name: 'All Case Studies' })).toHaveAttribute('href', '/case-studies');
    // Clicking it opens the next study.
    await card.getByRole('heading', { level: 3 }).getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/case-studies/${next}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('the index grid has no hole at 375, 768, 1024 and 1280 px and alternates its cards', async ({ page }) => {
  await visit(page, '/case-studies');
  for (const width of [375, 768, 1024, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const gaps of await rowGaps(page, '.case-studies ul')) for (const gap of gaps) expect(gap, `${width} px`).toBeLessThanOrEqual(1);
  }
  const backgrounds = await page.locator('.case-study-card').evaluateAll((cards) => cards.map((c) => getComputedStyle(c).backgroundColor));
  expect(backgrounds[0]).toBe(backgrounds[2]);
  expect(backgrounds[1]).toBe(backgrounds[3]);
  expect(backgrounds[0]).not.toBe(backgrounds[1]);
  await expect(page.locator('.case-study-card__result').nth(1)).toHaveText('+245% organic traffic in 4 months');
});

test('an unknown case study shows a not-found message and is noindex', async ({ page }) => {
  const response = await page.goto('/case-studies/unknown-study');
  expect(response?.status()).toBe(404);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Case study not found');
  // Every robots tag in the head says noindex (404.html brings its own before the app renders).
  await expect.poll(() => page.locator('meta[name="robots"]').evaluateAll((els) => els.map((el) => el.getAttribute('content')))).toContain('noindex, nofollow');
  expect(new Set(await page.locator('meta[name="robots"]').evaluateAll((els) => els.map((el) => el.getAttribute('content'))))).toEqual(new Set(['noindex, nofollow']));
});

test('from 992 px the story\'s two headings side by side are one line each, so both texts start right under them', async ({ page }) => {
  for (const width of [992, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const slug of ['cvgastro', 'camelback-spine-care', 'troi', 'talentedge']) {
      await visit(page, `/case-studies/${slug}`);
      const lines = await page.locator('.case-study__story .case-study__h2').evaluateAll((headings) =>
        headings.map((heading) => Math.round(heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight))),
      );
      expect(lines, `${slug} at ${width} px`).toEqual([1, 1]);
    }
  }
});

// Other Statistics: the values and labels side by side where the card has room, each value over
// its label where it has not: a phone, or 200 % text, whose value column ("3 months") was once
// wider than the card and pushed the labels out of it and the page sideways.
for (const [width, text] of [[320, '100%'], [375, '200%'], [1280, '200%'], [1280, '100%']] as const) {
  test(`talentedge at ${width} px and ${text} text: every statistic's label inside its card, nothing sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await visit(page, '/case-studies/talentedge');
    await page.evaluate((size) => {
      document.documentElement.style.fontSize = size;
    }, text);
    const card = page.locator('.case-study__other');
    await card.scrollIntoViewIfNeeded();
    const result = await card.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const inner = { left: box.left + parseFloat(style.paddingLeft) - 1, right: box.right - parseFloat(style.paddingRight) + 1 };
      const parts = Array.from(element.querySelectorAll('.stat-list__label, .stat-list__value')).map((part) => part.getBoundingClientRect());
      const items = Array.from(element.querySelectorAll('.stat-list__item')).map((item) => {
        const value = (item.querySelector('.stat-list__value') as Element).getBoundingClientRect();
        const label = (item.querySelector('.stat-list__label') as Element).getBoundingClientRect();
        return { beside: label.left >= value.right, labelLeft: Math.round(label.left) };
      });
      return {
        outside: parts.filter((part) => part.left < inner.left || part.right > inner.right || part.width === 0).length,
        items,
        // At 200 % text other parts of a phone's page still run wide (the header's quick actions):
        // this card is held to the screen, the page as a whole at normal text.
        cardPast: box.right - window.innerWidth,
        sideways: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    expect(result.items.length).toBeGreaterThanOrEqual(3);
    expect(result.outside).toBe(0);
    expect(result.cardPast).toBeLessThanOrEqual(0);
    if (text === '100%') expect(result.sideways).toBeLessThanOrEqual(0);
    if (width === 1280 && text === '100%') {
      // Side by side, every label starting on one line.
      expect(result.items.every((item) => item.beside)).toBe(true);
      expect(new Set(result.items.map((item) => item.labelLeft)).size).toBe(1);
    }
  });
}
