/**
 * Draws one social card to PNG: satori lays out ./layout.mjs's element tree in the brand face
 * (the static .woff files of @fontsource/plus-jakarta-sans: satori reads WOFF, not WOFF2) and
 * @resvg/resvg-js rasterises it. A proof picture (a WebP of public/images) is converted to PNG and
 * fitted in its box with sharp first, as the renderer reads PNG and JPEG only.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import sharp from 'sharp';
import { mark } from '../../tools/art/logo.mjs';
import { cardElement, HEIGHT, PROOF, WIDTH } from './layout.mjs';

const require = createRequire(import.meta.url);
// Loaded through require, so Vitest (which bundles dependencies for tests) leaves them to Node: the
// renderer's native binding, and satori's CommonJS build, whose dependencies do not survive bundling.
const { Resvg } = require('@resvg/resvg-js');
const satori = require('satori').default;
const FONT_PACKAGE = '@fontsource/plus-jakarta-sans';

/** The font files the cards use: two weights, latin and latin-ext (the rupee sign, accented names). */
export const FONT_FILES = [500, 700].flatMap((weight) =>
  ['latin', 'latin-ext'].map((subset) => ({
    weight,
    file: require.resolve(`${FONT_PACKAGE}/files/plus-jakarta-sans-${subset}-${weight}-normal.woff`),
  })),
);

let fonts;
const loadFonts = () =>
  (fonts ??= FONT_FILES.map(({ weight, file }) => ({ name: 'Plus Jakarta Sans', data: readFileSync(file), weight, style: 'normal' })));

const dataUrl = (type, buffer) => `data:${type};base64,${buffer.toString('base64')}`;
const MARK = dataUrl('image/svg+xml', Buffer.from(mark(64)));

/** The picture at `file` as a PNG data URL, scaled to fit the proof box, with its drawn size. */
async function proofImage(file) {
  const { data, info } = await sharp(file)
    .resize({ width: PROOF.width - 20, height: PROOF.height - 20, fit: 'inside' })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { src: dataUrl('image/png', data), width: info.width, height: info.height };
}

/**
 * The PNG of a card: `card` as ./layout.mjs takes it; `imageFile` the proof picture's file, if any.
 * The result is reduced to a palette (it is flat colour and text, bar the picture), so a card
 * stays well under the size link previews accept.
 */
export async function renderCard(card, imageFile) {
  const image = imageFile ? await proofImage(imageFile) : undefined;
  const svg = await satori(cardElement(card, { mark: MARK, image }), { width: WIDTH, height: HEIGHT, fonts: loadFonts() });
  const png = new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
  return sharp(png).png({ palette: true, quality: 90, compressionLevel: 9, effort: 7 }).toBuffer();
}
