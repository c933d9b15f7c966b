import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { inlineScripts, sha256, unhashable } from '../scripts/build/csp.mjs';
import { ANALYTICS_DIST } from '../tests/harness/analytics-build.mjs';
import { builtSitemapPaths, desktopRoutes, THIRD_PARTY, visit, waitForHydration, waitForSettled } from './support';

/**
 * The Content-Security-Policy against everything a page really loads, on the build with analytics
 * on (dist-analytics/, consent given, served by scripts/e2e.mjs at E2E_ANALYTICS_URL). A policy
 * that blocks too much breaks the site, and the build's hashes must match every inline script of
 * every page. Three checks, each as wide as what it checks varies:
 *
 * - every built page, read from the folder the server serves (no browser): each inline script the
 *   browser would run has its SHA-256 in that page's own policy, which comes before any script and
 *   allows no 'unsafe-inline' nor 'unsafe-eval'; every sitemap route has its page;
 * - every route's response headers (frame-ancestors 'none', X-Frame-Options DENY, no camera), one
 *   request each, no page load;
 * - in the browser, one route of each template and variant (desktopRoutes of ./support: pages of
 *   one template load the same scripts, frames and widgets, and what differs between them, their
 *   inline scripts, is the static check's), its captcha and the reviews widget drawn and Google's
 *   tag loaded, all three answered by stand-ins at the network layer that load what the real ones
 *   load (a second script from gstatic and a frame for the captcha; a beacon and a pixel for the
 *   tag; a script, an image, a frame and a fetch from the widget's origin). A policy violation
 *   anywhere fails the route.
 */
const BASE = process.env.E2E_ANALYTICS_URL;
test.use({ baseURL: BASE });

const WIDGET = 'https://reviews-widget.example.com';
const GOOGLE_TAG = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//;

/** Google's api.js: loads the widget's real code from gstatic, as Google's does. */
const API_JS = `(function () {
  var s = document.createElement('script');
  s.src = 'https://www.gstatic.com/recaptcha/releases/e2e/recaptcha__en.js';
  document.head.appendChild(s);
})();`;

/** The code from gstatic: draws Google's frame and its own markup (a style attribute, as Google's does). */
const RECAPTCHA_JS = `(function () {
  var widgets = [];
  window.grecaptcha = {
    render: function (container, params) {
      var box = document.createElement('div');
      box.setAttribute('style', 'width: 304px; height: 78px;');
      var frame = document.createElement('iframe');
      frame.title = 'reCAPTCHA';
      frame.width = '304';
      frame.height = '78';
      frame.src = 'https://www.google.com/recaptcha/api2/anchor?ar=1&k=e2e&size=normal';
      box.appendChild(frame);
      container.appendChild(box);
      widgets.push(params);
      return widgets.length - 1;
    },
    getResponse: function () { return ''; },
    reset: function () {},
    execute: function () {},
  };
  (function ready() {
    try { window.onloadcallback(); } catch (e) { setTimeout(ready, 10); }
  })();
})();`;

/** gtag.js: marks that it ran, then sends what Google's tag sends (a beacon, a pixel). */
const GTAG_JS = `window.__gtagLoaded = (window.__gtagLoaded || 0) + 1;
navigator.sendBeacon('https://region1.google-analytics.com/g/collect?v=2&tid=G-E2ETEST00&en=page_view');
fetch('https://www.google-analytics.com/g/collect?v=2&tid=G-E2ETEST00&en=scroll', { method: 'POST', mode: 'no-cors', keepalive: true }).catch(function () {});
new Image().src = 'https://www.googletagmanager.com/a?id=G-E2ETEST00';`;

/** The reviews widget: draws into its slot an image and a frame from its origin, and fetches its data. */
const WIDGET_JS = `(function () {
  var slot = document.querySelector('.reviews-widget__slot');
  if (!slot) return;
  fetch('${WIDGET}/api/reviews.json').then(function (r) { return r.json(); }).then(function (data) {
    var badge = document.createElement('img');
    badge.src = '${WIDGET}/badge.svg';
    badge.alt = data.rating + ' out of 5';
    badge.width = 120;
    badge.height = 24;
    var frame = document.createElement('iframe');
    frame.src = '${WIDGET}/frame.html';
    frame.title = 'Reviews';
    slot.appendChild(badge);
    slot.appendChild(frame);
  });
})();`;

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
}

/** Everything the site talks to, answered by stand-ins; every policy violation recorded. */
async function setup(page: Page): Promise<{ messages: string[] }> {
  expect(BASE, 'E2E_ANALYTICS_URL is set by scripts/e2e.mjs').toBeTruthy();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|Permissions-Policy|Permissions Policy/i.test(message.text())) messages.push(message.text());
  });
  await page.addInitScript(() => {
    const seen: Violation[] = [];
    (window as unknown as { __violations: Violation[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({ directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample, source: event.sourceFile });
    });
    window.localStorage.setItem('analytics-consent', 'granted');
  });
  await page.route(THIRD_PARTY, (route) => route.abort());
  await page.route('https://wa.me/**', (route) => route.abort());
  await page.route('https://www.google.com/recaptcha/**', (route: Route) => {
    const url = route.request().url();
    if (url.includes('/recaptcha/api.js')) return route.fulfill({ contentType: 'text/javascript', body: API_JS });
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>reCAPTCHA</title><p>anchor</p>' });
  });
  await page.route('https://www.gstatic.com/recaptcha/**', (route) => route.fulfill({ contentType: 'text/javascript', body: RECAPTCHA_JS }));
  await page.route(GOOGLE_TAG, (route) =>
    route.request().url().startsWith('https://www.googletagmanager.com/gtag/js')
      ? route.fulfill({ contentType: 'text/javascript', body: GTAG_JS })
      : route.fulfill({ status: 204 }),
  );
  await page.route(`${WIDGET}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path.endsWith('.js')) return route.fulfill({ contentType: 'text/javascript', body: WIDGET_JS });
    if (path.endsWith('.json')) return route.fulfill({ contentType: 'application/json', body: '{"rating":4.9}' });
    if (path.endsWith('.svg')) return route.fulfill({ contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="24"/>' });
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Reviews</title>' });
  });
  return { messages };
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: Violation[] }).__violations);

/** Scrolls through the page a screen at a time, so that everything loaded on approach loads. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 600) {
    await page.mouse.wheel(0, 600);
    await page.evaluate((top) => new Promise((resolve) => requestAnimationFrame(() => { window.scrollTo(0, top); requestAnimationFrame(resolve); })), y);
  }
}

/** The sources a policy's script-src directive allows. */
function scriptSrcOf(policy: string): string[] {
  const directive = policy.split(';').map((d) => d.trim()).find((d) => d.startsWith('script-src '));
  return directive?.split(/\s+/).slice(1) ?? [];
}

/** What the page's own policy (its meta element) allows for scripts. */
const scriptSources = async (page: Page) =>
  scriptSrcOf(await page.evaluate(() => document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? ''));

/** The 404 page answers any unknown path. */
const UNKNOWN = '/no-such-page-for-the-policy';
const routes = [...builtSitemapPaths(), UNKNOWN];
const expectedStatus = (path: string) => (path.startsWith('/no-such-page') ? 404 : 200);

/** The built page the server sends for a route (try_files $uri/index.html; 404.html otherwise). */
const builtPage = (path: string) =>
  join(process.cwd(), ANALYTICS_DIST, path.startsWith('/no-such-page') ? '404.html' : join(path, 'index.html'));

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html')) yield path;
  }
}

/** A page's own policy (its meta element, entities decoded) and where in the page it stands. */
function metaPolicy(html: string): { content: string; at: number } | null {
  const match = /<meta http-equiv="Content-Security-Policy" content="([^"]*)">/i.exec(html);
  if (!match) return null;
  return { content: (match[1] ?? '').replace(/&quot;/g, '"').replace(/&amp;/g, '&'), at: match.index };
}

test('every built page names each inline script it runs by its hash in its own policy, before any script, with no unsafe script source; every sitemap route has its page', () => {
  const dir = join(process.cwd(), ANALYTICS_DIST);
  const files = [...htmlFiles(dir)];
  const sitemap = [...readFileSync(join(dir, 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? '').pathname);
  // The browser sweeps' routes come from dist/; the build with analytics has the same pages.
  expect(sitemap, `${ANALYTICS_DIST}/sitemap.xml lists the routes of dist/sitemap.xml`).toEqual(builtSitemapPaths());
  for (const path of [...sitemap, UNKNOWN]) {
    expect(files, `${path} has its page in ${ANALYTICS_DIST}/`).toContain(builtPage(path));
  }
  expect(files.length, 'a page for each sitemap route, and the 404 page').toBe(sitemap.length + 1);
  for (const file of files) {
    const page = relative(dir, file);
    const html = readFileSync(file, 'utf8');
    const policy = metaPolicy(html);
    expect(policy, `${page}: a Content-Security-Policy meta element`).not.toBeNull();
    const firstScript = html.search(/<script\b/i);
    expect(firstScript === -1 || (policy?.at ?? Infinity) < firstScript, `${page}: the policy comes before the first script`).toBe(true);
    const sources = scriptSrcOf(policy?.content ?? '');
    const scripts = inlineScripts(html);
    expect(scripts.length, `${page}: inline scripts the browser runs`).toBeGreaterThan(0);
    expect(sources.filter((s) => s.startsWith("'sha256-")).length, `${page}: its inline scripts, by hash`).toBeGreaterThan(0);
    for (const [index, script] of scripts.entries()) {
      expect(sources, `${page}: inline script ${index + 1} of ${scripts.length} (${script.slice(0, 60)}…) by its hash`).toContain(`'${sha256(script)}'`);
    }
    expect(sources, `${page}: script-src`).not.toContain("'unsafe-inline'");
    expect(sources, `${page}: script-src`).not.toContain("'unsafe-eval'");
    expect(unhashable(html), `${page}: markup no hash can allow`).toEqual([]);
  }
});

test('every route answers with the security headers: frame-ancestors \'none\', X-Frame-Options DENY, no camera; as built', async ({ request }) => {
  expect(BASE, 'E2E_ANALYTICS_URL is set by scripts/e2e.mjs').toBeTruthy();
  for (const path of routes) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(expectedStatus(path));
    const headers = response.headers();
    expect(headers['content-security-policy'], `${path}: Content-Security-Policy header`).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options'], `${path}: X-Frame-Options`).toBe('DENY');
    expect(headers['permissions-policy'], `${path}: Permissions-Policy`).toContain('camera=()');
    // The page the static check read is the page the browser gets.
    expect((await response.body()).equals(readFileSync(builtPage(path))), `${path} is served as built in ${ANALYTICS_DIST}/`).toBe(true);
  }
});

for (const path of desktopRoutes) {
  test(`${path}: no Content-Security-Policy violation with analytics, the captcha and the reviews widget drawn`, async ({ page }) => {
    test.setTimeout(60_000);
    const { messages } = await setup(page);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(expectedStatus(path));
    const headers = response?.headers() ?? {};
    expect(headers['content-security-policy'], `${path}: Content-Security-Policy header`).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options'], `${path}: X-Frame-Options`).toBe('DENY');
    expect(headers['permissions-policy'], `${path}: Permissions-Policy`).toContain('camera=()');

    const sources = await scriptSources(page);
    expect(sources.filter((s) => s.startsWith("'sha256-")).length, `${path}: its inline scripts, by hash`).toBeGreaterThan(0);
    expect(sources, `${path}: script-src`).not.toContain("'unsafe-inline'");
    expect(sources, `${path}: script-src`).not.toContain("'unsafe-eval'");

    await waitForHydration(page);
    await scrollThrough(page);
    // Every captcha on the page drawn (a field's focus mounts one that scrolling did not).
    const boxes = page.locator('.captcha-box');
    for (let i = 0; i < (await boxes.count()); i++) {
      const box = boxes.nth(i);
      if ((await box.getAttribute('data-state')) !== 'ready') {
        await box.locator('xpath=ancestor::form').locator('input, textarea').first().focus();
      }
      await expect(box, `${path}: captcha ${i + 1} drawn`).toHaveAttribute('data-state', 'ready');
      await expect(box.locator('iframe[title="reCAPTCHA"]'), `${path}: captcha ${i + 1}'s frame`).toBeAttached();
    }
    const widget = page.locator('.reviews-widget');
    if ((await widget.count()) > 0) await expect(widget, `${path}: reviews widget`).toHaveAttribute('data-state', 'loaded');
    await expect.poll(() => page.evaluate(() => (window as unknown as { __gtagLoaded?: number }).__gtagLoaded), { message: `${path}: Google's tag ran once` }).toBe(1);
    await waitForSettled(page);

    expect(await violations(page), `${path}: policy violations`).toEqual([]);
    expect(messages, `${path}: policy messages in the console`).toEqual([]);
  });
}

test('the policy blocks what the build did not put in the page: an injected inline script does not run, and is reported', async ({ page }) => {
  await setup(page);
  await visit(page, '/');
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.appendChild(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations(page)).toEqual([expect.objectContaining({ directive: 'script-src-elem', blocked: 'inline' })]);
});

test('no page can be framed, not even by the site itself', async ({ page }) => {
  const origin = new URL(BASE ?? 'http://127.0.0.1').origin;
  // A page of the same origin (so that neither mixed content nor private-network rules get in the
  // way): frame-ancestors 'none' and X-Frame-Options DENY refuse every framer.
  await page.route(`${origin}/framer-for-the-test`, (route) =>
    route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Framer</title><iframe src="${origin}/contact-us"></iframe>` }),
  );
  const framed = page.waitForResponse((res) => res.url() === `${origin}/contact-us`);
  await page.goto(`${origin}/framer-for-the-test`);
  expect((await framed).headers()['x-frame-options']).toBe('DENY');
  const child = page.frames().find((frame) => frame !== page.mainFrame());
  expect(child).toBeDefined();
  await expect.poll(async () => child?.evaluate(() => document.getElementById('root') !== null).catch(() => false)).toBe(false);
  await expect.poll(async () => child?.evaluate(() => document.title).catch(() => '')).not.toMatch(/Contact/);
});
