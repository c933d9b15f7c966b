// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

/**
 * The brand face ships only the characters of its `unicode-range` (src/styles/_fonts.scss, made
 * by tools/fonts/subset-brand-font.sh). A character outside it still shows, in the fallback face,
 * which looks wrong in a heading: these tests fail when the copy uses one, and when the font file
 * and the declared range part ways.
 */
const SRC = join(process.cwd(), 'src');
const FONTS_SCSS = readFileSync(join(SRC, 'styles', '_fonts.scss'), 'utf8');
const FONT_FILE = join(SRC, 'assets', 'fonts', 'plus-jakarta-sans-400-800.woff2');
/** The npm package's file the subset is cut from: characters it lacks come from the fallback anyway. */
const SOURCE_FONT = join(process.cwd(), 'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2');

function declaredRange(): [number, number][] {
  const range = /unicode-range:\s*([^;]+);/.exec(FONTS_SCSS)?.[1];
  if (!range) throw new Error('no unicode-range in _fonts.scss');
  return range.split(',').map((part) => {
    const [from, to = from] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(from ?? '', 16), parseInt(to ?? '', 16)];
  });
}

const inRange = (code: number, ranges: [number, number][]) => ranges.some(([from, to]) => code >= from && code <= to);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|json)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The characters a font's cmap maps (WOFF2: the cmap table is stored untransformed). */
function fontCharacters(file: string): Set<number> {
  const woff2 = readFileSync(file);
  expect(woff2.subarray(0, 4).toString('latin1')).toBe('wOF2');
  const numTables = woff2.readUInt16BE(12);
  let offset = 48;
  let position = 0;
  let cmap: { at: number; length: number } | null = null;
  const base128 = () => {
    let value = 0;
    for (;;) {
      const byte = woff2[offset++] ?? 0;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
  };
  const KNOWN = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep'];
  for (let i = 0; i < numTables; i += 1) {
    const flags = woff2[offset++] ?? 0;
    const known = flags & 0x3f;
    let tag = KNOWN[known] ?? '';
    if (known === 0x3f) {
      tag = woff2.subarray(offset, offset + 4).toString('latin1');
      offset += 4;
    }
    const transformVersion = (flags >> 6) & 3;
    const length = base128();
    const transformed = tag === 'glyf' || tag === 'loca' ? transformVersion === 0 : transformVersion !== 0;
    const stored = transformed ? base128() : length;
    if (tag === 'cmap') cmap = { at: position, length };
    position += stored;
  }
  if (!cmap) throw new Error('no cmap table');
  const data = brotliDecompressSync(woff2.subarray(offset));
  const table = data.subarray(cmap.at, cmap.at + cmap.length);
  const characters = new Set<number>();
  for (let i = 0; i < table.readUInt16BE(2); i += 1) {
    const sub = table.readUInt32BE(4 + i * 8 + 4);
    if (table.readUInt16BE(sub) !== 4) continue;
    const segments = table.readUInt16BE(sub + 6) / 2;
    const ends = sub + 14;
    const starts = ends + segments * 2 + 2;
    for (let s = 0; s < segments; s += 1) {
      const end = table.readUInt16BE(ends + s * 2);
      for (let c = table.readUInt16BE(starts + s * 2); c <= end && c !== 0xffff; c += 1) characters.add(c);
    }
  }
  return characters;
}

describe('the brand face and the characters of the copy', () => {
  it('every character of the source text (content, pages, components) the face can draw is in the declared range', () => {
    const ranges = declaredRange();
    const drawable = fontCharacters(SOURCE_FONT);
    const outside: string[] = [];
    for (const file of sourceFiles(SRC)) {
      for (const char of new Set(readFileSync(file, 'utf8'))) {
        const code = char.codePointAt(0) ?? 0;
        if (code < 0x20 || inRange(code, ranges) || !drawable.has(code)) continue;
        outside.push(`${relative(SRC, file)}: "${char}" U+${code.toString(16).toUpperCase().padStart(4, '0')}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it('the font file has a glyph for every character of the declared range, and not many more', () => {
    const characters = fontCharacters(FONT_FILE);
    const missing = declaredRange()
      .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (_, i) => from + i))
      .filter((code) => !characters.has(code));
    expect(missing.map((code) => `U+${code.toString(16).toUpperCase()}`)).toEqual([]);
    expect(characters.size).toBeLessThan(200);
  });
});
