#!/usr/bin/env node
/**
 * Renders every route of the route table to static HTML with its full head, plus 404.html,
 * sitemap.xml and robots.txt. Run after the client and server builds (scripts/build.mjs).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import Beasties from 'beasties';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { collectChunks, pageKey, readManifest } from './lib/manifest.mjs';
import { splitHead } from './lib/split-head.mjs';

const dist = resolve(process.argv[2] || 'dist');
const ssrDir = resolve(process.argv[3] || 'dist-ssr');
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const { render, listPages } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const siteUrl = (process.env.VITE_SITE_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');

function outFile(path) {
  if (path === '/') return join(dist, 'index.html');
  if (path === '/404') return join(dist, '404.html');
  return join(dist, path.replace(/^\//, ''), 'index.html');
}

const manifest = readManifest(dist);
const entry = collectChunks(manifest, ['index.html']);

/** modulepreload (and stylesheet) links for a page's own chunks, so they load in parallel with the entry. */
function pageLinks(page) {
  const { js, css } = collectChunks(manifest, [pageKey(page)]);
  const links = js.filter((file) => !entry.js.includes(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  links.push(...css.filter((file) => !entry.css.includes(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`));
  return links.join('');
}

// Inline the CSS each page needs to paint, and load the full stylesheet without blocking render.
const beasties = new Beasties({ path: dist, publicPath: '/', preload: 'media', pruneSource: false, logLevel: 'warn' });

/**
 * The page is readable from its HTML and inlined CSS; the app's code only hydrates it. Fetching
 * that code at low priority lets the browser spend the first round trips on the HTML, the CSS and
 * the LCP image.
 */
function lowPriorityScripts(html) {
  return html
    .replace(/<script type="module" crossorigin src=/g, '<script type="module" crossorigin fetchpriority="low" src=')
    .replace(/<link rel="modulepreload" crossorigin href=/g, '<link rel="modulepreload" crossorigin fetchpriority="low" href=');
}

const pages = await listPages();
for (const page of pages) {
  const markup = await render(page.path);
  const { head, body } = splitHead(markup);
  const html = template
    .replace('<!--app-head-->', head + pageLinks(page.page))
    .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-path="${page.path}">${body}</div>`);
  const file = outFile(page.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, lowPriorityScripts(await beasties.process(html)));
}

const today = new Date().toISOString().slice(0, 10);
const urls = pages
  .filter((page) => page.indexable)
  .map((page) => `  <url><loc>${siteUrl}${page.path}</loc><lastmod>${today}</lastmod></url>`);
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
);
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
rmSync(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${pages.length} pages, sitemap with ${urls.length} URLs`);
