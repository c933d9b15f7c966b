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
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { quality, writeImages } from '../art/art-kit.mjs';
import { repoRoot } from '../../scripts/repo-root.mjs';
import { openCapture } from './capture.mjs';
import { documentFor } from './frames.mjs';
import { loadSite, screenJobs } from './jobs.mjs';

const only = process.argv.slice(2);
const site = await loadSite();
const jobs = await screenJobs(site, only);
if (only.length && jobs.length !== only.length) throw new Error(`unknown screen among: ${only.join(', ')}`);

const keep = process.env.SCREENS_PNG;
if (keep) mkdirSync(keep, { recursive: true });
const { capture, close } = await openCapture();
const totals = { webp: 0, avif: 0 };
try {
  for (const job of jobs) {
    for (const output of job.outputs) {
      const html = documentFor({ ...job.screen, css: job.screen.css, content: output.content, ground: output.ground });
      const png = await capture(`${job.name} → ${output.file}`, html, { transparent: !output.ground });
      if (keep) writeFileSync(join(keep, `${output.file.replace(/\//g, '_')}.png`), png);
      const dir = join(repoRoot, 'public/images', output.file.split('/').slice(0, -1).join('/'));
      const written = await writeImages(dir, output.file.split('/').pop(), png, output.widths, quality[output.quality], output.width);
      totals.webp += written.webp;
      totals.avif += written.avif;
    }
  }
} finally {
  await close();
}
console.log(`${jobs.length} screens written: webp ${(totals.webp / 1024).toFixed(1)} KB, avif ${(totals.avif / 1024).toFixed(1)} KB`);
