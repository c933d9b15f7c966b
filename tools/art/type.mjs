/**
 * Text for the artwork, set in real fonts and outlined into SVG paths at generation time, so the
 * committed images and SVG files look the same wherever they are rasterised or shown (an SVG
 * text element is drawn in whatever font the rasteriser or the visitor's browser finds: DejaVu
 * Sans on a Linux build machine, Segoe or Georgia elsewhere).
 *
 * Faces come from @fontsource packages (their static .woff files: opentype.js reads WOFF, not
 * WOFF2), read with opentype.js; each face loads its latin and latin-ext files, and a character the
 * first lacks (the rupee sign) is taken from the second. Kerning is the font's own (GPOS pairs).
 * Path coordinates are rounded to `precision` decimals and written as relative commands, so an
 * outlined word costs a few hundred bytes.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
// Loaded through require, so Vitest (which bundles dependencies for tests) leaves its UMD build to Node.
const opentype = require('opentype.js');

/** Faces by name: the @fontsource package and the weights and styles it ships. */
export const FACES = {
  jakarta: 'plus-jakarta-sans',
  'dm-serif': 'dm-serif-display',
  lora: 'lora',
  oswald: 'oswald',
  nunito: 'nunito',
  sora: 'sora',
};

const cache = new Map();

function loadFile(pkg, file) {
  const buf = readFileSync(require.resolve(`@fontsource/${pkg}/files/${file}`));
  return opentype.parse(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.byteLength));
}

/** The fonts of one face, weight and style: latin first, then latin-ext for what latin lacks. */
export function font(face = 'jakarta', weight = 700, italic = false) {
  const key = `${face}/${weight}/${italic}`;
  if (!cache.has(key)) {
    const pkg = FACES[face];
    if (!pkg) throw new Error(`tools/art/type.mjs: no face ${face}`);
    const style = italic ? 'italic' : 'normal';
    cache.set(key, ['latin', 'latin-ext'].map((subset) => loadFile(pkg, `${pkg}-${subset}-${weight}-${style}.woff`)));
  }
  return cache.get(key);
}

/** Glyphs of `s` with their x positions (in px at `size`) and the advance of the whole run. */
function layout(s, { face = 'jakarta', weight = 700, italic = false, size = 16, letterSpacing = 0 } = {}) {
  const fonts = font(face, weight, italic);
  const placed = [];
  let x = 0;
  let prev = null;
  for (const ch of s) {
    const f = fonts.find((candidate) => candidate.charToGlyph(ch).index > 0);
    if (!f) throw new Error(`tools/art/type.mjs: ${face} ${weight} has no glyph for ${JSON.stringify(ch)}`);
    const glyph = f.charToGlyph(ch);
    const scale = size / f.unitsPerEm;
    if (prev && prev.font === f) x += f.getKerningValue(prev.glyph, glyph) * scale;
    placed.push({ font: f, glyph, x, scale });
    x += glyph.advanceWidth * scale + letterSpacing;
    prev = { font: f, glyph };
  }
  return { placed, width: placed.length ? x - letterSpacing : 0 };
}

/** Width in px of `s` set with the given options. */
export function measure(s, options) {
  return layout(s, options).width;
}

/** A number in SVG's shortest form: 0.5 → .5, -0.5 → -.5, 3.0 → 3. */
const num = (v) => {
  const s = String(v);
  return s.startsWith('0.') ? s.slice(1) : s.startsWith('-0.') ? `-${s.slice(2)}` : s;
};

/** opentype.js path commands → compact relative SVG path data, coordinates rounded to `precision` decimals. */
export function pathData(commands, precision = 1) {
  const k = 10 ** precision;
  const q = (v) => Math.round(v * k); // integers of 1/k px, so the relative steps add up exactly
  let out = '';
  let lastCmd = '';
  let lastHasDot = false;
  const emit = (cmd, ints) => {
    // A repeated command letter may be left out, and so may l after m (pairs after m are lines);
    // m itself is never repeated that way.
    let first = !(cmd === lastCmd && cmd !== 'm') && !(cmd === 'l' && lastCmd === 'm');
    if (first) out += cmd;
    for (const v of ints) {
      const s = num(v / k);
      const separated = first || s.startsWith('-') || (s.startsWith('.') && lastHasDot);
      out += separated ? s : ` ${s}`;
      lastHasDot = s.includes('.');
      first = false;
    }
    lastCmd = cmd;
  };
  let cx = 0;
  let cy = 0;
  let sx = 0;
  let sy = 0;
  for (const c of commands) {
    if (c.type === 'Z') {
      out += 'z';
      lastCmd = 'z';
      cx = sx;
      cy = sy;
      continue;
    }
    const x = q(c.x);
    const y = q(c.y);
    if (c.type === 'M') {
      emit('m', [x - cx, y - cy]);
      sx = x;
      sy = y;
    } else if (c.type === 'L') {
      if (x === cx && y === cy) continue;
      if (y === cy) emit('h', [x - cx]);
      else if (x === cx) emit('v', [y - cy]);
      else emit('l', [x - cx, y - cy]);
    } else if (c.type === 'Q') {
      emit('q', [q(c.x1) - cx, q(c.y1) - cy, x - cx, y - cy]);
    } else if (c.type === 'C') {
      emit('c', [q(c.x1) - cx, q(c.y1) - cy, q(c.x2) - cx, q(c.y2) - cy, x - cx, y - cy]);
    }
    cx = x;
    cy = y;
  }
  return out;
}

/**
 * `s` as one SVG path, its baseline at y. Options: face, weight, italic, size (px), fill,
 * anchor ('start' | 'middle' | 'end'), letterSpacing (px), maxWidth (squeezes the run
 * horizontally to fit), precision, extra (attributes appended to the path).
 */
export function text(s, x, y, options = {}) {
  const { fill, anchor = 'start', maxWidth, precision = 1, extra = '' } = options;
  const { placed, width } = layout(s, options);
  const squeeze = maxWidth && width > maxWidth ? maxWidth / width : 1;
  const shown = width * squeeze;
  const x0 = anchor === 'middle' ? x - shown / 2 : anchor === 'end' ? x - shown : x;
  const size = options.size ?? 16;
  const sq = (v, gx) => x0 + (gx + v) * squeeze;
  const commands = placed.flatMap(({ glyph, x: gx }) =>
    glyph.getPath(0, y, size).commands.map((c) => ({ ...c, x: sq(c.x ?? 0, gx), x1: sq(c.x1 ?? 0, gx), x2: sq(c.x2 ?? 0, gx) })),
  );
  return `<path d="${pathData(commands, precision)}"${fill ? ` fill="${fill}"` : ''}${extra ? ` ${extra}` : ''}/>`;
}
