#!/usr/bin/env node
/**
 * Bundle budget (issue 8): the home page's first-load JavaScript and CSS, gzip-compressed,
 * must stay within budget. Reads the build in dist/ (or the folder given).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { collectChunks, pageKey, readManifest } from './lib/manifest.mjs';

export const BUDGET = { js: 90 * 1024, css: 25 * 1024 };

const dist = process.argv[2] || 'dist';
const manifest = readManifest(dist);
const { js, css } = collectChunks(manifest, ['index.html', pageKey('home-page')]);
const gz = (files) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
const totals = { js: gz(js), css: gz(css) };

let ok = true;
for (const kind of ['js', 'css']) {
  const within = totals[kind] <= BUDGET[kind];
  ok &&= within;
  console.log(
    `home first-load ${kind.toUpperCase()}: ${(totals[kind] / 1024).toFixed(1)} KB gzip (budget ${BUDGET[kind] / 1024} KB) ${within ? 'ok' : 'OVER BUDGET'}`,
  );
}
process.exit(ok ? 0 : 1);
