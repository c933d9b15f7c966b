import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { stubCaptcha } from './captcha-stub';
import { THIRD_PARTY, visit, waitForHydration, waitForSettled } from './support';

/**
 * Analytics and consent against a build made with a measurement id and the consent notice
 * (dist-analytics/, served by its own stack: scripts/e2e.mjs sets E2E_ANALYTICS_URL). Google's
 * hosts are unreachable offline; every request to them is recorded here and answered by a
 * stand-in tag, so a test can say exactly what would have left for Google.
 */
/** What that build was made with (tests/harness/analytics-build.mjs). */
const ANALYTICS_BUILD = {
  measurementId: 'G-E2ETEST00',
  siteVerification: 'e2e-site-verification-token',
};

const BASE = process.env.E2E_ANALYTICS_URL;
test.use({ baseURL: BASE });

const GOOGLE = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;
const STORAGE_KEY = 'analytics-consent';
/** A stand-in for gtag.js: it only marks that it ran. */
const FAKE_GTAG = 'window.__gtagLoaded = (window.__gtagLoaded || 0) + 1;';

interface Recorded {
  google: string[];
}

async function setup(page: Page, { consent }: { consent?: 'granted' | 'denied' } = {}): Promise<Recorded> {
  expect(BASE, 'E2E_ANALYTICS_URL is set by scripts/e2e.mjs').toBeTruthy();
  const recorded: Recorded = { google: [] };
  page.on('request', (request) => {
    if (GOOGLE.test(request.url())) recorded.google.push(request.url());
  });
  await page.route(THIRD_PARTY, (route) => route.abort());
  await page.route('https://wa.me/**', (route) => route.abort());
  await page.route(GOOGLE, (route: Route) =>
    route.request().url().startsWith('https://www.googletagmanager.com/gtag/js')
      ? route.fulfill({ status: 200, contentType: 'text/javascript', body: FAKE_GTAG })
      : route.fulfill({ status: 204 }),
  );
  if (consent) {
    await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [STORAGE_KEY, consent] as const);
  }
  return recorded;
}

/** dataLayer entries as arrays (gtag pushes `arguments` objects). */
const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map(
      (args) => JSON.parse(JSON.stringify(Array.from(args as ArrayLike<unknown>))) as unknown[],
    ),
  );
const eventsOf = async (page: Page, name?: string) =>
  (await dataLayer(page)).filter((args) => args[0] === 'event' && (name === undefined || args[1] === name));

const notice = (page: Page) => page.getByRole('region', { name: 'Analytics cookies' });

/** Gives the lazy loader every chance to run: interactions, then idle time after the load event. */
async function interactAndWait(page: Page) {
  await page.mouse.move(10, 10);
  await page.mouse.down();
  await page.mouse.up();
  await page.keyboard.press('Shift');
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(1500);
}

test.describe('consent required (the default)', () => {
  test('before an answer: the notice shows and nothing is requested from Google, whatever the visitor does', async ({ page }) => {
    const recorded = await setup(page);
    await visit(page, '/');
    await expect(notice(page)).toBeVisible();
    await interactAndWait(page);
    expect(recorded.google).toEqual([]);
    expect(await eventsOf(page)).toEqual([]);
    // Consent Mode defaults are in place first.
    expect((await dataLayer(page))[0]).toEqual([
      'consent',
      'default',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ]);
  });

  test('after Accept: the held page view reaches dataLayer, gtag.js loads, and the answer is remembered', async ({ page }) => {
    const recorded = await setup(page);
    await visit(page, '/about');
    await notice(page).getByRole('button', { name: 'Accept' }).click();
    await expect(notice(page)).toHaveCount(0);
    await expect.poll(() => recorded.google).toEqual([`https://www.googletagmanager.com/gtag/js?id=${ANALYTICS_BUILD.measurementId}`]);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: number }).__gtagLoaded)).toBe(1);
    const layer = await dataLayer(page);
    const update = layer.findIndex((args) => args[0] === 'consent' && args[1] === 'update');
    const view = layer.findIndex((args) => args[0] === 'event' && args[1] === 'page_view');
    expect(layer[update]).toEqual(['consent', 'update', { analytics_storage: 'granted' }]);
    expect(view).toBeGreaterThan(update);
    expect(layer[view]?.[2]).toMatchObject({ page_path: '/about' });

    await page.reload();
    await interactAndWait(page);
    await expect(notice(page)).toHaveCount(0);
    await expect.poll(() => recorded.google).toHaveLength(2);
  });

  test('after Decline: still nothing, on this page and the next; Cookie settings in the footer reopens the notice', async ({ page }) => {
    // Two pages, each given idle time for a loader that must not run.
    test.setTimeout(60_000);
    const recorded = await setup(page);
    await visit(page, '/');
    await notice(page).getByRole('button', { name: 'Decline' }).click();
    await expect(notice(page)).toHaveCount(0);
    await interactAndWait(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await interactAndWait(page);
    expect(recorded.google).toEqual([]);
    expect(await eventsOf(page)).toEqual([]);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), STORAGE_KEY)).toBe('denied');

    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await expect(notice(page)).toContainText('You currently decline them.');
  });

  test('the notice is keyboard usable, shows focus, and is axe clean', async ({ page }) => {
    const recorded = await setup(page);
    await visit(page, '/');
    await expect(notice(page)).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('.consent-notice')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(results.violations).toEqual([]);

    // The notice comes last in the page: Shift+Tab from the top reaches its buttons.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Shift+Tab');
    const decline = notice(page).getByRole('button', { name: 'Decline' });
    const accept = notice(page).getByRole('button', { name: 'Accept' });
    await expect(decline).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(accept).toBeFocused();
    const ring = await accept.evaluate((element) => {
      const style = getComputedStyle(element);
      return { outline: style.outlineStyle, shadow: style.boxShadow };
    });
    expect(ring.outline !== 'none' || ring.shadow !== 'none').toBe(true);
    await page.keyboard.press('Enter');
    await expect(notice(page)).toHaveCount(0);
    await expect.poll(() => recorded.google).toHaveLength(1);
  });

  test('appearing shifts nothing (CLS), and at 375 px it leaves Send Details reachable', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await setup(page);
    await stubCaptcha(page);
    // The page in its fallback face throughout: on a busy machine the brand face can arrive after
    // the first paint, and its swap moves centred text by a pixel or two (a shift of about 0.002
    // that has nothing to do with the notice). This test measures the notice alone.
    await page.route(/\.woff2$/, (route) => route.abort());
    await page.addInitScript(() => {
      const w = window as unknown as { __shifts: number[] };
      w.__shifts = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) w.__shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await visit(page, '/tell-us-about-your-project');
    await expect(notice(page)).toBeVisible();
    // Whatever the page was going to load and lay out on its own has done so.
    await waitForSettled(page);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBe(0);

    const box = await notice(page).boundingBox();
    expect(box?.height ?? 1000).toBeLessThan(667 / 3);
    const send = page.getByRole('button', { name: 'Send Details' });
    await send.evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const button = await send.boundingBox();
    const bar = await notice(page).boundingBox();
    expect(button && bar && button.y + button.height <= bar.y).toBe(true);
  });
});

test.describe('events, with consent given', () => {
  const forms = [
    {
      kind: 'quote',
      path: '/tell-us-about-your-project',
      values: { 'Your Name': 'Rahul K. Mehta', 'Your Email': 'rahul@example.co.in', 'Your Phone': '9876543210', Requirement: 'A B2B ordering app for 40 distributors.' },
    },
    {
      kind: 'contact',
      path: '/contact-us',
      values: { 'Your Name': 'Asha Verma', 'Your Email': 'asha@example.in', Message: 'We need an online store for our sarees.' },
    },
  ];

  for (const form of forms) {
    test(`a successful ${form.kind} enquiry pushes one form_start and exactly one generate_lead, with no personal data`, async ({ page }) => {
      await setup(page, { consent: 'granted' });
      await stubCaptcha(page);
      await page.route('**/php/sendEmail.php', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ success: true }) }),
      );
      await visit(page, form.path);
      await expect(notice(page)).toHaveCount(0);
      for (const [label, value] of Object.entries(form.values)) {
        await page.getByRole('textbox', { name: label, exact: true }).fill(value);
      }
      await page.getByRole('button', { name: "I'm not a robot" }).click();
      await page.getByRole('button', { name: 'Send Details' }).click();
      await expect(page.locator('.enquiry [role="alert"]')).toContainText(/successfully|Thank you/);

      expect(await eventsOf(page, 'form_start')).toEqual([['event', 'form_start', { form_kind: form.kind, page_path: form.path }]]);
      expect(await eventsOf(page, 'generate_lead')).toEqual([['event', 'generate_lead', { form_kind: form.kind, page_path: form.path }]]);
      const everything = JSON.stringify(await dataLayer(page));
      for (const value of Object.values(form.values)) expect(everything).not.toContain(value);
      expect(everything).not.toContain('e2e-token');
    });
  }

  test('a WhatsApp click pushes contact_click with its method and where the link is', async ({ page }) => {
    await setup(page, { consent: 'granted' });
    await visit(page, '/');
    const popup = page.context().waitForEvent('page');
    await page.getByRole('banner').getByRole('link', { name: /WHATSAPP/ }).click();
    await (await popup).close();
    // The event follows once the analytics code has arrived, which may be after the click.
    await expect.poll(() => eventsOf(page, 'contact_click')).toEqual([
      ['event', 'contact_click', { method: 'whatsapp', link_location: 'header', page_path: '/' }],
    ]);
  });

  test('a WhatsApp click on the prerendered page, before React has taken it over, is counted once it has', async ({ page }) => {
    await setup(page, { consent: 'granted' });
    // React DOM is held back: the entry has run (it records from its first line), the app has not.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/react-dom-[\w-]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    // The boot loader adds the entry after the first paint; a module script's load event follows its evaluation.
    await page.addInitScript(() =>
      document.addEventListener(
        'load',
        (event) => {
          const script = event.target;
          if (script instanceof HTMLScriptElement && /\/assets\/index-[\w-]+\.js$/.test(script.src)) document.documentElement.dataset.entryRan = 'true';
        },
        true,
      ),
    );
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.locator('html[data-entry-ran]')).toHaveCount(1);
    const popup = page.context().waitForEvent('page');
    await page.getByRole('banner').getByRole('link', { name: /WHATSAPP/ }).click();
    await (await popup).close();
    await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated', 'true');
    expect(await eventsOf(page, 'contact_click')).toEqual([]);

    release();
    await waitForHydration(page);
    await expect.poll(() => eventsOf(page, 'contact_click')).toEqual([
      ['event', 'contact_click', { method: 'whatsapp', link_location: 'header', page_path: '/' }],
    ]);
    // It follows the page's own view, and is sent once.
    const names = (await eventsOf(page)).map((args) => args[1]);
    expect(names.indexOf('page_view')).toBeLessThan(names.indexOf('contact_click'));
  });
});

test('the home page, and only the home page, carries the Search Console verification tag', async ({ page }) => {
  await setup(page);
  const tag = 'meta[name="google-site-verification"]';
  const home = await page.request.get('/');
  expect(await home.text()).toContain(`<meta name="google-site-verification" content="${ANALYTICS_BUILD.siteVerification}"`);
  const about = await page.request.get('/about');
  expect(await about.text()).not.toContain('google-site-verification');
  await visit(page, '/');
  await expect(page.locator(tag)).toHaveCount(1);
});
