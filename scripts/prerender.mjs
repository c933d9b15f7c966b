#!/usr/bin/env node
/**
 * Renders every route of the route table to static HTML with its full head, plus 404.html,
 * sitemap.xml and robots.txt. Run after the client and server builds (scripts/build.mjs).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * modulepreload (and stylesheet) links for a page's own chunks (its page module and, if the route
 * has one, its data module), so they load in parallel with the entry.
 */
function pageLinks(page) {
  const { js, css } = collectChunks(manifest, [pageKey(page.page), ...(page.dataModule ? [page.dataModule] : [])]);
  const links = js.filter((file) => !entry.js.includes(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  links.push(...css.filter((file) => !entry.css.includes(file)).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`));
  return links.join('');
}

/**
 * The whole stylesheet goes into every page's head as a <style> (docs/decisions/004): the page
 * paints from its HTML alone, styles are computed once, before the first paint, and no later
 * stylesheet makes the browser restyle the whole page while the visitor is reading it (that
 * restyle, with critical CSS inlined and the full sheet loaded after the first paint, was the
 * main source of Total Blocking Time). Every route's rules are there for client-side navigation.
 */
function inlineStylesheets(html) {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file) => {
    const css = readFileSync(join(dist, file), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`prerender: ${file} contains "</style"`);
    return `<style>${css}</style>`;
  });
}

/**
 * The page is readable from its HTML and inlined CSS; the app's code only hydrates it. So the
 * head names no script: a small inline script at the end of the body requests the entry module
 * and its modulepreloads once the first contentful paint has been presented. The first paint and
 * the LCP no longer wait for, or compete with, the app's code.
 */
function loadAfterFirstPaint(html) {
  const scripts = [];
  const preloads = [];
  const out = html
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>\s*/g, (_, src) => {
      scripts.push(src);
      return '';
    })
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g, (_, href) => {
      preloads.push(href);
      return '';
    });
  if (scripts.length === 0) throw new Error('prerender: no entry module script found in the page');
  const loader =
    '<script>(function(){var d=document,done=0;' +
    'function add(tag,attrs){var e=d.createElement(tag);e.crossOrigin="";e.fetchPriority="low";for(var k in attrs)e[k]=attrs[k];d.head.appendChild(e)}' +
    'function go(){if(done)return;done=1;' +
    `${JSON.stringify(preloads)}.forEach(function(h){add("link",{rel:"modulepreload",href:h})});` +
    `${JSON.stringify(scripts)}.forEach(function(h){add("script",{type:"module",src:h})})}` +
    // After the first contentful paint has been presented (a paint entry), plus one frame for an
    // LCP image already downloaded; a hidden tab paints nothing, so it loads at once; and the code
    // never waits more than two seconds.
    'function later(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
    'var P=window.PerformanceObserver;' +
    'if(d.visibilityState==="hidden")go();' +
    'else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
    'new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();later()}}).observe({type:"paint",buffered:true});setTimeout(go,2000)}' +
    'else{later();setTimeout(go,2000)}' +
    '})()</script>';
  return out.replace('</body>', `${loader}\n  </body>`);
}

const pages = await listPages();
for (const page of pages) {
  const markup = await render(page.path);
  const { head, body } = splitHead(markup);
  const html = template
    .replace('<!--app-head-->', head + pageLinks(page))
    .replace('<div id="root"><!--app-html--></div>', `<div id="root" data-path="${page.path}">${body}</div>`);
  const file = outFile(page.path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, loadAfterFirstPaint(inlineStylesheets(html)));
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
