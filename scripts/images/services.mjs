#!/usr/bin/env node
/**
 * Service page art: for each service hero art (800×600, variant 480) and a
 * section illustration (720×540, variant 480), drawn from one SVG motif per service. The services
 * whose pictures are rendered screens (tools/screens/services/<slug>.mjs) have no motif here, so
 * this script never overwrites them.
 * Run: node scripts/images/services.mjs  → public/images/services/
 */
import { bars, circle, compose, line, palettes, path, rect, textLines, quality, writeImages } from './art-kit.mjs';
import { theme } from './palette.mjs';

const tiles = (x, y, cols, rows, w, h, c, gap = 8) =>
  Array.from({ length: cols * rows }, (_, i) =>
    rect(x + (i % cols) * (w + gap), y + Math.floor(i / cols) * (h + gap), w, h, i === 1 ? c.paper : c.soft, 5),
  ).join('');

const motifs = {
  'blogs-service': (c) =>
    rect(60, 10, 230, 280, c.panel, 12, `stroke="${c.soft}" stroke-width="2"`) + rect(80, 30, 190, 80, c.soft, 8) +
    path('M92 100l40-40 30 28 22-18 36 30', c.accent2, 4) + circle(236, 52, 10, c.accent) +
    rect(80, 126, 150, 12, c.ink, 5) + textLines(80, 152, [190, 176, 190, 150, 184, 120], c, 18) +
    `<g transform="translate(290 60) rotate(35)">${rect(0, 0, 22, 170, c.accent, 6)}${path('M0 170l11 28 11-28z', c.ink, 2, c.ink)}${rect(0, 0, 22, 26, c.ink, 6)}</g>`,
  'search-engine-optimization': (c) =>
    rect(10, 40, 300, 240, c.panel, 12, `stroke="${c.soft}" stroke-width="2"`) + bars(40, 250, [50, 80, 70, 110, 140, 185], c, 30, 14) +
    path('M50 190 L95 160 L140 168 L185 120 L230 90 L275 50', c.accent2, 4) + circle(275, 50, 7, c.accent2) +
    `<g transform="translate(250 150)">${circle(60, 60, 56, c.panel, `stroke="${c.ink}" stroke-width="12"`)}${circle(60, 60, 44, c.paper, 'opacity="0.7"')}${line(100, 100, 140, 140, c.ink, 18)}${path('M38 70l14-16 14 10 18-24', c.accent, 5)}</g>`,
  'social-media-optimization': (c) =>
    rect(100, 20, 200, 260, c.panel, 14, `stroke="${c.soft}" stroke-width="2"`) + rect(100, 20, 200, 70, c.soft, 14) + rect(100, 70, 200, 20, c.soft, 0) +
    circle(200, 92, 32, c.paper, `stroke="${c.panel}" stroke-width="6"`) + circle(200, 84, 11, c.accent) + path('M182 110a18 14 0 0 1 36 0', c.accent, 5) +
    rect(150, 138, 100, 12, c.ink, 6) + textLines(130, 162, [140, 110], c) + [0, 1, 2].map((i) => rect(124 + i * 54, 200, 44, 44, i === 1 ? c.paper : c.soft, 8)).join('') +
    [[40, 70], [360, 80], [30, 230], [370, 220]].map(([x, y], i) => line(x, y, x < 200 ? 100 : 300, y < 150 ? 90 : 200, c.line, 2) + circle(x, y, 18, i % 2 ? c.accent : c.accent2)).join(''),
  'pay-per-click': (c) =>
    rect(20, 30, 280, 120, c.panel, 12, `stroke="${c.soft}" stroke-width="2"`) + rect(40, 50, 34, 18, c.accent, 4) + rect(84, 52, 150, 12, c.ink, 5) + textLines(40, 82, [230, 200, 160], c) + rect(40, 120, 90, 18, c.accent2, 9) +
    rect(20, 170, 280, 110, c.panel, 12, `stroke="${c.soft}" stroke-width="2"`) + bars(44, 260, [30, 45, 40, 62, 74], c, 26, 16) +
    `<g transform="translate(250 110)">${path('M0 0l0 70 18-16 14 30 14-6-14-30 24-2z', c.ink, 3, c.panel)}</g>` +
    `<g transform="translate(320 190)">${circle(36, 36, 36, c.accent)}${path('M22 22h28M22 34h28M30 22c16 0 16 24 0 24l22 20', theme.white, 4)}</g>`,
  'linkedin-marketing': (c) =>
    [[20, 40], [220, 20], [140, 170]].map(([x, y], i) =>
      rect(x, y, 170, 100, c.panel, 10, `stroke="${c.soft}" stroke-width="2"`) + circle(x + 34, y + 36, 18, i === 2 ? c.accent : c.soft) + rect(x + 62, y + 24, 90, 10, c.ink, 5) + textLines(x + 62, y + 44, [80, 60], c, 12) + rect(x + 16, y + 70, 60, 16, i === 2 ? c.accent2 : c.line, 8, 'opacity="0.8"')).join('') +
    path('M190 90 C205 90 205 70 220 70', c.accent, 3) + path('M105 140 C105 190 120 210 140 215', c.accent, 3) + path('M305 120 C305 170 300 200 310 200', c.accent, 3) +
    `<g transform="translate(340 140)">${rect(0, 12, 50, 36, c.ink, 6)}${rect(16, 0, 18, 14, 'none', 4, `stroke="${c.ink}" stroke-width="4"`)}${line(0, 28, 50, 28, c.accent, 3)}</g>`,
  'social-media-marketing': (c) =>
    rect(10, 20, 220, 150, c.panel, 14, `stroke="${c.soft}" stroke-width="2"`) + path('M50 170l-10 30 40-30', c.soft, 2, c.panel) + rect(30, 40, 180, 80, c.soft, 8) + circle(70, 80, 16, c.accent) + textLines(30, 134, [160, 120], c) +
    rect(180, 130, 200, 130, c.ink, 14) + rect(200, 150, 110, 10, c.panel, 5) + rect(200, 172, 150, 8, c.line, 4) + rect(200, 190, 130, 8, c.line, 4) +
    `<g transform="translate(210 216)">${path('M12 22 C-6 8 6 -6 12 4 C18 -6 30 8 12 22z', c.accent, 2, c.accent)}${rect(34, 6, 40, 10, c.accent2, 5)}</g>` +
    `<g transform="translate(280 20)">${rect(0, 0, 100, 90, c.panel, 10, `stroke="${c.soft}" stroke-width="2"`)}${rect(0, 0, 100, 22, c.accent, 10)}${rect(0, 12, 100, 10, c.accent, 0)}${[0, 1, 2, 3, 4, 5].map((i) => rect(12 + (i % 3) * 28, 32 + Math.floor(i / 3) * 26, 18, 16, i === 4 ? c.accent2 : c.soft, 3)).join('')}</g>`,
  'e-commerce-application-service': (c) =>
    `<g transform="translate(40 30)">${path('M0 60 L20 0 H300 L320 60 Z', c.accent, 2, c.accent)}${[0, 1, 2, 3].map((i) => path(`M${i * 80} 60 a40 22 0 0 0 80 0`, c.accent, 2, i % 2 ? c.paper : c.accent)).join('')}
      ${rect(10, 82, 300, 170, c.panel, 6, `stroke="${c.soft}" stroke-width="2"`)}${rect(30, 100, 150, 110, c.soft, 6)}${tiles(44, 114, 2, 2, 56, 36, c, 10)}
      ${rect(200, 100, 90, 152, c.ink, 6)}${circle(276, 176, 5, c.accent)}${rect(0, 252, 320, 10, c.line, 4)}</g>` +
    `<g transform="translate(8 210)">${rect(0, 0, 72, 40, c.panel, 8, `stroke="${c.accent2}" stroke-width="3"`)}${rect(10, 12, 52, 6, c.accent2, 3)}${rect(10, 24, 34, 6, c.line, 3)}</g>`,
};


const out = 'public/images/services';
for (const [slug, motif] of Object.entries(motifs)) {
  await writeImages(out, `${slug}-hero`, compose('hero', motif(palettes.hero), palettes.hero), [480], quality.hero);
  await writeImages(out, slug, compose('art', motif(palettes.art), palettes.art), [480], quality.art);
}
console.log(`service images written to ${out}/ (${Object.keys(motifs).length} services)`);
