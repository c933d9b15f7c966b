#!/usr/bin/env node
/**
 * Renders every route of the route table to static HTML with its full head (entry-server's
 * renderPage), plus 404.html, each page's social card (scripts/cards), sitemap.xml and robots.txt.
 * Run after the client and server builds (scripts/build.mjs).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { moveScriptsAfterFirstPaint, routeFallbackScript } from './boot/inline-boot-loader.mjs';
import { writeCards } from './cards/write-cards.mjs';
import { gitDates, lastmod, sourceFiles } from './build/lastmod.mjs';
import { collectChunks, pageKey, REACT_DOM_CLIENT, readManifest } from './build/manifest.mjs';
import { pageStylesheets, unstyledClasses } from './build/page-styles.mjs';
import { repoRoot } from './repo-root.mjs';

const dist = resolve(process.argv[2] || 'dist');
const ssrDir = resolve(process.argv[3] || 'dist-ssr');
const template = readFileSync(join(dist, 'index.html'), 'utf8');
const { renderPage, listPages, listFallbacks, FALLBACK_SAMPLE_NAME, pageJsonLd, pageCard } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);
const siteUrl = (process.env.VITE_SITE_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');

function outFile(path) {
  if (path === '/') return join(dist, 'index.html');
  if (path === '/404') return join(dist, '404.html');
  return join(dist, path.replace(/^\//, ''), 'index.html');
}

const manifest = readManifest(dist);
const entry = collectChunks(manifest, ['index.html']);
/** React DOM's client: imported by the entry after a yield, preloaded by every page with it. */
const reactDomClient = collectChunks(manifest, [REACT_DOM_CLIENT]);

/** The JS and CSS files of a page's own chunks (its page module and, if the route has one, its data module). */
const pageChunks = (page) => collectChunks(manifest, [pageKey(page.page), ...(page.dataModule ? [page.dataModule] : [])]);

/** Every stylesheet of the build, by file name, for the check that each page carries its own. */
const stylesheets = new Map(
  readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => [`assets/${file}`, readFileSync(join(dist, 'assets', file), 'utf8')]),
);

/** The page's own stylesheets beyond the site-wide one (build/page-styles.mjs); 404.html's include its lists' Not Found pages'. */
function pageCss(page) {
  const keys = [page.page, ...(page.path === '/404' ? fallbacks.map((fallback) => fallback.page) : [])].map(pageKey);
  return pageStylesheets(manifest, keys).filter((file) => !entry.css.includes(file));
}

/**
 * modulepreload links for React DOM's client and a page's own chunks (its page module and, if the
 * route has one, its data module), so they load in parallel with the entry; and its own stylesheets, which
 * inlineStylesheets puts inline.
 */
function pageLinks(page) {
  const files = new Set([...reactDomClient.js, ...pageChunks(page).js]);
  return [...files]
    .filter((file) => !entry.js.includes(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/** The page's own stylesheets go right after the site-wide one, so its rules win ties as they should. */
function withPageStylesheets(html, page) {
  const own = pageCss(page).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`).join('');
  const siteWide = /<link rel="stylesheet" crossorigin href="\/[^"]+\.css">/;
  if (!siteWide.test(html)) throw new Error('prerender: the page template names no stylesheet');
  return html.replace(siteWide, (link) => link + own);
}

/**
 * A page's stylesheets go into its head as <style> elements (docs/decisions/004): the site-wide
 * one, then the page's own. The page paints from its HTML alone, styles are computed once, before
 * the first paint, and no later stylesheet makes the browser restyle the page while the visitor
 * reads it. Each inlined page stylesheet also leaves a disabled <link> to its file, which the
 * browser never fetches: Vite's loader, asked for the same chunk's CSS when the code of that part
 * arrives, sees it there and does not fetch and apply it a second time. Another page's stylesheet
 * arrives with that page's code on a client-side move.
 */
function inlineStylesheets(html) {
  return html.replace(/<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g, (_, file) => {
    const css = readFileSync(join(dist, file), 'utf8');
    if (/<\/style/i.test(css)) throw new Error(`prerender: ${file} contains "</style"`);
    const marker = entry.css.includes(file) ? '' : `<link rel="stylesheet" href="/${file}" disabled>`;
    return `${fontPreloads(css)}<style>${css}</style>${marker}`;
  });
}

/**
 * The brand face's one WOFF2 (src/styles/_fonts.scss) is requested with the head, not when the
 * browser first lays text out, so it usually arrives before the first paint. Its hashed name is
 * read from the stylesheet that declares it.
 */
function fontPreloads(css) {
  const fonts = [...new Set([...css.matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g)].map((m) => m[1]))];
  if (fonts.length > 1) throw new Error(`prerender: the stylesheet names ${fonts.length} font files; the site ships one`);
  return fonts.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`).join('');
}

/** The text of a page's <title>, as the browser reads it. */
function titleText(head) {
  const title = /<title>([^<]*)<\/title>/.exec(head)?.[1] ?? '';
  return title.replace(/&(lt|gt|quot|#39|amp);/g, (_, name) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[name]);
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const MAIN = /(<main id="main"[^>]*>)([\s\S]*)(<\/main>)/;

/**
 * 404.html carries the content of each list's own Not Found page (an unknown project, an unknown
 * case study) in a <template> before its <main>, and the script that shows the one the address
 * belongs to before the first paint, run before <main> and after it (scripts/boot/route-fallback.js): a visitor who followed an
 * old project link reads the portfolio's Not Found page at once, not the generic one until the
 * app's code has come.
 */
async function withFallbacks(body) {
  let templates = '';
  for (const fallback of fallbacks) {
    const rendered = await renderPage(fallback.path);
    const content = MAIN.exec(rendered.body)?.[2];
    if (content === undefined) throw new Error(`prerender: the page for ${fallback.path} has no <main id="main">`);
    templates +=
      `<template data-fallback-for="${escapeAttribute(fallback.pattern)}" data-sample-name="${escapeAttribute(FALLBACK_SAMPLE_NAME)}" ` +
      `data-title="${escapeAttribute(titleText(rendered.head))}">${content}</template>`;
  }
  if (!MAIN.test(body)) throw new Error('prerender: 404.html has no <main id="main">');
  const script = routeFallbackScript();
  return body.replace(MAIN, (_, open, content, close) => `${templates}${script}${open}${content}${close}${script}`);
}

const pages = await listPages();
const fallbacks = listFallbacks();
const styleFaults = [];
for (const page of pages) {
  const rendered = await renderPage(page.path);
  const head = rendered.head;
  const body = page.path === '/404' ? await withFallbacks(rendered.body) : rendered.body;
  const html = withPageStylesheets(
    template
      // Functions, not strings: a `$&` or `$'` in a page's text must not be read as a pattern.
      .replace('<!--app-head-->', () => head + pageLinks(page))
      .replace('<div id="root"><!--app-html--></div>', () => `<div id="root" data-path="${page.path}">${body}</div>`),
    page,
  );
  const file = outFile(page.path);
  mkdirSync(dirname(file), { recursive: true });
  // The page names no script in its head: scripts/boot/boot-loader.js requests the app's code after the first paint.
  const final = moveScriptsAfterFirstPaint(inlineStylesheets(html));
  writeFileSync(file, final);
  const unstyled = unstyledClasses(final, stylesheets, [...entry.css, ...pageCss(page)]);
  if (unstyled.length > 0) styleFaults.push(`${page.path}: ${unstyled.join(', ')}`);
}
if (styleFaults.length > 0) {
  console.error(`prerender: markup styled only by another page's stylesheet (import its styles where the markup is rendered):\n  ${styleFaults.join('\n  ')}`);
  process.exit(1);
}

// One social card per page kept in search, plus the Not Found card every other page shows.
const cards = new Map();
for (const page of pages) {
  const card = await pageCard(page.path);
  if (!page.indexable && card.path !== '/og/404.png') continue;
  if (cards.has(card.path)) throw new Error(`prerender: ${page.path} and another page both claim the card ${card.path}`);
  cards.set(card.path, card);
}
const cardStats = await writeCards([...cards.values()], { dist });

const ssrManifestFile = join(dist, '.vite', 'ssr-manifest.json');
const ssrManifest = existsSync(ssrManifestFile) ? JSON.parse(readFileSync(ssrManifestFile, 'utf8')) : {};
rmSync(ssrManifestFile, { force: true });
const dates = gitDates(repoRoot);
const entryJs = new Set(entry.js);
const urls = [];
for (const page of pages.filter((p) => p.indexable)) {
  const jsonLd = await pageJsonLd(page.path);
  const { image } = await pageCard(page.path);
  const files = [
    ...sourceFiles(ssrManifest, pageChunks(page).js.filter((file) => !entryJs.has(file))),
    ...(image ? [`public${image}`] : []),
  ];
  const day = lastmod({ jsonLd, files, dates });
  urls.push(`  <url><loc>${siteUrl}${page.path}</loc>${day ? `<lastmod>${day}</lastmod>` : ''}</url>`);
}
writeFileSync(
  join(dist, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
);
writeFileSync(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`);
rmSync(ssrDir, { recursive: true, force: true });
console.log(
  `prerendered ${pages.length} pages, ${cards.size} social cards (${cardStats.drawn} drawn, ${cardStats.cached} from the cache), sitemap with ${urls.length} URLs`,
);
