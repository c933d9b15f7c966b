/**
 * The site's palette for the build-time artwork, read from the theme (src/styles/_theme.scss):
 * every `$name: #hex;` line becomes `theme.name` (camelCase: `$navy-800` → `theme.navy800`), so a
 * drawing uses exactly the colours of the interface and changes with them.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/repo-root.mjs';

const THEME = join(repoRoot, 'src/styles/_theme.scss');

/** `$name: #hex;` lines of an SCSS source, as { camelCaseName: '#hex' }. */
export function parsePalette(scss) {
  const palette = {};
  for (const [, name, hex] of scss.matchAll(/^\$([a-z][a-z0-9-]*):\s*(#[0-9a-f]{3,8})\s*;/gim)) {
    palette[name.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase())] = hex.toLowerCase();
  }
  return palette;
}

const parsed = parsePalette(readFileSync(THEME, 'utf8'));

/** The theme's colours; reading a name the theme does not define throws, so a typo cannot draw black. */
export const theme = new Proxy(parsed, {
  get(target, name) {
    if (typeof name === 'string' && !(name in target)) throw new Error(`tools/art/palette.mjs: the theme has no $${name}`);
    return target[name];
  },
});
