#!/usr/bin/env node
/**
 * Site-wide assets from the brand mark (./logo.mjs): favicon (.svg and .ico), apple-touch-icon and
 * the 512 px logo used in JSON-LD. Outputs are committed under public/. (Each page's social card
 * is drawn by the build: scripts/cards.)
 * Run: node tools/art/site.mjs
 */
import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { mark } from './logo.mjs';

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
console.log('site assets written to public/');
