#!/usr/bin/env node
/**
 * The case-study index covers: screenshots of each study's own report views, taken from the built
 * site in Debian's chromium, so a cover shows the figures exactly as the study's page draws them
 * (same markup, styles and fonts) and never a figure the page does not have. Each cover is the
 * client's logo tile and the study's first report window on a light ground; a study without
 * figures (Troi) has report windows of its work in words (its audit checklist and its roadmap),
 * drawn the same way.
 *
 * Run after a build: node tools/screens/case-studies/covers.mjs [BASE_URL]  (COVERS_ONLY=troi,... for some)
 * Without BASE_URL it serves dist/ itself on a free local port. Writes 960×600 WebP and AVIF with 480
 * and 720 px variants of each to public/images/case-studies/{pageUrl}[-width].{webp,avif}.
 */
import { createReadStream, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const ROOT = process.cwd();
const DIST = join(ROOT, 'dist');
const OUT = join(ROOT, 'public/images/case-studies');
/** The studies in the site's order (src/content/case-studies/order.json names each by its page URL). */
const STUDIES = JSON.parse(readFileSync(join(ROOT, 'src/content/case-studies/order.json'), 'utf8')).filter((study) => !process.env.COVERS_ONLY || process.env.COVERS_ONLY.split(',').includes(study));
const W = 960;
const H = 600;
/** Encoder settings: the covers are flat interface screenshots with small text. */
const QUALITY = { webp: 74, avif: 52 };
/** Narrower files beside the full size: a card is about 546 css px wide on a laptop, 335 on a phone. */
const WIDTHS = [480, 720];

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.webp': 'image/webp', '.avif': 'image/avif', '.woff2': 'font/woff2', '.json': 'application/json' };

/** dist/ over HTTP: a path's file, its index.html, or 404.html. */
function serveDist() {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(DIST, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) file = join(DIST, '404.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * Builds the cover in the page itself, from the page's own elements: the logo tile, the first
 * report window and the last window of the second report (its "after" side where it is a pair),
 * or, for a study without report windows, its approach steps on the hero's navy.
 */
function stage({ width, height }) {
  // (Inside stage: the page runs this function's text, not the module around it.)
  /**
   * Ends a window placed on the cover above `limit`, whole. It first rises (not above `highest`,
   * which keeps the window under it readable) and drops a speed report's key of bands; then its
   * last rows (a list's items, a table's rows, a roadmap's last steps) are left out from the end,
   * with a list left empty, the line that heads it and a step left without its points. The window
   * then closes under what it still shows, with its own frame. Where even its first block is too
   * tall for that, its frame runs off the cover's foot below that block, but no line of text is
   * ever cut (a report cut mid-line read as a cropped mock-up). A gauge is never left out.
   */
  function endWhole(shot, limit, highest) {
    const fits = () => shot.getBoundingClientRect().bottom <= limit;
    const overrun = shot.getBoundingClientRect().bottom - limit;
    if (overrun > 0) shot.style.top = `${Math.max(highest, parseFloat(shot.style.top) - overrun)}px`;
    const body = shot.querySelector('.shot__body');
    if (!fits()) for (const key of body.querySelectorAll('.psi__legend')) key.remove();
    const rows = () => [...body.querySelectorAll('li:not(.psi__gauge):not(:has(li)), tbody tr')];
    while (!fits() && rows().length > 0) {
      rows().at(-1)?.remove();
      for (const group of body.querySelectorAll('ul, ol, table')) {
        if (group.querySelector('li, tbody tr')) continue;
        const owner = group.parentElement?.closest('li');
        const heading = group.previousElementSibling;
        if (owner && body.contains(owner)) owner.remove();
        else if (heading?.matches('p, h3, h4')) heading.remove();
        group.remove();
      }
    }
    const end = Math.max(...[...body.children].map((child) => child.getBoundingClientRect().bottom));
    if (!fits() && end > height - 4) throw new Error(`a report window's text runs off the cover's foot (${Math.round(end)} px)`);
  }
  const logo = document.querySelector('.case-study__logo');
  const reports = [...document.querySelectorAll('.case-study__outcomes .report')];
  const first = reports[0]?.querySelector('.shot');
  const second = [...(reports[1]?.querySelectorAll('.shot') ?? [])].at(-1);
  // A study without figures shows its approach (its steps) where the others show results.
  const strip = document.querySelector('.results-strip') ?? document.querySelector('.approach-steps');
  const cover = document.createElement('div');
  cover.id = 'cover';
  Object.assign(cover.style, {
    position: 'fixed', inset: '0 auto auto 0', zIndex: '9999', width: `${width}px`, height: `${height}px`, overflow: 'hidden',
    background: 'var(--nd-surface-muted)',
  });
  // In the page from the start, so what is placed on it can be measured.
  document.body.append(cover);
  const place = (el, css) => {
    const copy = el.cloneNode(true);
    Object.assign(copy.style, { position: 'absolute', margin: '0', ...css });
    cover.append(copy);
    return copy;
  };
  if (first?.classList.contains('plan')) {
    // A plan's windows are words, not tiles: side by side, none over another, the roadmap under the logo.
    place(first, { left: '392px', top: '64px', width: '528px' });
    if (second) endWhole(place(second, { left: '40px', top: '184px', width: '320px' }), height - 32, 184);
    place(logo, { left: '40px', top: '40px' });
  } else if (first) {
    // Drawn at the size they have on the page, whole: the chart's fine print under its axis (the
    // study's page says it in full) is left out, and the window rises to the cover's top when it
    // would otherwise run off its foot (a report cut mid-line read as a cropped mock-up). The
    // second overlaps it below its tiles (its figures stay in view): on the left when the first
    // window goes on, under it, further left, when the first window is short.
    const main = place(first, { left: '292px', top: '96px', width: '628px' });
    for (const fine of main.querySelectorAll('.gsc__note')) fine.remove();
    document.body.append(cover);
    const overrun = main.getBoundingClientRect().bottom - (height - 32);
    if (overrun > 0) main.style.top = `${Math.max(32, 96 - overrun)}px`;
    if (main.getBoundingClientRect().bottom > height - 8) throw new Error('the first report window does not fit the cover');
    const box = main.getBoundingClientRect();
    const tiles = (main.querySelector('.gsc__tiles') ?? main).getBoundingClientRect();
    if (second) {
      const short = box.bottom < height - 220;
      const other = place(second, short ? { left: '160px', top: `${box.bottom + 36}px`, width: '360px' } : { left: '40px', top: `${tiles.bottom + 28}px`, width: '360px' });
      endWhole(other, height - 32, tiles.bottom + 28);
    }
    place(logo, { left: '40px', top: '40px' });
  } else {
    cover.style.background = 'var(--nd-dark-gradient)';
    place(logo, { left: '56px', top: '64px' });
    const s = place(strip, { left: '56px', right: '56px', bottom: '72px', borderTop: '0', paddingTop: '0' });
    if (strip.classList.contains('results-strip')) s.style.gridTemplateColumns = 'repeat(3, minmax(0, 1fr))';
  }
  document.body.append(cover);
}

async function main() {
  const server = process.argv[2] ? null : await serveDist();
  const base = process.argv[2] ?? `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-dev-shm-usage'],
  });
  // Twice the pixels, so the text stays sharp when the 960 px file is drawn at 480 css px on a 2x screen.
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 });
  await page.route(/^https:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  mkdirSync(OUT, { recursive: true });
  try {
    for (const pageUrl of STUDIES) {
      await page.goto(`${base}/case-studies/${pageUrl}`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.getElementById('root')?.dataset.hydrated === 'true');
      await page.evaluate(() => document.fonts.ready);
      await page.evaluate(stage, { width: W, height: H });
      const png = await page.locator('#cover').screenshot({ animations: 'disabled' });
      for (const width of [W, ...WIDTHS]) {
        const name = join(OUT, `${pageUrl}${width === W ? '' : `-${width}`}`);
        const img = () => sharp(png).resize({ width }).removeAlpha();
        const webp = await img().webp({ quality: QUALITY.webp, effort: 6 }).toFile(`${name}.webp`);
        const avif = await img().avif({ quality: QUALITY.avif, effort: 6, chromaSubsampling: '4:2:0' }).toFile(`${name}.avif`);
        console.log(`${name}: webp ${webp.size} B, avif ${avif.size} B${avif.size > webp.size ? '  (AVIF LARGER)' : ''}`);
      }
    }
  } finally {
    await browser.close();
    server?.close();
  }
}

await main();
