/**
 * Drawing kit of the image scripts that still draw (simple pages, case-study covers): small SVG
 * primitives, two palettes (dark hero backgrounds, light section art) and the writer that turns an
 * image into a full-size WebP and AVIF plus width variants of each (`name-480.webp`, `name-480.avif`, ...), as
 * ui/Img expects.
 */
import { mkdirSync } from 'node:fs';
import sharp from 'sharp';
import { theme } from './palette.mjs';

export const palettes = {
  // Hero art: drawn on the navy hero gradient, in a column beside the text.
  hero: { bg: theme.navy, panel: theme.navy800, soft: theme.navy700, line: theme.slate400, ink: theme.slate200, accent: theme.orangeBright, accent2: theme.artMint, paper: theme.navy800 },
  // Section art: on white or light grey bands.
  art: { bg: theme.surfaceMuted, panel: theme.white, soft: theme.slate200, line: theme.slate400, ink: theme.navy, accent: theme.orange, accent2: theme.teal, paper: theme.orange50 },
};

export const rect = (x, y, w, h, fill, r = 6, extra = '') => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="${fill}" ${extra}/>`;
export const circle = (cx, cy, r, fill, extra = '') => `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}" ${extra}/>`;
export const line = (x1, y1, x2, y2, stroke, w = 3) => `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round"/>`;
export const path = (d, stroke, w = 3, fill = 'none') => `<path d="${d}" stroke="${stroke}" stroke-width="${w}" fill="${fill}" stroke-linecap="round" stroke-linejoin="round"/>`;

/** Grey text lines standing in for copy. */
export function textLines(x, y, widths, c, gap = 14, h = 6) {
  return widths.map((w, i) => rect(x, y + i * gap, w, h, c.line, 3, 'opacity="0.55"')).join('');
}

/** A browser window with a title bar; `body` is drawn inside (origin at the content area). */
export function browser(x, y, w, h, c, body = '') {
  return `<g transform="translate(${x} ${y})">
    ${rect(0, 0, w, h, c.panel, 10, `stroke="${c.soft}" stroke-width="2"`)}
    ${rect(0, 0, w, 26, c.soft, 10)}${rect(0, 16, w, 10, c.soft, 0)}
    ${circle(14, 13, 4, c.accent)}${circle(28, 13, 4, c.line)}${circle(42, 13, 4, c.line)}
    ${rect(60, 7, w - 80, 12, c.panel, 6, 'opacity="0.8"')}
    <g transform="translate(0 26)">${body}</g>
  </g>`;
}

/** A phone outline; `body` is drawn inside its screen (origin at the screen's top left). */
export function phone(x, y, w, h, c, body = '') {
  return `<g transform="translate(${x} ${y})">
    ${rect(0, 0, w, h, c.ink, 16)}
    ${rect(6, 12, w - 12, h - 24, c.panel, 8)}
    ${rect(w / 2 - 12, 4, 24, 4, c.line, 2)}
    <g transform="translate(6 12)">${body}</g>
  </g>`;
}

/** Bars of a chart, bottom-aligned at `base`. */
export function bars(x, base, values, c, bw = 16, gap = 8, colour) {
  return values
    .map((v, i) => rect(x + i * (bw + gap), base - v, bw, v, colour ?? (i === values.length - 1 ? c.accent : c.soft), 3))
    .join('');
}

/**
 * Wraps a 400×300 motif into hero art (800×600 on a transparent ground, so the hero's gradient shows
 * through; the hero gives it a column of its own beside the text) or a section illustration.
 */
export function compose(kind, motif, c) {
  if (kind === 'hero') {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600">
      <circle cx="400" cy="300" r="290" fill="${c.panel}"/>
      <circle cx="400" cy="300" r="290" fill="none" stroke="${c.soft}" stroke-width="2"/>
      <g transform="translate(90 70) scale(1.55)">${motif}</g>
    </svg>`;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="720" height="540" viewBox="0 0 720 540">
    <rect width="720" height="540" rx="28" fill="${c.bg}"/>
    <circle cx="590" cy="110" r="120" fill="${c.paper}"/>
    <circle cx="120" cy="450" r="90" fill="${c.soft}" opacity="0.6"/>
    <g transform="translate(60 45) scale(1.5)">${motif}</g>
  </svg>`;
}

/**
 * Encoder settings per kind of art, chosen so the AVIF looks like the WebP at the sizes shown
 * (both subsample colour 4:2:0; AVIF reaches the same look at a lower nominal quality).
 * `opaque`: the drawing covers its whole canvas, so the alpha channel is dropped before encoding
 * (AVIF would otherwise store an all-opaque alpha plane, about 6 % of a portfolio file).
 * `webpPreset`: libwebp's tuning; 'picture' suits flat drawings with soft shadows (3 % smaller
 * than the default at the same look). Portfolio pictures, which the home carousel loads, use the
 * lowest settings that still look the same at 480 and 720 px.
 */
export const quality = {
  hero: { webp: 70, avif: 50 },
  art: { webp: 78, avif: 56 },
  portfolio: { webp: 60, avif: 48, webpPreset: 'picture', opaque: true },
  caseStudy: { webp: 72, avif: 52 },
  blog: { webp: 74, avif: 54 },
};

/**
 * Writes `${name}.webp` and `${name}.avif` at full size, plus `${name}-${w}.webp` and
 * `${name}-${w}.avif` for each width, and prints their sizes so a bigger AVIF shows at once.
 * `source` is an SVG or an image (a screen captured at twice its size); `fullWidth` scales the
 * full-size file to that width (its own size when absent). Returns { webp, avif } byte totals.
 */
export async function writeImages(dir, name, source, widths, q, fullWidth) {
  mkdirSync(dir, { recursive: true });
  const input = Buffer.from(source);
  const totals = { webp: 0, avif: 0 };
  for (const w of [null, ...widths]) {
    const base = `${dir}/${name}${w ? `-${w}` : ''}`;
    const image = () => {
      const width = w ?? fullWidth;
      const sized = width ? sharp(input).resize({ width }) : sharp(input);
      return q.opaque ? sized.removeAlpha() : sized;
    };
    const webp = await image().webp({ quality: q.webp, effort: 6, ...(q.webpPreset ? { preset: q.webpPreset } : {}) }).toFile(`${base}.webp`);
    const avif = await image().avif({ quality: q.avif, effort: 6, chromaSubsampling: '4:2:0' }).toFile(`${base}.avif`);
    totals.webp += webp.size;
    totals.avif += avif.size;
    console.log(`${base}: webp ${webp.size} B, avif ${avif.size} B${avif.size > webp.size ? '  (AVIF LARGER)' : ''}`);
  }
  return totals;
}
