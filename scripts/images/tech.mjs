#!/usr/bin/env node
/**
 * Technology and tool icons (64×64 SVG, written as files): the home page's What We Do cards and
 * the case studies' technology rows. Original marks (monograms and simple glyphs), not vendor logos.
 * Run: node scripts/images/tech.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';

const dir = 'public/images/tech';
mkdirSync(dir, { recursive: true });

const frame = (bg, inner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" rx="16" fill="${bg}"/>${inner}</svg>\n`;
const mono = (text, size = 24) =>
  `<text x="32" y="${32 + size * 0.36}" text-anchor="middle" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-size="${size}" font-weight="800" fill="#fff">${text}</text>`;
const stroke = (d, w = 4) => `<path d="${d}" fill="none" stroke="#fff" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;

const icons = {
  laravel: frame('#b91c1c', mono('Lv')),
  magento: frame('#c2410c', mono('Mg')),
  react: frame('#0e7490', `<g fill="none" stroke="#fff" stroke-width="3"><ellipse cx="32" cy="32" rx="20" ry="8"/><ellipse cx="32" cy="32" rx="20" ry="8" transform="rotate(60 32 32)"/><ellipse cx="32" cy="32" rx="20" ry="8" transform="rotate(120 32 32)"/></g><circle cx="32" cy="32" r="4" fill="#fff"/>`),
  vue: frame('#047857', stroke('M14 18l18 30 18-30M23 18l9 15 9-15', 4)),
  'react-native': frame('#1e3a8a', `<rect x="20" y="10" width="24" height="44" rx="5" fill="none" stroke="#fff" stroke-width="3"/>${mono('RN', 12).replace('y="36.32"', 'y="36"')}`),
  shopify: frame('#3f6212', stroke('M18 24h28l-3 26H21z M26 24v-4a6 6 0 0 1 12 0v4', 3.5)),
  php: frame('#4338ca', mono('PHP', 18)),
  wordpress: frame('#1e40af', `<circle cx="32" cy="32" r="19" fill="none" stroke="#fff" stroke-width="3"/>${mono('W', 22)}`),
  seo: frame('#0b2545', `<circle cx="28" cy="28" r="12" fill="none" stroke="#fff" stroke-width="4"/>${stroke('M37 37l11 11', 5)}`),
  'digital-marketing': frame('#9a3412', stroke('M14 28v8h6l16 10V18L20 28z M42 24a10 10 0 0 1 0 16 M47 19a16 16 0 0 1 0 26', 3.5)),
  cakephp: frame('#991b1b', `<ellipse cx="32" cy="24" rx="17" ry="6" fill="none" stroke="#fff" stroke-width="3"/>${stroke('M15 24v16c0 3.3 7.6 6 17 6s17-2.7 17-6V24 M15 32c0 3.3 7.6 6 17 6s17-2.7 17-6', 3)}`),
  linux: frame('#1f2937', `${stroke('M16 22l10 10-10 10', 4)}${stroke('M31 44h17', 4)}`),
  'search-console': frame('#0f766e', `<circle cx="27" cy="27" r="12" fill="none" stroke="#fff" stroke-width="3.5"/>${stroke('M36 36l12 12', 4.5)}${stroke('M22 31v-4 M27 31v-8 M32 31v-6', 3)}`),
  analytics: frame('#b45309', `<rect x="15" y="34" width="8" height="14" rx="2" fill="#fff"/><rect x="28" y="24" width="8" height="24" rx="2" fill="#fff"/><rect x="41" y="14" width="8" height="34" rx="2" fill="#fff"/>`),
  pagespeed: frame('#15803d', `${stroke('M14 42a18 18 0 1 1 36 0', 4)}${stroke('M32 42l9-12', 4)}<circle cx="32" cy="42" r="3.5" fill="#fff"/>`),
  schema: frame('#6d28d9', stroke('M24 16c-5 0-6 3-6 7v4c0 3-2 5-5 5 3 0 5 2 5 5v4c0 4 1 7 6 7 M40 16c5 0 6 3 6 7v4c0 3 2 5 5 5-3 0-5 2-5 5v4c0 4-1 7-6 7', 3.5)),
  'site-audit': frame('#be123c', `${stroke('M16 20l4 4 7-8 M16 34l4 4 7-8', 3.5)}${stroke('M33 20h15 M33 34h15 M16 48h32', 3.5)}`),
  backlinks: frame('#0369a1', stroke('M28 36l8-8 M25 30l-5 5a7 7 0 0 0 10 10l5-5 M39 34l5-5a7 7 0 0 0-10-10l-5 5', 4)),
  'site-builder': frame('#334155', `<rect x="13" y="13" width="38" height="12" rx="3" fill="#fff"/><rect x="13" y="29" width="17" height="22" rx="3" fill="#fff"/><rect x="34" y="29" width="17" height="22" rx="3" fill="none" stroke="#fff" stroke-width="3"/>`),
};

for (const [name, svg] of Object.entries(icons)) writeFileSync(`${dir}/${name}.svg`, svg);
console.log(`${Object.keys(icons).length} icons written to ${dir}`);
