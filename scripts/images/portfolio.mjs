#!/usr/bin/env node
/**
 * Portfolio screenshots-as-illustrations: one 960×720 WebP (plus a 480 px variant) per entry of
 * src/content/portfolio.ts, drawn from its title and categories (browser or phone mock-ups with a
 * dashboard, store, listing or content layout). Run: node scripts/images/portfolio.mjs
 */
import { readFileSync } from 'node:fs';
import { browser, circle, palettes, phone, rect, textLines, writeWebp } from './art-kit.mjs';
import { theme } from './palette.mjs';

const source = readFileSync('src/content/portfolio.ts', 'utf8');
const entries = [...source.matchAll(/slug: '([^']+)',\s*title: '([^']+)'[\s\S]*?categories: \[([^\]]*)\]/g)].map((m) => ({
  slug: m[1],
  title: m[2],
  categories: [...m[3].matchAll(/'([^']+)'/g)].map((c) => c[1]),
}));

const accents = [theme.orange, theme.teal, theme.navy700, theme.artViolet, theme.artAmber, theme.artRose];
const font = `font-family="DejaVu Sans, Arial, sans-serif"`;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

function layout(categories, c, w, h) {
  const has = (k) => categories.includes(k);
  if (has('E-COMMERCE')) {
    // Product grid with prices and buttons.
    const cols = w > 300 ? 4 : 2;
    const cw = Math.min((w - 24 - (cols - 1) * 12) / cols, (h - 64) / 2 - 74);
    let out = rect(12, 12, w - 24, 40, c.paper, 6);
    for (let i = 0; i < cols * 2; i++) {
      const x = 12 + (i % cols) * ((w - 24 - cw) / (cols - 1 || 1));
      const y = 64 + Math.floor(i / cols) * (cw + 70);
      out += rect(x, y, cw, cw, c.soft, 6) + circle(x + cw / 2, y + cw / 2, cw / 5, c.panel, 'opacity="0.8"');
      out += rect(x, y + cw + 10, cw * 0.8, 7, c.line, 3, 'opacity="0.6"') + rect(x, y + cw + 26, cw * 0.4, 9, c.accent, 3) + rect(x, y + cw + 42, cw, 14, c.ink, 4, 'opacity="0.85"');
    }
    return out;
  }
  if (has('REAL ESTATE')) {
    // Listing cards: a house, beds and area lines.
    const cols = w > 300 ? 3 : 1;
    const cw = (w - 24 - (cols - 1) * 14) / cols;
    let out = rect(12, 12, w - 24, 34, c.paper, 6) + rect(20, 22, 120, 14, c.accent, 4);
    for (let i = 0; i < (cols === 1 ? 2 : 3); i++) {
      const x = cols === 1 ? 12 : 12 + i * (cw + 14);
      const y = cols === 1 ? 58 + i * 170 : 60;
      out += rect(x, y, cw, 150, c.panel, 8, `stroke="${c.soft}" stroke-width="2"`) + rect(x, y, cw, 90, c.soft, 8);
      out += `<path d="M${x + cw / 2 - 30} ${y + 70} l30 -28 l30 28 v18 h-60z" fill="${c.panel}"/>` + rect(x + cw / 2 - 8, y + 74, 16, 14, c.accent, 2);
      out += textLines(x + 12, y + 104, [cw * 0.7, cw * 0.45], c) + rect(x + 12, y + 130, 50, 10, c.accent, 3);
    }
    if (cols > 1) {
      // Map of the listings below the cards: roads and pins.
      const my = 226;
      const mh = h - my - 12;
      out += rect(12, my, w - 24, mh, theme.slate100, 8);
      for (let i = 1; i < 6; i++) out += rect(12 + i * ((w - 24) / 6), my, 6, mh, c.panel, 0) + (i < 3 ? rect(12, my + i * (mh / 3), w - 24, 6, c.panel, 0) : '');
      [[0.2, 0.3], [0.45, 0.62], [0.7, 0.25], [0.82, 0.7], [0.33, 0.8]].forEach(([px, py], i) => {
        const cx = 12 + px * (w - 24);
        const cy = my + py * mh;
        out += `<path d="M${cx} ${cy + 16} c-10 -12 -14 -18 -14 -24 a14 14 0 0 1 28 0 c0 6 -4 12 -14 24z" fill="${i === 1 ? c.accent : c.ink}"/>` + circle(cx, cy - 8, 5, c.panel);
      });
    }
    return out;
  }
  if (has('ERP') || has('CUSTOM APPLICATION')) {
    // Dashboard: sidebar, KPI tiles, bar chart and table rows.
    const side = w > 300 ? 110 : 0;
    let out = side ? rect(0, 0, side, h, c.ink, 0, 'opacity="0.92"') + textLines(18, 30, [70, 60, 74, 52, 66], { line: theme.slate300 }, 26, 7) : '';
    const x0 = side + 16;
    const iw = w - x0 - 16;
    const tiles = side ? 3 : 2;
    const tw = (iw - (tiles - 1) * 12) / tiles;
    for (let i = 0; i < tiles; i++) out += rect(x0 + i * (tw + 12), 16, tw, 64, i === 0 ? c.accent : c.soft, 8) + rect(x0 + i * (tw + 12) + 12, 30, tw * 0.4, 8, c.panel, 3, 'opacity="0.85"') + rect(x0 + i * (tw + 12) + 12, 48, tw * 0.6, 16, c.panel, 4);
    const base = 250;
    const bars = [60, 90, 70, 120, 100, 140, 110, 150];
    const bw = (iw * 0.55) / bars.length - 6;
    out += rect(x0, 96, iw, 170, c.panel, 8, `stroke="${c.soft}" stroke-width="2"`);
    bars.forEach((v, i) => (out += rect(x0 + 16 + i * (bw + 6), base - v * 0.9, bw, v * 0.9, i === bars.length - 1 ? c.accent : c.soft, 3)));
    out += `<polyline points="${[0, 1, 2, 3, 4, 5].map((i) => `${x0 + iw * 0.62 + i * (iw * 0.34) / 5},${230 - [10, 40, 30, 70, 60, 100][i]}`).join(' ')}" fill="none" stroke="${c.accent2}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
    for (let r = 0; r < 5; r++) out += rect(x0, 282 + r * 30, iw, 22, r % 2 ? c.panel : c.bg, 4) + textLines(x0 + 10, 290 + r * 30, [iw * 0.25, 0], c, 0) + rect(x0 + iw * 0.72, 288 + r * 30, 44, 10, r === 1 ? c.accent : c.accent2, 5, 'opacity="0.8"');
    return out;
  }
  // Content website: hero banner, text and tiles.
  const tiles = w > 300 ? 3 : 1;
  const tw = (w - 24 - (tiles - 1) * 12) / tiles;
  let out = rect(12, 12, w - 24, 150, c.ink, 8, 'opacity="0.9"') + rect(32, 44, (w - 24) * 0.5, 16, c.panel, 4) + rect(32, 70, (w - 24) * 0.36, 10, theme.slate300, 4) + rect(32, 108, 110, 30, c.accent, 6);
  if (w > 300) out += circle(w - 120, 88, 52, c.accent, 'opacity="0.85"') + circle(w - 80, 120, 30, c.accent2, 'opacity="0.8"');
  for (let i = 0; i < tiles; i++) out += rect(12 + i * (tw + 12), 178, tw, 110, c.paper, 8) + circle(36 + i * (tw + 12), 204, 12, c.accent) + textLines(24 + i * (tw + 12), 230, [tw * 0.7, tw * 0.55, tw * 0.62], c);
  out += textLines(12, 306, [w * 0.8, w * 0.7, w * 0.75], c);
  if (h > 420) {
    // A photo block beside text, then the footer band.
    const ph = h - 360 - 56;
    out += rect(12, 356, w * 0.45, ph, c.soft, 8) + `<path d="M${24} ${356 + ph - 12} l${w * 0.12} -${ph * 0.5} l${w * 0.08} ${ph * 0.3} l${w * 0.07} -${ph * 0.2} l${w * 0.14} ${ph * 0.4}z" fill="${c.accent}" opacity="0.55"/>` + circle(w * 0.36, 356 + ph * 0.3, 14, c.panel);
    out += rect(w * 0.5, 360, 160, 12, c.ink, 4, 'opacity="0.85"') + textLines(w * 0.5, 384, [w * 0.4, w * 0.36, w * 0.3], c) + rect(w * 0.5, 424, 120, 22, c.accent, 6, 'opacity="0.9"');
    out += rect(0, h - 44, w, 44, c.ink, 0, 'opacity="0.92"') + textLines(20, h - 26, [90, 0], { line: theme.slate300 }, 0) + textLines(w - 200, h - 26, [50, 0], { line: theme.slate300 }, 0) + textLines(w - 130, h - 26, [50, 0], { line: theme.slate300 }, 0);
  }
  return out;
}

function scene(entry, index) {
  const c = { ...palettes.art, accent: accents[index % accents.length] };
  const mobile = entry.categories.includes('ANDROID NATIVE APP') || entry.categories.includes('PWA');
  const title = `<text x="0" y="0" ${font} font-size="15" font-weight="700" fill="${c.ink}">${esc(entry.title)}</text>`;
  const nav = (w) => `${rect(0, 0, w, 30, c.panel, 0)}<g transform="translate(14 20)">${title}</g>${textLines(w - 190, 12, [40], c, 0)}${textLines(w - 140, 12, [40], c, 0)}${rect(w - 84, 7, 70, 16, c.accent, 8)}`;
  let body;
  if (mobile) {
    const sw = 168;
    const sh = 330;
    const screen = (variant) => `${rect(0, 0, sw, 36, c.accent, 8)}<text x="12" y="23" ${font} font-size="11" font-weight="700" fill="${theme.white}">${esc(entry.title.split(' ').slice(0, 2).join(' '))}</text><g transform="translate(0 40) scale(0.5)">${layout(variant, c, sw * 2, sh * 2 - 80)}</g>`;
    body = `${browser(70, 120, 500, 400, c, `${nav(500)}<g transform="translate(0 30)">${layout(entry.categories.filter((k) => k !== 'ANDROID NATIVE APP' && k !== 'PWA'), c, 500, 344)}</g>`)}
      ${phone(560, 100, sw + 12, sh + 24, c, screen(entry.categories))}
      ${phone(740, 170, sw + 12, sh + 24, c, screen(['E-COMMERCE'].filter(() => entry.categories.includes('E-COMMERCE')).concat(['INFORMATIVE WEBSITE'])))}`;
  } else {
    body = browser(90, 84, 780, 560, c, `${nav(780)}<g transform="translate(0 30)">${layout(entry.categories, c, 780, 500)}</g>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">
    <rect width="960" height="720" fill="${c.bg}"/>
    <circle cx="840" cy="110" r="160" fill="${c.paper}"/>
    <circle cx="110" cy="640" r="130" fill="${c.soft}" opacity="0.6"/>
    ${body}
  </svg>`;
}

if (entries.length < 20) throw new Error(`parsed only ${entries.length} portfolio entries`);
for (const [index, entry] of entries.entries()) {
  await writeWebp('public/images/portfolio', entry.slug, scene(entry, index), [480], 70);
}
console.log(`${entries.length} portfolio images written`);
