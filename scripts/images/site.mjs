#!/usr/bin/env node
/**
 * Site-wide assets from SVG sources: favicon (.svg and .ico), apple-touch-icon, the 512 px logo
 * used in JSON-LD, and the 1200×630 Open Graph image (its words outlined in the brand face by
 * ./type.mjs). Outputs are committed under public/.
 * Run: node scripts/images/site.mjs
 */
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { theme } from './palette.mjs';
import { text } from './type.mjs';

const mark = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.orangeBright}"/><stop offset="1" stop-color="${theme.orange}"/></linearGradient></defs>
  <rect width="40" height="40" rx="10" fill="url(#g)"/>
  <path d="M10 30V10h4.2l10.6 13.1V10H29v20h-4.2L14.2 16.9V30z" fill="${theme.white}"/>
</svg>`;

const og = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.navy}"/><stop offset="1" stop-color="${theme.navy700}"/></linearGradient>
    <linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.orangeBright}"/><stop offset="1" stop-color="${theme.orange}"/></linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <g opacity="0.12" stroke="${theme.white}" fill="none">
    <circle cx="1040" cy="120" r="220"/><circle cx="1040" cy="120" r="300"/><circle cx="1040" cy="120" r="380"/>
  </g>
  <rect x="80" y="90" width="96" height="96" rx="24" fill="url(#g)"/>
  <path d="M104 162V114h10l25 31v-31h11v48h-10l-25-31v31z" fill="${theme.white}"/>
  ${text('Nirmaan', 200, 138, { size: 46, weight: 700, fill: theme.white })}
  ${text('DIGITAL', 202, 180, { size: 24, weight: 700, letterSpacing: 8, fill: theme.orangeLight })}
  ${text('Web, mobile, ERP and e-commerce', 80, 320, { size: 50, weight: 700, fill: theme.white, maxWidth: 1040 })}
  ${text('development, grown with SEO.', 80, 392, { size: 50, weight: 700, fill: theme.white, maxWidth: 1040 })}
  ${text('200+ projects since 2015 · 5 star rated · Noida, India', 80, 470, { size: 30, weight: 400, fill: theme.slate300, maxWidth: 1040 })}
  <rect x="80" y="520" width="260" height="8" rx="4" fill="url(#g)"/>
</svg>`;

/** An .ico file holding one PNG image (supported by every current browser). */
function icoFromPng(png, size) {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image data
  return Buffer.concat([header, png]);
}

writeFileSync('public/favicon.svg', mark(32));
const png32 = await sharp(Buffer.from(mark(32))).png().toBuffer();
writeFileSync('public/favicon.ico', icoFromPng(png32, 32));
await sharp(Buffer.from(mark(180))).png().toFile('public/apple-touch-icon.png');
await sharp(Buffer.from(mark(512))).png().toFile('public/logo-512.png');
await sharp(Buffer.from(og)).png({ compressionLevel: 9, palette: true }).toFile('public/og-image.png');
console.log('site assets written to public/');
