// @vitest-environment node
import { existsSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { colourDistance, wordsOf } from './test-support.mjs';
import { portfolio, portfolioFrame } from '../../src/content/portfolio';
import { productCards } from '../../src/content/products/catalogue';
import { productsById } from '../../src/content/products/records';
import { site } from '../../src/content/site';
import { CARD_FIT, CARD_SCREENS, cardCrop, cutLines, fitCardCrop } from './jobs.mjs';
import { PHONE_TOP, PHONE_WIDTH, siteLabel } from './frames.mjs';
import { esc } from './kit.mjs';
import cardBoxes from './card-boxes.json' with { type: 'json' };

const dir = 'tools/screens/portfolio';
const modules = Object.fromEntries(
  await Promise.all(readdirSync(dir).filter((f) => f.endsWith('.mjs')).map(async (f) => [f.replace(/\.mjs$/, ''), (await import(`./portfolio/${f}`)).default])),
);


describe('portfolio screens (tools/screens/portfolio)', () => {
  it('has a screen for every entry and none for an entry that is gone', () => {
    expect(Object.keys(modules).sort()).toEqual(portfolio.map((e) => e.slug).sort());
  });

  it.each(portfolio.map((e) => [e.slug, e]))('%s: framed as the site frames it, in words and figures, with its own address', (slug, entry) => {
    const screen = modules[slug];
    expect(screen.frame).toBe(portfolioFrame(entry.categories));
    const html = screen.render(entry);
    const words = wordsOf(html);
    expect(words.length, 'readable words on the screen').toBeGreaterThan(40);
    expect(words.some((w) => /\d/.test(w)), 'a figure, a date or an ID').toBe(true);
    if (entry.url && screen.frame !== 'phone') expect(html).toContain(esc(siteLabel(new URL(entry.url).host)));
    expect(html, 'no placeholder address drawn').not.toMatch(/example\.(com|net|org)/);
    expect(existsSync(`public/images/portfolio/${slug}.webp`)).toBe(true);
  });

  it.each(portfolio.map((e) => [e.slug]))('%s: the card box it asks for is a close view, inside the canvas and at least half as large again', (slug) => {
    const entry = portfolio.find((e) => e.slug === slug);
    const html = modules[slug].render(entry);
    const box = cardCrop(modules[slug], html);
    // A phone is shown from side to side, its top in the box.
    const phoneLeft = Number(/class="f-phone" style="left:(\d+)px/.exec(html)?.[1] ?? NaN);
    if (modules[slug].frame === 'phone') {
      expect(phoneLeft).toBeGreaterThanOrEqual(box.x);
      expect(phoneLeft + PHONE_WIDTH).toBeLessThanOrEqual(box.x + box.w);
      expect(box.y).toBeLessThan(PHONE_TOP);
    }
    expect(box.x + box.w).toBeLessThanOrEqual(960);
    expect(box.y + box.h).toBeLessThanOrEqual(720);
    expect(box.h / box.w).toBe(0.75);
    expect(960 / box.w, 'magnification').toBeGreaterThanOrEqual(1.5);
    for (const width of ['', '-480', '-720']) expect(existsSync(`public/images/portfolio/${slug}-card${width}.avif`), `${slug}-card${width}`).toBe(true);
  });

  describe('fitting the card box to the screen (fitCardCrop)', () => {
    const laptop = { x: 70, y: 26, w: 820, h: 600 };
    const preferred = { x: 62, y: 18, w: 600 };

    it('keeps the preferred box where its edges cross no line of text', () => {
      const lines = [{ x: 120, y: 60, w: 200, h: 20 }];
      expect(fitCardCrop(preferred, 'laptop', { lines, device: laptop })).toEqual({ ...preferred, h: 450 });
    });

    it('moves the box off a word its right or bottom edge would cut, by the least it can', () => {
      // "AOC-4 is due on 30 Oct" across the right edge (662), and a line across the bottom edge (468).
      const lines = [
        { x: 600, y: 100, w: 120, h: 22 },
        { x: 100, y: 460, w: 200, h: 20 },
      ];
      expect(cutLines({ ...preferred, h: 450 }, lines)).toHaveLength(2);
      const box = fitCardCrop(preferred, 'laptop', { lines, device: laptop });
      expect(cutLines(box, lines)).toEqual([]);
      expect(box.w).toBeLessThanOrEqual(CARD_FIT.widest.laptop);
      // The laptop's corner stays in the box.
      expect(box.x).toBeLessThan(laptop.x);
      expect(box.y).toBeLessThan(laptop.y);
    });

    it('counts a whole line standing against an edge as cut: words keep some room from it', () => {
      expect(cutLines({ x: 0, y: 0, w: 600, h: 450 }, [{ x: 2, y: 100, w: 100, h: 20 }])).toHaveLength(1);
      expect(cutLines({ x: 0, y: 0, w: 600, h: 450 }, [{ x: 20, y: 100, w: 100, h: 20 }])).toHaveLength(0);
    });

    it("keeps a phone's top and both its sides, reaching across the canvas for a box that cuts none of its cards' words", () => {
      const phone = { x: 560, y: 14, w: PHONE_WIDTH, h: 692 };
      // A card left of the phone whose line runs from 73 to 354 px: the box must take it whole.
      const lines = [{ x: 73, y: 440, w: 281, h: 28 }];
      const box = fitCardCrop({ x: 280, y: 0, w: 640 }, 'phone', { lines, device: phone });
      expect(cutLines(box, lines)).toEqual([]);
      expect(box.x).toBeLessThan(phone.x);
      expect(box.x + box.w).toBeGreaterThan(phone.x + phone.w);
      expect(box.y).toBeLessThan(phone.y);
    });

    it('moves the box off an icon or a button its edge would slice; one may touch an edge', () => {
      // A button across the right edge (662) and an icon just inside the bottom edge (468).
      const atoms = [
        { x: 640, y: 120, w: 90, h: 32 },
        { x: 200, y: 444, w: 24, h: 24 },
      ];
      const box = fitCardCrop(preferred, 'laptop', { lines: [], atoms, device: laptop });
      expect(box).not.toEqual({ ...preferred, h: 450 });
      for (const atom of atoms) {
        const inside = atom.x >= box.x && atom.y >= box.y && atom.x + atom.w <= box.x + box.w && atom.y + atom.h <= box.y + box.h;
        const outside = atom.x >= box.x + box.w || atom.x + atom.w <= box.x || atom.y >= box.y + box.h || atom.y + atom.h <= box.y;
        expect(inside || outside, JSON.stringify(atom)).toBe(true);
      }
      expect(fitCardCrop(preferred, 'laptop', { lines: [], atoms: [{ x: 200, y: 440, w: 24, h: 28 }], device: laptop })).toEqual({ ...preferred, h: 450 });
    });

    it("gives up a laptop's corner and top only when every box that keeps them cuts a line", () => {
      // A line as wide as the canvas, 200 px down: every box from the laptop's top crosses it.
      const lines = [{ x: 10, y: 200, w: 940, h: 20 }];
      const box = fitCardCrop(preferred, 'laptop', { lines, device: laptop });
      expect(cutLines(box, lines)).toEqual([]);
      expect(box.y).toBeGreaterThanOrEqual(220);
    });

    it('says which lines it cannot keep whole rather than cutting one', () => {
      // Two lines as wide as the canvas, closer together than any box is tall: every box crosses one.
      const lines = [
        { x: 10, y: 200, w: 940, h: 20 },
        { x: 10, y: 480, w: 940, h: 20 },
      ];
      expect(() => fitCardCrop(preferred, 'laptop', { lines, device: laptop })).toThrow(/keeps every line and icon whole/);
    });
  });

  it.each(portfolio.map((e) => [e.slug]))('%s: its card was cut with a fitted box that keeps its device and stays a close view', (slug) => {
    const box = cardBoxes[slug];
    const screen = modules[slug];
    expect(box, 'recorded by generate.mjs').toBeDefined();
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.w).toBeLessThanOrEqual(960);
    expect(box.y + box.h).toBeLessThanOrEqual(720);
    expect(box.h).toBe(Math.round((box.w * 3) / 4));
    expect(box.w, 'no wider than its frame allows').toBeLessThanOrEqual(CARD_FIT.widest[screen.frame]);
    if (screen.frame === 'phone') {
      // The phone's top and both its sides in the box (its foot may be cut).
      const left = Number(/class="f-phone" style="left:(\d+)px/.exec(screen.render(portfolio.find((e) => e.slug === slug)))?.[1]);
      expect(box.x).toBeLessThanOrEqual(left - 4);
      expect(box.x + box.w).toBeGreaterThanOrEqual(left + PHONE_WIDTH + 4);
      expect(box.y).toBeLessThanOrEqual(PHONE_TOP - 4);
    }
  });

  it('refuses a card box that leaves the canvas', () => {
    expect(() => cardCrop({ frame: 'laptop', cardCrop: { x: 400, y: 18, w: 600 } })).toThrow(/leaves the 960×720 canvas/);
  });

  it('gives no two entries the same layout, so two projects never look alike', () => {
    const layouts = Object.values(modules).map((m) => m.layout);
    expect(new Set(layouts).size).toBe(layouts.length);
  });

  it('gives every entry its own accent: clearly apart within a frame, never twins across frames', () => {
    const entries = Object.entries(modules);
    for (const [i, [a, ma]] of entries.entries()) {
      for (const [b, mb] of entries.slice(i + 1)) {
        const d = colourDistance(ma.accent, mb.accent);
        expect(d, `${a} / ${b}`).toBeGreaterThan(ma.frame === mb.frame ? 0.07 : 0.035);
      }
    }
  });

  it('keeps neighbours of the list (the carousel’s next card) apart in colour', () => {
    for (let i = 1; i < portfolio.length; i++) {
      const [a, b] = [portfolio[i - 1].slug, portfolio[i].slug];
      expect(colourDistance(modules[a].accent, modules[b].accent), `${a} / ${b}`).toBeGreaterThan(0.07);
    }
  });
});

describe('product screens (tools/screens/products)', () => {
  const pageScreens = Object.values(productsById).flatMap((p) => p.screens?.items ?? []).map((s) => s.image.src.replace(/^\/images\/products\/|\.webp$/g, ''));
  const cardScreens = Object.values(CARD_SCREENS).flat();
  const heroScreens = Object.values(productsById).flatMap((p) => p.heroScreens ?? []);
  const names = [...new Set([...pageScreens, ...heroScreens, ...cardScreens])];
  const artOf = (card) => card.image.src.replace(/^\/images\/products\/|\.webp$/g, '');
  const pageArt = Object.values(productsById).map((p) => p.about.image.src);

  it('has a screen module for every screen a product page or card shows, and none that nothing shows', () => {
    expect(pageScreens.length).toBeGreaterThanOrEqual(9);
    const files = readdirSync('tools/screens/products').filter((f) => f.endsWith('.mjs')).map((f) => f.replace(/\.mjs$/, ''));
    expect(files.sort()).toEqual([...names].sort());
  });

  it('renders the picture of every Products card from screens: a product page’s, or the card’s own', () => {
    const withoutPage = productCards.filter((card) => !pageArt.includes(card.image.src));
    expect(withoutPage.map(artOf).sort()).toEqual(Object.keys(CARD_SCREENS).sort());
    for (const card of productCards.filter((c) => pageArt.includes(c.image.src))) {
      const product = Object.values(productsById).find((p) => p.about.image.src === card.image.src);
      expect(product?.screens?.items.length, card.key).toBeGreaterThanOrEqual(2);
    }
  });

  it.each(names)('%s: renders words and figures in the frame its module names', async (name) => {
    const screen = (await import(`./products/${name}.mjs`)).default;
    const card = productCards.find((c) => CARD_SCREENS[artOf(c)]?.includes(name));
    const product = card
      ? { ...card, url: site.products[card.key]?.url }
      : Object.values(productsById).find((p) => p.heroScreens?.includes(name) || p.screens?.items.some((s) => s.image.src.includes(`/${name}.webp`)));
    expect(['phone', 'browser', 'laptop']).toContain(screen.frame);
    const html = screen.render(product);
    const words = wordsOf(html);
    expect(words.length).toBeGreaterThan(30);
    expect(words.some((w) => /\d/.test(w))).toBe(true);
    if (product.url && screen.frame !== 'phone') expect(html).toContain(esc(siteLabel(new URL(product.url).host)));
    expect(html, 'no placeholder address drawn').not.toMatch(/example\.(com|net|org)/);
  });
});

describe('address bars', () => {
  it('show a real host as it is and a placeholder as the site\'s name, whatever port or trailing dot it carries', () => {
    expect(siteLabel('www.nirmaan.in')).toBe('www.nirmaan.in');
    expect(siteLabel('ca-firm.example.com')).toBe('Ledgerline & Associates');
    expect(siteLabel('ca-firm.example.com:8443')).toBe('Ledgerline & Associates');
    expect(siteLabel('CA-FIRM.example.com.')).toBe('Ledgerline & Associates');
    for (const host of ['made-up.example.com', 'made-up.example.com:8080', 'made-up.example.com.', 'localhost:3000', 'shop.test']) {
      expect(() => siteLabel(host), host).toThrow(/placeholder address/);
    }
  });
});
