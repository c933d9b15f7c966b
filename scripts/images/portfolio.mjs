#!/usr/bin/env node
/**
 * Portfolio pictures: one 960×720 WebP and AVIF (each with 480 and 720 px variants) per entry of
 * src/content/portfolio.ts. Each project is framed by its kind (a phone for Android and web apps,
 * a laptop for ERP and business applications, a browser window for websites and stores) and shows
 * a screen layout that fits what it is (a calendar, a map, a product grid, a data table, a kanban
 * board...), chosen by ./portfolio-frames.mjs so that neighbours never look alike. The project's
 * name is the only text. Colours come from the theme. Run: node scripts/images/portfolio.mjs
 */
import { readFileSync } from 'node:fs';
import { circle, rect, quality, writeImages } from './art-kit.mjs';
import { theme } from './palette.mjs';
import { plan } from './portfolio-frames.mjs';

const source = readFileSync('src/content/portfolio.ts', 'utf8');
const entries = [...source.matchAll(/slug: '([^']+)',\s*title: '([^']+)'[\s\S]*?categories: \[([^\]]*)\]/g)].map((m) => ({
  slug: m[1],
  title: m[2],
  categories: [...m[3].matchAll(/'([^']+)'/g)].map((c) => c[1]),
}));

const accents = [theme.teal, theme.navy700, theme.orange, theme.artViolet, theme.artAmber, theme.artRose];
const font = `font-family="DejaVu Sans, Arial, sans-serif"`;
const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const text = (x, y, s, size, fill, weight = 700, extra = '') => `<text x="${x}" y="${y}" ${font} font-size="${size}" font-weight="${weight}" fill="${fill}" ${extra}>${esc(s)}</text>`;
/** Grey bars standing in for copy. */
const lines = (x, y, widths, fill = theme.slate300, gap = 14, h = 7) => widths.map((w, i) => rect(x, y + i * gap, w, h, fill, 3.5)).join('');
/** Words of `s` in lines of at most `max` characters. */
const wrap = (s, max) => s.split(' ').reduce((out, word) => {
  const last = out[out.length - 1];
  if (last && (last + ' ' + word).length <= max) out[out.length - 1] = `${last} ${word}`;
  else out.push(word);
  return out;
}, []);
const pill = (x, y, w, h, fill) => rect(x, y, w, h, fill, h / 2);
const outline = (x, y, w, h, r = 8) => rect(x, y, w, h, theme.white, r, `stroke="${theme.slate200}" stroke-width="2"`);
/** A soft drop shadow drawn as offset translucent rectangles (librsvg-safe, no filters). */
const shadow = (x, y, w, h, r) => `${rect(x + 4, y + 14, w, h, theme.navy, r, 'opacity="0.05"')}${rect(x + 2, y + 6, w, h, theme.navy, r, 'opacity="0.06"')}`;

// ---- Screens: (c, w, h) → SVG in local coordinates; c.accent is the project's colour ----

const phoneScreens = {
  calendar(c, w) {
    let out = text(20, 30, 'June', 16, theme.navy) + lines(w - 80, 20, [60], theme.slate200);
    const cell = (w - 40) / 7;
    for (let i = 0; i < 35; i++) {
      const x = 20 + (i % 7) * cell;
      const y = 52 + Math.floor(i / 7) * 38;
      const picked = i === 17;
      out += picked ? circle(x + cell / 2, y + 12, 15, c.accent) : '';
      out += rect(x + cell / 2 - 6, y + 9, 12, 6, picked ? theme.white : theme.slate300, 3);
      if ([4, 11, 23, 29].includes(i)) out += circle(x + cell / 2, y + 27, 3, c.accent);
    }
    out += rect(0, 250, w, 1, theme.slate200, 0) + text(20, 282, 'Upcoming', 13, theme.navy);
    for (let r = 0; r < 4; r++) {
      const y = 300 + r * 72;
      out += outline(16, y, w - 32, 60, 10) + rect(16, y, 6, 60, r === 0 ? c.accent : theme.slate300, 3) + lines(36, y + 16, [w * 0.5, w * 0.32], theme.slate300, 16) + pill(w - 84, y + 18, 52, 22, r === 0 ? c.paper : theme.slate100);
    }
    return out;
  },
  map(c, w, h) {
    let out = rect(0, 0, w, h, theme.slate100, 0);
    out += rect(30, 40, 110, 90, theme.teal50, 10) + rect(170, 200, 90, 120, theme.teal50, 10);
    for (const [x1, y1, x2, y2] of [[0, 160, w, 120], [90, 0, 130, h], [0, 360, w, 400], [210, 0, 190, h]]) out += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${theme.white}" stroke-width="14"/>`;
    out += `<polyline points="60,330 110,250 200,230 230,130" fill="none" stroke="${c.accent}" stroke-width="5" stroke-dasharray="2 9" stroke-linecap="round"/>`;
    for (const [x, y, main] of [[60, 330, false], [230, 130, true], [160, 80, false], [240, 300, false]]) {
      out += `<path d="M${x} ${y + 18} c-11 -13 -16 -20 -16 -27 a16 16 0 0 1 32 0 c0 7 -5 14 -16 27z" fill="${main ? c.accent : theme.navy}"/>` + circle(x, y - 9, 6, theme.white);
    }
    out += rect(16, 16, w - 32, 40, theme.white, 20) + circle(38, 36, 7, theme.slate300) + lines(54, 33, [w * 0.45]);
    const sy = h - 200;
    out += rect(0, sy, w, 200, theme.white, 22) + rect(w / 2 - 20, sy + 10, 40, 5, theme.slate300, 3);
    out += rect(20, sy + 30, 72, 72, c.paper, 12) + circle(56, sy + 66, 18, c.accent, 'opacity="0.7"');
    out += lines(106, sy + 38, [w * 0.45, w * 0.3, w * 0.38], theme.slate300, 18) + pill(20, sy + 122, w - 40, 44, c.accent);
    return out;
  },
  cards(c, w) {
    let out = rect(16, 14, w - 32, 38, theme.slate100, 19) + circle(36, 33, 7, theme.slate300) + lines(52, 30, [w * 0.4]);
    [60, 70, 56, 64].forEach((cw, i) => {
      const x = 16 + [0, 68, 146, 210][i];
      out += pill(x, 66, cw, 28, i === 0 ? c.accent : theme.slate100);
    });
    const cw = (w - 44) / 2;
    for (let i = 0; i < 4; i++) {
      const x = 16 + (i % 2) * (cw + 12);
      const y = 110 + Math.floor(i / 2) * 200;
      out += outline(x, y, cw, 186, 14) + rect(x + 8, y + 8, cw - 16, 100, i % 2 ? theme.slate100 : c.paper, 10);
      out += circle(x + cw / 2, y + 58, 30, i % 3 ? theme.slate200 : c.accent, 'opacity="0.55"') + lines(x + 12, y + 122, [cw * 0.7, cw * 0.45], theme.slate300, 15);
      out += text(x + 12, y + 172, `₹${[240, 180, 320, 150][i]}`, 14, theme.navy) + circle(x + cw - 24, y + 166, 13, c.accent) + rect(x + cw - 30, y + 165, 12, 2.5, theme.white, 1) + rect(x + cw - 25, y + 160, 2.5, 12, theme.white, 1);
    }
    out += rect(16, 520, w - 32, 52, theme.navy, 14) + text(36, 552, '2 items', 14, theme.white) + pill(w - 130, 530, 100, 32, c.accent);
    return out;
  },
  list(c, w) {
    let out = rect(16, 14, w - 32, 96, c.paper, 14) + text(32, 48, 'Today', 13, theme.slate600, 600) + rect(32, 62, 110, 18, c.accent, 5) + lines(32, 90, [w * 0.4], theme.slate300);
    out += rect(w - 110, 36, 70, 50, theme.white, 10);
    [18, 30, 24, 38].forEach((v, i) => (out += rect(w - 102 + i * 16, 80 - v, 10, v, i === 3 ? c.accent : theme.slate300, 2)));
    for (let r = 0; r < 6; r++) {
      const y = 128 + r * 66;
      out += circle(40, y + 26, 20, [c.accent, theme.slate300, theme.navy700, theme.slate300][r % 4], r % 2 ? '' : 'opacity="0.85"') + lines(72, y + 16, [w * 0.42, w * 0.28], theme.slate300, 16);
      out += rect(w - 80, y + 14, 56, 9, r === 1 ? theme.red : theme.navy, 4, 'opacity="0.8"') + rect(16, y + 58, w - 32, 1, theme.slate200, 0);
    }
    out += circle(w - 44, 552, 26, c.accent) + rect(w - 54, 550, 20, 4, theme.white, 2) + rect(w - 46, 542, 4, 20, theme.white, 2);
    return out;
  },
};

const browserScreens = {
  hero(c, w) {
    let out = rect(28, 52, w * 0.36, 22, theme.navy, 6) + rect(28, 82, w * 0.3, 22, theme.navy, 6) + lines(28, 124, [w * 0.4, w * 0.36, w * 0.3], theme.slate300, 16) + pill(28, 186, 130, 40, c.accent) + pill(170, 186, 110, 40, theme.slate100);
    const ix = w * 0.52;
    out += rect(ix, 30, w - ix - 28, 220, c.paper, 16) + circle(ix + 120, 140, 64, c.accent, 'opacity="0.8"') + rect(ix + 160, 70, 150, 110, theme.white, 12) + lines(ix + 176, 92, [100, 80, 110, 60], theme.slate300, 18);
    const tw = (w - 56 - 32) / 3;
    for (let i = 0; i < 3; i++) {
      const x = 28 + i * (tw + 16);
      out += outline(x, 282, tw, 150, 12) + rect(x + 18, 300, 40, 40, i === 1 ? c.accent : c.paper, 10) + lines(x + 18, 358, [tw * 0.6, tw * 0.75, tw * 0.5], theme.slate300, 16);
    }
    return out;
  },
  listing(c, w, h) {
    let out = '';
    [90, 110, 80, 100].forEach((pw, i) => (out += pill(24 + i * 124, 18, pw + 14, 30, i === 0 ? c.accent : theme.slate100)));
    const lw = w * 0.52;
    for (let r = 0; r < 3; r++) {
      const y = 66 + r * 128;
      out += outline(24, y, lw - 24, 114, 12) + rect(32, y + 8, 130, 98, r === 0 ? c.paper : theme.slate100, 8);
      out += `<path d="M${62} ${y + 76} l35 -30 l35 30 v20 h-70z" fill="${r === 0 ? c.accent : theme.slate300}" opacity="0.8"/>`;
      out += lines(180, y + 20, [lw * 0.4, lw * 0.3], theme.slate300, 18) + text(180, y + 84, `₹${[48, 62, 39][r]} L`, 18, theme.navy) + pill(lw - 90, y + 70, 60, 22, theme.slate100);
    }
    const mx = lw + 16;
    out += rect(mx, 18, w - mx - 24, h - 36, theme.slate100, 12);
    for (let i = 1; i < 5; i++) out += rect(mx + i * ((w - mx - 24) / 5), 18, 8, h - 36, theme.white, 0) + rect(mx, 18 + i * ((h - 36) / 5), w - mx - 24, 8, theme.white, 0);
    for (const [px, py, on] of [[0.25, 0.3, false], [0.6, 0.45, true], [0.4, 0.72, false], [0.8, 0.2, false]]) {
      const x = mx + px * (w - mx - 24);
      const y = 18 + py * (h - 36);
      out += pill(x - 34, y - 14, 68, 28, on ? c.accent : theme.white) + rect(x - 18, y - 3, 36, 6, on ? theme.white : theme.slate400, 3);
    }
    return out;
  },
  catalog(c, w) {
    let out = text(28, 44, 'Wholesale catalogue', 18, theme.navy) + pill(w - 200, 22, 172, 34, c.accent);
    const cols = [28, 120, 360, 480, 590];
    out += rect(28, 74, w - 56, 36, theme.slate100, 8);
    ['', 'Item', 'MOQ', 'Price', 'Qty'].forEach((_, i) => (out += i ? rect(cols[i] + 10, 88, 40, 7, theme.slate400, 3) : ''));
    for (let r = 0; r < 6; r++) {
      const y = 120 + r * 54;
      out += rect(cols[0] + 6, y + 6, 72, 42, r % 2 ? theme.slate100 : c.paper, 6) + circle(cols[0] + 42, y + 27, 12, r % 3 ? theme.slate300 : c.accent, 'opacity="0.7"');
      out += lines(cols[1] + 10, y + 14, [170, 110], theme.slate300, 16) + rect(cols[2] + 10, y + 22, 36, 8, theme.slate400, 4) + text(cols[3] + 10, y + 32, `₹${[120, 95, 210, 75, 160, 88][r]}`, 14, theme.navy);
      out += outline(cols[4] + 10, y + 12, 92, 30, 6) + text(cols[4] + 48, y + 33, String([50, 0, 120, 0, 80, 0][r]), 13, theme.navy, 600) + rect(cols[4] + 130, y + 12, 54, 30, r % 2 ? theme.slate100 : c.accent, 6);
      out += rect(28, y + 52, w - 56, 1, theme.slate200, 0);
    }
    return out;
  },
  shop(c, w) {
    let out = rect(28, 18, w * 0.5, 38, theme.slate100, 19) + circle(50, 37, 8, theme.slate300) + pill(w - 150, 18, 122, 38, theme.navy);
    out += lines(28, 84, [110, 90, 100, 80, 95, 70], theme.slate300, 28, 8) + rect(28, 78, 4, 20, c.accent, 2);
    const gx = 170;
    const cw = (w - gx - 28 - 3 * 14) / 4;
    for (let i = 0; i < 8; i++) {
      const x = gx + (i % 4) * (cw + 14);
      const y = 76 + Math.floor(i / 4) * 184;
      out += rect(x, y, cw, cw * 0.9, i % 3 === 0 ? c.paper : theme.slate100, 10) + circle(x + cw / 2, y + cw * 0.45, cw * 0.22, i % 3 === 0 ? c.accent : theme.slate300, 'opacity="0.75"');
      out += lines(x, y + cw * 0.9 + 12, [cw * 0.8], theme.slate300) + text(x, y + cw * 0.9 + 42, `₹${[499, 349, 899, 249, 599, 199, 749, 399][i]}`, 14, theme.navy) + rect(x + cw - 34, y + cw * 0.9 + 26, 34, 22, c.accent, 6, i % 2 ? 'opacity="0.25"' : '');
    }
    return out;
  },
  gallery(c, w) {
    let out = text(w / 2, 44, 'Our projects', 18, theme.navy, 700, 'text-anchor="middle"') + lines(w / 2 - 90, 58, [180], theme.slate300);
    const cw = (w - 56 - 3 * 12) / 4;
    const heights = [[150, 210, 90], [220, 130, 100], [120, 170, 160], [200, 110, 140]];
    const fills = [c.accent, theme.slate200, c.paper, theme.navy700, theme.slate100, c.accent, theme.slate300, c.paper, theme.navy, theme.slate200, c.paper, theme.slate100];
    heights.forEach((col, ci) => {
      let y = 84;
      col.forEach((hh, ri) => {
        const x = 28 + ci * (cw + 12);
        const f = fills[(ci * 3 + ri) % fills.length];
        out += rect(x, y, cw, hh, f, 10, f === c.accent || f === theme.navy ? 'opacity="0.75"' : '');
        if (hh > 140) out += `<path d="M${x + 14} ${y + hh - 14} l${cw * 0.3} -${hh * 0.3} l${cw * 0.2} ${hh * 0.15} l${cw * 0.15} -${hh * 0.1} l${cw * 0.25} ${hh * 0.25}z" fill="${theme.white}" opacity="0.5"/>`;
        y += hh + 12;
      });
    });
    return out;
  },
  content(c, w, h) {
    let out = rect(0, 0, w, 200, c.paper, 0) + rect(28, 40, w * 0.42, 20, theme.navy, 6) + lines(28, 76, [w * 0.38, w * 0.32], theme.slate400, 16);
    out += outline(w * 0.56, 28, w * 0.44 - 28, 150, 14) + text(w * 0.56 + 20, 62, '72% of goal', 15, theme.navy) + rect(w * 0.56 + 20, 76, w * 0.44 - 68, 12, theme.slate100, 6) + rect(w * 0.56 + 20, 76, (w * 0.44 - 68) * 0.72, 12, c.accent, 6);
    [0, 1, 2].forEach((i) => (out += pill(w * 0.56 + 20 + i * 78, 104, 68, 30, i === 1 ? c.accent : theme.slate100)));
    out += pill(w * 0.56 + 20, 144, 140, 22, theme.navy);
    const aw = w * 0.58;
    out += rect(28, 226, aw - 28, 10, theme.navy, 4) + lines(28, 252, [aw - 40, aw - 60, aw - 48, aw - 90, aw - 52, aw - 70, aw - 110], theme.slate300, 18);
    out += rect(aw + 20, 226, w - aw - 48, h - 250, theme.slate100, 12);
    for (let r = 0; r < 4; r++) out += rect(aw + 36, 246 + r * 52, 44, 36, r === 0 ? c.accent : theme.slate300, 6, r === 0 ? 'opacity="0.8"' : '') + lines(aw + 92, 252 + r * 52, [w - aw - 150, (w - aw - 150) * 0.6], theme.slate300, 14);
    return out;
  },
  booking(c, w) {
    let out = rect(0, 0, w, 220, theme.navy, 0) + rect(w * 0.55, 0, w * 0.45, 220, c.accent, 0, 'opacity="0.35"');
    out += `<path d="M${w * 0.55} 220 l90 -110 l60 60 l70 -90 l${w * 0.45 - 220} 140z" fill="${theme.navy800}"/>`;
    out += rect(36, 48, w * 0.4, 22, theme.white, 6) + lines(36, 84, [w * 0.32], theme.slate400);
    out += rect(36, 130, w - 72, 58, theme.white, 12);
    [0, 1, 2].forEach((i) => (out += lines(56 + i * ((w - 240) / 3), 145, [90, 60], theme.slate300, 16) + (i ? rect(44 + i * ((w - 240) / 3), 142, 1, 34, theme.slate200, 0) : '')));
    out += rect(w - 176, 138, 128, 42, c.accent, 8);
    const cw = (w - 72 - 32) / 3;
    for (let i = 0; i < 3; i++) {
      const x = 36 + i * (cw + 16);
      out += outline(x, 244, cw, 190, 12) + rect(x, 244, cw, 96, [c.paper, theme.slate100, theme.teal50][i], 12) + circle(x + cw * 0.7, 280, 18, c.accent, 'opacity="0.6"');
      out += lines(x + 16, 356, [cw * 0.6], theme.slate400) + pill(x + 16, 376, 64, 22, theme.slate100) + text(x + cw - 100, 418, `₹${['18,900', '24,500', '12,400'][i]}`, 14, theme.navy);
    }
    return out;
  },
};

const laptopScreens = {
  chart(c, w, h) {
    const x0 = 16;
    const iw = w - 32;
    const tw = (iw - 36) / 4;
    let out = '';
    for (let i = 0; i < 4; i++) out += outline(x0 + i * (tw + 12), 14, tw, 70, 10) + lines(x0 + i * (tw + 12) + 14, 30, [tw * 0.45], theme.slate300) + rect(x0 + i * (tw + 12) + 14, 48, tw * 0.55, 18, i === 0 ? c.accent : theme.navy, 5);
    const cw = iw * 0.58;
    out += outline(x0, 98, cw, h - 112, 10);
    const vals = [0.35, 0.5, 0.42, 0.62, 0.55, 0.74, 0.66, 0.86, 0.78, 0.95];
    const bw = (cw - 40) / vals.length - 8;
    vals.forEach((v, i) => (out += rect(x0 + 20 + i * (bw + 8), h - 30 - v * (h - 160), bw, v * (h - 160), i === vals.length - 1 ? c.accent : theme.slate300, 3)));
    const lx = x0 + cw + 12;
    const lw = iw - cw - 12;
    out += outline(lx, 98, lw, h - 112, 10);
    const pts = [0.3, 0.45, 0.4, 0.6, 0.55, 0.8].map((v, i) => `${lx + 16 + (i * (lw - 32)) / 5},${h - 36 - v * (h - 170)}`);
    out += `<polygon points="${lx + 16},${h - 30} ${pts.join(' ')} ${lx + lw - 16},${h - 30}" fill="${c.accent}" opacity="0.12"/><polyline points="${pts.join(' ')}" fill="none" stroke="${c.accent}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>`;
    return out;
  },
  table(c, w) {
    let out = outline(16, 14, 220, 32, 8) + circle(34, 30, 6, theme.slate300) + outline(248, 14, 90, 32, 16) + outline(346, 14, 90, 32, 16) + rect(w - 130, 14, 114, 32, c.accent, 8);
    out += rect(16, 60, w - 32, 30, theme.slate200, 6);
    out += rect(16, 90, w - 32, 288, theme.white, 0);
    for (let r = 0; r < 8; r++) {
      const y = 90 + r * 36;
      out += rect(28, y + 10, 14, 14, theme.white, 3, `stroke="${theme.slate300}" stroke-width="2"`) + lines(56, y + 14, [140 + (r % 3) * 20], theme.slate400) + lines(260, y + 14, [100], theme.slate300) + lines(400, y + 14, [70], theme.slate300);
      const status = [c.accent, theme.teal, theme.slate300][r % 3];
      out += pill(w - 150, y + 7, 70, 20, status) + rect(w - 60, y + 14, 30, 6, theme.slate300, 3) + rect(16, y + 34, w - 32, 1, theme.slate200, 0);
    }
    for (let i = 0; i < 4; i++) out += rect(w - 170 + i * 38, 386, 30, 24, i === 0 ? theme.navy : theme.slate100, 6);
    return out;
  },
  donut(c, w, h) {
    const r = 70;
    const len = 2 * Math.PI * r;
    let out = outline(16, 14, w * 0.4, h - 28, 12) + text(34, 46, 'Fees collected', 14, theme.navy);
    const cx = 16 + w * 0.2;
    const cy = 170;
    out += circle(cx, cy, r, 'none', `stroke="${theme.slate200}" stroke-width="26"`);
    out += circle(cx, cy, r, 'none', `stroke="${c.accent}" stroke-width="26" stroke-dasharray="${len * 0.68} ${len}" transform="rotate(-90 ${cx} ${cy})"`);
    out += circle(cx, cy, r, 'none', `stroke="${theme.navy}" stroke-width="26" stroke-dasharray="${len * 0.14} ${len}" stroke-dashoffset="${-len * 0.68}" transform="rotate(-90 ${cx} ${cy})"`);
    out += text(cx, cy + 8, '68%', 24, theme.navy, 700, 'text-anchor="middle"');
    [c.accent, theme.navy, theme.slate200].forEach((f, i) => (out += rect(36, 280 + i * 30, 14, 14, f, 3) + lines(60, 284 + i * 30, [90], theme.slate300)));
    const tx = 28 + w * 0.4;
    const tw = w - tx - 16;
    out += rect(tx, 14, tw, 30, theme.slate100, 6);
    for (let r2 = 0; r2 < 9; r2++) {
      const y = 52 + r2 * 38;
      out += circle(tx + 18, y + 14, 10, theme.slate200) + lines(tx + 38, y + 11, [tw * 0.3], theme.slate400) + lines(tx + tw * 0.5, y + 11, [tw * 0.15], theme.slate300);
      out += pill(tx + tw - 84, y + 4, 64, 20, r2 % 4 === 1 ? theme.red : r2 % 4 === 3 ? theme.slate300 : c.accent) + rect(tx, y + 34, tw, 1, theme.slate200, 0);
    }
    return out;
  },
  kanban(c, w, h) {
    const cols = 4;
    const cw = (w - 32 - (cols - 1) * 12) / cols;
    const counts = [4, 3, 2, 3];
    let out = '';
    for (let i = 0; i < cols; i++) {
      const x = 16 + i * (cw + 12);
      out += rect(x, 14, cw, h - 28, theme.slate100, 10) + pill(x + 12, 26, cw * 0.5, 20, i === 2 ? c.accent : theme.slate300) + circle(x + cw - 22, 36, 10, theme.white);
      for (let k = 0; k < counts[i]; k++) {
        const y = 60 + k * 84;
        out += rect(x + 8, y, cw - 16, 74, theme.white, 8) + lines(x + 20, y + 14, [cw * 0.6, cw * 0.4], theme.slate300, 14) + circle(x + 28, y + 56, 9, [c.accent, theme.navy700, theme.slate300][(i + k) % 3]) + pill(x + cw - 70, y + 48, 46, 16, k === 0 && i === 1 ? c.paper : theme.slate100);
      }
    }
    return out;
  },
};

// ---- Frames ----

function phoneFrame(x, y, w, h, entry, c, screen) {
  const sx = 12;
  const sw = w - 2 * sx;
  const sh = h - 2 * sx;
  return `<g transform="translate(${x} ${y})">
    ${shadow(0, 0, w, h, 44)}
    ${rect(0, 0, w, h, theme.navy, 44)}
    ${rect(sx, sx, sw, sh, theme.white, 34)}
    <g transform="translate(${sx} ${sx})">
      <clipPath id="scr"><rect width="${sw}" height="${sh}" rx="34"/></clipPath>
      <g clip-path="url(#scr)">
        ${rect(0, 0, sw, 96, c.accent, 0)}
        ${pill(sw / 2 - 44, 10, 88, 24, theme.navy)}
        ${wrap(entry.title, 20).slice(0, 2).map((line, i, all) => text(22, 78 - (all.length - 1 - i) * 21, line, 17, theme.white)).join('')}
        <g transform="translate(0 96)">${screen(c, sw, sh - 96)}</g>
      </g>
    </g>
  </g>`;
}

function browserFrame(x, y, w, h, entry, c, screen) {
  return `<g transform="translate(${x} ${y})">
    ${shadow(0, 0, w, h, 14)}
    ${rect(0, 0, w, h, theme.white, 14, `stroke="${theme.slate200}" stroke-width="2"`)}
    ${rect(0, 0, w, 44, theme.slate100, 14)}${rect(0, 30, w, 14, theme.slate100, 0)}
    ${circle(22, 22, 6, theme.slate300)}${circle(42, 22, 6, theme.slate300)}${circle(62, 22, 6, theme.slate300)}
    ${pill(90, 10, w - 180, 24, theme.white)}
    ${text(106, 27, entry.title, 13, theme.slate600, 600)}
    <g transform="translate(0 44)">
      <clipPath id="page"><rect width="${w}" height="${h - 44}" rx="14"/></clipPath>
      <g clip-path="url(#page)">${screen(c, w, h - 44)}</g>
    </g>
  </g>`;
}

function laptopFrame(x, y, w, h, entry, c, screen) {
  const bz = 16;
  const sw = w - 2 * bz;
  const sh = h - 2 * bz;
  const side = 150;
  return `<g transform="translate(${x} ${y})">
    ${shadow(0, 0, w, h, 20)}
    ${rect(0, 0, w, h, theme.navy, 20)}
    ${circle(w / 2, 8, 3, theme.slate600)}
    <g transform="translate(${bz} ${bz})">
      ${rect(0, 0, sw, sh, theme.surfaceMuted, 4)}
      ${rect(0, 0, side, sh, theme.navy800, 4)}
      ${rect(18, 20, 28, 28, c.accent, 8)}
      ${[0, 1, 2, 3, 4, 5].map((i) => rect(18, 80 + i * 36, i === 1 ? 104 : 84 - (i % 3) * 12, 8, i === 1 ? theme.white : theme.slate400, 4, i === 1 ? '' : 'opacity="0.6"')).join('')}
      ${rect(side, 0, sw - side, 52, theme.white, 0)}
      ${text(side + 20, 33, entry.title, 15, theme.navy)}
      ${circle(sw - 30, 26, 13, theme.slate200)}
      <g transform="translate(${side} 52)">
        <clipPath id="app"><rect width="${sw - side}" height="${sh - 52}"/></clipPath>
        <g clip-path="url(#app)">${screen(c, sw - side, sh - 52)}</g>
      </g>
    </g>
    <path d="M-40 ${h} h${w + 80} l-24 26 h-${w + 32} z" fill="${theme.slate300}"/>
    ${rect(w / 2 - 60, h, 120, 8, theme.slate400, 4)}
  </g>`;
}

// ---- Scenes ----

function scene(entry, index) {
  const c = { accent: accents[index % accents.length], paper: theme.orange50 };
  // The tint behind a picture follows its accent family, kept pale.
  c.paper = [theme.teal50, theme.slate100, theme.orange50, theme.slate100, theme.orange50, theme.slate100][index % accents.length];
  let body;
  let deco;
  if (entry.frame === 'phone') {
    const screen = phoneScreens[entry.layout];
    deco = `<circle cx="480" cy="360" r="300" fill="${theme.white}"/><circle cx="480" cy="360" r="300" fill="none" stroke="${theme.slate200}" stroke-width="2"/>`;
    body = phoneFrame(330, 36, 300, 648, entry, c, screen);
    // A floating card beside the phone: a notification the app would send.
    body += `${shadow(96, 420, 220, 84, 14)}${rect(96, 420, 220, 84, theme.white, 14)}${rect(112, 436, 40, 40, c.accent, 10)}${lines(166, 442, [120, 84], theme.slate300, 16)}`;
    body += `${shadow(650, 170, 210, 96, 14)}${rect(650, 170, 210, 96, theme.white, 14)}${lines(668, 190, [90], theme.slate400)}${[26, 40, 34, 56, 48].map((v, i) => rect(668 + i * 34, 250 - v, 24, v, i === 4 ? c.accent : theme.slate200, 4)).join('')}`;
  } else if (entry.frame === 'laptop') {
    deco = `<rect x="60" y="60" width="840" height="600" rx="40" fill="${theme.white}" opacity="0.7"/>`;
    body = laptopFrame(100, 90, 760, 500, entry, c, laptopScreens[entry.layout]);
  } else {
    deco = `<circle cx="860" cy="90" r="180" fill="${theme.white}"/><circle cx="90" cy="650" r="150" fill="${theme.white}" opacity="0.8"/>`;
    body = browserFrame(70, 70, 820, 580, entry, c, browserScreens[entry.layout]);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="720" viewBox="0 0 960 720">
    <rect width="960" height="720" fill="${c.paper === theme.slate100 ? theme.surfaceMuted : c.paper}"/>
    ${deco}
    ${body}
  </svg>`;
}

if (entries.length < 20) throw new Error(`parsed only ${entries.length} portfolio entries`);
const planned = plan(entries);
for (const [index, entry] of planned.entries()) {
  await writeImages('public/images/portfolio', entry.slug, scene(entry, index), [480, 720], quality.portfolio);
}
console.log(planned.map((e) => `${e.slug}: ${e.frame}/${e.layout}`).join('\n'));
console.log(`${entries.length} portfolio images written`);
