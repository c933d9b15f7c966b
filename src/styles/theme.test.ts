// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { compile, type Options } from 'sass';
import viteConfig from '../../vite.config';

/**
 * Colours live in one place, src/styles/_theme.scss: everything else names a token (an SCSS
 * variable or a --nd-* custom property), so the palette can change in one file and the interface
 * and artwork change with it. This fails on a colour literal anywhere else in src/.
 */
const SRC = join(process.cwd(), 'src');
const THEME = join(SRC, 'styles', '_theme.scss');
const HEX = /#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4})(?![\w-])/gi;
const FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(/gi;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? files(path) : [path];
  });
}

/** Colour literals in a source, with their line numbers. */
function colourLiterals(source: string): string[] {
  return source.split('\n').flatMap((line, index) =>
    [...line.matchAll(HEX), ...line.matchAll(FUNCTION)].map((match) => `${index + 1}: ${match[0]}`),
  );
}

describe('colour tokens', () => {
  it('finds literals the way the rule means them', () => {
    expect(colourLiterals("color: #fff;\nfill: '#0B2545'\nbox-shadow: 0 1px rgba($navy, 0.1)\nhsl(1 2% 3%)")).toEqual([
      '1: #fff',
      '2: #0B2545',
      '3: rgba(',
      '4: hsl(',
    ]);
    expect(colourLiterals('<a href="#main">, #contact, url(#g), var(--nd-navy), #a11y-note')).toEqual([]);
  });

  it('spells no colour outside the theme', () => {
    const self = join(SRC, 'styles', 'theme.test.ts');
    const found = files(SRC)
      .filter((file) => file !== THEME && file !== self && /\.(s?css|tsx?|html|svg)$/.test(file))
      .flatMap((file) => colourLiterals(readFileSync(file, 'utf8')).map((hit) => `${relative(SRC, file)}:${hit}`));
    expect(found).toEqual([]);
  });

  it('gives component styles the palette as --nd-* custom properties', () => {
    const theme = readFileSync(THEME, 'utf8');
    for (const name of ['navy', 'accent', 'ink', 'ink-muted', 'rule', 'surface', 'surface-muted', 'focus']) {
      expect(theme).toMatch(new RegExp(`--nd-${name}:`));
    }
  });

  it('declares every --nd-* property a stylesheet or a component reads, in the compiled CSS', () => {
    // Read from the compiled stylesheets, not the sources: a name built in a loop
    // (`var(--nd-report-#{$series})`) is invisible to a search of the sources, and a cleanup that
    // trusted one once removed three properties the case studies' report tiles still read, which
    // then drew white figures on no colour.
    const sheets = [join(SRC, 'styles', 'main.scss'), ...files(join(SRC, 'styles', 'pages')).filter((file) => file.endsWith('.scss'))];
    const css = sheets.map(
      (sheet) =>
        compile(sheet, { ...(viteConfig.css?.preprocessorOptions?.scss as Options<'sync'>), loadPaths: [join(process.cwd(), 'node_modules')] }).css,
    );
    const components = files(SRC).filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file)).map((file) => readFileSync(file, 'utf8'));
    const all = [...css, ...components].join('\n');
    const declared = new Set([...all.matchAll(/(--nd-[\w-]+)['"]?\s*:/g)].map((match) => match[1]));
    const read = new Set([...all.matchAll(/var\((--nd-[\w-]+)/g)].map((match) => match[1]));
    expect(read.size).toBeGreaterThan(20);
    expect([...read].filter((name) => !declared.has(name)).sort()).toEqual([]);
  }, 60_000);
});
