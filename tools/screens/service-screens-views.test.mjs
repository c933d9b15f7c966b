// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faces } from './fonts.mjs';

const recordsDir = 'src/content/services/records';
const records = Object.fromEntries(
  readdirSync(recordsDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => [f.replace(/\.json$/, ''), JSON.parse(readFileSync(`${recordsDir}/${f}`, 'utf8'))]),
);
const dir = 'tools/screens/services';
const modules = Object.fromEntries(
  await Promise.all(
    (existsSync(dir) ? readdirSync(dir) : []).filter((f) => f.endsWith('.mjs')).map(async (f) => [f.replace(/\.mjs$/, ''), (await import(`./services/${f}`)).default]),
  ),
);
const slugs = Object.keys(modules);

/** sRGB hex → OKLab, where a distance of about 0.1 is a clearly different colour. */
function oklab(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s, 1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s, 0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s];
}
const distance = (a, b) => Math.hypot(...oklab(a).map((v, i) => v - oklab(b)[i]));
/** The words a screen shows: its HTML without tags, pictograms and styles. */
const wordsOf = (html) => html.replace(/<svg[\s\S]*?<\/svg>/g, ' ').replace(/<[^>]+>/g, ' ').match(/[\p{L}\p{N}][\p{L}\p{N}'’.,:/-]*/gu) ?? [];

describe('service screens (tools/screens/services)', () => {
  it('draws only services that exist', () => {
    for (const slug of slugs) expect(records[slug], `${slug}.mjs has no record in ${recordsDir}`).toBeDefined();
  });

  it.each(slugs)('%s: a hero and an intro, two different views in words and figures, no photographs', (slug) => {
    const { hero, intro } = modules[slug];
    const html = {};
    for (const [view, screen] of Object.entries({ hero, intro })) {
      expect(screen.accent, `${view} accent`).toMatch(/^#[0-9a-f]{6}$/i);
      expect(Object.keys(faces)).toContain(screen.font);
      for (const face of screen.faces ?? []) expect(Object.keys(faces)).toContain(face);
      expect(typeof screen.css).toBe('string');
      html[view] = screen.render(records[slug]);
      const words = wordsOf(html[view]);
      expect(words.length, `${view}: readable words`).toBeGreaterThan(40);
      expect(words.some((w) => /\d/.test(w)), `${view}: a figure, a date or an ID`).toBe(true);
      // Pictures of people or products would be photographs: screens draw everything.
      expect(html[view]).not.toMatch(/<img\b/);
    }
    // The hero and the intro are different pictures, not one drawn twice.
    const shared = new Set(wordsOf(html.hero));
    const introWords = wordsOf(html.intro);
    expect(introWords.filter((w) => shared.has(w)).length / introWords.length).toBeLessThan(0.6);
  });

  it.each(slugs)('%s: both pictures are written at the sizes the page asks for', (slug) => {
    for (const name of [`${slug}-hero`, `${slug}-hero-480`, slug, `${slug}-480`]) {
      for (const ext of ['webp', 'avif']) expect(existsSync(`public/images/services/${name}.${ext}`), `${name}.${ext}`).toBe(true);
    }
  });

  it('draws every service the site has: no page is left with drawn art', () => {
    expect(slugs.sort()).toEqual(Object.keys(records).sort());
  });

  it('gives every service its own colour, so two services are told apart at a glance', () => {
    for (const [i, a] of slugs.entries()) {
      for (const b of slugs.slice(i + 1)) expect(distance(modules[a].hero.accent, modules[b].hero.accent), `${a} / ${b}`).toBeGreaterThan(0.06);
    }
  });
});
