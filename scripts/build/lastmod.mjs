/**
 * Each sitemap URL's <lastmod>: the day the page's content last changed, never the day of the
 * build (a date that moves with every build tells search engines nothing, and they learn to
 * ignore it). A page with a content date of its own (a post: the dateModified or datePublished of
 * its JSON-LD) gives that. Any other page gives the last commit date of the source files its own
 * code is built from (its page module, its data, the content modules bundled with them, as Vite's
 * SSR manifest lists them; the shared shell of header and footer is left out) and of its card's
 * picture: it moves when, and only when, one of them is changed and committed. Without git
 * history (a build from an exported tree) such a page has no <lastmod>, which the format allows.
 */
import { spawnSync } from 'node:child_process';

const DAY = /^\d{4}-\d{2}-\d{2}/;

/** The last commit date (YYYY-MM-DD) of every file in the history of HEAD, from one `git log`. */
export function gitDates(cwd) {
  const result = spawnSync('git', ['log', '--format=%x00%cI', '--name-only', '--no-renames', 'HEAD'], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  const dates = new Map();
  if (result.status !== 0) return dates;
  let date;
  for (const line of result.stdout.split('\n')) {
    if (line.startsWith('\0')) date = line.slice(1, 11);
    else if (line && date && !dates.has(line)) dates.set(line, date);
  }
  return dates;
}

/** Source files (repository paths, no dependencies) bundled into any of `chunkFiles`, from Vite's SSR manifest. */
export function sourceFiles(ssrManifest, chunkFiles) {
  const wanted = new Set(chunkFiles.map((file) => `/${file.replace(/^\//, '')}`));
  return Object.entries(ssrManifest)
    .filter(([id, files]) => !id.includes('node_modules') && !id.startsWith('\0') && files.some((file) => wanted.has(file)))
    .map(([id]) => id);
}

/** The content date a page's JSON-LD declares (its newest dateModified or datePublished), if any. */
export function contentDate(jsonLd) {
  const days = jsonLd.flatMap((node) => [node.dateModified, node.datePublished]).filter((value) => typeof value === 'string' && DAY.test(value));
  return days.length ? days.map((value) => value.slice(0, 10)).sort().at(-1) : undefined;
}

/** A page's <lastmod>: its content date, else the newest commit date of its files; undefined when neither is known. */
export function lastmod({ jsonLd, files, dates }) {
  const declared = contentDate(jsonLd);
  if (declared) return declared;
  const known = files.map((file) => dates.get(file)).filter(Boolean).sort();
  return known.at(-1);
}
