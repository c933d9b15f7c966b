/**
 * The brand mark (an N on an orange tile) as SVG, in the theme's colours: the favicon, the touch
 * icon and the JSON-LD logo are drawn from it (./site.mjs), and so is the logo on every social
 * card (scripts/cards).
 */
import { theme } from './palette.mjs';

export const mark = (size) => `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 40 40">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${theme.orangeBright}"/><stop offset="1" stop-color="${theme.orange}"/></linearGradient></defs>
  <rect width="40" height="40" rx="10" fill="url(#g)"/>
  <path d="M10 30V10h4.2l10.6 13.1V10H29v20h-4.2L14.2 16.9V30z" fill="${theme.white}"/>
</svg>`;
