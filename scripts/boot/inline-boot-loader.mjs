// Puts the boot loader (scripts/boot/boot-loader.js) into a prerendered page: the entry module
// script and the modulepreload links Vite wrote into the page come out of it, and one inline
// script at the end of the body requests them after the first paint. Minified with Oxc's minifier
// from rolldown, Vite's bundler (vite's own re-export cannot load in the unit tests' jsdom).
import { minifySync } from 'rolldown/utils';
import { keepInputBeforeApp } from './before-app.js';
import { loadAfterFirstPaint } from './boot-loader.js';
import { showRouteFallback } from './route-fallback.js';

function minified(name, source) {
  const { code, errors } = minifySync(name, source, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`${name}: ${errors.map((e) => e.message).join('; ')}`);
  return code.trim();
}

/** The inline <script> of the head that answers presses before the app (before-app.js). */
export function beforeAppScript() {
  return `<script>${minified('before-app.js', `(${keepInputBeforeApp.toString()})();`)}</script>`;
}

/** The inline <script> of 404.html that shows a list's own Not Found page for an address under it (route-fallback.js). */
export function routeFallbackScript() {
  return `<script>${minified('route-fallback.js', `(${showRouteFallback.toString()})();`)}</script>`;
}

/** The inline <script> that calls the loader with these URLs. */
export function bootLoaderScript(preloads, scripts) {
  // JSON is valid JavaScript; "<" escaped so that no URL can end the script element early.
  const args = [preloads, scripts].map((list) => JSON.stringify(list).replace(/</g, '\\u003c'));
  return `<script>${minified('boot-loader.js', `(${loadAfterFirstPaint.toString()})(${args.join(',')});`)}</script>`;
}

/** The page with its entry script and modulepreloads moved into the boot loader. */
export function moveScriptsAfterFirstPaint(html) {
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
  return out
    .replace('</head>', `${beforeAppScript()}\n  </head>`)
    .replace('</body>', `${bootLoaderScript(preloads, scripts)}\n  </body>`);
}
