/**
 * Writes every page's social card into the build (dist/og/…png), drawing only what changed: each
 * card is cached under a hash of all that goes into it (its words and kind, the bytes of its proof
 * picture, the renderer's code, palette, fonts and package versions), in
 * node_modules/.cache/social-cards, out of git and out of dist/. An unchanged build copies its
 * cards from there; a cached card nobody used for 30 days is removed.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { theme } from '../../tools/art/palette.mjs';
import { repoRoot } from '../repo-root.mjs';
import { FONT_FILES, renderCard } from './render.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const CACHE_DIR = join(repoRoot, 'node_modules/.cache/social-cards');
const STALE_MS = 30 * 24 * 3600 * 1000;

const sha = (...parts) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/** Everything about the renderer that changes a card's pixels, hashed once per build. */
function rendererKey() {
  const sources = ['layout.mjs', 'render.mjs', '../../tools/art/logo.mjs', '../../tools/art/type.mjs'].map((file) => readFileSync(join(here, file)));
  const versions = ['satori', '@resvg/resvg-js', 'sharp', '@fontsource/plus-jakarta-sans'].map(
    (name) => `${name}@${JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')).version}`,
  );
  return sha(...sources, JSON.stringify({ ...theme }), ...FONT_FILES.map(({ file }) => readFileSync(file)), versions.join(' '));
}

/** The card's file in the build: its site path under dist/. */
const outFile = (dist, path) => join(dist, path.replace(/^\//, ''));

/**
 * Draws or copies each card ({ path, title, description, brand, kind?, image?, figure? }) into
 * `dist`. Proof pictures are read from `dist` (what the build ships). Returns how many were drawn
 * and how many came from the cache.
 */
export async function writeCards(cards, { dist, cacheDir = CACHE_DIR }) {
  mkdirSync(cacheDir, { recursive: true });
  const renderer = rendererKey();
  const stats = { drawn: 0, cached: 0 };
  for (const card of cards) {
    const imageFile = card.image ? outFile(dist, card.image) : undefined;
    if (imageFile && !existsSync(imageFile)) throw new Error(`social card ${card.path}: no picture ${card.image} in the build`);
    // What the card shows (its path and alt text are the page's business, not the picture's).
    const drawn = { title: card.title, description: card.description, brand: card.brand, kind: card.kind, image: card.image, figure: card.figure };
    const key = sha(renderer, JSON.stringify(drawn), imageFile ? readFileSync(imageFile) : '');
    const cached = join(cacheDir, `${key}.png`);
    const target = outFile(dist, card.path);
    mkdirSync(dirname(target), { recursive: true });
    if (existsSync(cached)) {
      const now = new Date();
      utimesSync(cached, now, now);
      stats.cached += 1;
    } else {
      const png = await renderCard(drawn, imageFile);
      // Written whole, then renamed: a build running beside this one never reads half a card.
      const partial = `${cached}.${process.pid}.tmp`;
      writeFileSync(partial, png);
      renameSync(partial, cached);
      stats.drawn += 1;
    }
    copyFileSync(cached, target);
  }
  for (const name of readdirSync(cacheDir)) {
    const file = join(cacheDir, name);
    if (Date.now() - statSync(file).mtimeMs > STALE_MS) rmSync(file, { force: true });
  }
  return stats;
}
