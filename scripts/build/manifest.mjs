/**
 * Reads Vite's build manifest (dist/.vite/manifest.json) to find what a page needs at first load:
 * the entry chunk, a page's chunk, and their static imports and CSS.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function readManifest(dist) {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
}

/** JS files and CSS files reachable through static imports from the manifest keys given. */
export function collectChunks(manifest, keys) {
  const js = new Set();
  const css = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest has no entry ${key}`);
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return { js: [...js], css: [...css] };
}

export const pageKey = (page) => `src/pages/${page}.tsx`;

/**
 * React DOM's client, which the entry imports after a yield (src/app/entry-client.tsx) so that its
 * evaluation is a task of its own: every page's first load all the same, preloaded beside the entry.
 */
export const REACT_DOM_CLIENT = 'node_modules/react-dom/client.js';
