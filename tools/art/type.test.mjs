// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { FACES, font, measure, pathData, text } from './type.mjs';

/** Absolute points an SVG path visits (m, l, h, v, q, c and z, relative or absolute). */
function points(d) {
  const out = [];
  let x = 0;
  let y = 0;
  let sx = 0;
  let sy = 0;
  const arity = { m: 2, l: 2, h: 1, v: 1, q: 4, c: 6, z: 0 };
  for (const [, cmd, args] of d.matchAll(/([mlhvqcz])([^mlhvqcz]*)/gi)) {
    const nums = (args.match(/-?(?:\d+\.?\d*|\.\d+)/g) ?? []).map(Number);
    const lower = cmd.toLowerCase();
    const rel = cmd === lower;
    if (lower === 'z') {
      x = sx;
      y = sy;
      out.push([x, y]);
      continue;
    }
    for (let i = 0; i < nums.length; i += arity[lower]) {
      const a = nums.slice(i, i + arity[lower]);
      if (lower === 'h') x = (rel ? x : 0) + a[0];
      else if (lower === 'v') y = (rel ? y : 0) + a[0];
      else {
        x = (rel ? x : 0) + a[a.length - 2];
        y = (rel ? y : 0) + a[a.length - 1];
      }
      if (lower === 'm' && i === 0) {
        sx = x;
        sy = y;
      }
      out.push([+x.toFixed(6), +y.toFixed(6)]);
    }
  }
  return out;
}

describe('outlined text', () => {
  it('writes compact relative path data that lands on the rounded absolute points', () => {
    const commands = [
      { type: 'M', x: 10.04, y: 20.06 },
      { type: 'L', x: 15.55, y: 20.06 },
      { type: 'L', x: 15.55, y: 12.3 },
      { type: 'L', x: 15.55, y: 12.3 },
      { type: 'Q', x1: 14.2, y1: 10.0, x: 12.25, y: 10.44 },
      { type: 'C', x1: 11, y1: 11, x2: 10.5, y2: 12.96, x: 10.04, y: 14 },
      { type: 'Z' },
      { type: 'M', x: 30, y: 20 },
      { type: 'L', x: 29.5, y: 19.5 },
      { type: 'Z' },
    ];
    const d = pathData(commands, 1);
    expect(d).toBe('m10 20.1h5.6v-7.8q-1.4-2.3-3.3-1.9c-1.3.6-1.8 2.6-2.3 3.6zm20-.1-.5-.5z');
    expect(points(d)).toEqual([[10, 20.1], [15.6, 20.1], [15.6, 12.3], [12.3, 10.4], [10, 14], [10, 20.1], [30, 20], [29.5, 19.5], [30, 20]]);
  });

  it('outlines a word in the brand face as one path, with the rupee sign taken from latin-ext', () => {
    const svg = text('₹18,900 June', 20, 40, { size: 24, fill: '#000' });
    expect(svg).toMatch(/^<path d="m[^"]+" fill="#000"\/>$/);
    const xs = points(/d="([^"]+)"/.exec(svg)[1]).map(([x]) => x);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(20);
    expect(Math.max(...xs)).toBeLessThanOrEqual(20 + measure('₹18,900 June', { size: 24 }) + 0.1);
  });

  it('centres and right-aligns by the measured width, and squeezes a run to maxWidth', () => {
    const w = measure('Upcoming', { size: 20 });
    const xsOf = (svg) => points(/d="([^"]+)"/.exec(svg)[1]).map(([x]) => x);
    const mid = xsOf(text('Upcoming', 100, 50, { size: 20, anchor: 'middle' }));
    expect((Math.min(...mid) + Math.max(...mid)) / 2).toBeCloseTo(100, 0);
    expect(Math.max(...xsOf(text('Upcoming', 100, 50, { size: 20, anchor: 'end' })))).toBeLessThanOrEqual(100.1);
    const squeezed = xsOf(text('Upcoming', 0, 50, { size: 20, maxWidth: w / 2 }));
    expect(Math.max(...squeezed)).toBeLessThanOrEqual(w / 2 + 0.1);
    expect(measure('Upcoming', { size: 40 })).toBeCloseTo(2 * w, 5);
    expect(measure('AB', { size: 20, letterSpacing: 3 })).toBeCloseTo(measure('AB', { size: 20 }) + 3, 5);
  });

  it('loads every face it names from its package', () => {
    for (const face of Object.keys(FACES)) expect(font(face, face === 'dm-serif' ? 400 : 700)[0].unitsPerEm, face).toBeGreaterThan(0);
    expect(() => font('no-such-face')).toThrow(/no face/);
  });

  it('leaves no <text> or font-family in the image scripts and the client logos', () => {
    const files = [
      ...readdirSync('tools/art').filter((f) => f.endsWith('.mjs') && !f.endsWith('.test.mjs')).map((f) => `tools/art/${f}`),
      ...readdirSync('public/images/clients').map((f) => `public/images/clients/${f}`),
      'public/favicon.svg',
    ];
    for (const file of files) expect(readFileSync(file, 'utf8'), file).not.toMatch(/<text[\s>]|font-family/);
  });
});
