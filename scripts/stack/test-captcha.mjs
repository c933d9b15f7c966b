// The test captcha (scripts/stack/test-captcha.js) in the pages `npm start` and `npm run dev` serve
// when RECAPTCHA_STUB=1: a copy of the build whose pages load it (npm start), or a Vite plugin
// that adds it to the dev server's page (npm run dev). Builds never contain it: dist/ is left as it
// is, and the plugin applies only to Vite's dev server. Node builtins only.
import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../repo-root.mjs';

/** Where the pages find the widget's script. */
export const TEST_CAPTCHA_PATH = '/test-captcha.js';
export const TEST_CAPTCHA_FILE = join(repoRoot, 'scripts/stack/test-captcha.js');
/**
 * First thing in the head, and not deferred: window.grecaptcha must exist before the app's code
 * can mount the captcha, or react-google-recaptcha would request Google's script instead.
 */
const TAG = `<script src="${TEST_CAPTCHA_PATH}"></script>`;

/**
 * A page's HTML with the test captcha's script added at the start of its head (after <html>, or
 * first, in a page that writes no head: the parser puts it in the head it makes).
 */
export function withTestCaptchaTag(html) {
  const open = /<head(\s[^>]*)?>/i.exec(html) ?? /<html(\s[^>]*)?>/i.exec(html) ?? /^(?:<!doctype[^>]*>)?/i.exec(html);
  const at = open.index + open[0].length;
  return `${html.slice(0, at)}${TAG}${html.slice(at)}`;
}

async function htmlFiles(dir) {
  const found = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...await htmlFiles(path));
    else if (entry.name.endsWith('.html')) found.push(path);
  }
  return found;
}

/**
 * Copies the built site `distDir` to `into` (which must not exist yet or be empty), adds the test
 * captcha's script to every page and drops the pages' precompressed copies, which nginx would
 * otherwise send unchanged. Returns the number of pages changed.
 */
export async function copySiteWithTestCaptcha(distDir, into) {
  await cp(distDir, into, { recursive: true });
  const pages = await htmlFiles(into);
  for (const page of pages) {
    await writeFile(page, withTestCaptchaTag(await readFile(page, 'utf8')));
    await rm(`${page}.br`, { force: true });
    await rm(`${page}.gz`, { force: true });
  }
  await cp(TEST_CAPTCHA_FILE, join(into, TEST_CAPTCHA_PATH));
  return pages.length;
}

/** The Vite dev server's plugin: serves the script and loads it first in the page. */
export function testCaptchaPlugin() {
  return {
    name: 'test-captcha',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(TEST_CAPTCHA_PATH, (req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(TEST_CAPTCHA_FILE));
      });
    },
    transformIndexHtml: (html) => withTestCaptchaTag(html),
  };
}
