/**
 * The home page's first load, gzip -9 (docs/decisions/005, 007): its JavaScript (the entry, React DOM's
 * client and the home page's static imports) and its CSS (what its HTML inlines: the site-wide stylesheet and the
 * home page's own, decision 004). Read by the bundle check of `npm test` and by `npm run bench`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { collectChunks, pageKey, REACT_DOM_CLIENT, readManifest } from './manifest.mjs';

export function homeFirstLoad(dist = 'dist') {
  const { js } = collectChunks(readManifest(dist), ['index.html', REACT_DOM_CLIENT, pageKey('home-page')]);
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');
  return {
    js: js.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0),
    css: gzipSync(css, { level: 9 }).length,
  };
}
