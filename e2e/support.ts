import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';

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

/**
 * Opens `path` and waits until the page has hydrated; returns the console and page errors seen
 * from before the navigation on (check them with `expect(errors).toEqual([])` where it matters).
 */
export async function visit(page: Page, path: string): Promise<string[]> {
  const errors = collectErrors(page);
  await page.goto(path);
  await waitForHydration(page);
  return errors;
}

/** Waits until React has hydrated the prerendered page (the root has its fiber). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
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
