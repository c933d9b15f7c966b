import { describe, expect, it } from 'vitest';
import { classesStyled, classesUsed, entryKeys, pageStylesheets, unstyledClasses } from './page-styles.mjs';

const manifest = {
  'index.html': { file: 'assets/index.js', css: ['assets/index.css'], imports: ['_shared.js'], dynamicImports: ['src/pages/home-page.tsx', 'src/pages/about-page.tsx'] },
  '_shared.js': { file: 'assets/shared.js' },
  'src/pages/home-page.tsx': { file: 'assets/home.js', css: ['assets/home.css'], imports: ['index.html', '_cards.js'], dynamicImports: ['src/pages/home-form.tsx'] },
  '_cards.js': { file: 'assets/cards.js', css: ['assets/cards.css'] },
  'src/pages/home-form.tsx': { file: 'assets/form.js', css: ['assets/form.css'], imports: ['index.html'] },
  'src/pages/about-page.tsx': { file: 'assets/about.js', css: ['assets/about.css'], imports: ['index.html'] },
};

describe("a page's own stylesheets", () => {
  it("are its chunk's, its static imports' and its own parts' beyond the entry, never another page's", () => {
    expect([...entryKeys(manifest)]).toEqual(['index.html', '_shared.js']);
    expect(pageStylesheets(manifest, ['src/pages/home-page.tsx'])).toEqual(['assets/home.css', 'assets/cards.css', 'assets/form.css']);
    expect(pageStylesheets(manifest, ['src/pages/about-page.tsx'])).toEqual(['assets/about.css']);
  });

  it('reads the classes a stylesheet styles from its selectors, not its declarations', () => {
    const css = '.a,.b>.c:hover{margin:.5rem;background:url(x.png)}@media (min-width:1px){.d .e{width:1.5em}}.f::after{content:".g"}';
    expect([...classesStyled(css)].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect([...classesUsed('<p class="a  b"><svg class="c"></svg><span class=""></span></p>')]).toEqual(['a', 'b', 'c']);
  });

  it('names the markup styled only by a stylesheet the page does not carry', () => {
    const sheets = new Map([
      ['assets/index.css', '.site{}'],
      ['assets/about.css', '.quote{}'],
      ['assets/home.css', '.hero{}'],
    ]);
    const html = '<div class="site hero quote js-hook"></div>';
    expect(unstyledClasses(html, sheets, ['assets/index.css', 'assets/home.css'])).toEqual(['.quote (assets/about.css)']);
    expect(unstyledClasses(html, sheets, ['assets/index.css', 'assets/home.css', 'assets/about.css'])).toEqual([]);
  });
});
