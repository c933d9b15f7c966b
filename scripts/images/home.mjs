#!/usr/bin/env node
/**
 * Home page hero art (800×600 WebP and AVIF, each with a 480 px variant): a browser, a phone and
 * a growth chart on the navy hero palette. Run: node scripts/images/home.mjs
 */
import { bars, browser, circle, compose, palettes, path, phone, rect, textLines, quality, writeImages } from './art-kit.mjs';
import { theme } from './palette.mjs';

const c = palettes.hero;
const motif = `
  ${browser(0, 20, 300, 210, c, `${rect(12, 12, 276, 60, c.soft, 6)}${rect(24, 26, 120, 10, c.ink, 4)}${rect(24, 44, 80, 8, c.line, 4)}
    ${bars(24, 170, [30, 52, 44, 70, 88], c, 22, 12)}${path('M170 150 L200 126 L230 134 L262 96', c.accent2, 4)}${circle(262, 96, 5, c.accent2)}`)}
  ${phone(250, 90, 110, 200, c, `${rect(8, 10, 82, 40, c.accent, 6)}${textLines(8, 62, [80, 60, 72, 50], c, 14)}${rect(8, 130, 82, 22, c.soft, 6)}`)}
  ${circle(40, 262, 22, c.accent)}${path('M30 262 l7 7 l14 -14', theme.white, 4)}
`;

await writeImages('public/images/home', 'hero', compose('hero', motif, c), [480], quality.hero);
console.log('home hero written');
