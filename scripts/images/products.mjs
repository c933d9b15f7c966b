#!/usr/bin/env node
/**
 * Product art: hero art (800×600, variant 480) for each product page and a
 * card illustration (720×540, variant 480) for every product on the Products list. The one label
 * ("0%") is outlined in the brand face by ./type.mjs.
 * Run: node scripts/images/products.mjs  → public/images/products/
 */
import { bars, browser, circle, compose, line, palettes, path, phone, rect, textLines, quality, writeImages } from './art-kit.mjs';
import { theme } from './palette.mjs';
import { text } from './type.mjs';

const person = (x, y, c, colour) => circle(x, y - 8, 9, colour) + path(`M${x - 15} ${y + 16}a15 12 0 0 1 30 0`, colour, 5);

const motifs = {
  marketplace: (c) =>
    rect(20, 30, 150, 190, c.panel, 12, `stroke="${c.soft}" stroke-width="2"`) + circle(95, 80, 26, c.soft) + person(95, 84, c, c.accent2) + rect(50, 122, 90, 10, c.ink, 5) + textLines(45, 144, [100, 80], c, 14) + rect(50, 180, 90, 22, c.accent2, 11) +
    rect(230, 30, 150, 190, c.panel, 12, `stroke="${c.soft}" stroke-width="2"`) + rect(250, 54, 110, 60, c.paper, 8) + rect(262, 70, 44, 28, c.accent, 4) + rect(312, 70, 36, 10, c.line, 4) + rect(250, 126, 80, 10, c.ink, 5) + textLines(250, 148, [110, 90], c, 14) + rect(250, 180, 110, 22, c.accent, 11) +
    path('M170 125 C190 100 210 100 230 125', c.ink, 3) + path('M224 114 l6 11 -12 2', c.ink, 3) +
    `<g transform="translate(150 240)">${circle(50, 22, 22, c.accent)}${text('0%', 50, 29, { size: 20, weight: 700, anchor: 'middle', fill: theme.white })}${rect(80, 12, 40, 20, c.soft, 10)}${rect(-20, 12, 40, 20, c.soft, 10)}</g>`,
  'real-estate': (c) =>
    rect(20, 120, 90, 160, c.soft, 6) + rect(120, 60, 110, 220, c.ink, 6) + rect(240, 140, 130, 140, c.soft, 6) +
    Array.from({ length: 12 }, (_, i) => rect(136 + (i % 3) * 32, 80 + Math.floor(i / 3) * 40, 18, 24, i === 4 ? c.accent : c.line, 3, 'opacity="0.8"')).join('') +
    Array.from({ length: 6 }, (_, i) => rect(34 + (i % 2) * 36, 140 + Math.floor(i / 2) * 40, 22, 24, c.panel, 3)).join('') +
    path('M250 140 L305 100 L360 140', c.accent, 6) + rect(290, 220, 30, 60, c.accent, 4) + rect(256, 170, 26, 26, c.panel, 3) + rect(328, 170, 26, 26, c.panel, 3) +
    line(0, 282, 400, 282, c.line, 4) +
    `<g transform="translate(300 6)">${path('M30 80 C30 80 0 46 0 30 a30 30 0 0 1 60 0 C60 46 30 80 30 80z', c.accent, 2, c.accent)}${circle(30, 30, 12, c.panel)}</g>` +
    `<g transform="translate(14 20)">${rect(0, 0, 70, 70, c.panel, 8, `stroke="${c.ink}" stroke-width="3"`)}${[[8, 8], [44, 8], [8, 44]].map(([x, y]) => rect(x, y, 18, 18, c.ink, 2)).join('')}${rect(46, 46, 8, 8, c.ink, 1)}${rect(56, 56, 8, 8, c.ink, 1)}${rect(32, 32, 6, 6, c.ink, 1)}</g>`,
  'women-marketplace': (c) =>
    `<g transform="translate(30 20)">${path('M40 70 v-20 a40 40 0 0 1 80 0 v20', c.ink, 6)}${path('M0 70 H160 L146 250 H14 Z', c.accent, 2, c.accent)}${circle(80, 150, 30, c.paper)}${path('M80 170 C60 155 62 136 80 146 C98 136 100 155 80 170z', c.accent, 2, c.accent)}</g>` +
    phone(230, 30, 130, 250, c, rect(10, 12, 98, 60, c.paper, 8) + circle(36, 42, 14, c.accent) + textLines(56, 34, [40, 30], c, 12) +
      Array.from({ length: 4 }, (_, i) => rect(10 + (i % 2) * 52, 84 + Math.floor(i / 2) * 56, 46, 48, i === 3 ? c.paper : c.soft, 6)).join('') + rect(10, 200, 98, 20, c.accent2, 10)) +
    `<g transform="translate(190 230)">${rect(0, 0, 80, 50, c.panel, 8, `stroke="${c.accent2}" stroke-width="3"`)}${path('M14 26l10 10 20-22', c.accent2, 5)}${rect(50, 16, 20, 6, c.line, 3)}${rect(50, 28, 16, 6, c.line, 3)}</g>`,
  'e-commerce-app': (c) =>
    phone(40, 20, 130, 260, c, rect(10, 12, 98, 24, c.soft, 6) + Array.from({ length: 4 }, (_, i) => rect(10 + (i % 2) * 52, 46 + Math.floor(i / 2) * 70, 46, 62, i === 0 ? c.paper : c.soft, 6)).join('') + rect(10, 196, 98, 22, c.accent, 11)) +
    browser(190, 40, 200, 150, c, bars(20, 110, [40, 60, 50, 80, 94], c, 18, 14) + rect(20, 112, 160, 2, c.line, 1)) +
    `<g transform="translate(210 210)">${rect(0, 0, 170, 60, c.panel, 10, `stroke="${c.soft}" stroke-width="2"`)}${circle(30, 30, 16, c.accent2)}${path('M22 30l6 6 10-12', theme.white, 3)}${rect(56, 20, 90, 8, c.ink, 4)}${rect(56, 34, 64, 8, c.line, 4)}</g>`,
  directory: (c) =>
    rect(10, 20, 380, 260, c.soft, 14) +
    path('M10 110 C90 90 140 150 220 120 S330 80 390 110', c.panel, 14) + path('M150 20 C170 100 130 180 170 280', c.panel, 12) + path('M10 220 H390', c.panel, 10) +
    [[90, 70, c.accent2], [260, 190, c.accent2], [320, 60, c.ink]].map(([x, y, col]) => `<g transform="translate(${x - 14} ${y - 36})">${path('M14 40 C14 40 0 22 0 14 a14 14 0 0 1 28 0 C28 22 14 40 14 40z', col, 2, col)}${circle(14, 14, 5, c.panel)}</g>`).join('') +
    `<g transform="translate(160 90)">${circle(40, 40, 60, c.accent, 'opacity="0.18"')}${path('M40 96 C40 96 0 56 0 36 a40 40 0 0 1 80 0 C80 56 40 96 40 96z', c.accent, 2, c.accent)}${circle(40, 36, 15, c.panel)}</g>`,
};

const out = 'public/images/products';
const heroes = ['marketplace', 'real-estate', 'women-marketplace'];
for (const [name, motif] of Object.entries(motifs)) {
  if (heroes.includes(name)) await writeImages(out, `${name}-hero`, compose('hero', motif(palettes.hero), palettes.hero), [480], quality.hero);
  await writeImages(out, name, compose('art', motif(palettes.art), palettes.art), [480], quality.art);
}
console.log(`product images written to ${out}/`);
