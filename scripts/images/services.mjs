#!/usr/bin/env node
/**
 * Service page art: for each service hero art (800×600, variant 480) and a
 * section illustration (720×540, variant 480), drawn from one SVG motif per service. Its few
 * characters (step numbers, "</>") are outlined in the brand face by ./type.mjs.
 * Run: node scripts/images/services.mjs  → public/images/services/
 */
import { bars, browser, circle, compose, line, palettes, path, phone, rect, textLines, quality, writeImages } from './art-kit.mjs';
import { theme } from './palette.mjs';
import { text } from './type.mjs';

const tiles = (x, y, cols, rows, w, h, c, gap = 8) =>
  Array.from({ length: cols * rows }, (_, i) =>
    rect(x + (i % cols) * (w + gap), y + Math.floor(i / cols) * (h + gap), w, h, i === 1 ? c.paper : c.soft, 5),
  ).join('');

const motifs = {
  'e-commerce-application': (c) =>
    browser(0, 20, 280, 200, c, tiles(14, 14, 3, 2, 76, 62, c) + rect(14, 150, 120, 10, c.line, 5, 'opacity="0.5"')) +
    phone(250, 70, 110, 210, c, tiles(8, 10, 2, 2, 40, 44, c, 6) + rect(8, 120, 82, 22, c.accent, 6) + textLines(8, 156, [70, 50], c)) +
    `<g transform="translate(320 10)">${circle(30, 30, 30, c.accent)}${path('M14 22h6l6 18h16l5-13H23', theme.white, 3)}${circle(29, 46, 3, theme.white)}${circle(41, 46, 3, theme.white)}</g>`,
  'intranet-applications': (c) => {
    const nodes = [[60, 60], [340, 60], [40, 230], [360, 230], [200, 270]];
    return nodes.map(([x, y]) => line(200, 150, x, y, c.line, 2)).join('') +
      rect(150, 95, 100, 110, c.ink, 12) + textLines(165, 115, [70, 70, 70, 70], { ...c, line: c.soft }, 20, 8) + circle(235, 185, 5, c.accent2) +
      nodes.map(([x, y], i) => circle(x, y, 26, c.panel, `stroke="${i % 2 ? c.accent : c.accent2}" stroke-width="4"`) + circle(x, y - 5, 7, c.ink) + path(`M${x - 11} ${y + 13}a11 9 0 0 1 22 0`, c.ink, 3)).join('') +
      `<g transform="translate(290 120)">${rect(0, 14, 44, 36, c.accent, 6)}${path('M9 14v-6a13 13 0 0 1 26 0v6', c.accent, 5)}${circle(22, 32, 5, theme.white)}</g>`;
  },
  'business-website': (c) =>
    browser(10, 10, 380, 270, c,
      rect(16, 14, 60, 10, c.accent, 4) +
      [0, 1, 2, 3].map((i) => rect(200 + i * 40, 14, 30, 8, i === 0 ? c.accent : c.line, 4, 'opacity="0.7"')).join('') +
      rect(16, 40, 348, 92, c.soft, 8) + rect(34, 62, 150, 14, c.ink, 6) + textLines(34, 88, [190, 150], c) + rect(34, 106, 70, 16, c.accent, 8) +
      [0, 1, 2].map((i) => rect(16 + i * 120, 146, 108, 86, c.paper, 8) + circle(40 + i * 120, 168, 10, c.accent2) + textLines(30 + i * 120, 188, [80, 60, 70], c, 12)).join('')),
  'enterprise-resource-planning': (c) =>
    rect(0, 10, 400, 280, c.panel, 14, `stroke="${c.soft}" stroke-width="2"`) + rect(0, 10, 80, 280, c.ink, 14) + rect(60, 10, 20, 280, c.ink, 0) +
    [0, 1, 2, 3, 4, 5].map((i) => rect(18, 40 + i * 36, 44, 10, i === 1 ? c.accent : c.line, 5, 'opacity="0.8"')).join('') +
    [0, 1, 2].map((i) => rect(100 + i * 96, 30, 84, 56, c.soft, 8) + rect(112 + i * 96, 44, 40, 8, c.line, 4) + rect(112 + i * 96, 60, 56, 14, i === 0 ? c.accent : c.ink, 4)).join('') +
    rect(100, 104, 180, 166, c.bg, 8) + bars(120, 250, [60, 90, 70, 120, 100], c, 20, 12) +
    `<g transform="translate(340 180)">${circle(0, 0, 44, c.soft)}${path('M0 0 L0 -44 A44 44 0 0 1 41 16 Z', c.accent, 1, c.accent)}${path('M0 0 L41 16 A44 44 0 0 1 -20 39 Z', c.accent2, 1, c.accent2)}${circle(0, 0, 18, c.panel)}</g>`,
  'web-design': (c) =>
    browser(0, 10, 270, 200, c, rect(14, 14, 242, 60, c.paper, 8) + rect(28, 30, 110, 12, c.accent, 6) + rect(14, 86, 116, 78, c.soft, 8) + rect(140, 86, 116, 36, c.soft, 8) + rect(140, 128, 116, 36, c.soft, 8)) +
    phone(280, 60, 100, 190, c, rect(8, 10, 72, 40, c.paper, 6) + rect(8, 58, 72, 50, c.soft, 6) + textLines(8, 120, [66, 50, 60], c, 12)) +
    [c.ink, c.accent, c.accent2, c.soft].map((col, i) => circle(40 + i * 44, 260, 16, col, `stroke="${c.panel}" stroke-width="3"`)).join(''),
  'ui-ux-design': (c) =>
    [0, 1, 2, 3].map((i) => {
      const x = 8 + i * 98;
      return rect(x, 40, 84, 150, c.panel, 10, `stroke="${i === 3 ? c.accent : c.soft}" stroke-width="${i === 3 ? 3 : 2}" ${i < 2 ? 'stroke-dasharray="6 5"' : ''}`) +
        rect(x + 10, 54, 64, i === 0 ? 8 : 30, i >= 2 ? c.soft : c.bg, 4) + textLines(x + 10, 100, [60, 44, 56], c, 14) + rect(x + 10, 150, 40, 16, i === 3 ? c.accent : c.line, 8, 'opacity="0.8"') +
        circle(x + 42, 226, 18, i === 3 ? c.accent : c.accent2) + text(String(i + 1), x + 42, 232, { size: 17, weight: 700, anchor: 'middle', fill: theme.white }) +
        (i < 3 ? path(`M${x + 66} 226 H${x + 120}`, c.line, 2) : '');
    }).join('') + path('M40 24 C140 -6 260 -6 360 24', c.accent, 3) + path('M350 14 l10 10 -14 4', c.accent, 3),
  'mobile-development': (c) =>
    phone(60, 10, 130, 260, c, rect(10, 12, 98, 70, c.soft, 8) + circle(34, 46, 14, c.accent) + [0, 1, 2].map((i) => rect(10, 96 + i * 34, 98, 26, c.bg, 6) + circle(24, 109 + i * 34, 7, i === 0 ? c.accent2 : c.line)).join('') + rect(10, 206, 98, 20, c.accent, 10)) +
    phone(210, 50, 130, 240, c, bars(16, 90, [30, 50, 40, 70], c, 16, 8) + path('M16 130 h90', c.line, 2) + textLines(16, 142, [90, 70, 84], c, 14) + rect(16, 188, 90, 22, c.accent2, 11)) +
    `<g transform="translate(350 20)">${circle(18, 18, 18, c.accent)}${path('M10 18l6 6 11-12', theme.white, 4)}</g>`,
  'web-development': (c) =>
    rect(0, 20, 400, 250, c.ink, 14) + rect(0, 20, 400, 30, c.soft, 14) + rect(0, 36, 400, 14, c.soft, 0) + circle(20, 35, 5, c.accent) + circle(36, 35, 5, c.line) + circle(52, 35, 5, c.line) +
    [[30, 80, c.accent], [30, 104, c.line], [30, 128, c.accent2], [30, 152, c.line], [30, 176, c.accent], [30, 200, c.line], [30, 224, c.accent2]].map(([x, y, col], i) =>
      rect(x + (i % 3) * 20, y, [90, 170, 120, 200, 80, 150, 110][i], 9, col, 4, 'opacity="0.9"')).join('') +
    text('</>', 300, 190, { size: 76, weight: 800, anchor: 'middle', fill: c.accent }),
};


const out = 'public/images/services';
for (const [slug, motif] of Object.entries(motifs)) {
  await writeImages(out, `${slug}-hero`, compose('hero', motif(palettes.hero), palettes.hero), [480], quality.hero);
  await writeImages(out, slug, compose('art', motif(palettes.art), palettes.art), [480], quality.art);
}
console.log(`service images written to ${out}/ (${Object.keys(motifs).length} services)`);
