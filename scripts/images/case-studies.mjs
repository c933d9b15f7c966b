#!/usr/bin/env node
/**
 * Case-study art: an index cover per study (960×600 WebP and AVIF, each with a 480 px variant).
 * The client's name is set on the page as a typographic wordmark; we draw no client logos. Covers
 * are abstract (charts, gauges, a map), not screenshots, and carry no figures.
 * Run: node scripts/images/case-studies.mjs
 */
import { mkdirSync } from 'node:fs';
import { circle, palettes, path, rect, textLines, quality, writeImages } from './art-kit.mjs';
import { theme } from './palette.mjs';

const dir = 'public/images/case-studies';
mkdirSync(dir, { recursive: true });
const c = palettes.art;

const frame = (accent, body) => `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="600" viewBox="0 0 960 600">
  <rect width="960" height="600" fill="${c.bg}"/>
  <circle cx="860" cy="80" r="190" fill="${c.paper}"/>
  <circle cx="90" cy="560" r="150" fill="${c.soft}" opacity="0.6"/>
  ${rect(80, 70, 800, 460, c.panel, 18, `stroke="${c.soft}" stroke-width="2"`)}
  ${rect(80, 70, 800, 54, accent, 18)}${rect(80, 104, 800, 20, accent, 0)}
  ${textLines(110, 92, [180], { line: theme.white }, 0, 10)}
  ${body}
</svg>`;

const gauge = (cx, cy, r, share, colour) => {
  const a = Math.PI * (1 - share);
  return `${path(`M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r} ${cy}`, c.soft, 18)}${path(`M${cx - r} ${cy} A${r} ${r} 0 0 1 ${cx + r * Math.cos(a)} ${cy - r * Math.sin(a)}`, colour, 18)}`;
};
const rising = (x, y, w, h, colour) => {
  const pts = [0, 0.12, 0.1, 0.3, 0.28, 0.5, 0.62, 0.7, 0.95].map((v, i, a) => `${x + (i * w) / (a.length - 1)},${y + h - v * h}`);
  return `<polyline points="${pts.join(' ')}" fill="none" stroke="${colour}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><polygon points="${x},${y + h} ${pts.join(' ')} ${x + w},${y + h}" fill="${colour}" opacity="0.12"/>`;
};

const covers = {
  cvgastro: frame(theme.teal, `${gauge(260, 330, 110, 0.94, theme.teal)}${textLines(180, 370, [160, 110], c, 18, 10)}${rect(440, 160, 400, 300, c.bg, 12)}${rising(470, 200, 340, 220, theme.orange)}`),
  'camelback-spine-care': frame(theme.navy700, `${rect(120, 160, 330, 320, c.bg, 12)}${[0.74, 0.95].map((v, i) => rect(170 + i * 130, 440 - v * 240, 80, v * 240, i ? theme.orange : theme.slate400, 8)).join('')}${rect(490, 160, 350, 320, c.bg, 12)}${rising(520, 200, 290, 240, theme.navy700)}`),
  troi: frame(theme.artViolet, `${rect(120, 160, 720, 330, c.bg, 12)}${Array.from({ length: 11 }, (_, row) => Array.from({ length: 30 }, (_, col) => { const x = 150 + col * 22; const y = 185 + row * 26; const land = Math.sin(col / 3.2 + row / 2.1) + Math.cos(col / 5 - row / 3) > 0.4; return land ? circle(x, y, 6, theme.slate300) : ''; }).join('')).join('')}${[[260, 240], [420, 300], [600, 230], [720, 380]].map(([x, y], i) => `${circle(x, y, 16, i % 2 ? theme.artViolet : theme.orange)}${circle(x, y, 6, theme.white)}`).join('')}`),
  talentedge: frame(theme.artAmber, `${rect(120, 180, 240, 140, c.bg, 12)}${textLines(145, 215, [150, 110, 130], c, 22, 10)}${path('M380 250 H560', theme.artAmber, 8)}${path('M540 230 L565 250 L540 270', theme.artAmber, 8)}${rect(600, 180, 240, 140, c.paper, 12)}${textLines(625, 215, [150, 110, 130], c, 22, 10)}${rect(120, 350, 720, 150, c.bg, 12)}${rising(150, 370, 660, 110, theme.artAmber)}`),
};

for (const [name, svg] of Object.entries(covers)) await writeImages(dir, name, svg, [480], quality.caseStudy);
console.log('case-study covers written');
