#!/usr/bin/env node
/**
 * Screenshots of pages at several widths with Debian's chromium (full page), for looking at
 * what we build. Usage: node tools/screenshot.mjs BASE_URL OUT_DIR path [path...]
 * Widths default to 375, 768 and 1280 (override with WIDTHS=375,1280).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const [base, out, ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '375,768,1280').split(',').map(Number);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  for (const path of paths) {
    await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
    // Parts that load or reveal as the visitor nears them (marks, carousel pictures, reviews)
    // only appear once scrolled to: walk down the page as a visitor would, then back to the top.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 120));
      }
      window.scrollTo(0, 0);
    });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(800);
    const name = `${path.replace(/^\/$/, 'home').replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')}-${width}.png`;
    await page.screenshot({ path: join(out, name), fullPage: process.env.FULL !== '0' });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(`${name}${overflow > 0 ? `  HORIZONTAL OVERFLOW ${overflow}px` : ''}`);
  }
  await page.close();
}
await browser.close();
