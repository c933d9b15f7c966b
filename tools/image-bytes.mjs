#!/usr/bin/env node
/**
 * Bytes of images a page downloads in Debian's chromium: on load, and after scrolling to the end
 * (lazy images). Phones as Lighthouse's mobile run sees them (412 px at 1.75 device pixels per CSS
 * pixel), desktops at 1280 px. Usage: node tools/image-bytes.mjs BASE_URL path [path...]
 * (`WIDTHS=412,1280` by default). Prints a Markdown table.
 */
import { chromium } from '@playwright/test';

const [base, ...paths] = process.argv.slice(2);
const widths = (process.env.WIDTHS ?? '412,1280').split(',').map(Number);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'],
});

async function measure(path, width) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 823 : 900 }, deviceScaleFactor: width < 600 ? 1.75 : 1 });
  const page = await context.newPage();
  await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const files = new Map();
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'image' || response.url().startsWith('data:')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    files.set(new URL(response.url()).pathname, body.length);
  });
  const sum = () => [...files.values()].reduce((a, b) => a + b, 0);
  await page.goto(new URL(path, base).href, { waitUntil: 'networkidle' });
  const onLoad = { bytes: sum(), count: files.size };
  // Scroll in steps so every lazy image comes near the viewport once.
  for (let y = 0; y < (await page.evaluate(() => document.body.scrollHeight)); y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await page.waitForLoadState('networkidle');
  const formats = [...new Set([...files.keys()].map((f) => f.split('.').pop()))].sort().join('+');
  await context.close();
  return { onLoad, all: { bytes: sum(), count: files.size }, formats };
}

console.log('| page | width | images on load | after scrolling to the end | formats |');
console.log('|---|---|---|---|---|');
for (const path of paths) {
  for (const width of widths) {
    const r = await measure(path, width);
    const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
    console.log(`| ${path} | ${width} | ${kb(r.onLoad.bytes)} (${r.onLoad.count}) | ${kb(r.all.bytes)} (${r.all.count}) | ${r.formats} |`);
  }
}
await browser.close();
