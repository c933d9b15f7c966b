#!/usr/bin/env node
/**
 * Case-study client logos: one wordmark per study's client, in the style of the Clients page logos
 * (a small mark beside the name and a tagline saying what the business is, 240×120, the words set
 * in a face that suits the business and outlined by ./type.mjs so every browser shows the same
 * letters). They are our drawings of the names the studies use, not the clients' own logos.
 * The index covers are screenshots of each study's report views: tools/screens/case-studies/.
 * Run: node tools/art/case-studies.mjs → public/images/case-studies/logos/*.svg
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { circle, path, rect } from './art-kit.mjs';
import { measure, text } from './type.mjs';

// As on the Clients page, a logo keeps the colours of the business it stands for, so these are the
// one part of the case-study artwork that does not draw from the theme.
const MARK = 52;
const RIGHT = 228;

/** A style whose size shrinks (in half units, down to `min`) until `s` fits `width`. */
function fit(s, style, width, min = 14) {
  let st = { ...style };
  while (measure(s, st) > width && st.letterSpacing > 0) st = { ...st, letterSpacing: Math.max(0, st.letterSpacing - 0.5) };
  while (measure(s, st) > width && st.size > min) st = { ...st, size: st.size - 0.5 };
  return st;
}

/** A name set in one or more runs (`[text, colour]`), one after the other from x. */
function runs(parts, x, y, style) {
  let at = x;
  return parts
    .map(([s, fill]) => {
      const out = text(s, at, y, { ...style, fill });
      at += measure(s, style);
      return out;
    })
    .join('');
}

/**
 * Mark on the left, the name beside it and the tagline under the name ('side'), or under mark and
 * name alike when it is long ('wide').
 */
function logoSvg({ mark, name, nameStyle, tag, tagStyle, tagColour, lockup = 'side' }) {
  const col = 12 + MARK + 12;
  const words = name.map(([s]) => s).join('');
  const n = fit(words, { size: 40, letterSpacing: 0, ...nameStyle }, RIGHT - col);
  const tagX = lockup === 'wide' ? 12 : col;
  const t = fit(tag, { size: 19, letterSpacing: 2, face: 'jakarta', weight: 700, ...tagStyle }, RIGHT - tagX, 13);
  const [markY, nameY, tagY] = lockup === 'wide' ? [14, 56, 100] : [34, 62, 90];
  const body =
    `<g transform="translate(12 ${markY}) scale(${+(MARK / 56).toFixed(3)})">${mark}</g>` +
    runs(name, col, nameY, n) +
    text(tag, tagX, tagY, { ...t, fill: tagColour });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img">\n${body}\n</svg>\n`;
}

const logos = {
  // A gastroenterology practice: a teal tile with the curve of a stomach.
  cvgastro: logoSvg({
    mark:
      rect(0, 0, 56, 56, '#0e7490', 14) +
      path('M20 10 V22 C20 30 12 30 12 38 C12 46 20 48 28 46 C38 44 44 36 42 26 C40 18 32 18 30 24', '#ffffff', 5) +
      circle(30, 25, 3, '#a5f3fc'),
    name: [['CV', '#0e7490'], [' Gastro', '#164e63']],
    nameStyle: { face: 'sora', weight: 700 },
    tag: 'GASTROENTEROLOGY',
    tagStyle: { face: 'oswald', weight: 500, letterSpacing: 2.5 },
    tagColour: '#0e7490',
  }),
  // A spine-care clinic in Arizona: the two humps of Camelback Mountain drawn as one line over a
  // column of vertebrae, on a terracotta tile.
  'camelback-spine-care': logoSvg({
    mark:
      rect(0, 0, 56, 56, '#9a3412', 14) +
      path('M6 26 C11 26 12 14 19 14 C24 14 25 21 28 21 C32 21 33 9 40 9 C46 9 47 26 50 26', '#fed7aa', 4) +
      rect(20, 31, 16, 5, '#ffffff', 2.5) + rect(21.5, 39, 13, 5, '#ffffff', 2.5) + rect(23, 47, 10, 4.5, '#ffffff', 2.25),
    name: [['Camelback', '#7c2d12']],
    nameStyle: { face: 'dm-serif', weight: 400 },
    tag: 'SPINE CARE · ARIZONA',
    tagStyle: { weight: 700, letterSpacing: 1.5 },
    tagColour: '#c2410c',
  }),
  // A business selling in several countries: a globe with a route around it.
  troi: logoSvg({
    mark:
      circle(28, 28, 22, '#eef2ff', 'stroke="#3730a3" stroke-width="4"') +
      path('M28 6 C18 16 18 40 28 50 M28 6 C38 16 38 40 28 50 M7 22 H49 M7 34 H49', '#3730a3', 3) +
      path('M2 40 C14 58 46 58 54 30', '#f59e0b', 3.5) + circle(54, 28, 4, '#f59e0b'),
    name: [['troi', '#1e1b4b']],
    nameStyle: { face: 'sora', weight: 800, size: 46, letterSpacing: -1 },
    tag: 'GLOBAL',
    tagStyle: { face: 'sora', weight: 700, letterSpacing: 6 },
    tagColour: '#4338ca',
  }),
  // A finance and executive recruitment consultancy: a rising edge on a navy tile, the name in two tones.
  talentedge: logoSvg({
    mark: rect(0, 0, 56, 56, '#0f172a', 10) + path('M12 40 L26 26 L32 32 L44 18', '#fbbf24', 6) + path('M34 16 H45 V27', '#fbbf24', 6),
    name: [['Talent', '#0f172a'], ['Edge', '#b45309']],
    nameStyle: { face: 'jakarta', weight: 800, letterSpacing: -0.5 },
    tag: 'EXECUTIVE RECRUITMENT',
    tagStyle: { weight: 600, letterSpacing: 1.5 },
    tagColour: '#475569',
    lockup: 'wide',
  }),
};

const dir = 'public/images/case-studies/logos';
mkdirSync(dir, { recursive: true });
for (const [id, svg] of Object.entries(logos)) writeFileSync(`${dir}/${id}.svg`, svg);
console.log(`case-study logos written to ${dir}/`);
