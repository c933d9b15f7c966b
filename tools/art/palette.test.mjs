// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parsePalette, theme } from './palette.mjs';

describe('image palette', () => {
  it('reads `$name: #hex;` lines into camelCase names and ignores everything else', () => {
    const scss = "$navy: #0B2545;\n$navy-800: #13315c; // comment\n$shadow: 0 1px rgba($navy, 0.1);\n  $nested: #fff;\n$role: $navy;\n";
    expect(parsePalette(scss)).toEqual({ navy: '#0b2545', navy800: '#13315c' });
  });

  it('gives the theme colours and refuses a name the theme lacks', () => {
    expect(readFileSync('src/styles/_theme.scss', 'utf8')).toContain(`$navy: ${theme.navy};`);
    expect(theme.orange).toMatch(/^#[0-9a-f]{6}$/);
    expect(() => theme.noSuchColour).toThrow(/no \$noSuchColour/);
  });
});
