import { expect, test } from '@playwright/test';
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

/**
 * Every figure the case studies publish, where it must appear: `rows` are the before/after pairs of
 * the charts' text tables (all of them, in order), `stats` single published figures (label and
 * value), `texts` dates and facts stated in the copy.
 */
interface Figures {
  rows: [string, string, string][];
  stats: [string, string][];
  texts: string[];
}

const FIGURES: Record<string, Figures> = {
  cvgastro: {
    rows: [['Page speed score', '81', '94']],
    stats: [
      ['clicks from Google Search', '2.89K'],
      ['impressions in Google Search', '96.6K'],
      ['click-through rate (CTR)', '3%'],
      ['average position', '27.8'],
      ['new users', '4.6K'],
      ['of those new users from organic search', '3.4K'],
      ['average engagement time', '2 min 5 s'],
    ],
    texts: ['2.5 months'],
  },
  'camelback-spine-care': {
    rows: [
      ['Site health', '74%', '95%'],
      ['Mobile page speed', '85', '87'],
      ['Desktop page speed', '87', '97'],
      ['Domain authority', '6', '12'],
      ['Clicks', '634', '2,050'],
      ['Impressions', '22.2K', '97.7K'],
      ['Click-through rate (CTR)', '2.9%', '2.1%'],
      ['Average position', '28.3', '31.3'],
    ],
    stats: [
      ['errors found and addressed', '430'],
      ['warnings found', '~4,000'],
      ['pages with duplicate metadata rewritten', '165+'],
      ['broken links repaired', '100+'],
    ],
    // The second reading of the mobile score is footnoted under its chart.
    texts: ['7 May to 8 September 2025 (4 months)', 'Phoenix and Peoria', 'spine care', 'spine surgery', 'the mobile score after the work as 93'],
  },
  talentedge: {
    rows: [
      ['Domain authority', '10', '14'],
      ['Page authority', '8', '16'],
      ['Spam score', '44%', '1%'],
      ['Active users', '1.6K', '5.3K'],
      ['New users', '1.5K', '5.2K'],
      ['Impressions', '2.64K', '13.2K'],
      ['Click-through rate (CTR)', '1.8%', '5.8%'],
      ['Average position', '63', '53.3'],
      ['Authority score', '2', '8'],
      ['Referring domains', '93', '154'],
      // The embedded recruitment provider's study.
      ['Mobile page speed', '65', '86'],
      ['Desktop page speed', '94', '96'],
    ],
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
  troi: { rows: [], stats: [], texts: [] },
};

for (const [pageUrl, figures] of Object.entries(FIGURES)) {
  test(`${pageUrl} shows its figures, charts with a table, and CreativeWork JSON-LD`, async ({ page }) => {
    const html = await (await page.request.get(`/case-studies/${pageUrl}`)).text();
    // A study carries no publication date, so it is described as a work, not as a (dated) Article.
    expect(html).toContain('"@type":"CreativeWork"');
    await page.goto(`/case-studies/${pageUrl}`);
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 2, name: 'Performance Outcomes' })).toBeVisible();
    const rows = await main.locator('table.metric-chart__table tbody tr').evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll('th, td')).slice(0, 3).map((cell) => cell.textContent?.trim() ?? '')),
    );
    expect(rows).toEqual(figures.rows);
    const stats = await main.locator('dl.stat-list').evaluateAll((lists) =>
      lists.flatMap((dl) => Array.from(dl.querySelectorAll('dt')).map((dt) => [dt.textContent?.trim() ?? '', dt.nextElementSibling?.textContent?.trim() ?? ''])),
    );
    for (const stat of figures.stats) expect(stats, stat.join(': ')).toContainEqual(stat);
    for (const text of figures.texts) await expect(main, text).toContainText(text);
    if (figures.rows.length) {
      // Each chart is an image with a name, and the table beside it carries the same figures as text.
      await expect(main.locator('svg[role="img"]').first()).toBeVisible();
      await expect(main.locator('svg[role="img"]').first()).toHaveAccessibleName(/.+/);
    } else {
      // No published figures: no chart table and no stats (the content test keeps digits out of its copy).
      await expect(main.getByRole('table')).toHaveCount(0);
      await expect(main.locator('dl.stat-list')).toHaveCount(0);
    }
  });
}

test('a case study opens with its results strip and labels a worsened metric as worse', async ({ page }) => {
  await visit(page, '/case-studies/camelback-spine-care');
  const main = page.locator('main');
  // The first thing after the title is the strip of headline results.
  const h1 = main.getByRole('heading', { level: 1 });
  expect(await h1.evaluate((el) => el.nextElementSibling?.className)).toContain('results-strip');
  const strip = main.locator('.results-strip');
  await expect(strip).toBeVisible();
  await expect(strip.locator('dd').first()).toHaveText('+245%');
  await expect(strip.locator('dt').first()).toContainText('organic traffic');
  const [h1Box, stripBox] = [await h1.boundingBox(), await strip.boundingBox()];
  expect(stripBox?.y ?? 0).toBeGreaterThan(h1Box?.y ?? 0);
  // Average position rose from 28.3 to 31.3: lower is better, so the chart says Worse in words.
  const position = main.locator('.metric-chart__item', { hasText: 'Average position' });
  await expect(position).toHaveAttribute('data-verdict', 'worse');
  await expect(position.locator('.metric-chart__change')).toHaveText('Worse');
  await expect(position).toContainText('Lower is better');
  await expect(position.getByRole('img')).toHaveAccessibleName('Average position (lower is better): 28.3 before, 31.3 after, worse');
  const ctr = main.locator('.metric-chart__item', { hasText: 'Click-through rate' });
  await expect(ctr.locator('.metric-chart__change')).toHaveText('Worse');
  await expect(main.locator('.metric-chart__item', { hasText: 'Clicks' }).first().locator('.metric-chart__change')).toHaveText('Improved');
  // Worse is drawn differently from better, not only worded.
  const fills = await main.locator('.metric-chart__item').evaluateAll((items) =>
    items.map((item) => getComputedStyle(item.querySelectorAll('rect')[1] as Element).fill),
  );
  expect(new Set(fills).size).toBe(2);
});

test('a case study gives its figures as a table once, behind a disclosure, and no notes to ourselves', async ({ page }) => {
  await visit(page, '/case-studies/camelback-spine-care');
  const main = page.locator('main');
  await expect(main.locator('table')).toHaveCount(1);
  const details = main.locator('details.metric-chart__details');
  await expect(details.locator('table')).toBeHidden();
  await details.locator('summary').click();
  await expect(details.locator('table')).toBeVisible();
  // No notes to ourselves on the page.
  for (const phrase of ['reading)', 'both are shown', 'not published']) await expect(main).not.toContainText(phrase);
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
