#!/usr/bin/env node
/**
 * Computes the metric overrides of the brand font's fallback faces (src/styles/_fonts.scss), so that
 * text set in the fallback takes the same room as in Plus Jakarta Sans and the swap moves nothing.
 *
 * - Vertical metrics come from the font file itself: the WOFF2 is Brotli-decompressed (its head,
 *   hhea and OS/2 tables are stored untransformed) and unitsPerEm, ascender, descender and line gap
 *   read from them (hhea, or OS/2's typo metrics when USE_TYPO_METRICS is set, as browsers do).
 * - size-adjust is the ratio of average character widths, brand face over fallback, measured in
 *   Debian's chromium with canvas measureText over English text weighted by letter frequency
 *   (the approach of Next.js' and Capsize's font fallbacks), at the body weight (400).
 * - The overrides are then divided by size-adjust, because the browser scales them with it.
 *
 *   node tools/font-metrics.mjs
 */
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const FONT = 'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2';
const KNOWN_TAGS = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post'];

function readBase128(buf, at) {
  let value = 0;
  for (let i = 0; i < 5; i += 1) {
    const byte = buf[at.pos++];
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) return value;
  }
  throw new Error('bad UIntBase128');
}

/** The untransformed tables we need, by tag, from a WOFF2 file. */
function woff2Tables(file) {
  const buf = readFileSync(file);
  const numTables = buf.readUInt16BE(12);
  const at = { pos: 48 };
  const dir = [];
  for (let i = 0; i < numTables; i += 1) {
    const flags = buf[at.pos++];
    const tagIndex = flags & 0x3f;
    let tag = KNOWN_TAGS[tagIndex] ?? `#${tagIndex}`;
    if (tagIndex === 63) {
      tag = buf.toString('latin1', at.pos, at.pos + 4);
      at.pos += 4;
    }
    const version = flags >> 6;
    const origLength = readBase128(buf, at);
    // glyf (10) and loca (11) are transformed at version 0; other tables at any other version.
    const transformed = tagIndex === 10 || tagIndex === 11 ? version === 0 : version !== 0;
    const length = transformed ? readBase128(buf, at) : origLength;
    dir.push({ tag, length });
  }
  const data = brotliDecompressSync(buf.subarray(at.pos, at.pos + buf.readUInt32BE(20)));
  const tables = {};
  let offset = 0;
  for (const { tag, length } of dir) {
    tables[tag] = data.subarray(offset, offset + length);
    offset += length;
  }
  return tables;
}

const t = woff2Tables(FONT);
const unitsPerEm = t.head.readUInt16BE(18);
const useTypo = (t['OS/2'].readUInt16BE(62) & (1 << 7)) !== 0;
const vertical = useTypo
  ? { ascent: t['OS/2'].readInt16BE(68), descent: -t['OS/2'].readInt16BE(70), lineGap: t['OS/2'].readInt16BE(72) }
  : { ascent: t.hhea.readInt16BE(4), descent: -t.hhea.readInt16BE(6), lineGap: t.hhea.readInt16BE(8) };

// Letter frequencies of English text (space included), for the average width.
const FREQ = {
  ' ': 18.3, e: 10.3, t: 7.5, a: 6.5, o: 6.2, n: 5.7, i: 5.7, s: 5.3, r: 5.0, h: 4.9, l: 3.3, d: 3.3, u: 2.3, c: 2.2,
  m: 2.0, f: 1.8, w: 1.7, g: 1.6, y: 1.4, p: 1.5, b: 1.2, v: 0.8, k: 0.6, x: 0.1, j: 0.1, q: 0.1, z: 0.1,
};

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
const fontData = readFileSync(FONT).toString('base64');
const widths = await page.evaluate(
  async ({ fontData, freq }) => {
    const bytes = Uint8Array.from(atob(fontData), (c) => c.charCodeAt(0));
    const face = new FontFace('Brand', bytes.buffer, { weight: '200 800' });
    document.fonts.add(await face.load());
    const ctx = document.createElement('canvas').getContext('2d');
    const avg = (family) => {
      ctx.font = `400 1000px ${family}`;
      let sum = 0;
      let total = 0;
      for (const [ch, f] of Object.entries(freq)) {
        sum += ctx.measureText(ch).width * f;
        total += f;
      }
      return sum / total;
    };
    return { brand: avg('Brand'), arial: avg('"Liberation Sans", Arial'), dejavu: avg('"DejaVu Sans"') };
  },
  { fontData, freq: FREQ },
);
await browser.close();

const pct = (n) => `${(n * 100).toFixed(2)}%`;
console.log(`Plus Jakarta Sans: unitsPerEm ${unitsPerEm}, ${useTypo ? 'OS/2 typo' : 'hhea'} ascent ${vertical.ascent}, descent ${vertical.descent}, line gap ${vertical.lineGap}`);
for (const [name, width] of [['Arial / Liberation Sans', widths.arial], ['DejaVu Sans', widths.dejavu]]) {
  const sizeAdjust = widths.brand / width;
  console.log(`\n${name}:`);
  console.log(`  size-adjust: ${pct(sizeAdjust)};`);
  console.log(`  ascent-override: ${pct(vertical.ascent / unitsPerEm / sizeAdjust)};`);
  console.log(`  descent-override: ${pct(vertical.descent / unitsPerEm / sizeAdjust)};`);
  console.log(`  line-gap-override: ${pct(vertical.lineGap / unitsPerEm / sizeAdjust)};`);
}
