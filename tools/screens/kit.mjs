/**
 * Pieces every screen uses: HTML escaping, lucide pictograms as inline SVG, rupee amounts in the
 * Indian grouping, and the base styles of an app's interface (status pills, tables, buttons),
 * coloured by the screen's own accent (`--accent`, set by frames.mjs).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';

const escapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Text made safe for HTML. */
export const esc = (value) => String(value).replace(/[&<>"]/g, (c) => escapes[c]);

/** Joins a list of HTML strings made by a callback. */
export const each = (list, fn) => list.map(fn).join('');

/** A lucide pictogram by its kebab-case name ('calendar-check'), drawn in currentColor. */
export function icon(name, size = 16, strokeWidth = 2) {
  const component = lucide[name.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase())];
  if (!component) throw new Error(`tools/screens/kit.mjs: lucide has no icon "${name}"`);
  return renderToStaticMarkup(createElement(component, { size, strokeWidth, 'aria-hidden': true }));
}

/** ₹ and the Indian digit grouping: 124000 → ₹1,24,000. */
export const inr = (amount) => `₹${new Intl.NumberFormat('en-IN').format(amount)}`;

/** A QR code of `n` modules as an SVG (finder patterns in three corners, the rest from a fixed seed). */
export function qr(size, ink = '#0f172a', n = 25, seed = 7) {
  let s = seed;
  const rnd = () => (s = (s * 1103515245 + 12345) % 2147483648) / 2147483648;
  const finder = (i, j) => {
    for (const [fi, fj] of [[0, 0], [n - 7, 0], [0, n - 7]]) {
      const a = i - fi;
      const b = j - fj;
      if (a >= -1 && a <= 7 && b >= -1 && b <= 7) {
        if (a < 0 || a > 6 || b < 0 || b > 6) return 0;
        return a === 0 || a === 6 || b === 0 || b === 6 || (a >= 2 && a <= 4 && b >= 2 && b <= 4) ? 1 : 0;
      }
    }
    return null;
  };
  let cells = '';
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) {
      const f = finder(i, j);
      if (f ?? (rnd() > 0.52 ? 1 : 0)) cells += `M${i} ${j}h1v1h-1z`;
    }
  }
  return `<svg width="${size}" height="${size}" viewBox="-1 -1 ${n + 2} ${n + 2}" shape-rendering="crispEdges"><rect x="-1" y="-1" width="${n + 2}" height="${n + 2}" fill="#fff"/><path d="${cells}" fill="${ink}"/></svg>`;
}

/**
 * CSS of an app's page: a column of its bars and panels on its `ground`. A `rigid` page keeps each
 * row at its own height, so a long list below never squeezes the bars above it.
 */
export const pageCss = (selector, ground, { rigid = false } = {}) =>
  `${selector} { display: flex; flex-direction: column; background: ${ground}; }${rigid ? `\n${selector} > * { flex: none; }` : ''}`;

/**
 * CSS of a logo or icon tile: a square (or, with a 50% radius, a disc) of `size` px on its
 * `ground`, its icon or letter centred in `ink`.
 */
export const tileCss = (selector, size, radius, ground, ink) =>
  `${selector} { width: ${size}px; height: ${size}px; border-radius: ${radius}; background: ${ground}; color: ${ink}; display: grid; place-items: center; }`;

/**
 * CSS of an app's header as most of the drawn apps have one: the bar (a row of items) and the
 * app's name (a row: its tile, then the words), each with the declarations of its own after the
 * row's, and the name's tile (`${name} i`: size, radius, ground and ink, as tileCss takes them).
 */
export function appBarCss({ bar: [barSelector, barRules], name: [nameSelector, nameRules], tile: [size, radius, ground, ink] }) {
  return [
    `${barSelector} { display: flex; align-items: center; ${barRules} }`,
    `${nameSelector} { display: flex; align-items: center; ${nameRules} }`,
    tileCss(`${nameSelector} i`, size, radius, ground, ink),
  ].join('\n');
}

/**
 * Base styles of an app's interface. Colours: --accent (the product's own), --ink, --muted, --line,
 * --surface, --canvas; `color-mix` derives the tints, so a screen sets one accent.
 */
export const baseCss = `
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; }
.app { --ink: #0f172a; --muted: #526078; --line: #e3e8ef; --surface: #fff; --canvas: #f5f7fa;
  --accent-soft: color-mix(in oklab, var(--accent) 12%, white); --accent-ink: color-mix(in oklab, var(--accent) 78%, black);
  --ok: #15803d; --ok-soft: #dcfce7; --warn: #b45309; --warn-soft: #fef3c7; --bad: #b91c1c; --bad-soft: #fee2e2; --info: #1d4ed8; --info-soft: #dbeafe;
  color: var(--ink); background: var(--canvas); font-size: 14px; line-height: 1.35; height: 100%; overflow: hidden; }
.num, .tbl td { font-variant-numeric: tabular-nums; }
.app h1, .app h2, .app h3, .app h4, .app p { margin: 0; }
.app svg { display: block; flex: none; }
.row { display: flex; align-items: center; gap: 8px; }
.col { display: flex; flex-direction: column; gap: 8px; }
.grow { flex: 1; min-width: 0; }
.muted { color: var(--muted); }
.strong { font-weight: 700; }
.right { text-align: right; margin-left: auto; }
.card { background: var(--surface); border: 1px solid var(--line); border-radius: 10px; }
.pill { display: inline-flex; align-items: center; gap: 4px; padding: 2px 8px; border-radius: 999px; font-size: 11px; font-weight: 600; white-space: nowrap; }
.pill.ok { color: var(--ok); background: var(--ok-soft); }
.pill.warn { color: var(--warn); background: var(--warn-soft); }
.pill.bad { color: var(--bad); background: var(--bad-soft); }
.pill.info { color: var(--info); background: var(--info-soft); }
.pill.accent { color: var(--accent-ink); background: var(--accent-soft); }
.pill.plain { color: var(--muted); background: #eef1f5; }
.btn { display: inline-flex; align-items: center; justify-content: center; gap: 6px; padding: 7px 14px; border-radius: 8px; font-weight: 600; font-size: 13px; white-space: nowrap; }
.btn.primary { background: var(--accent); color: #fff; }
.btn.ghost { border: 1px solid var(--line); background: var(--surface); color: var(--ink); }
.tbl { width: 100%; border-collapse: collapse; font-size: 12.5px; }
.tbl th { text-align: left; font-size: 11px; font-weight: 600; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; padding: 7px 10px; border-bottom: 1px solid var(--line); background: #f8fafc; }
.tbl td { padding: 7px 10px; border-bottom: 1px solid var(--line); white-space: nowrap; }
.tbl .num { text-align: right; }
.field { display: flex; align-items: center; gap: 6px; border: 1px solid var(--line); border-radius: 8px; padding: 6px 10px; background: var(--surface); font-size: 12.5px; }
.field .label { color: var(--muted); }
.dot { width: 8px; height: 8px; border-radius: 50%; background: currentColor; flex: none; }
.meter { height: 8px; border-radius: 99px; background: #e9edf3; overflow: hidden; }
.meter > i { display: block; height: 100%; border-radius: inherit; background: var(--accent); }
`;
