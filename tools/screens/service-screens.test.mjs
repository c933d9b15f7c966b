// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { closeCutsSide } from '../../src/content/services/shared';
import { faces } from './fonts.mjs';

const dir = 'tools/screens/services';
const recordsDir = 'src/content/services/records';
const slugs = readdirSync(dir)
  .filter((file) => file.endsWith('.mjs'))
  .map((file) => file.replace(/\.mjs$/, ''));
const record = (slug) => JSON.parse(readFileSync(`${recordsDir}/${slug}.json`, 'utf8'));
const modules = Object.fromEntries(await Promise.all(slugs.map(async (slug) => [slug, (await import(`./services/${slug}.mjs`)).default])));

/** The words a screen shows: its HTML without pictograms, styles and tags. */
const wordsOf = (html) => html.replace(/<svg[\s\S]*?<\/svg>/g, ' ').replace(/<[^>]+>/g, ' ').match(/[\p{L}\p{N}₹][\p{L}\p{N}'’.,:/–-]*/gu) ?? [];

/**
 * Platforms a screen may look like but never name: the pictures show our own generic views of a
 * search console, an ads manager or a social network, not theirs.
 */
const PLATFORMS = /\b(Google|Bing|Facebook|Instagram|LinkedIn|YouTube|WhatsApp|Twitter|Threads|Pinterest|Shopify|Magento|WooCommerce|WordPress|Razorpay|Paytm|PhonePe|GPay)\b/;

describe('service screens (tools/screens/services)', () => {
  it("tells the site which close views cut a window's right side: every intro that is not a phone", () => {
    const intros = slugs.filter((slug) => modules[slug].intro);
    expect(intros.length).toBeGreaterThan(10);
    for (const slug of intros) expect(closeCutsSide(slug), slug).toBe(modules[slug].intro.frame !== 'phone');
  });

  it('draws only services the site has', () => {
    expect(slugs.length).toBeGreaterThan(0);
    for (const slug of slugs) expect(existsSync(`${recordsDir}/${slug}.json`), slug).toBe(true);
  });

  it.each(slugs)('%s: a hero view and a different intro view, each in words and figures from a known frame and face', (slug) => {
    const { hero, intro } = modules[slug];
    const service = record(slug);
    const views = [hero, intro].map((screen) => {
      expect(['phone', 'browser', 'laptop', 'board']).toContain(screen.frame);
      expect(screen.accent).toMatch(/^#[0-9a-f]{6}$/i);
      for (const face of [screen.font, ...(screen.faces ?? [])]) expect(Object.keys(faces)).toContain(face);
      const words = wordsOf(screen.render(service));
      expect(words.length, 'readable words').toBeGreaterThan(40);
      expect(words.some((word) => /\d/.test(word)), 'a figure or a date').toBe(true);
      return new Set(words);
    });
    // Two views, not one drawn twice: most of what the intro says is not in the hero.
    const [heroWords, introWords] = views;
    const shared = [...introWords].filter((word) => heroWords.has(word) && word.length > 3);
    expect(shared.length / introWords.size).toBeLessThan(0.4);
  });

  it.each(slugs)('%s: names no real platform', (slug) => {
    const { hero, intro } = modules[slug];
    for (const screen of [hero, intro]) {
      const text = wordsOf(screen.render(record(slug))).join(' ');
      expect(text).not.toMatch(PLATFORMS);
    }
  });
});
