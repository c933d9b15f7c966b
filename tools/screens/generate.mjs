#!/usr/bin/env node
/**
 * Renders the screens of the portfolio and of the product pages: small HTML pages of the software
 * each project is (tools/screens/portfolio/<slug>.mjs, tools/screens/products/<name>.mjs), set in
 * their device frame (frames.mjs), captured in Debian's chromium (capture.mjs) and written as WebP
 * and AVIF at the names, sizes and widths the site already uses (the encoder settings of
 * tools/art/art-kit.mjs). Run by hand; commit what it writes.
 *   node tools/screens/generate.mjs            every screen
 *   node tools/screens/generate.mjs ca-website serviceplex-search   just those
 *   SCREENS_PNG=/tmp/screens node tools/screens/generate.mjs   also keeps each capture as PNG
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { quality, writeImages } from '../art/art-kit.mjs';
import { repoRoot } from '../../scripts/repo-root.mjs';
import { openCapture } from './capture.mjs';
import { CANVAS, documentFor } from './frames.mjs';
import { CARD_BOXES_FILE, fitCardCrop, loadSite, screenJobs } from './jobs.mjs';

/**
 * Art on a transparent ground (a hero's devices over the band's gradient) fills its canvas: the
 * empty margins its composition leaves (a laptop set at the right leaves a quarter of the canvas
 * blank at the left) are cut, and the devices are set in the canvas's proportions again with a
 * small margin, against its right edge and centred from top to bottom, so a hero's picture is as
 * large as its column allows and ends at the page's margin. Padding, not scaling: the
 * capture is at twice the final size, so the one resize to the final width keeps it crisp.
 */
async function fitArt(png) {
  const { data, info } = await sharp(png).trim({ threshold: 2 }).png().toBuffer({ resolveWithObject: true });
  const margin = Math.round(Math.max(info.width, info.height) * 0.02);
  const aspect = CANVAS.width / CANVAS.height;
  let [width, height] = [info.width + 2 * margin, info.height + 2 * margin];
  if (width / height < aspect) width = Math.round(height * aspect);
  else height = Math.round(width / aspect);
  // Against the canvas's right edge, as the hero sets its picture against the page's right margin.
  const [left, top] = [width - info.width - margin, Math.floor((height - info.height) / 2)];
  return sharp(data)
    .extend({ left, right: width - info.width - left, top, bottom: height - info.height - top, background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
}

/** The box of a capture (taken at twice the canvas's size) a card shows; written at the card widths from it. */
async function cropTo(png, { x, y, w, h }) {
  return sharp(png).extract({ left: 2 * x, top: 2 * y, width: 2 * w, height: 2 * h }).png().toBuffer();
}

const only = process.argv.slice(2);
const site = await loadSite();
const jobs = await screenJobs(site, only);
if (only.length && jobs.length !== only.length) throw new Error(`unknown screen among: ${only.join(', ')}`);

const keep = process.env.SCREENS_PNG;
if (keep) mkdirSync(keep, { recursive: true });
// The boxes the cards were cut with, kept beside the screens (CARD_BOXES_FILE) for the tests to check.
const cardBoxes = existsSync(CARD_BOXES_FILE) ? JSON.parse(readFileSync(CARD_BOXES_FILE, 'utf8')) : {};
const { capture, layout, close } = await openCapture();
const totals = { webp: 0, avif: 0 };
let last = null;
try {
  for (const job of jobs) {
    for (const output of job.outputs) {
      const html = documentFor({ ...job.screen, css: job.screen.css, content: output.content, ground: output.ground });
      // A card's close view is cut from the same capture as the whole picture: captured once.
      const captured = last?.html === html ? last.png : await capture(`${job.name} → ${output.file}`, html, { transparent: !output.ground });
      last = { html, png: captured };
      const framed = output.ground ? captured : await fitArt(captured);
      // The card's box, moved to where its edges cut no line of the screen's text.
      const crop = output.crop && output.fit ? fitCardCrop(output.crop, output.fit, await layout()) : output.crop;
      if (crop && output.fit) {
        console.log(`${output.file}: card box ${JSON.stringify(crop)}`);
        cardBoxes[job.name] = crop;
      }
      const png = crop ? await cropTo(framed, crop) : framed;
      if (keep) writeFileSync(join(keep, `${output.file.replace(/\//g, '_')}.png`), png);
      const dir = join(repoRoot, 'public/images', output.file.split('/').slice(0, -1).join('/'));
      const written = await writeImages(dir, output.file.split('/').pop(), png, output.widths, quality[output.quality], output.width);
      totals.webp += written.webp;
      totals.avif += written.avif;
    }
  }
} finally {
  await close();
  const sorted = Object.fromEntries(Object.entries(cardBoxes).sort(([a], [b]) => a.localeCompare(b)));
  writeFileSync(CARD_BOXES_FILE, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`${jobs.length} screens written: webp ${(totals.webp / 1024).toFixed(1)} KB, avif ${(totals.avif / 1024).toFixed(1)} KB`);
