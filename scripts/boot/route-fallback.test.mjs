import { afterEach, describe, expect, it } from 'vitest';
import { routeFallbackScript } from './inline-boot-loader.mjs';
import { showRouteFallback } from './route-fallback.js';

/** 404.html in miniature: the generic page in <main>, then the portfolio's and the case studies' own pages in templates. */
function notFoundPage() {
  document.title = 'Page not found';
  document.body.innerHTML = `
    <div id="root" data-path="/404">
      <template data-fallback-for="^/portfolio/([^/]+)/*$" data-sample-name="FALLBACK SAMPLE NAME" data-title="Detailed portfolio for FALLBACK SAMPLE NAME | Studio">
        <p class="page-hero__eyebrow">FALLBACK SAMPLE NAME</p><h1>This project is not in our portfolio</h1>
      </template>
      <template data-fallback-for="^/case-studies/([^/]+)/*$" data-sample-name="FALLBACK SAMPLE NAME" data-title="Case study not found | Studio">
        <h1>We could not find that case study</h1>
      </template>
      <main id="main" tabindex="-1"><h1>Oops! Page Not Found</h1></main>
    </div>`;
  return document.getElementById('main');
}

const at = (path) => window.history.replaceState(null, '', path);
const marked = () => document.documentElement.hasAttribute('data-route-fallback');

describe('404.html shows a list’s own Not Found page for an address under it', () => {
  afterEach(() => {
    at('/');
    document.documentElement.removeAttribute('data-route-fallback');
  });

  it('run before <main>, it marks the page (its stylesheet then hides <main>) for a list’s address only; after it, the mark goes', () => {
    notFoundPage();
    const main = document.getElementById('main');
    main.remove();
    at('/portfolio/old-school-erp//');
    showRouteFallback();
    expect(marked()).toBe(true);
    document.getElementById('root').append(main);
    showRouteFallback();
    expect(marked()).toBe(false);
    expect(main.querySelector('.page-hero__eyebrow')?.textContent).toBe('OLD SCHOOL ERP');

    main.remove();
    at('/no-such-page');
    showRouteFallback();
    expect(marked()).toBe(false);
  });

  it('never leaves <main> hidden: a failure while putting the page in lifts the mark all the same', () => {
    const main = notFoundPage();
    document.documentElement.setAttribute('data-route-fallback', '');
    at('/portfolio/old-school-erp');
    main.replaceChildren = () => {
      throw new Error('no replaceChildren here');
    };
    expect(() => showRouteFallback()).toThrow('no replaceChildren here');
    expect(marked()).toBe(false);
  });

  it('an unknown project gets the portfolio’s page, named from its address, with its title', () => {
    const main = notFoundPage();
    at('/portfolio/old-school-erp');
    showRouteFallback();
    expect(main.querySelector('h1')?.textContent).toBe('This project is not in our portfolio');
    expect(main.querySelector('.page-hero__eyebrow')?.textContent).toBe('OLD SCHOOL ERP');
    expect(document.title).toBe('Detailed portfolio for OLD SCHOOL ERP | Studio');
  });

  it('decodes the address as the app does, and keeps a malformed escape as it is', () => {
    const main = notFoundPage();
    at('/portfolio/caf%C3%A9-site/');
    showRouteFallback();
    expect(main.querySelector('.page-hero__eyebrow')?.textContent).toBe('CAFÉ SITE');
    notFoundPage();
    at('/portfolio/bad%E0%A4escape');
    showRouteFallback();
    expect(document.getElementById('main')?.querySelector('.page-hero__eyebrow')?.textContent).toBe('BAD%E0%A4ESCAPE');
  });

  it('an unknown case study gets the case studies’ page', () => {
    const main = notFoundPage();
    at('/case-studies/no-such-study');
    showRouteFallback();
    expect(main.querySelector('h1')?.textContent).toBe('We could not find that case study');
    expect(document.title).toBe('Case study not found | Studio');
  });

  it('any other address keeps the generic page: the list itself, a deeper path, another section', () => {
    for (const path of ['/portfolio', '/portfolio/', '/portfolio/a/b', '/no-such-page', '/blog/portfolio/x']) {
      const main = notFoundPage();
      at(path);
      showRouteFallback();
      expect(main.querySelector('h1')?.textContent, path).toBe('Oops! Page Not Found');
      expect(document.title, path).toBe('Page not found');
    }
  });

  it('the inlined script is the same function, minified, and runs on its own', () => {
    const main = notFoundPage();
    at('/portfolio/gone-project');
    const source = /^<script>([\s\S]*)<\/script>$/.exec(routeFallbackScript())?.[1];
    expect(source).toBeTruthy();
    new Function(source)();
    expect(main.querySelector('.page-hero__eyebrow')?.textContent).toBe('GONE PROJECT');
  });
});
