// The pages' Content-Security-Policy, made by the build from the built pages themselves (scripts/
// build.mjs runs it after prerendering). Every page gets a <meta http-equiv="Content-Security-Policy">
// as the first thing after its charset: scripts only from the site itself, Google's reCAPTCHA,
// Google's tag (when the build has a measurement id) and the reviews widget of src/content/site.ts,
// and the page's own inline scripts by their SHA-256, computed here from the page as built. Each
// page names only its own scripts' hashes (the boot loader's differs per page: it names the page's
// code), and a page and its policy are always of the same build, with no server to reload.
//
// The web server adds what only a response header can carry (frame-ancestors) and the other
// security headers: deploy/nginx/site.conf.template, public/.htaccess. The browser enforces both
// policies: a request must pass each.
//
// Styles: 'unsafe-inline'. The whole stylesheet is inlined into every page's head (docs/decisions/
// 004), React writes style attributes from style props, and Google's and the reviews widget's
// scripts write style attributes of their own; hashes cannot cover attributes without
// 'unsafe-hashes' and a hash for every value. CSS cannot run script: the policy's protection is in
// script-src, which has no 'unsafe-inline' and no 'unsafe-eval'.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../repo-root.mjs';

/** Where Google's reCAPTCHA loads its script (api.js, then gstatic) and draws its frames. */
const RECAPTCHA = {
  script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
  frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
};

/** Google's tag (gtag.js) for Analytics 4, as Google's CSP guide lists it. */
export const GOOGLE_TAG = {
  script: ['https://www.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** Script types the browser does not run (data blocks): no hash needed. */
const DATA_BLOCK = /^(application\/(ld\+)?json)$/i;

/** The policy of a page whose inline scripts have these hashes ('sha256-…'). */
export function policy({ hashes, widgetOrigin, analytics }) {
  const widget = widgetOrigin ? [widgetOrigin] : [];
  const tag = (kind) => (analytics ? GOOGLE_TAG[kind] : []);
  const directives = [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...hashes.map((hash) => `'${hash}'`), ...RECAPTCHA.script, ...tag('script'), ...widget],
    ['style-src', "'self'", "'unsafe-inline'", ...widget],
    ['img-src', "'self'", 'data:', ...tag('img'), ...widget],
    ['font-src', "'self'"],
    ['connect-src', "'self'", ...tag('connect'), ...widget],
    ['frame-src', ...RECAPTCHA.frame, ...widget],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
  return directives.map((parts) => parts.join(' ')).join('; ');
}

/** The text of every inline script the browser would run, in page order. */
export function inlineScripts(html) {
  const scripts = [];
  for (const [, attributes, text] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
    if (DATA_BLOCK.test(type)) continue;
    scripts.push(text);
  }
  return scripts;
}

export const sha256 = (text) => `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;

/**
 * What the policy would block in `html` that no hash can allow: event handler attributes
 * (onclick="…") and javascript: URLs. The build fails on them rather than ship a broken page.
 */
export function unhashable(html) {
  const found = [];
  const markup = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '');
  for (const [tag, attributes] of markup.matchAll(/<[a-z][a-z0-9-]*((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/gi)) {
    for (const [, name, value = ''] of attributes.matchAll(/([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      if (/^on/i.test(name)) found.push(`event handler attribute ${name} in ${tag.slice(0, 80)}`);
      if (/^(href|src|action|formaction)$/i.test(name) && /^["']?\s*javascript:/i.test(value)) {
        found.push(`javascript: URL in ${tag.slice(0, 80)}`);
      }
    }
  }
  return found;
}

/** `html` with its policy as the first element after <meta charset>. */
export function withPolicy(html, content) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${content.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">`;
  const charset = /<meta\s+charset=[^>]*>/i.exec(html);
  if (!charset) throw new Error('csp: the page has no <meta charset> to put its policy after');
  if (/http-equiv=["']?content-security-policy/i.test(html)) throw new Error('csp: the page has a policy already');
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/** The reviews widget's origin, from src/content/site.ts (the file a deployer edits). */
export async function widgetOriginOfSite() {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(join(repoRoot, 'src/content/site.ts'), {
    configFile: false,
    logLevel: 'silent',
    resolve: { alias: { '@': join(repoRoot, 'src') } },
  });
  const url = module.site?.reviewsWidget?.scriptUrl;
  return url ? new URL(url).origin : null;
}

/** Whether this build has Google's tag: a measurement id, read as Vite reads the build's env. */
async function buildHasAnalytics() {
  const { loadEnv } = await import('vite');
  return Boolean(loadEnv('production', repoRoot, 'VITE_').VITE_GA_MEASUREMENT_ID);
}

function* htmlFiles(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* htmlFiles(path);
    else if (name.endsWith('.html')) yield path;
  }
}

/**
 * Gives every page of the build in `dir` its policy; resolves to how many pages. The reviews
 * widget's origin and whether there is analytics come from the site and the build's env unless given.
 */
export async function applyCsp(dir, { widgetOrigin, analytics } = {}) {
  widgetOrigin = widgetOrigin === undefined ? await widgetOriginOfSite() : widgetOrigin;
  analytics = analytics === undefined ? await buildHasAnalytics() : analytics;
  const faults = [];
  let pages = 0;
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    for (const fault of unhashable(html)) faults.push(`${file}: ${fault}`);
    const hashes = [...new Set(inlineScripts(html).map(sha256))];
    writeFileSync(file, withPolicy(html, policy({ hashes, widgetOrigin, analytics })));
    pages += 1;
  }
  if (faults.length > 0) throw new Error(`csp: what the policy would block:\n  ${faults.join('\n  ')}`);
  return pages;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(`content security policy in ${await applyCsp(process.argv[2] || 'dist')} pages`);
}
