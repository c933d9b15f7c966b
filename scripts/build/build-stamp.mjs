// What a build was made from, so `npm start` can skip a build that would make the same site: a
// SHA-256 of every file the build reads (the sources below) and of the build-time settings,
// written by scripts/build.mjs when a build succeeds, beside a fingerprint of what it wrote
// (every output file's path, size and modification time, so a build folder changed since, by hand
// or by another tool, does not pass for the stamped one). Kept in node_modules/.cache, outside the
// build folder, which is uploaded as it is. Node builtins only.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { repoRoot } from '../repo-root.mjs';

/** Everything the build reads from the repository (scripts/ whole: build, prerender, boot loader, libs). */
const BUILD_SOURCES = [
  'index.html', 'package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json', 'tsconfig.app.json',
  'tsconfig.node.json', 'src', 'public', 'scripts', 'php/enquiry-rules.json',
];

/** Build-time settings: the front end's VITE_* variables (README), NODE_ENV, and the year the footer prints. */
function buildSettings(env = process.env, now = new Date()) {
  const names = Object.keys(env).filter((name) => name.startsWith('VITE_') || name === 'NODE_ENV').sort();
  return [...names.map((name) => `${name}=${env[name]}`), `year=${now.getFullYear()}`];
}

function filesUnder(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .flatMap((entry) => filesUnder(root, join(path, entry.name)));
}

/** The SHA-256 (hex) of the build's sources (names and contents) and settings. */
export function sourceHash({ root = repoRoot, env = process.env, now = new Date() } = {}) {
  const hash = createHash('sha256');
  for (const path of BUILD_SOURCES.flatMap((source) => filesUnder(root, source)).sort()) {
    hash.update(`${path}\0`);
    hash.update(readFileSync(join(root, path)));
    hash.update('\0');
  }
  hash.update(buildSettings(env, now).join('\n'));
  return hash.digest('hex');
}

/** Every file of a build folder with its size and modification time, hashed; null when there is none. */
function outputFingerprint(dir) {
  if (!existsSync(join(dir, 'index.html'))) return null;
  const hash = createHash('sha256');
  for (const path of filesUnder(dir, '.').sort()) {
    const { size, mtimeMs } = statSync(join(dir, path));
    hash.update(`${path}\0${size}\0${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

function stampFile(outDir, root) {
  const key = createHash('sha256').update(resolve(root, outDir)).digest('hex').slice(0, 16);
  return join(root, 'node_modules/.cache/site-build', `${key}.json`);
}

/** Records that `outDir` was just built from the current sources and settings. */
export function writeBuildStamp(outDir, { root = repoRoot, env = process.env } = {}) {
  const file = stampFile(outDir, root);
  mkdirSync(join(file, '..'), { recursive: true });
  const stamp = { outDir: relative(root, resolve(root, outDir)) || '.', sources: sourceHash({ root, env }), output: outputFingerprint(resolve(root, outDir)) };
  writeFileSync(file, `${JSON.stringify(stamp, null, 2)}\n`);
  return stamp;
}

/**
 * Whether `outDir` holds the build of the current sources and settings, untouched since:
 * { current, sources (the hash now), why (when not current) }.
 */
export function buildStatus(outDir, { root = repoRoot, env = process.env } = {}) {
  const sources = sourceHash({ root, env });
  const output = outputFingerprint(resolve(root, outDir));
  if (!output) return { current: false, sources, why: `${outDir}/index.html is missing` };
  let stamp = null;
  try {
    stamp = JSON.parse(readFileSync(stampFile(outDir, root), 'utf8'));
  } catch {
    return { current: false, sources, why: 'no record of the last build' };
  }
  if (stamp.sources !== sources) return { current: false, sources, why: 'the sources or build settings changed since the last build' };
  if (stamp.output !== output) return { current: false, sources, why: `${outDir}/ changed since it was built` };
  return { current: true, sources };
}
