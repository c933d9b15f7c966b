#!/usr/bin/env node
/**
 * Portfolio pictures: one 960×720 WebP and AVIF (each with 480 and 720 px variants) per entry of
 * src/content/portfolio.ts. Each project is framed by its kind (a phone for Android and web apps,
 * a laptop for ERP and business applications, a browser window for websites and stores) and shows
 * a screen layout of its own that pictures what it is (a compliance calendar, a QR pass, a
 * delivery route, a fee receipt, a rent ledger, a floor plan, a donation meter...): the layouts
 * and which entry gets which are in ./portfolio-frames.mjs, and no two entries share one. Phones
 * get two floating cards and laptops one, drawn for the layout too. The one or two words a picture
 * needs (a date, a price, a token number) are outlined in the brand face by ./type.mjs; the
 * project's name and the rest of the copy are grey bars (see T and B below). Colours come from the
 * theme. Flat fills, few words and strong colour only where the eye should go keep every file
 * small: the home page's carousel shows these pictures (no width's total may grow; the encoder
 * settings are `quality.portfolio` in ./art-kit.mjs).
 * Run: node scripts/images/portfolio.mjs  (ONLY=slug,slug redraws just those entries)
 */
import { readFileSync } from 'node:fs';
import { circle, rect, quality, writeImages } from './art-kit.mjs';
import { theme } from './palette.mjs';
import { plan } from './portfolio-frames.mjs';
import { measure, text } from './type.mjs';

const source = readFileSync('src/content/portfolio.ts', 'utf8');
const entries = [...source.matchAll(/slug: '([^']+)',\s*title: '([^']+)'[\s\S]*?categories: \[([^\]]*)\]/g)].map((m) => ({
  slug: m[1],
  title: m[2],
  categories: [...m[3].matchAll(/'([^']+)'/g)].map((c) => c[1]),
}));

const accents = [theme.teal, theme.navy700, theme.orange, theme.artViolet, theme.artAmber, theme.artRose];
const MIN_TEXT = 18;
/** Copy drawn as a bar of the width `s` would take: the words a picture needs no reader for. */
function B(s, x, y, size, fill, o = {}) {
  const w = Math.min(measure(s, { size, weight: 700, ...o }), o.maxWidth ?? Infinity);
  const h = Math.max(5, size * 0.5);
  const x0 = o.anchor === 'middle' ? x - w / 2 : o.anchor === 'end' ? x - w : x;
  return rect(+x0.toFixed(1), +(y - size * 0.36 - h / 2).toFixed(1), +w.toFixed(1), h, fill, h / 2, 'opacity="0.7"');
}
/**
 * Words in the brand face, outlined: `T(s, x, y, size, fill, { weight, anchor, letterSpacing })`.
 * Each word costs a few hundred bytes of every file, and words under MIN_TEXT px are unreadable
 * at the 480 px the carousel shows, so those are drawn as bars (B) like the rest of the copy; a
 * picture spells out only the one or two words that say what it is (a date, a price, a token).
 */
const T = (s, x, y, size, fill, o = {}) => (size >= MIN_TEXT ? text(s, x, y, { size, fill, weight: 700, ...o }) : B(s, x, y, size, fill, o));

/** Grey bars standing in for copy. */
const lines = (x, y, widths, fill = theme.slate300, gap = 14, h = 7) => widths.map((w, i) => rect(x, y + i * gap, w, h, fill, 3.5)).join('');
/** Words of `s` in lines of at most `max` characters. */
const wrap = (s, max) => s.split(' ').reduce((out, word) => {
  const last = out[out.length - 1];
  if (last && (last + ' ' + word).length <= max) out[out.length - 1] = `${last} ${word}`;
  else out.push(word);
  return out;
}, []);
const pill = (x, y, w, h, fill, extra = '') => rect(x, y, w, h, fill, h / 2, extra);
const outline = (x, y, w, h, r = 8, fill = theme.white) => rect(x, y, w, h, fill, r, `stroke="${theme.slate200}" stroke-width="2"`);
/** A soft drop shadow drawn as offset translucent rectangles (librsvg-safe, no filters). */
const shadow = (x, y, w, h, r) => `${rect(x + 4, y + 14, w, h, theme.navy, r, 'opacity="0.05"')}${rect(x + 2, y + 6, w, h, theme.navy, r, 'opacity="0.06"')}`;
/** A stroked path. */
const sp = (d, stroke, w = 3, extra = '') => `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
const fp = (d, fill, extra = '') => `<path d="${d}" fill="${fill}" ${extra}/>`;
/** A white card with a shadow, floating beside a device. */
const floating = (x, y, w, h, body = '') => `${shadow(x, y, w, h, 14)}${rect(x, y, w, h, theme.white, 14)}<g transform="translate(${x} ${y})">${body}</g>`;
/** A pill with a word centred in it. */
const chip = (x, y, w, h, fill, s, ink, size = 12) => pill(x, y, w, h, fill) + T(s, x + w / 2, y + h / 2 + size * 0.36, size, ink, { anchor: 'middle' });

// ---- Small pictograms (centred on x, y unless said) ----
const tick = (x, y, colour, s = 6, w = 3) => sp(`M${x - s} ${y} l${s * 0.7} ${s * 0.7} l${s * 1.3} -${s * 1.4}`, colour, w);
const tickDot = (x, y, r, fill) => circle(x, y, r, fill) + tick(x, y, theme.white, r * 0.45, Math.max(2, r * 0.2));
const pin = (x, y, fill, s = 1) => `<path d="M${x} ${y + 18 * s}c${-11 * s} ${-13 * s} ${-16 * s} ${-20 * s} ${-16 * s} ${-27 * s}a${16 * s} ${16 * s} 0 0 1 ${32 * s} 0c0 ${7 * s} ${-5 * s} ${14 * s} ${-16 * s} ${27 * s}z" fill="${fill}"/>${circle(x, y - 9 * s, 6 * s, theme.white)}`;
const camera = (x, y, colour) => rect(x - 14, y - 9, 28, 20, colour, 5) + rect(x - 6, y - 13, 12, 6, colour, 2) + circle(x, y + 1, 6, theme.white) + circle(x, y + 1, 3, colour);
const bell = (x, y, colour) => fp(`M${x - 10} ${y + 6}h20l-3-5v-6a7 7 0 0 0-14 0v6z`, colour) + circle(x, y + 9, 3, colour);
const doc = (x, y, w, h, band, fold = theme.slate200) => fp(`M${x} ${y + 4}a4 4 0 0 1 4-4h${w - 16}l12 12v${h - 16}a4 4 0 0 1-4 4h${-w + 8}a4 4 0 0 1-4-4z`, theme.white, `stroke="${theme.slate300}" stroke-width="2"`) + fp(`M${x + w - 12} ${y}v12h12z`, fold) + rect(x + 6, y + h - 22, w - 12, 14, band, 3);
const person = (x, y, r, colour) => circle(x, y - r * 0.3, r * 0.36, colour) + fp(`M${x - r * 0.62} ${y + r * 0.62}a${r * 0.62} ${r * 0.5} 0 0 1 ${r * 1.24} 0z`, colour);
const avatar = (x, y, r, fill, ink = theme.white) => circle(x, y, r, fill) + person(x, y + r * 0.1, r, ink);
const truck = (x, y, colour) => rect(x - 16, y - 10, 20, 16, colour, 3) + fp(`M${x + 5} ${y - 5}h7l5 6v5h-12z`, colour) + circle(x - 9, y + 8, 4, theme.navy) + circle(x + 10, y + 8, 4, theme.navy);
const star = (x, y, r, fill) => fp(`M${x} ${y - r}l${r * 0.29} ${r * 0.6} ${r * 0.66} ${r * 0.09}-${r * 0.48} ${r * 0.46} ${r * 0.12} ${r * 0.65}-${r * 0.59}-${r * 0.31}-${r * 0.59} ${r * 0.31} ${r * 0.12}-${r * 0.65}-${r * 0.48}-${r * 0.46} ${r * 0.66}-${r * 0.09}z`, fill);
const chevron = (x, y, colour) => sp(`M${x - 4} ${y - 2}l4 4 4-4`, colour, 2);
const progress = (x, y, w, h, share, fill, track = theme.slate100) => rect(x, y, w, h, track, h / 2) + rect(x, y, Math.max(h, w * share), h, fill, h / 2);
/** A zigzag edge of `n` teeth over `w` (negative: leftwards), as relative path segments. */
const zigzag = (w, n = 10) => Array.from({ length: n }, () => `l${w / n / 2} 8l${w / n / 2}-8`).join('');
/** A QR code of `n` modules (finder squares in three corners, the rest from a fixed seed), horizontal runs drawn as one rect. */
function qr(x, y, size, n, ink) {
  const m = size / n;
  let seed = 7;
  const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
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
  let out = '';
  for (let j = 0; j < n; j++) {
    let run = 0;
    for (let i = 0; i <= n; i++) {
      const f = i < n ? finder(i, j) : 0;
      const on = i < n && (f ?? (rnd() > 0.55 ? 1 : 0));
      if (on) run++;
      else if (run) {
        out += `<rect x="${x + (i - run) * m}" y="${y + j * m}" width="${run * m}" height="${m}" fill="${ink}"/>`;
        run = 0;
      }
    }
  }
  return out;
}

// ---- Screens: (c, w, h) → SVG in local coordinates; c.accent is the project's colour ----

const phoneScreens = {
  /** CS by KP: statutory deadlines as date blocks, the one due soonest in the accent, and a camera upload. */
  deadlines(c, w) {
    let out = B('October', 20, 38, 20, theme.navy);
    ['07', '15', '29', '30'].forEach((day, r) => {
      const y = 60 + r * 82;
      const hot = r === 2;
      out += outline(16, y, w - 32, 70, 12) + rect(26, y + 10, 50, 50, hot ? c.accent : theme.slate100, 10) + T(day, 51, y + 43, 22, hot ? theme.white : theme.navy, { anchor: 'middle' });
      out += lines(90, y + 22, [r === 2 ? 90 : 70, 54], theme.slate300, 18);
      out += r < 2 ? tickDot(w - 42, y + 35, 13, theme.green) : hot ? pill(w - 98, y + 22, 72, 26, c.paper) + rect(w - 84, y + 32, 44, 7, c.accent, 3) : '';
    });
    out += rect(16, 398, w - 32, 96, c.paper, 14, `stroke="${c.accent}" stroke-width="2" stroke-dasharray="8 6"`) + camera(w / 2, 434, c.accent) + rect(w / 2 - 50, 462, 100, 8, c.accent, 4, 'opacity="0.5"');
    return out;
  },
  /** Fitpass: an all-access pass with a QR code for the front desk, then the next class. */
  'qr-pass'(c, w) {
    let out = rect(16, 14, w - 32, 290, theme.navy, 18) + rect(34, 38, 110, 10, theme.white, 5) + circle(w - 40, 43, 10, c.accent);
    out += rect(w / 2 - 80, 70, 160, 160, theme.white, 12) + qr(w / 2 - 65, 85, 130, 13, theme.navy);
    out += rect(w / 2 - 60, 258, 120, 8, theme.slate400, 4);
    out += outline(16, 322, w - 32, 104, 14) + T('7:00', 32, 372, 26, theme.navy) + rect(34, 388, 90, 8, theme.slate300, 4);
    out += rect(w - 108, 334, 80, 80, theme.teal50, 10) + rect(w - 108, 368, 80, 8, theme.white, 0) + pin(w - 60, 370, c.accent, 0.8);
    out += pill(16, 446, w - 32, 48, c.accent) + rect(w / 2 - 50, 466, 100, 8, theme.white, 4);
    return out;
  },
  /** Clinic: a doctor, a strip of dates, time slots (booked ones greyed) and the patient's token. */
  'token-queue'(c, w) {
    let out = avatar(42, 40, 24, c.paper, c.accent) + lines(78, 28, [110, 70], theme.slate300, 18);
    [12, 13, 14, 15, 16].forEach((d, i) => {
      const x = 16 + i * 50;
      const on = i === 1;
      out += rect(x, 82, 44, 56, on ? c.accent : theme.slate100, 12) + T(String(d), x + 22, 118, 18, on ? theme.white : theme.navy, { anchor: 'middle' });
    });
    for (let i = 0; i < 6; i++) {
      const x = 16 + (i % 3) * 84;
      const y = 160 + Math.floor(i / 3) * 46;
      out += i === 4 ? pill(x, y, 76, 34, c.accent) : [0, 3].includes(i) ? pill(x, y, 76, 34, theme.slate100) : rect(x, y, 76, 34, theme.white, 17, `stroke="${theme.slate300}" stroke-width="2"`);
      out += rect(x + 22, y + 14, 32, 7, i === 4 ? theme.white : [0, 3].includes(i) ? theme.slate300 : theme.navy, 3, i === 4 ? '' : 'opacity="0.6"');
    }
    out += rect(16, 270, w - 32, 140, theme.navy, 18) + rect(36, 296, 84, 8, theme.slate400, 4) + T('14', 34, 380, 64, theme.white, { weight: 800 });
    [0, 1, 2].forEach((i) => (out += circle(w - 120 + i * 26, 350, 9, theme.slate400)));
    out += circle(w - 42, 350, 11, 'none', `stroke="${c.accent}" stroke-width="4"`);
    out += pill(16, 430, w - 32, 48, c.accent) + rect(w / 2 - 50, 450, 100, 8, theme.white, 4);
    return out;
  },
  /** Fleet tracking: a route through stops on a map, the truck on it, and the trip sheet. */
  'route-map'(c, w, h) {
    let out = rect(0, 0, w, h, theme.slate100, 0) + rect(24, 30, 96, 80, theme.teal50, 12) + rect(160, 170, 100, 110, theme.slate200, 12);
    for (const [x1, y1, x2, y2] of [[0, 150, w, 130], [140, 0, 120, h], [0, 300, w, 320], [230, 0, 210, h]]) out += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${theme.white}" stroke-width="16"/>`;
    const route = [[40, 300], [126, 296], [132, 142], [220, 134], [214, 40]];
    out += `<polyline points="${route.map((p) => p.join(',')).join(' ')}" fill="none" stroke="${c.accent}" stroke-width="8" stroke-linecap="round" stroke-linejoin="round"/>`;
    route.slice(0, 4).forEach(([x, y], i) => (out += i < 2 ? tickDot(x, y, 12, theme.navy) : i === 2 ? circle(x, y, 22, theme.white, `stroke="${c.accent}" stroke-width="4"`) + truck(x, y, c.accent) : circle(x, y, 11, theme.white, `stroke="${theme.navy}" stroke-width="4"`)));
    out += pin(214, 40, theme.navy);
    const sy = h - 150;
    out += rect(0, sy, w, 150, theme.white, 22) + rect(w / 2 - 20, sy + 10, 40, 5, theme.slate300, 3);
    out += T('Stop 3 of 5', 20, sy + 48, 20, theme.navy) + progress(20, sy + 62, w - 40, 8, 0.5, c.accent);
    out += rect(20, sy + 86, 64, 44, theme.white, 12, `stroke="${theme.slate300}" stroke-width="2"`) + camera(52, sy + 108, theme.navy);
    out += pill(96, sy + 86, w - 116, 44, c.accent) + rect(w / 2 - 6, sy + 104, 70, 8, theme.white, 4);
    return out;
  },
  /** Restaurant QR ordering: the table, menu tabs, dishes on plates with prices, and the basket. */
  'menu-basket'(c, w, h) {
    let out = pill(16, 14, 96, 30, c.paper) + rect(32, 26, 64, 7, c.accent, 3) + pill(124, 14, 70, 30, theme.navy) + pill(202, 14, 58, 30, theme.slate100);
    const foods = [[c.accent, theme.artGold], [theme.green, theme.artAmber], [theme.artAmber, theme.orangeLight]];
    ['₹240', '₹180', '₹320'].forEach((price, r) => {
      const y = 64 + r * 112;
      out += circle(60, y + 46, 44, theme.slate100) + circle(60, y + 46, 34, theme.white) + circle(52, y + 40, 16, foods[r][0]) + circle(72, y + 56, 11, foods[r][1]);
      out += lines(118, y + 20, [96, 60], theme.slate300, 18) + B(price, 118, y + 76, 18, theme.navy);
      out += r % 2 === 0 ? pill(w - 84, y + 58, 66, 30, c.accent) + rect(w - 66, y + 70, 30, 6, theme.white, 3) : rect(w - 84, y + 58, 66, 30, theme.white, 15, `stroke="${c.accent}" stroke-width="2"`) + rect(w - 64, y + 70, 26, 6, c.accent, 3);
    });
    out += rect(16, h - 80, w - 32, 60, theme.navy, 16) + T('₹560', 34, h - 43, 20, theme.white) + pill(w - 100, h - 70, 70, 40, c.accent);
    return out;
  },
  /** Field sales: the day's visits (done, current, pending) on a route line, with amounts collected. */
  'beat-plan'(c, w) {
    let out = rect(16, 12, w - 32, 112, c.paper, 16);
    const r = 34;
    const len = 2 * Math.PI * r;
    out += circle(64, 68, r, 'none', `stroke="${theme.white}" stroke-width="10"`) + circle(64, 68, r, 'none', `stroke="${c.accent}" stroke-width="10" stroke-dasharray="${(len * 8) / 14} ${len}" transform="rotate(-90 64 68)"`);
    out += T('8/14', 64, 75, 18, theme.navy, { anchor: 'middle' }) + rect(116, 42, 80, 8, theme.slate400, 4) + T('₹38,400', 116, 88, 24, theme.navy);
    out += rect(38, 164, 4, 300, theme.slate200, 2);
    for (let i = 0; i < 5; i++) {
      const y = 166 + i * 72;
      const state = i < 2 ? 'done' : i === 2 ? 'now' : 'next';
      out += state === 'done' ? tickDot(40, y, 14, theme.teal) : state === 'now' ? circle(40, y, 15, theme.white, `stroke="${c.accent}" stroke-width="5"`) : circle(40, y, 9, theme.white, `stroke="${theme.slate300}" stroke-width="3"`);
      out += lines(68, y - 11, [state === 'now' ? 100 : 84, 56], state === 'next' ? theme.slate200 : theme.slate300, 16);
      out += state === 'done' ? rect(w - 76, y - 4, 52, 8, theme.teal, 4) : state === 'now' ? pill(w - 104, y - 16, 84, 32, c.accent) + rect(w - 84, y - 3, 44, 7, theme.white, 3) : '';
    }
    return out;
  },
};

const phoneExtras = {
  deadlines: (c) => floating(650, 170, 230, 92, bell(34, 40, c.accent) + lines(62, 28, [140, 100], theme.slate300, 16) + pill(62, 62, 70, 12, c.paper)) + floating(80, 430, 220, 100, doc(18, 16, 52, 66, c.accent) + lines(86, 30, [110, 80], theme.slate300, 16) + tickDot(180, 76, 11, theme.green)),
  'qr-pass': (c) => floating(650, 150, 220, 150, rect(14, 14, 192, 122, theme.slate100, 10) + rect(14, 70, 192, 10, theme.white, 0) + rect(100, 14, 10, 122, theme.white, 0) + pin(60, 56, theme.navy, 0.8) + pin(150, 110, c.accent, 0.9) + pin(170, 44, theme.navy, 0.8)) + floating(90, 450, 210, 80, tickDot(40, 40, 20, theme.green) + lines(74, 28, [110, 76], theme.slate300, 16)),
  'token-queue': (c) => floating(640, 180, 220, 100, doc(18, 16, 54, 68, theme.teal) + lines(88, 30, [104, 70], theme.slate300, 16) + pill(88, 66, 60, 14, theme.teal50)) + floating(90, 420, 220, 84, bell(36, 40, c.accent) + lines(64, 30, [120, 90], theme.slate300, 16)),
  'route-map': (c) => floating(650, 160, 210, 170, rect(14, 14, 182, 104, theme.slate100, 10) + fp('M60 58l40-18 40 18-40 18z', theme.artAmber) + fp('M60 58v34l40 18v-34z', theme.artGold, 'opacity="0.85"') + fp('M140 58v34l-40 18v-34z', theme.artAmber, 'opacity="0.7"') + tickDot(176, 30, 12, theme.green) + lines(14, 134, [120, 80], theme.slate300, 16)) + floating(90, 450, 210, 76, circle(38, 38, 20, c.paper) + sp('M28 40a10 10 0 0 1 19-5', c.accent, 3) + sp('M47 29v6h-6', c.accent, 3) + lines(70, 28, [110, 70], theme.slate300, 16)),
  'menu-basket': (c) => floating(650, 150, 200, 200, T('#27', 20, 40, 20, theme.navy) + chip(120, 20, 64, 26, c.paper, 'New', c.accent, 12) + lines(20, 64, [150, 120, 160, 100], theme.slate300, 22) + rect(20, 160, 160, 2, theme.slate200, 1) + lines(20, 176, [90], theme.navy)) + floating(90, 440, 200, 96, rect(16, 14, 68, 68, theme.white, 6, `stroke="${theme.slate200}" stroke-width="2"`) + qr(22, 20, 56, 11, theme.navy) + lines(100, 34, [80, 60], theme.slate300, 16)),
  'beat-plan': (c) => floating(650, 170, 220, 120, T('Order', 18, 36, 15, theme.navy) + T('₹6,150', 202, 36, 15, c.accent, { anchor: 'end' }) + lines(18, 56, [150, 120, 140], theme.slate300, 16) + rect(18, 104, 184, 2, theme.slate200, 1)) + floating(90, 440, 210, 84, rect(18, 18, 48, 48, c.paper, 10) + fp('M28 40h28v18h-28z', c.accent) + fp('M24 40l6-12h24l6 12z', theme.navy) + lines(80, 30, [110, 70], theme.slate300, 16)),
};

const laptopScreens = {
  /** Infor SX reporting: report filters by region, branch and period, sales by branch in grouped bars, and the report table. */
  'report-dashboard'(c, w, h) {
    let out = '';
    for (let i = 0; i < 3; i++) out += outline(16 + i * 142, 14, 132, 34, 8) + rect(28 + i * 142, 27, 70, 8, theme.navy, 4, 'opacity="0.7"') + chevron(16 + i * 142 + 116, 31, theme.slate600);
    out += pill(w - 118, 14, 102, 34, c.accent) + rect(w - 96, 27, 58, 8, theme.white, 4);
    const cw = 330;
    out += outline(16, 62, cw, h - 76, 10) + rect(32, 82, 110, 9, theme.navy, 4);
    const groups = [[0.55, 0.7], [0.4, 0.5], [0.75, 0.9], [0.35, 0.45], [0.6, 0.66], [0.5, 0.8]];
    const base = h - 34;
    const ch = h - 150;
    groups.forEach(([a, b], i) => {
      const x = 40 + i * 50;
      out += rect(x, base - a * ch, 18, a * ch, theme.slate300, 3) + rect(x + 20, base - b * ch, 18, b * ch, i === 2 ? c.accent : theme.navy700, 3);
    });
    const tx = 16 + cw + 12;
    const tw = w - tx - 16;
    out += outline(tx, 62, tw, h - 76, 10) + rect(tx, 62, tw, 32, theme.slate100, 10) + rect(tx, 80, tw, 14, theme.slate100, 0);
    for (let r = 0; r < 6; r++) out += rect(tx + 14, 112 + r * 36, 70 + (r % 3) * 12, 7, theme.slate300, 3.5) + rect(tx + tw - 64, 112 + r * 36, 50, 7, theme.slate400, 3.5);
    out += B('Total', tx + 14, h - 26, 18, theme.navy) + rect(tx + tw - 74, h - 38, 60, 12, theme.navy, 4);
    return out;
  },
  /** Leads database: the lead list beside one lead with its stage, follow-up date and merged duplicates. */
  'lead-detail'(c, w, h) {
    const lw = 200;
    let out = outline(16, 14, lw, h - 28, 10);
    for (let r = 0; r < 6; r++) {
      const y = 24 + r * 60;
      if (r === 1) out += rect(18, y, lw - 4, 56, c.paper, 0) + rect(18, y, 5, 56, c.accent, 0);
      out += circle(50, y + 28, 18, r === 1 ? c.accent : theme.slate200) + lines(78, y + 18, [90 - (r % 3) * 14, 56], theme.slate300, 16);
    }
    const dx = 16 + lw + 12;
    const dw = w - dx - 16;
    out += outline(dx, 14, dw, h - 28, 10) + circle(dx + 50, 64, 30, c.accent) + person(dx + 50, 68, 30, theme.white);
    out += rect(dx + 96, 48, 150, 14, theme.navy, 5) + rect(dx + 96, 72, 100, 8, theme.slate300, 4);
    const sx = dx + 36;
    const sw = (dw - 72) / 3;
    out += rect(sx, 130, sw * 2, 5, c.accent, 2) + rect(sx + sw * 2, 130, sw, 5, theme.slate200, 2);
    for (let i = 0; i < 4; i++) {
      const x = sx + i * sw;
      out += i < 2 ? tickDot(x, 132, 14, c.accent) : i === 2 ? circle(x, 132, 14, theme.white, `stroke="${c.accent}" stroke-width="5"`) : circle(x, 132, 10, theme.slate200);
    }
    out += rect(dx + 16, 178, dw - 32, 60, c.paper, 10) + rect(dx + 32, 194, 28, 28, theme.white, 5, `stroke="${c.accent}" stroke-width="2"`) + rect(dx + 32, 194, 28, 9, c.accent, 3);
    out += T('Follow up 12 Jun', dx + 74, 216, 18, theme.navy);
    out += rect(dx + 16, 252, dw - 32, 60, theme.orange50, 10) + circle(dx + 44, 282, 15, theme.artAmber) + circle(dx + 64, 282, 15, theme.navy700, `stroke="${theme.orange50}" stroke-width="3"`) + rect(dx + 94, 278, 150, 8, theme.slate400, 4);
    return out;
  },
  /** School fee ERP: a student's instalments (paid, paid, due, later), a printed receipt and the month's attendance. */
  'fee-receipts'(c, w, h) {
    const lw = 320;
    let out = outline(16, 14, lw, h - 28, 10) + avatar(48, 50, 22, c.paper, c.accent) + lines(82, 40, [110, 70], theme.slate300, 16) + pill(lw - 84, 36, 84, 28, theme.navy);
    for (let r = 0; r < 4; r++) {
      const y = 92 + r * 48;
      out += rect(32, y + 12, 40, 8, theme.navy, 4, 'opacity="0.7"') + rect(90, y + 12, 70, 8, theme.slate300, 4);
      out += r < 2 ? pill(lw - 90, y + 2, 74, 28, theme.teal50) + rect(lw - 70, y + 12, 34, 8, theme.green, 4) : r === 2 ? pill(lw - 90, y + 2, 74, 28, c.accent) + rect(lw - 70, y + 12, 34, 8, theme.white, 4) : pill(lw - 90, y + 2, 74, 28, theme.slate100);
    }
    for (let i = 0; i < 20; i++) {
      const x = 32 + (i % 10) * 28;
      const y = 300 + Math.floor(i / 10) * 30;
      out += rect(x, y, 22, 22, [4, 13].includes(i) ? theme.red : i === 19 ? theme.slate100 : theme.green, 5, [4, 13, 19].includes(i) ? '' : 'opacity="0.3"');
    }
    const rx = lw + 40;
    const rw = w - rx - 24;
    out += shadow(rx, 24, rw, 300, 4) + fp(`M${rx} 24h${rw}v292${zigzag(-rw, 9)}z`, theme.white);
    out += rect(rx + rw / 2 - 40, 48, 80, 9, theme.navy, 4) + lines(rx + 24, 80, [rw - 48, rw - 80], theme.slate300, 18);
    out += `<line x1="${rx + 16}" y1="130" x2="${rx + rw - 16}" y2="130" stroke="${theme.slate300}" stroke-width="2" stroke-dasharray="6 5"/>`;
    out += T('₹12,500', rx + rw / 2, 176, 26, theme.navy, { anchor: 'middle' });
    out += `<g transform="rotate(-14 ${rx + rw / 2} 250)">${circle(rx + rw / 2, 250, 42, 'none', `stroke="${theme.green}" stroke-width="4"`)}${T('PAID', rx + rw / 2, 258, 22, theme.green, { anchor: 'middle', letterSpacing: 2 })}</g>`;
    return out;
  },
  /** Recruitment tracker: candidates as cards in columns by stage, one being dragged on to the next. */
  'pipeline-kanban'(c, w, h) {
    const counts = [3, 2, 2, 1];
    const cw = (w - 32 - 36) / 4;
    let out = '';
    counts.forEach((n, i) => {
      const x = 16 + i * (cw + 12);
      out += rect(x, 14, cw, h - 28, theme.slate100, 10) + rect(x + 12, 30, cw * 0.45, 9, theme.navy, 4, 'opacity="0.7"') + circle(x + cw - 20, 35, 11, i === 2 ? c.accent : theme.white);
      for (let k = 0; k < n; k++) {
        const y = 56 + k * 96;
        out += rect(x + 8, y, cw - 16, 84, theme.white, 8) + avatar(x + 32, y + 26, 16, [c.paper, theme.teal50, theme.slate100][(i + k) % 3], [c.accent, theme.teal, theme.navy700][(i + k) % 3]) + lines(x + 56, y + 18, [cw * 0.4, cw * 0.28], theme.slate300, 14);
        out += pill(x + 16, y + 54, 44, 18, i === 3 ? theme.teal50 : theme.slate100);
      }
    });
    const dx = 16 + cw + 12 + 30;
    out += `<g transform="rotate(-5 ${dx + cw / 2} 290)">${shadow(dx, 250, cw - 16, 84, 8)}${rect(dx, 250, cw - 16, 84, theme.white, 8, `stroke="${c.accent}" stroke-width="2"`)}${avatar(dx + 24, 276, 16, c.accent)}${lines(dx + 48, 268, [cw * 0.4, cw * 0.28], theme.slate300, 14)}</g>`;
    return out;
  },
  /** Property rental manager: units by month, each rent paid, due, late or the unit empty; an owner statement; a repair request. */
  'rent-ledger'(c, w, h) {
    const tw = 372;
    let out = outline(16, 14, tw, h - 28, 10) + rect(16, 14, tw, 40, theme.slate100, 10) + rect(16, 36, tw, 18, theme.slate100, 0);
    ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'].forEach((m, i) => (out += rect(114 + i * 44, 31, 24, 7, theme.slate400, 3.5)));
    const grid = ['ppppdd', 'ppppll', 'pppppp', '--pppd', 'pplppp', 'pppppd'];
    const fills = { p: theme.teal, d: theme.artGold, l: theme.red, '-': theme.slate100 };
    grid.forEach((row, r) => {
      const y = 70 + r * 54;
      out += rect(32, y + 12, 48, 9, theme.navy, 4, 'opacity="0.7"');
      [...row].forEach((s, i) => (out += rect(108 + i * 44, y, 36, 32, fills[s], 7, s === 'p' ? 'opacity="0.25"' : '')));
    });
    const sx = 16 + tw + 12;
    const sw = w - sx - 16;
    out += outline(sx, 14, sw, 220, 10) + rect(sx + 16, 34, 110, 9, theme.navy, 4);
    for (let r = 0; r < 3; r++) out += rect(sx + 16, 70 + r * 30, sw * 0.4, 7, theme.slate300, 3.5) + rect(sx + sw - 60, 70 + r * 30, 44, 7, theme.slate400, 3.5);
    out += T('₹1,84,000', sx + sw - 16, 208, 20, theme.navy, { anchor: 'end' });
    out += outline(sx, 248, sw, 80, 10) + circle(sx + 34, 288, 18, c.paper) + sp(`M${sx + 26} 296l12-12`, c.accent, 4) + circle(sx + 41, 281, 5, 'none', `stroke="${c.accent}" stroke-width="3"`) + pill(sx + 64, 278, sw - 84, 20, theme.orange50);
    return out;
  },
  /** Manufacturing inventory: warehouse tabs, racks whose bins show stock levels (one low), and the stock table with its alert. */
  'warehouse-bins'(c, w, h) {
    let out = pill(16, 14, 68, 30, c.accent) + rect(34, 25, 32, 8, theme.white, 4) + pill(92, 14, 68, 30, theme.white) + pill(168, 14, 68, 30, theme.white);
    const rw = 322;
    out += outline(16, 56, rw, h - 70, 10);
    const levels = [[0.8, 0.6, 0.9], [0.4, 0.15, 0.7], [0.95, 0.5, 0.65], [0.3, 0.85, 0.55]];
    for (let rack = 0; rack < 3; rack++) {
      const x = 32 + rack * 100;
      out += rect(x, 72, 6, h - 100, theme.slate400, 2) + rect(x + 86, 72, 6, h - 100, theme.slate400, 2);
      for (let shelf = 0; shelf < 4; shelf++) {
        const y = 80 + shelf * 78;
        const lv = levels[shelf][rack];
        const low = lv < 0.2;
        out += rect(x + 12, y + 8, 68, 56, theme.slate100, 5) + rect(x + 12, y + 8 + 56 * (1 - lv), 68, 56 * lv, low ? theme.red : theme.teal, 5, low ? '' : 'opacity="0.3"') + rect(x, y + 66, 92, 5, theme.slate400, 1);
        if (low) out += fp(`M${x + 46} ${y + 14}l13 22h-26z`, theme.red);
      }
    }
    const tx = 16 + rw + 12;
    const tw = w - tx - 16;
    out += rect(tx, 56, tw, 44, theme.orange50, 10) + fp(`M${tx + 26} 66l12 22h-24z`, theme.red) + T('2 items low', tx + 50, 85, 18, theme.navy);
    out += outline(tx, 112, tw, h - 126, 10);
    [0.7, 0.12, 0.85, 0.5, 0.18].forEach((v, r) => {
      const y = 134 + r * 50;
      out += rect(tx + 16, y, 56, 9, v < 0.2 ? theme.red : theme.navy, 4, 'opacity="0.75"') + progress(tx + 86, y, tw - 104, 10, v, v < 0.2 ? theme.red : theme.slate400);
    });
    return out;
  },
};

const laptopExtras = {
  'report-dashboard': (c) => floating(720, 470, 170, 120, doc(20, 18, 60, 84, c.accent) + lines(96, 36, [54, 40], theme.slate300, 18)),
  'lead-detail': () => floating(730, 480, 160, 100, rect(20, 18, 64, 64, theme.teal50, 10) + T('CSV', 52, 57, 18, theme.teal, { anchor: 'middle' }) + lines(98, 36, [44, 30], theme.slate300, 18)),
  'fee-receipts': (c) => floating(700, 500, 200, 86, bell(38, 44, c.accent) + lines(66, 34, [110, 76], theme.slate300, 18)),
  'pipeline-kanban': (c) => floating(730, 460, 170, 130, doc(20, 18, 56, 76, theme.navy700) + pill(20, 104, 46, 16, c.paper) + pill(72, 104, 40, 16, theme.slate100) + lines(90, 36, [54, 40], theme.slate300, 18)),
  'rent-ledger': (c) => floating(700, 500, 200, 86, rect(20, 18, 52, 40, c.accent, 10) + fp('M32 58l-6 14 18-14z', c.accent) + lines(86, 30, [90, 64], theme.slate300, 18)),
  'warehouse-bins': () => floating(720, 480, 180, 96, fp('M42 22l24 40h-48z', theme.red) + rect(40, 36, 4, 14, theme.white, 2) + lines(82, 34, [74, 54], theme.slate300, 18)),
};

/** A site's top bar: a logo mark, menu bars and a button. */
const siteNav = (c, w, mark = c.accent) => rect(28, 18, 30, 30, mark, 8) + lines(68, 29, [80], theme.navy, 0, 9) + [0, 1, 2, 3].map((i) => rect(w - 420 + i * 70, 29, 50, 8, theme.slate300, 4)).join('') + pill(w - 128, 16, 100, 34, theme.navy);

const browserScreens = {
  /** CA firm: headline, a tax calendar of the month's due dates, and the firm's four services. */
  'tax-calendar'(c, w) {
    let out = siteNav(c, w, theme.navy) + rect(28, 90, 330, 26, theme.navy, 6) + rect(28, 126, 260, 26, theme.navy, 6) + lines(28, 172, [360, 320, 250], theme.slate300, 16) + chip(28, 226, 150, 42, c.accent, 'Book a call', theme.white, 14);
    const cx = 430;
    const cw = w - cx - 28;
    out += outline(cx, 78, cw, 250, 14) + T('Tax calendar', cx + 20, 110, 16, theme.navy) + T('October', cx + cw - 20, 110, 12, theme.slate600, { anchor: 'end', weight: 600 });
    [['07', 'TDS deposit'], ['11', 'GSTR-1'], ['20', 'GSTR-3B'], ['31', 'Tax audit report']].forEach(([d, what], r) => {
      const y = 126 + r * 48;
      out += rect(cx + 20, y, 40, 40, r === 2 ? c.accent : c.paper, 8) + T(d, cx + 40, y + 27, 18, r === 2 ? theme.white : theme.navy, { anchor: 'middle' }) + T(what, cx + 76, y + 26, 14, theme.navy, { weight: 600 });
    });
    const sw = (w - 56 - 36) / 4;
    const icons = [
      (x, y) => circle(x - 3, y - 3, 10, 'none', `stroke="${c.accent}" stroke-width="4"`) + sp(`M${x + 4} ${y + 4}l8 8`, c.accent, 4),
      (x, y) => T('%', x, y + 9, 26, c.accent, { anchor: 'middle', weight: 800 }),
      (x, y) => T('₹', x, y + 9, 26, c.accent, { anchor: 'middle', weight: 800 }),
      (x, y) => rect(x - 12, y - 14, 24, 28, c.accent, 3) + [0, 1, 2].map((k) => rect(x - 6, y - 8 + k * 8, 12, 4, theme.white, 1)).join(''),
    ];
    ['Audit', 'GST', 'Income tax', 'New company'].forEach((label, i) => {
      const x = 28 + i * (sw + 12);
      out += outline(x, 350, sw, 150, 12) + circle(x + 42, 396, 24, c.paper) + icons[i](x + 42, 396) + T(label, x + 20, 448, 15, theme.navy) + lines(x + 20, 462, [sw * 0.6], theme.slate300);
    });
    return out;
  },
  /** Noida homes: filters (sector, budget range, bedrooms), two listings with prices, and price pins on a map. */
  'map-search'(c, w, h) {
    let out = outline(24, 16, 150, 38, 8) + T('Sector 62', 38, 40, 13, theme.navy, { weight: 600 }) + chevron(156, 35, theme.slate600);
    out += T('₹50 L – 1.5 Cr', 190, 32, 11, theme.slate600, { weight: 600 }) + rect(190, 42, 170, 4, theme.slate200, 2) + rect(220, 42, 90, 4, c.accent, 2) + circle(220, 44, 8, theme.white, `stroke="${c.accent}" stroke-width="3"`) + circle(310, 44, 8, theme.white, `stroke="${c.accent}" stroke-width="3"`);
    out += chip(384, 18, 70, 34, c.accent, '2 BHK', theme.white, 12) + chip(462, 18, 70, 34, theme.slate100, '3 BHK', theme.slate600, 12) + chip(540, 18, 62, 34, theme.slate100, 'Villa', theme.slate600, 12);
    const lw = 360;
    [['₹85 L', c.paper], ['₹1.2 Cr', theme.slate100]].forEach(([price, tint], r) => {
      const y = 72 + r * 226;
      out += outline(24, y, lw, 212, 12) + rect(32, y + 8, lw - 16, 120, tint, 8);
      const bx = 32 + lw / 2 - 60;
      out += rect(bx, y + 30, 56, 98, r ? theme.slate300 : c.accent, 2, 'opacity="0.85"') + rect(bx + 62, y + 56, 60, 72, theme.navy700, 2, 'opacity="0.7"');
      for (let k = 0; k < 4; k++) out += rect(bx + 10, y + 42 + k * 20, 36, 8, theme.white, 2, 'opacity="0.7"');
      out += (r ? B : T)(price, 40, y + 162, 20, theme.navy) + lines(40, y + 176, [180], theme.slate300) + pill(lw - 100, y + 150, 66, 22, theme.slate100);
      out += rect(40, y + 190, 16, 10, theme.slate400, 2) + T(r ? '3' : '2', 62, y + 200, 12, theme.slate600) + circle(96, y + 195, 6, theme.slate400) + T('2', 108, y + 200, 12, theme.slate600);
    });
    const mx = lw + 40;
    const mw = w - mx - 24;
    out += rect(mx, 72, mw, h - 88, theme.slate100, 12) + rect(mx + 30, 110, 120, 90, theme.teal50, 14) + rect(mx + 200, 330, 150, 100, theme.teal50, 14);
    for (const [x1, y1, x2, y2] of [[mx, 250, mx + mw, 230], [mx + 170, 72, mx + 190, h - 16], [mx, 400, mx + mw, 440], [mx + 320, 72, mx + 300, h - 16]]) out += `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${theme.white}" stroke-width="12"/>`;
    [[0.25, 0.45, '₹62 L'], [0.62, 0.22, '₹85 L'], [0.4, 0.72, '₹1.2 Cr'], [0.82, 0.6, '₹74 L'], [0.7, 0.88, '₹48 L']].forEach(([px, py, label], i) => {
      const x = mx + px * mw;
      const y = 72 + py * (h - 88);
      const on = i === 1;
      out += (on ? '' : shadow(x - 36, y - 16, 72, 30, 15)) + chip(x - 36, y - 16, 72, 30, on ? c.accent : theme.white, label, on ? theme.white : theme.navy, 12);
    });
    return out;
  },
  /** Builder microsite: the towers, a site-visit booking form, a floor plan by tower, amenities and construction progress. */
  'floor-plan'(c, w) {
    let out = rect(0, 0, w, 250, theme.navy, 0) + lines(32, 44, [220, 170], theme.white, 30, 18) + lines(32, 118, [240, 200], theme.slate400, 16);
    [[300, 70, 80, 180], [390, 40, 90, 210], [490, 96, 70, 154]].forEach(([x, y, tw, th], i) => {
      out += rect(x, y, tw, th, i === 1 ? theme.navy700 : theme.navy800, 3);
      for (let k = 0; k < Math.floor(th / 34); k++) out += rect(x + 12, y + 16 + k * 34, tw - 24, 12, i === 1 && k === 2 ? c.accent : theme.slate400, 2, i === 1 && k === 2 ? '' : 'opacity="0.3"');
    });
    const fx = w - 226;
    out += rect(fx, 24, 200, 212, theme.white, 14) + T('Book a site visit', fx + 18, 54, 14, theme.navy);
    for (let k = 0; k < 3; k++) out += outline(fx + 18, 68 + k * 40, 164, 30, 6);
    out += rect(fx + 156, 155, 18, 16, c.accent, 3, 'opacity="0.85"') + chip(fx + 18, 190, 164, 34, c.accent, 'Book visit', theme.white, 13);
    ['Tower A', 'Tower B', 'Tower C'].forEach((t, i) => (out += i === 0 ? chip(28 + i * 94, 266, 86, 30, theme.navy, t, theme.white, 12) : chip(28 + i * 94, 266, 86, 30, theme.slate100, t, theme.slate600, 12)));
    const px = 28;
    const py = 310;
    out += outline(px, py, 440, 212, 12);
    const wall = theme.navy;
    out += sp(`M${px + 20} ${py + 20}h400v150h-400z M${px + 180} ${py + 20}v90 M${px + 20} ${py + 110}h110 M${px + 300} ${py + 20}v150 M${px + 180} ${py + 140}v30`, wall, 4);
    out += sp(`M${px + 130} ${py + 110}a30 30 0 0 1 30 -30`, theme.slate400, 2) + sp(`M${px + 300} ${py + 120}a26 26 0 0 1 -26 -26`, theme.slate400, 2);
    out += rect(px + 24, py + 24, 152, 82, c.paper, 2, 'opacity="0.7"');
    out += T('Living', px + 100, py + 70, 13, theme.navy, { anchor: 'middle' }) + T('Bed 1', px + 240, py + 70, 13, theme.navy, { anchor: 'middle' }) + T('Bed 2', px + 360, py + 100, 13, theme.navy, { anchor: 'middle' }) + T('Kitchen', px + 76, py + 148, 12, theme.slate600, { anchor: 'middle' });
    out += T('3 BHK · 1,450 sq ft', px + 20, py + 198, 14, theme.navy);
    const ax = px + 456;
    const aw = w - ax - 28;
    out += outline(ax, 266, aw, 130, 12);
    const amen = [
      (x, y) => sp(`M${x - 14} ${y + 4}q7 -8 14 0t14 0 M${x - 14} ${y - 6}q7 -8 14 0t14 0`, c.accent, 3),
      (x, y) => rect(x - 14, y - 3, 28, 6, c.accent, 2) + rect(x - 16, y - 9, 6, 18, c.accent, 2) + rect(x + 10, y - 9, 6, 18, c.accent, 2),
      (x, y) => circle(x, y - 5, 11, theme.green) + rect(x - 2, y + 4, 4, 12, theme.artAmber, 1),
      (x, y) => fp(`M${x} ${y - 14}l12 5v8c0 8-6 12-12 15-6-3-12-7-12-15v-8z`, c.accent),
    ];
    amen.forEach((icon, i) => {
      const x = ax + 44 + i * ((aw - 60) / 4);
      out += circle(x, 318, 24, c.paper) + icon(x, 318) + lines(x - 22, 356, [44], theme.slate300);
    });
    out += outline(ax, 408, aw, 114, 12) + T('Construction', ax + 18, 440, 14, theme.navy) + T('65%', ax + aw - 18, 440, 14, c.accent, { anchor: 'end' }) + progress(ax + 18, 456, aw - 36, 12, 0.65, c.accent) + lines(ax + 18, 486, [aw * 0.5], theme.slate300);
    return out;
  },
  /** Spice store: one product page: the jar, weight options, price, add to cart, and a pin-code check with cash on delivery. */
  'product-page'(c) {
    let out = [0, 1, 2].map((i) => rect(28 + i * 90, 18, 70, 7, theme.slate300, 3.5)).join('');
    out += rect(28, 40, 360, 340, c.paper, 16);
    out += rect(138, 120, 140, 190, theme.orange, 24) + rect(150, 96, 116, 34, theme.navy, 10) + rect(156, 180, 104, 74, theme.white, 8) + lines(172, 200, [72, 52], theme.slate300, 16) + circle(208, 238, 6, c.accent);
    // Two bowls of spice in front of the jar.
    out += fp('M66 336q54-44 108 0z', theme.red) + fp('M56 336h128a64 30 0 0 1-128 0z', theme.navy700) + fp('M246 340q44-36 88 0z', theme.artAmber) + fp('M238 340h104a52 24 0 0 1-104 0z', theme.navy700);
    [0, 1, 2, 3].forEach((i) => (out += rect(28 + i * 94, 396, 82, 82, i === 0 ? c.paper : theme.slate100, 10, i === 0 ? `stroke="${c.accent}" stroke-width="2"` : '')));
    const x = 420;
    out += B('Kashmiri Chilli Powder', x, 72, 24, theme.navy) + [0, 1, 2, 3, 4].map((i) => star(x + 10 + i * 22, 98, 9, i < 4 ? theme.artGold : theme.slate200)).join('') + lines(x + 124, 94, [60], theme.slate300);
    out += T('₹249', x, 150, 30, theme.navy) + T('₹299', x + 96, 150, 16, theme.slate400, { weight: 600 }) + rect(x + 94, 143, 46, 2, theme.slate400, 1);
    out += T('Weight', x, 190, 13, theme.slate600, { weight: 600 });
    ['100 g', '250 g', '500 g', '1 kg'].forEach((g, i) => {
      const gx = x + i * 88;
      out += i === 1 ? rect(gx, 202, 78, 40, c.paper, 10, `stroke="${c.accent}" stroke-width="2"`) + T(g, gx + 39, 227, 13, c.accent, { anchor: 'middle' }) : rect(gx, 202, 78, 40, theme.white, 10, `stroke="${theme.slate200}" stroke-width="2"`) + T(g, gx + 39, 227, 13, theme.navy, { anchor: 'middle' });
    });
    out += rect(x, 262, 110, 46, theme.white, 10, `stroke="${theme.slate200}" stroke-width="2"`) + T('−   1   +', x + 55, 291, 15, theme.navy, { anchor: 'middle' }) + chip(x + 124, 262, 228, 46, c.accent, 'Add to cart', theme.white, 15);
    out += outline(x, 328, 352, 46, 10) + T('201301', x + 16, 357, 14, theme.navy, { weight: 600 }) + T('Check', x + 336, 357, 13, c.accent, { anchor: 'end' });
    out += truck(x + 18, 402, theme.teal) + T('Cash on delivery available', x + 44, 407, 13, theme.teal);
    out += lines(x, 438, [330, 300, 250], theme.slate300, 16);
    return out;
  },
  /** Garment B2B: the retailer's price list and credit limit, a style, and the order grid of sizes by colour. */
  'order-matrix'(c, w) {
    let out = chip(28, 16, 128, 32, c.paper, 'Your price list', c.accent, 12) + T('Credit used', 420, 37, 12, theme.slate600, { weight: 600 }) + progress(506, 28, 150, 10, 0.48, c.accent) + T('₹2.4 L of ₹5 L', w - 28, 37, 12, theme.navy, { anchor: 'end' });
    out += rect(28, 66, 168, 200, c.paper, 12) + fp('M80 100l22-12h24l22 12 16 26-18 10-10-14v72h-44v-72l-10 14-18-10z', c.accent) + rect(100, 88, 28, 8, theme.white, 4, 'opacity="0.6"');
    out += T('KT-204', 28, 292, 16, theme.navy) + lines(28, 306, [130], theme.slate300) + T('₹420 / pc', 28, 340, 16, theme.navy);
    const gx = 220;
    const sizes = ['S', 'M', 'L', 'XL', 'XXL'];
    const cellW = 56;
    sizes.forEach((s, i) => (out += T(s, gx + 60 + i * (cellW + 8) + cellW / 2, 86, 18, theme.slate600, { anchor: 'middle' })));
    out += T('Total', gx + 60 + 5 * (cellW + 8) + 20, 84, 13, theme.slate600);
    const swatches = [theme.navy, c.accent, theme.teal, theme.slate400];
    const qty = [[12, 24, 24, 12, 6], [6, 12, 12, 6, 0], [0, 12, 12, 0, 0], [12, 12, 12, 12, 6]];
    qty.forEach((row, r) => {
      const y = 100 + r * 54;
      out += circle(gx + 20, y + 20, 14, swatches[r]);
      row.forEach((q, i) => {
        const x = gx + 60 + i * (cellW + 8);
        const on = r === 1 && i === 2;
        out += rect(x, y, cellW, 40, q ? theme.white : theme.slate100, 8, `stroke="${on ? c.accent : theme.slate200}" stroke-width="2"`) + (q ? T(String(q), x + cellW / 2, y + 26, 14, theme.navy, { anchor: 'middle' }) : '');
      });
      out += T(String(row.reduce((a, b) => a + b, 0)), gx + 60 + 5 * (cellW + 8) + 20, y + 26, 14, theme.navy);
    });
    out += rect(gx, 322, w - gx - 28, 2, theme.slate200, 1);
    const sx = gx;
    out += outline(sx, 340, w - sx - 28, 170, 12) + T('Order summary', sx + 20, 372, 14, theme.navy);
    for (let r = 0; r < 3; r++) out += lines(sx + 20, 392 + r * 24, [160], theme.slate300) + rect(sx + 300, 392 + r * 24, 60, 7, theme.slate400, 3.5);
    out += T('₹1,00,800', sx + 20, 488, 20, theme.navy) + chip(w - 228, 452, 180, 44, c.accent, 'Place order', theme.white, 14);
    return out;
  },
  /** Handicraft marketplace: filters by craft, region and price, and crafts each shown with its seller. */
  'vendor-grid'(c, w, h) {
    let out = rect(0, 0, w, 60, c.paper, 0) + lines(28, 20, [260], theme.navy, 0, 10) + lines(28, 38, [200], theme.slate400) + chip(w - 158, 13, 130, 34, c.accent, 'Sell with us', theme.white, 13);
    out += T('Craft', 28, 96, 14, theme.navy);
    for (let k = 0; k < 4; k++) out += rect(28, 110 + k * 28, 16, 16, k === 1 ? c.accent : theme.white, 4, k === 1 ? '' : `stroke="${theme.slate300}" stroke-width="2"`) + lines(54, 114 + k * 28, [90 - k * 10], theme.slate300);
    out += T('Region', 28, 252, 14, theme.navy);
    for (let k = 0; k < 3; k++) out += rect(28, 266 + k * 28, 16, 16, theme.white, 4, `stroke="${theme.slate300}" stroke-width="2"`) + lines(54, 270 + k * 28, [100 - k * 14], theme.slate300);
    out += T('Price', 28, 380, 14, theme.navy) + rect(28, 398, 150, 4, theme.slate200, 2) + rect(48, 398, 90, 4, c.accent, 2) + circle(48, 400, 8, theme.white, `stroke="${c.accent}" stroke-width="3"`) + circle(138, 400, 8, theme.white, `stroke="${c.accent}" stroke-width="3"`);
    const gx = 210;
    const cw = (w - gx - 28 - 2 * 16) / 3;
    const ch = (h - 80 - 16) / 2;
    const crafts = [
      (x, y) => fp(`M${x - 18} ${y - 40}h36c-4 14 18 30 18 58 0 22-20 30-36 30s-36-8-36-30c0-28 22-44 18-58z`, theme.artAmber) + rect(x - 30, y + 4, 60, 8, theme.white, 2, 'opacity="0.5"'),
      (x, y) => fp(`M${x - 44} ${y - 20}h88l-12 58h-64z`, theme.artGold) + [0, 1, 2].map((k) => rect(x - 40 + k * 4, y - 6 + k * 14, 80 - k * 8, 4, theme.artAmber, 2)).join(''),
      (x, y) => rect(x - 50, y - 36, 100, 76, c.accent, 4, 'opacity="0.8"') + fp(`M${x} ${y - 28}l22 26-22 26-22-26z`, theme.white, 'opacity="0.7"') + fp(`M${x} ${y - 14}l10 12-10 12-10-12z`, theme.navy),
      (x, y) => fp(`M${x - 30} ${y - 6}h60l-14-34h-32z`, theme.artRose) + rect(x - 3, y - 6, 6, 40, theme.navy, 2) + rect(x - 20, y + 32, 40, 8, theme.navy, 3),
      (x, y) => circle(x, y + 8, 34, theme.orange) + rect(x - 24, y - 36, 48, 16, theme.orange, 6) + sp(`M${x - 30} ${y + 6}h60`, theme.orangeLight, 4),
      (x, y) => rect(x - 34, y - 40, 68, 84, theme.teal, 6) + circle(x, y - 4, 18, 'none', `stroke="${theme.white}" stroke-width="4"`) + circle(x, y - 4, 6, theme.artGold),
    ];
    crafts.forEach((draw, i) => {
      const x = gx + (i % 3) * (cw + 16);
      const y = 80 + Math.floor(i / 3) * (ch + 16);
      out += outline(x, y, cw, ch, 12) + rect(x + 8, y + 8, cw - 16, ch - 92, [c.paper, theme.slate100][(i + Math.floor(i / 3)) % 2], 8) + draw(x + cw / 2, y + 8 + (ch - 92) / 2);
      out += circle(x + 22, y + ch - 62, 10, [theme.navy700, theme.teal, c.accent][i % 3]) + lines(x + 38, y + ch - 66, [cw * 0.42], theme.slate300);
      out += T(['₹1,450', '₹890', '₹2,300', '₹1,150', '₹640', '₹980'][i], x + 14, y + ch - 22, 15, theme.navy) + circle(x + cw - 26, y + ch - 28, 13, theme.slate100);
    });
    return out;
  },
  /** Interior studio: a room before and after, split by a slider, with room tabs and the four-step process. */
  'before-after'(c, w) {
    let out = '';
    ['Living room', 'Bedroom', 'Kitchen'].forEach((t, i) => (out += i === 0 ? chip(28 + i * 118, 14, 108, 32, theme.navy, t, theme.white, 12) : chip(28 + i * 118, 14, 108, 32, theme.slate100, t, theme.slate600, 12)));
    const x0 = 28;
    const y0 = 60;
    const iw = w - 56;
    const ih = 340;
    const mid = x0 + iw * 0.46;
    const room = (before) => {
      let r = rect(x0, y0, iw, ih, before ? theme.slate200 : theme.orange50, 12) + rect(x0, y0 + ih - 90, iw, 90, before ? theme.slate300 : theme.artAmber, 0, before ? '' : 'opacity="0.35"');
      if (before) return r + rect(x0 + 200, y0 + 170, 300, 90, theme.slate400, 8) + sp(`M${x0 + 380} ${y0}v70`, theme.slate400, 2) + circle(x0 + 380, y0 + 78, 9, theme.slate300);
      r += rect(x0 + 440, y0 + 40, 150, 100, theme.white, 4) + rect(x0 + 450, y0 + 50, 130, 80, c.accent, 2, 'opacity="0.55"') + fp(`M${x0 + 460} ${y0 + 120}l40-40 30 24 20-16 30 32z`, theme.white, 'opacity="0.6"');
      r += fp(`M${x0 + 150} ${y0 + ih - 40}a150 24 0 0 0 420 0a150 24 0 0 0 -420 0z`, theme.white, 'opacity="0.5"');
      r += rect(x0 + 210, y0 + 160, 320, 100, theme.navy700, 14) + rect(x0 + 196, y0 + 190, 348, 60, theme.navy700, 14) + rect(x0 + 230, y0 + 176, 80, 40, c.accent, 10) + rect(x0 + 430, y0 + 176, 80, 40, theme.artGold, 10);
      r += sp(`M${x0 + 650} ${y0 + ih - 60}v-170`, theme.navy, 3) + fp(`M${x0 + 626} ${y0 + 90}h48l-12-36h-24z`, theme.artGold);
      r += rect(x0 + 90, y0 + 200, 50, 70, theme.artAmber, 8) + circle(x0 + 100, y0 + 170, 26, theme.green) + circle(x0 + 130, y0 + 150, 22, theme.green, 'opacity="0.8"') + circle(x0 + 112, y0 + 130, 18, theme.teal);
      return r;
    };
    out += `<clipPath id="before"><rect x="${x0}" y="${y0}" width="${mid - x0}" height="${ih}"/></clipPath><clipPath id="after"><rect x="${mid}" y="${y0}" width="${x0 + iw - mid}" height="${ih}"/></clipPath>`;
    out += `<g clip-path="url(#after)">${room(false)}</g><g clip-path="url(#before)">${room(true)}</g>`;
    out += rect(mid - 2, y0, 4, ih, theme.white, 0) + circle(mid, y0 + ih / 2, 22, theme.white) + sp(`M${mid - 6} ${y0 + ih / 2 - 7}l-7 7 7 7M${mid + 6} ${y0 + ih / 2 - 7}l7 7-7 7`, theme.navy, 3);
    out += chip(x0 + 16, y0 + 16, 84, 30, theme.navy, 'Before', theme.white, 12) + chip(x0 + iw - 100, y0 + 16, 84, 30, theme.white, 'After', theme.navy, 12);
    ['Brief', 'Design', 'Build', 'Handover'].forEach((s, i) => {
      const x = 28 + i * ((w - 56) / 4);
      out += circle(x + 22, 450, 20, i === 1 ? c.accent : c.paper) + T(String(i + 1), x + 22, 456, 15, i === 1 ? theme.white : c.accent, { anchor: 'middle' }) + T(s, x + 52, 456, 15, theme.navy) + lines(x + 52, 470, [90], theme.slate300);
    });
    return out;
  },
  /** Travel agency: a trip's day-by-day itinerary under a mountain picture, and a departure date picker with seats left. */
  itinerary(c, w, h) {
    const lw = 470;
    let out = rect(0, 0, lw, 180, theme.navy800, 0) + circle(380, 60, 26, theme.artGold) + fp(`M0 180l90-90 60 50 90-100 110 120 60-40 60 60z`, theme.navy700) + fp(`M0 180l140-60 90 40 120-30 120 50z`, c.accent, 'opacity="0.6"');
    out += B('Himalayan Trail', 28, 52, 24, theme.white) + lines(28, 68, [150], theme.slate300);
    out += rect(46, 210, 4, 280, theme.slate200, 2);
    ['Day 1', 'Day 2', 'Day 3', 'Day 4'].forEach((d, i) => {
      const y = 206 + i * 76;
      out += circle(48, y + 10, 10, i === 0 ? c.accent : theme.white, `stroke="${c.accent}" stroke-width="3"`) + chip(70, y - 4, 66, 28, c.paper, d, c.accent, 12) + lines(150, y + 2, [220 - i * 20, 160], theme.slate300, 16) + rect(lw - 70, y - 4, 44, 34, theme.slate100, 8);
    });
    const bx = lw + 24;
    const bw = w - bx - 24;
    out += outline(bx, 16, bw, h - 32, 14) + T('Departures', bx + 20, 50, 16, theme.navy) + T('March', bx + bw - 20, 50, 13, theme.slate600, { anchor: 'end', weight: 600 });
    const cell = (bw - 40) / 7;
    for (let i = 0; i < 35; i++) {
      const x = bx + 20 + (i % 7) * cell + cell / 2;
      const y = 104 + Math.floor(i / 7) * 34;
      const departure = [5, 12, 19, 26].includes(i);
      if (i === 12) out += circle(x, y, 14, c.accent) + circle(x, y, 4, theme.white);
      else if (departure) out += circle(x, y, 14, 'none', `stroke="${c.accent}" stroke-width="2"`) + circle(x, y, 4, c.accent);
      else out += rect(x - 5, y - 2, 10, 4, theme.slate200, 2);
    }
    out += chip(bx + 20, 282, 130, 30, theme.orange50, '4 seats left', theme.orange, 12);
    out += T('₹18,900', bx + 20, 352, 28, theme.navy) + T('per person', bx + 150, 352, 12, theme.slate600, { weight: 600 });
    out += chip(bx + 20, 372, bw - 40, 46, c.accent, 'Pay 25% now', theme.white, 15) + doc(bx + 20, 436, 34, 44, theme.teal) + lines(bx + 66, 448, [bw - 120, bw - 160], theme.slate300, 16);
    return out;
  },
  /** NGO: a school picture, the donation goal meter with amounts to choose, the receipt promise, and programme stories. */
  donation(c, w) {
    let out = rect(0, 0, w, 240, c.paper, 0) + circle(120, 70, 30, theme.artGold, 'opacity="0.8"');
    out += fp('M60 200v-70l90-50 90 50v70z', theme.white) + fp('M50 136l100-60 100 60', 'none', `stroke="${c.accent}" stroke-width="8" stroke-linejoin="round"`) + rect(130, 150, 40, 50, c.accent, 4) + rect(78, 146, 34, 26, theme.navy700, 3, 'opacity="0.6"') + rect(188, 146, 34, 26, theme.navy700, 3, 'opacity="0.6"');
    out += rect(150, 40, 3, 40, theme.navy, 1) + fp('M153 42h26l-6 8 6 8h-26z', theme.orange);
    out += rect(280, 150, 90, 14, theme.teal, 3) + rect(286, 136, 80, 14, theme.artAmber, 3) + rect(276, 164, 100, 14, theme.navy700, 3) + rect(0, 200, 470, 40, theme.white, 0, 'opacity="0.5"');
    const dx = 470;
    const dw = w - dx - 28;
    out += shadow(dx, 24, dw, 300, 16) + rect(dx, 24, dw, 300, theme.white, 16) + T('72%', dx + 22, 76, 34, theme.navy) + T('of this year’s goal', dx + 104, 74, 13, theme.slate600, { weight: 600 });
    out += progress(dx + 22, 92, dw - 44, 16, 0.72, c.accent);
    ['₹500', '₹1,000', '₹2,500'].forEach((a, i) => {
      const x = dx + 22 + i * ((dw - 44 + 10) / 3);
      const bw = (dw - 44 - 20) / 3;
      out += i === 1 ? rect(x, 128, bw, 44, c.paper, 10, `stroke="${c.accent}" stroke-width="2"`) + T(a, x + bw / 2, 156, 15, c.accent, { anchor: 'middle' }) : rect(x, 128, bw, 44, theme.white, 10, `stroke="${theme.slate200}" stroke-width="2"`) + T(a, x + bw / 2, 156, 15, theme.navy, { anchor: 'middle' });
    });
    out += chip(dx + 22, 190, dw - 44, 48, c.accent, 'Donate now', theme.white, 16) + tickDot(dx + 34, 272, 11, theme.green) + T('Instant 80G receipt', dx + 54, 277, 13, theme.navy) + lines(dx + 22, 296, [dw - 100], theme.slate300);
    // Two programme stories under the picture, the volunteer sign-up under the donation card.
    const sw = (dx - 28 - 16 - 16) / 2;
    for (let i = 0; i < 2; i++) {
      const x = 28 + i * (sw + 16);
      out += outline(x, 264, sw, 250, 12) + rect(x + 8, 272, sw - 16, 120, i ? theme.teal50 : theme.slate100, 8) + rect(x + sw / 2 - 38, 306, 36, 50, i ? theme.teal : c.accent, 3) + rect(x + sw / 2 + 2, 306, 36, 50, theme.navy700, 3) + lines(x + 16, 412, [sw * 0.7, sw * 0.55], theme.slate300, 16) + T('Read story', x + 16, 482, 13, c.accent);
    }
    out += rect(dx, 340, dw, 174, theme.navy, 12) + B('Volunteer', dx + 22, 378, 18, theme.white) + lines(dx + 22, 396, [dw * 0.6], theme.slate400) + chip(dx + 22, 446, 120, 40, theme.white, 'Sign up', theme.navy, 13);
    return out;
  },
  /** Coaching institute: a student's weekly timetable, test results and study material to download. */
  timetable(c, w) {
    let out = siteNav(c, w, theme.teal);
    const tx = 28;
    const tw = 480;
    out += outline(tx, 70, tw, 440, 12) + T('My timetable', tx + 18, 100, 15, theme.navy) + chip(tx + tw - 118, 80, 100, 28, c.paper, 'Batch B2', c.accent, 12);
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
    const colW = (tw - 80) / 6;
    days.forEach((d, i) => (out += T(d, tx + 64 + i * colW + colW / 2, 134, 12, theme.slate600, { anchor: 'middle' })));
    ['8:00', '10:00', '12:00', '4:00'].forEach((t, r) => (out += T(t, tx + 16, 170 + r * 84, 11, theme.slate400)));
    // Physics, chemistry and maths classes in their colours; the week's two tests stand out.
    const subjects = { P: theme.navy700, C: theme.teal, M: c.accent, T: c.accent };
    const grid = ['PMCPMT', 'CP-MC-', 'M-PC-T', '-C-M--'];
    grid.forEach((row, r) => [...row].forEach((k, i) => {
      if (k === '-') return;
      const fill = subjects[k];
      const x = tx + 64 + i * colW + 3;
      const y = 150 + r * 84;
      const focus = k === 'T';
      out += rect(x, y, colW - 6, 72, fill, 8, focus ? '' : 'opacity="0.2"') + rect(x + 12, y + 32, colW - 30, 8, focus ? theme.white : fill, 4, focus ? '' : 'opacity="0.8"');
    }));
    const rx = tx + tw + 16;
    const rw = w - rx - 28;
    out += outline(rx, 70, rw, 226, 12) + T('Test results', rx + 18, 100, 15, theme.navy);
    [['Physics', 0.86, '86%'], ['Chemistry', 0.72, '72%'], ['Maths', 0.91, '91%']].forEach(([s, v, label], r) => {
      const y = 124 + r * 54;
      out += T(s, rx + 18, y + 12, 12, theme.slate600, { weight: 600 }) + T(label, rx + rw - 18, y + 12, 12, theme.navy, { anchor: 'end' }) + progress(rx + 18, y + 22, rw - 36, 10, v, r === 2 ? c.accent : theme.navy700);
    });
    out += outline(rx, 310, rw, 200, 12) + T('Study material', rx + 18, 340, 15, theme.navy);
    for (let r = 0; r < 3; r++) {
      const y = 356 + r * 48;
      out += doc(rx + 18, y, 28, 36, r === 0 ? c.accent : theme.slate400) + lines(rx + 58, y + 10, [rw * 0.45, rw * 0.3], theme.slate300, 14) + sp(`M${rx + rw - 30} ${y + 8}v14m-6-6 6 6 6-6`, theme.navy, 2.5);
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
        ${wrap(entry.title, 20).slice(0, 2).map((line, i, all) => T(line, 22, 78 - (all.length - 1 - i) * 21, 17, theme.white)).join('')}
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
    ${T(entry.title, 106, 27, 13, theme.slate600, { weight: 600 })}
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
      ${T(entry.title, side + 20, 33, 15, theme.navy, { maxWidth: sw - side - 80 })}
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
  const c = { accent: accents[index % accents.length] };
  // The tint behind a picture follows its accent family, kept pale.
  c.paper = [theme.teal50, theme.slate100, theme.orange50, theme.slate100, theme.orange50, theme.slate100][index % accents.length];
  let body;
  let deco;
  if (entry.frame === 'phone') {
    deco = `<circle cx="480" cy="360" r="300" fill="${theme.white}"/>`;
    body = phoneFrame(330, 36, 300, 648, entry, c, phoneScreens[entry.layout]) + phoneExtras[entry.layout](c);
  } else if (entry.frame === 'laptop') {
    deco = `<circle cx="130" cy="110" r="170" fill="${theme.white}" opacity="0.8"/>`;
    body = laptopFrame(100, 70, 760, 500, entry, c, laptopScreens[entry.layout]) + laptopExtras[entry.layout](c);
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
const only = process.env.ONLY?.split(',');
for (const [index, entry] of planned.entries()) {
  if (only && !only.includes(entry.slug)) continue;
  await writeImages('public/images/portfolio', entry.slug, scene(entry, index), [480, 720], quality.portfolio);
}
console.log(planned.map((e) => `${e.slug}: ${e.frame}/${e.layout}`).join('\n'));
console.log(`${entries.length} portfolio images written`);
