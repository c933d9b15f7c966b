/**
 * The typefaces a screen may use, all self-hosted from @fontsource packages in node_modules: the
 * @font-face rules of each package's own CSS (its unicode ranges included), with their file URLs
 * pointed at the capture's local origin (capture.mjs serves /fonts/<package>/files/...). A screen
 * names a face by its key; the capture fails when any glyph came from a font of the machine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../scripts/repo-root.mjs';

/**
 * key → family and the package CSS files that declare it. Each stack ends in Inter, which has
 * the rupee sign and arrows that some display faces lack.
 */
export const faces = {
  inter: { family: 'Inter Variable', css: ['@fontsource-variable/inter/index.css'] },
  roboto: { family: 'Roboto Variable', css: ['@fontsource-variable/roboto/index.css'] },
  dmSans: { family: 'DM Sans Variable', css: ['@fontsource-variable/dm-sans/index.css'] },
  jakarta: { family: 'Plus Jakarta Sans Variable', css: ['@fontsource-variable/plus-jakarta-sans/index.css'] },
  sora: { family: 'Sora', css: [400, 500, 600, 700].map((w) => `@fontsource/sora/${w}.css`) },
  nunito: { family: 'Nunito', css: [400, 600, 700, 800].map((w) => `@fontsource/nunito/${w}.css`) },
  lora: { family: 'Lora', css: [400, 500, 600, 700].map((w) => `@fontsource/lora/${w}.css`) },
  dmSerif: { family: 'DM Serif Display', css: ['@fontsource/dm-serif-display/400.css'] },
  oswald: { family: 'Oswald', css: [400, 500, 600].map((w) => `@fontsource/oswald/${w}.css`) },
};

/** A CSS font-family value for a face key, falling back only to other faces of ours. */
export function stack(key) {
  const face = faces[key];
  if (!face) throw new Error(`tools/screens/fonts.mjs: no face "${key}"`);
  return key === 'inter' ? `'${face.family}'` : `'${face.family}', '${faces.inter.family}'`;
}

/** @font-face rules for the given face keys (Inter always included), URLs under /fonts/. */
export function fontFaceCss(keys) {
  const files = [...new Set(['inter', ...keys].flatMap((key) => faces[key].css))];
  return files
    .map((file) => {
      const pkg = file.split('/').slice(0, 2).join('/');
      const css = readFileSync(join(repoRoot, 'node_modules', file), 'utf8');
      // Only the woff2 source: every chromium has it, and one URL per face keeps the capture quick.
      return css
        .replace(/src: url\(\.\/files\/([^)]+\.woff2)\)[^;]*;/g, (_, name) => `src: url(/fonts/${pkg}/files/${name}) format('woff2');`)
        .replace(/font-display: swap;/g, 'font-display: block;');
    })
    .join('\n');
}

/** The file a /fonts/... URL of fontFaceCss stands for, or null for any other path. */
export function fontFile(pathname) {
  const match = /^\/fonts\/(@fontsource(?:-variable)?\/[a-z0-9-]+\/files\/[a-z0-9-]+\.woff2)$/.exec(pathname);
  return match ? join(repoRoot, 'node_modules', match[1]) : null;
}
