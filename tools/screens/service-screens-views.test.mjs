// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colourDistance, wordsOf } from './test-support.mjs';
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
      // A placeholder address (example.com) makes the example read as invented: its name shows instead.
      expect(html[view], `${view}: no placeholder address drawn`).not.toMatch(/example\.(com|net|org)/);
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
      for (const b of slugs.slice(i + 1)) expect(colourDistance(modules[a].hero.accent, modules[b].hero.accent), `${a} / ${b}`).toBeGreaterThan(0.06);
    }
  });
});
