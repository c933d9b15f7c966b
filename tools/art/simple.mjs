#!/usr/bin/env node
/**
 * Art of the simple pages: 12 fictional client logos (small SVGs, shipped as they are, their
 * wordmarks set in a face per business and outlined by ./type.mjs, so every browser shows the same
 * letters), the five blog post images (960×540, variants 240 for the Recent Post thumbnails and 480). About and Careers carry no picture: a drawing of a desk
 * stood in for a team photo and said nothing true, so those pages let their text and figures speak.
 * Run: node tools/art/simple.mjs  → public/images/{clients,blog}/
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { bars, circle, line, palettes, path, phone, rect, textLines, quality, writeImages } from './art-kit.mjs';
import { theme } from './palette.mjs';
import { measure, text } from './type.mjs';

// ---------- client logos (240×120) ----------
// Each logo keeps the colours of the business it stands for: these are the clients' identities,
// not ours, so they are the one part of the artwork that does not draw from the theme. Each is set
// in a face that suits the business (./type.mjs outlines it, so every browser shows the same
// letters). The wide lockup's tagline is set at 22 units (13 px on a logo 142 px wide) and the name
// larger still; the pages show the compact lockup further down.
const TAG = { size: 22, face: 'jakarta', weight: 700, letterSpacing: 2 };
const MARK = 52;

/** A name set as large as `max` allows within `width`. */
function fitName(name, style, width, max = 40) {
  let n = { size: max, ...style };
  while (measure(name, n) > width) n = { ...n, size: n.size - 0.5 };
  return n;
}

/** A tagline style whose letter spacing shrinks (to none) until it fits `width`. */
function fitTag(tag, style, width) {
  const t = { ...TAG, ...style };
  while (measure(tag, t) > width && t.letterSpacing > 0) t.letterSpacing = Math.max(0, t.letterSpacing - 0.5);
  return t;
}

/**
 * A logo: its mark (drawn in a 56×56 box) and the name and tagline, in one of four lockups:
 * 'side' (mark on the left, name and tagline beside it), 'wide' (the tagline runs under the mark
 * too), 'lines' (a two-word name on two lines beside the mark, the tagline under all) and 'stack'
 * (centred: mark above the name).
 */
function logoSvg({ mark, name, tag, colour, tagColour = '#475569', nameStyle, tagStyle = {}, lockup = 'side' }) {
  const col = 12 + MARK + 10;
  const right = 228;
  const markAt = (x, y, size = MARK) => `<g transform="translate(${x} ${y}) scale(${+(size / 56).toFixed(3)})">${mark}</g>`;
  let body;
  if (lockup === 'stack') {
    const n = fitName(name, nameStyle, right - 12, 32);
    const t = fitTag(tag, tagStyle, right - 12);
    body = markAt(102, 4, 36) + text(name, 120, 74, { ...n, anchor: 'middle', fill: colour }) + text(tag, 120, 106, { ...t, anchor: 'middle', fill: tagColour });
  } else if (lockup === 'lines') {
    const [first, second] = name.split(' / ');
    const n = fitName(first.length > second.length ? first : second, nameStyle, right - col, 32);
    const t = fitTag(tag, tagStyle, right - 12);
    body = markAt(12, 14) + text(first, col, 38, { ...n, fill: colour }) + text(second, col, 68, { ...n, fill: colour }) + text(tag, 12, 104, { ...t, fill: tagColour });
  } else if (lockup === 'wide') {
    const n = fitName(name, nameStyle, right - col);
    const t = fitTag(tag, tagStyle, right - 12);
    body = markAt(12, 18) + text(name, col, 60, { ...n, fill: colour }) + text(tag, 12, 100, { ...t, fill: tagColour });
  } else {
    const n = fitName(name, nameStyle, right - col);
    const t = fitTag(tag, tagStyle, right - col);
    body = markAt(12, 34) + text(name, col, 60, { ...n, fill: colour }) + text(tag, col, 88, { ...t, fill: tagColour });
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img">
${body}
</svg>`;
}

const logoSpecs = {
  'kaveri-textiles': ({
    mark: rect(0, 0, 56, 56, '#0f766e', 14) + path('M8 20c8-6 14 6 20 0s14-6 20 0', '#fff', 4) + path('M8 30c8-6 14 6 20 0s14-6 20 0', '#99f6e4', 4) + path('M8 40c8-6 14 6 20 0s14-6 20 0', '#fff', 4),
    name: 'KAVERI', tag: 'TEXTILES', colour: '#134e4a', nameStyle: { face: 'lora', weight: 700, letterSpacing: 3 },
  }),
  'harbourline-freight': ({
    mark: path('M4 36h48l-8 14H12z', '#1e3a8a', 2, '#1e3a8a') + rect(10, 18, 16, 16, '#f59e0b', 2) + rect(28, 18, 16, 16, '#3b82f6', 2) + rect(19, 2, 16, 14, '#1e3a8a', 2),
    name: 'HARBOURLINE', tag: 'FREIGHT', colour: '#1e3a8a', nameStyle: { face: 'oswald', weight: 600 }, tagStyle: { face: 'oswald', weight: 500, letterSpacing: 6 },
  }),
  'arogya-diagnostics': ({
    mark: circle(28, 28, 27, '#dcfce7') + rect(22, 10, 12, 36, '#15803d', 3) + rect(10, 22, 36, 12, '#15803d', 3) + circle(28, 28, 4, '#fff'),
    name: 'arogya', tag: 'DIAGNOSTICS', colour: '#166534', nameStyle: { face: 'nunito', weight: 900 }, tagStyle: { face: 'nunito', weight: 800 },
  }),
  'peakstone-realty': ({
    mark: path('M2 52 L22 14 L34 34 L42 22 L56 52 Z', '#334155', 2, '#334155') + path('M22 14 L27 24 L17 24 Z', '#fff', 1, '#fff') + rect(0, 52, 56, 4, '#b45309', 1),
    name: 'Peakstone', tag: 'REALTY', colour: '#1f2937', tagColour: '#b45309', nameStyle: { face: 'dm-serif', weight: 400 }, tagStyle: { letterSpacing: 5 },
  }),
  'vidya-learning-labs': ({
    mark: path('M28 16 C20 10 10 10 2 12 V48 C10 46 20 46 28 52 C36 46 46 46 54 48 V12 C46 10 36 10 28 16 Z', '#7c3aed', 2, '#ede9fe') + line(28, 16, 28, 52, '#7c3aed', 3) + circle(28, 6, 5, '#f59e0b'),
    name: 'Vidya', tag: 'LEARNING LABS', colour: '#5b21b6', nameStyle: { face: 'jakarta', weight: 800 }, lockup: 'wide',
  }),
  'bluefjord-outdoor': ({
    mark: rect(0, 0, 56, 56, '#0c4a6e', 28) + path('M6 38 L20 18 L28 28 L36 16 L50 38 Z', '#e0f2fe', 1, '#e0f2fe') + path('M8 44c6-4 10 4 16 0s10-4 16 0 8 2 10 0', '#38bdf8', 3),
    name: 'BLUEFJORD', tag: 'OUTDOOR', colour: '#0c4a6e', tagColour: '#0369a1', nameStyle: { face: 'sora', weight: 800 }, tagStyle: { face: 'sora', weight: 700, letterSpacing: 5 },
  }),
  'tandoor-tales': ({
    mark: path('M28 2 C40 16 46 26 42 38 C40 48 34 54 28 54 C22 54 14 48 14 38 C12 30 18 24 22 18 C24 26 28 28 30 26 C32 20 30 10 28 2 Z', '#c2410c', 2, '#ea580c') + path('M28 30 C34 36 34 46 28 48 C22 46 22 38 28 30 Z', '#fde68a', 1, '#fde68a'),
    name: 'Tandoor / Tales', tag: 'KITCHEN & GRILL', colour: '#9a3412', nameStyle: { face: 'dm-serif', weight: 400, italic: true }, lockup: 'lines',
  }),
  'maple-finch-interiors': ({
    mark: rect(0, 0, 56, 56, 'none', 4, 'stroke="#a16207" stroke-width="3"') + path('M28 8 L34 22 L46 18 L40 30 L48 36 L34 38 L30 50 L28 40 L26 50 L22 38 L8 36 L16 30 L10 18 L22 22 Z', '#b45309', 1, '#b45309'),
    name: 'MAPLE & FINCH', tag: 'INTERIORS', colour: '#44403c', nameStyle: { face: 'lora', weight: 500, letterSpacing: 1 }, tagStyle: { face: 'lora', weight: 600, letterSpacing: 6 }, lockup: 'stack',
  }),
  'ganga-agro': ({
    mark: circle(28, 22, 12, '#eab308') + path('M2 40 C16 32 40 32 54 40 V56 H2 Z', '#15803d', 1, '#15803d') + path('M2 48 C16 42 40 42 54 48', '#86efac', 3),
    name: 'GANGA / AGRO', tag: 'INDUSTRIES', colour: '#14532d', nameStyle: { face: 'jakarta', weight: 800 }, lockup: 'lines',
  }),
  'coral-bay-travel': ({
    mark: circle(28, 28, 28, '#ffedd5') + path('M10 30 A18 18 0 0 1 46 30 Z', '#f97316', 1, '#f97316') + path('M4 36c8-5 12 5 20 0s12-5 20 0 8 3 8 0', '#0e7490', 4) + path('M6 45c8-5 12 5 20 0s12-5 20 0', '#0e7490', 3),
    name: 'Coral Bay', tag: 'TRAVEL', colour: '#0e7490', tagColour: '#c2410c', nameStyle: { face: 'nunito', weight: 800 }, tagStyle: { face: 'nunito', weight: 800, letterSpacing: 6 },
  }),
  'shakti-steel-works': ({
    mark: path('M28 2 L51 15 L51 41 L28 54 L5 41 L5 15 Z', '#374151', 2, '#374151') + path('M28 14 L40 21 L40 35 L28 42 L16 35 L16 21 Z', '#9ca3af', 2, '#9ca3af') + circle(28, 28, 6, '#374151'),
    name: 'SHAKTI', tag: 'STEEL WORKS', colour: '#111827', nameStyle: { face: 'oswald', weight: 700, letterSpacing: 2 }, tagStyle: { face: 'oswald', weight: 500, letterSpacing: 3 },
  }),
  'zenith-fintech': ({
    mark: rect(0, 0, 56, 56, '#0b2545', 12) + path('M14 16 H42 L14 40 H42', '#2dd4bf', 6) + circle(44, 14, 4, '#f97316'),
    name: 'zenith', tag: 'FINTECH', colour: '#0b2545', nameStyle: { face: 'sora', weight: 700 }, tagStyle: { face: 'sora', weight: 600, letterSpacing: 5 },
  }),
};

/**
 * The compact lockup (160×120), the one the site shows (the Clients grid and the home page's logo
 * wall): their logos are 75 to 140 px wide, where a tagline would shrink to 8 px. It keeps the
 * mark, centred above the name (a two-line name on one line), and drops the tagline.
 */
function compactSvg({ mark, name, colour, nameStyle }) {
  const oneLine = name.replace(' / ', ' ');
  const n = fitName(oneLine, nameStyle, 148, 30);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120" viewBox="0 0 160 120" role="img">
<g transform="translate(54 8) scale(${+(MARK / 56).toFixed(3)})">${mark}</g>${text(oneLine, 80, 100, { ...n, anchor: 'middle', fill: colour })}
</svg>`;
}

const clientDir = 'public/images/clients';
mkdirSync(clientDir, { recursive: true });
const tidy = (svg) => `${svg.replace(/\n\s*/g, '\n').trim()}\n`;
for (const [id, spec] of Object.entries(logoSpecs)) {
  writeFileSync(`${clientDir}/${id}.svg`, tidy(logoSvg(spec)));
  writeFileSync(`${clientDir}/${id}-compact.svg`, tidy(compactSvg(spec)));
}

// ---------- blog images (960×540) ----------
const c = palettes.art;

function blogFrame(motif, tint) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="540" viewBox="0 0 960 540">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.surfaceMuted}"/><stop offset="1" stop-color="${tint}"/></linearGradient></defs>
    <rect width="960" height="540" fill="url(#g)"/>
    <circle cx="820" cy="90" r="150" fill="${c.paper}"/>
    <circle cx="110" cy="470" r="120" fill="${c.soft}" opacity="0.6"/>
    <g transform="translate(180 45) scale(1.5)">${motif}</g>
  </svg>`;
}

const bottle = (x, y) => rect(x, y + 40, 60, 120, c.accent2, 14) + rect(x + 18, y, 24, 44, c.ink, 6) + rect(x + 8, y + 80, 44, 40, c.panel, 6) + textLines(x + 14, y + 90, [32, 24], c, 10, 5);

const blogMotifs = {
  'remove-unwanted-objects-from-pictures': () =>
    rect(0, 20, 190, 250, c.panel, 10, `stroke="${c.soft}" stroke-width="2"`) + rect(12, 32, 166, 226, c.bg, 6) + bottle(64, 70) +
    path('M14 230 C50 200 40 250 90 236 S150 250 176 214', theme.slate800, 4) + rect(128, 44, 38, 34, theme.artGold, 3, 'transform="rotate(8 147 61)"') +
    rect(210, 20, 190, 250, c.panel, 10, `stroke="${c.accent}" stroke-width="3"`) + rect(222, 32, 166, 226, c.bg, 6) + bottle(274, 70) +
    `<g transform="translate(170 4)">${circle(30, 30, 26, c.accent)}${path('M18 42 L40 20', theme.white, 5)}${path('M40 12 v6 M46 20 h6 M44 14 l4 -4', theme.white, 3)}</g>`,
  'why-a-slow-website-costs-you-enquiries': () =>
    `<g transform="translate(0 40)">${circle(110, 110, 104, c.panel, `stroke="${c.soft}" stroke-width="4"`)}${path('M30 130 A82 82 0 0 1 190 130', c.soft, 16)}${path('M30 130 A82 82 0 0 1 70 58', theme.green, 16)}${path('M70 58 A82 82 0 0 1 150 58', theme.artGold, 16)}${path('M150 58 A82 82 0 0 1 190 130', c.accent, 16)}${line(110, 130, 170, 88, c.ink, 7)}${circle(110, 130, 12, c.ink)}</g>` +
    phone(250, 10, 140, 270, c, rect(10, 14, 108, 60, c.soft, 6) + rect(10, 86, 108, 10, c.line, 5, 'opacity="0.5"') + rect(10, 86, 46, 10, c.accent, 5) + textLines(10, 110, [100, 80, 96, 60], c, 16) + `${circle(64, 200, 16, 'none', `stroke="${c.soft}" stroke-width="5"`)}${path('M64 184 A16 16 0 0 1 80 200', c.accent, 5)}`),
  'local-seo-for-indian-businesses': () =>
    rect(0, 10, 400, 270, c.panel, 14, `stroke="${c.soft}" stroke-width="2"`) +
    path('M0 90 H400 M0 190 H400 M120 10 V280 M280 10 V280', c.soft, 10) + path('M20 260 C120 200 200 240 380 40', c.paper, 14) +
    [[60, 60, c.line], [330, 150, c.line], [200, 230, c.line], [200, 120, c.accent]].map(([x, y, col]) =>
      `<g transform="translate(${x - 18} ${y - 44})">${path('M18 44 C18 44 0 26 0 18 A18 18 0 0 1 36 18 C36 26 18 44 18 44 Z', col, 2, col)}${circle(18, 18, 7, theme.white)}</g>`).join('') +
    `<g transform="translate(220 40)">${rect(0, 0, 160, 70, c.panel, 10, `stroke="${c.accent}" stroke-width="2"`)}${rect(14, 14, 100, 10, c.ink, 5)}${[0, 1, 2, 3, 4].map((i) => path(`M${20 + i * 18} 36 l4 8 9 1 -7 6 2 9 -8 -5 -8 5 2 -9 -7 -6 9 -1z`, theme.artGold, 1, theme.artGold)).join('')}</g>`,
  'website-or-app-which-first': () =>
    `<g transform="translate(0 30)">${rect(20, 0, 280, 180, c.ink, 12)}${rect(32, 12, 256, 156, c.panel, 4)}${path('M0 192 H320 L300 206 H20 Z', c.line, 2, c.line)}
      ${rect(44, 24, 232, 50, c.paper, 6)}${rect(58, 38, 110, 10, c.accent, 5)}${textLines(58, 56, [150], c)}${[0, 1, 2].map((i) => rect(44 + i * 80, 86, 72, 70, c.soft, 6)).join('')}</g>` +
    phone(300, 60, 100, 200, c, rect(8, 10, 76, 34, c.paper, 6) + rect(16, 20, 40, 8, c.accent, 4) + [0, 1, 2, 3].map((i) => rect(8 + (i % 2) * 40, 54 + Math.floor(i / 2) * 46, 36, 38, i === 0 ? c.accent2 : c.soft, 8)).join('') + rect(8, 152, 76, 16, c.accent, 8)) +
    path('M240 260 C280 290 330 290 350 270', c.accent, 3) + path('M340 262 l12 8 -10 10', c.accent, 3),
  'is-your-business-ready-for-erp': () => {
    const nodes = [[50, 50, 'box'], [350, 50, 'cart'], [50, 240, 'rupee'], [350, 240, 'branch']];
    const icon = (kind, x, y) => ({
      box: rect(x - 14, y - 12, 28, 24, c.accent2, 3) + line(x - 14, y - 2, x + 14, y - 2, theme.white, 2),
      cart: path(`M${x - 16} ${y - 10}h6l5 16h14l4-11h-20`, c.accent, 3) + circle(x - 3, y + 10, 3, c.accent) + circle(x + 8, y + 10, 3, c.accent),
      rupee: text('\u20b9', x, y + 10, { size: 30, weight: 700, anchor: 'middle', fill: c.accent2 }),
      branch: rect(x - 14, y - 14, 28, 28, c.accent, 3) + rect(x - 6, y + 2, 12, 12, theme.white, 1) + line(x - 8, y - 6, x + 8, y - 6, theme.white, 2),
    })[kind];
    return nodes.map(([x, y]) => path(`M200 150 L${x} ${y}`, c.line, 3)).join('') +
      nodes.map(([x, y, kind]) => circle(x, y, 36, c.panel, `stroke="${c.soft}" stroke-width="3"`) + icon(kind, x, y)).join('') +
      rect(130, 95, 140, 110, c.ink, 14) + bars(152, 180, [30, 50, 40, 64], c, 18, 12) + rect(152, 112, 70, 8, c.soft, 4);
  },
};

for (const [slug, motif] of Object.entries(blogMotifs)) {
  await writeImages('public/images/blog', slug, blogFrame(motif(), theme.slate100), [240, 480], quality.blog);
}

// ---------- About and Careers illustrations (720×540) ----------

console.log('simple-page images written to public/images/{clients,blog}/');
