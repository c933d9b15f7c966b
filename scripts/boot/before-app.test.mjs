import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keepInputBeforeApp } from './before-app.js';
import { beforeAppScript } from './inline-boot-loader.mjs';
import { BELOW_LG } from '../../src/lib/breakpoints';

/** Two frames and a task later: the script presses held buttons again once the change has rendered. */
const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
const settle = async () => {
  await frame();
  await frame();
  await new Promise((resolve) => setTimeout(resolve, 5));
};

/**
 * A prerendered page in miniature: a root whose listener stands for React's (it only sees what
 * the script lets through), a button of the page, a part still awaiting its code, a link, and a
 * form's Send Details disabled in the HTML.
 */
function page() {
  document.documentElement.removeAttribute('data-code-missing');
  document.body.innerHTML = `
    <div id="root">
      <main>
        <button type="button" id="filter">LARAVEL</button>
        <a href="#somewhere" id="link">A link</a>
        <div data-awaits-code="" id="part"><button type="button" id="next">Next</button></div>
        <form id="form"><input name="name"><button type="submit" id="send" disabled data-held-before-code="">Send Details</button></form>
      </main>
    </div>`;
  const root = document.getElementById('root');
  const seen = [];
  root.addEventListener('click', (event) => seen.push(event.target.id));
  return { root, seen, $: (id) => document.getElementById(id) };
}

/** The phone menu's media query as the script sees it, which a test can flip (jsdom has no layout). */
/** A page of a header with the phone menu's button and panel (closed) and a main behind it; the button. */
function headerWithMenu() {
  document.body.innerHTML = `
    <div id="root">
      <header><nav class="site-header navbar"><button type="button" class="navbar-toggler collapsed" aria-expanded="false">Menu</button>
        <div id="site-menu" class="navbar-collapse collapse"></div></nav></header>
      <main id="behind"></main>
    </div>`;
  return document.querySelector('.navbar-toggler');
}

const phoneWidth = {
  matches: true,
  listeners: [],
  addEventListener(type, listener) {
    if (type === 'change') this.listeners.push(listener);
  },
  set(matches) {
    this.matches = matches;
    this.listeners.forEach((listener) => listener({ matches }));
  },
};

describe('the page script that keeps presses before the app', () => {
  beforeAll(() => {
    const matchMedia = window.matchMedia;
    window.matchMedia = (query) => (query === BELOW_LG ? phoneWidth : matchMedia(query));
    keepInputBeforeApp();
    window.matchMedia = matchMedia;
  });
  beforeEach(() => {
    document.body.innerHTML = '';
  });

  it('holds a button pressed before hydration, marks it, and presses it again once the page has hydrated', async () => {
    const { root, seen, $ } = page();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('filter').dispatchEvent(press);
    expect(press.defaultPrevented).toBe(true);
    expect(seen).toEqual([]);
    expect($('filter')).toHaveAttribute('data-pressed-before-code');

    root.setAttribute('data-hydrated', 'true');
    await settle();
    expect(seen).toEqual(['filter']);
    expect($('filter')).not.toHaveAttribute('data-pressed-before-code');
  });

  it('holds a press in a part still awaiting its code until the part has it, in order', async () => {
    const { root, seen, $ } = page();
    root.setAttribute('data-hydrated', 'true');
    await settle();
    $('next').click();
    $('next').click();
    $('filter').click();
    expect(seen).toEqual(['filter']);
    $('part').removeAttribute('data-awaits-code');
    await settle();
    expect(seen).toEqual(['filter', 'next', 'next']);
  });

  it('does not press again a control whose mark the app took off: the app took the press over', async () => {
    const { root, seen, $ } = page();
    root.setAttribute('data-hydrated', 'true');
    await settle();
    $('next').click();
    $('next').click();
    $('filter').click();
    // The part's code takes the Next presses itself (as the carousel does with its dots).
    $('next').removeAttribute('data-pressed-before-code');
    $('part').removeAttribute('data-awaits-code');
    await settle();
    expect(seen).toEqual(['filter']);
  });

  it("keeps a press's own events from React on markup it has not hydrated: the page until it has, a part until its code is in", () => {
    const { root, $ } = page();
    const reached = [];
    const types = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend'];
    for (const type of types) root.addEventListener(type, (event) => reached.push(`${event.target.id} ${type}`));
    const press = (id) => types.forEach((type) => ($(id) ?? document.querySelector(`[name="${id}"]`)).dispatchEvent(new Event(type, { bubbles: true, cancelable: true })));
    press('filter');
    press('name');
    expect(reached, 'before hydration, nothing: React would hydrate the whole page at once for it').toEqual([]);
    root.setAttribute('data-hydrated', 'true');
    press('filter');
    press('next');
    expect(reached, 'once hydrated, all of it, but for the part still awaiting its code').toEqual(types.map((type) => `filter ${type}`));
    reached.length = 0;
    $('part').removeAttribute('data-awaits-code');
    press('next');
    expect(reached).toEqual(types.map((type) => `next ${type}`));
  });

  it("keeps a press's own events and keys on the header from React until the header's code has taken it over", () => {
    const toggler = headerWithMenu();
    const root = document.getElementById('root');
    root.setAttribute('data-hydrated', 'true');
    const reached = [];
    for (const type of ['pointerdown', 'touchstart', 'keydown']) root.addEventListener(type, () => reached.push(type));
    const events = () => {
      toggler.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      toggler.dispatchEvent(new Event('touchstart', { bubbles: true }));
      toggler.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
      document.getElementById('behind').dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    };
    events();
    expect(reached, 'the header before its code: a key on the page behind it only').toEqual(['keydown']);
    reached.length = 0;
    document.querySelector('.site-header').setAttribute('data-menus-ready', '');
    events();
    expect(reached).toEqual(['pointerdown', 'touchstart', 'keydown', 'keydown']);
  });

  it('leaves links alone: before the app they are plain links', () => {
    const { $ } = page();
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('link').dispatchEvent(press);
    expect(press.defaultPrevented).toBe(false);
    expect($('link')).not.toHaveAttribute('data-pressed-before-code');
  });

  it("enables a form's Send Details from the first paint, holds its press (no native submit), and disables it again if the code never comes", async () => {
    const { $ } = page();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    expect($('send')).not.toBeDisabled();
    let submitted = false;
    $('form').addEventListener('submit', (event) => {
      submitted = true;
      event.preventDefault();
    });
    $('send').click();
    expect(submitted).toBe(false);
    expect($('send')).toHaveAttribute('data-pressed-before-code');

    document.documentElement.setAttribute('data-code-missing', 'true');
    await settle();
    expect($('send')).toBeDisabled();
    expect($('send')).not.toHaveAttribute('data-pressed-before-code');
  });

  it('holds no press once the code is known never to come: nothing would answer it', () => {
    const { seen, $ } = page();
    document.documentElement.setAttribute('data-code-missing', 'true');
    const press = new MouseEvent('click', { bubbles: true, cancelable: true });
    $('filter').dispatchEvent(press);
    expect($('filter')).not.toHaveAttribute('data-pressed-before-code');
    expect(press.defaultPrevented).toBe(false);
    expect(seen).toEqual(['filter']);
  });

  it('opens the phone menu in the tap, and makes the page behind it inert only after the frame that shows it', async () => {
    const button = headerWithMenu();
    const main = document.getElementById('behind');
    button.click();
    expect(document.getElementById('site-menu')).toHaveClass('show');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(document.documentElement).toHaveAttribute('data-menu-open');
    expect(main).not.toHaveAttribute('inert');
    await settle();
    expect(main).toHaveAttribute('inert');

    button.click();
    expect(document.documentElement).not.toHaveAttribute('data-menu-open');
    expect(main).not.toHaveAttribute('inert');

    // Opened and closed again before the frame: the page never turns inert.
    button.click();
    button.click();
    await settle();
    expect(main).not.toHaveAttribute('inert');
    expect(document.getElementById('site-menu')).not.toHaveClass('show');
  });

  it('closes the phone menu when the window grows to the wide menu, which has no Menu button to close it with', async () => {
    const button = headerWithMenu();
    button.click();
    await settle();
    expect(document.getElementById('behind')).toHaveAttribute('inert');

    phoneWidth.set(false);
    expect(document.getElementById('site-menu')).not.toHaveClass('show');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement).not.toHaveAttribute('data-menu-open');
    expect(document.getElementById('behind')).not.toHaveAttribute('inert');
    phoneWidth.set(true);
  });

  it("says what a wide menu's dropdown shows: focus alone opens nothing, Enter (a click) opens it, focus moving out closes it", () => {
    phoneWidth.set(false);
    document.body.innerHTML = `
      <div id="root"><header><nav class="site-header navbar"><div id="site-menu"><ul>
        <li class="nav-item dropdown"><button class="nav-link dropdown-toggle" id="menu-products" aria-expanded="false" type="button">PRODUCTS</button>
          <div class="dropdown-menu"><a class="dropdown-item" href="/a" id="a">A</a><a class="dropdown-item" href="/b" id="b">B</a></div></li>
        <li class="nav-item"><a class="nav-link" href="/portfolio" id="next">PORTFOLIO</a></li>
      </ul></div></nav></header><main><button type="button" id="outside">x</button></main></div>`;
    const toggle = document.getElementById('menu-products');
    const dropdown = toggle.parentElement;
    toggle.focus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(dropdown).not.toHaveClass('show');

    toggle.click();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dropdown.querySelector('.dropdown-menu')).toHaveClass('show');
    document.getElementById('a').focus();
    document.getElementById('b').focus();
    expect(dropdown).toHaveClass('show');
    // The window left for another: the focus goes nowhere, the dropdown stays as it was.
    document.getElementById('b').dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
    expect(dropdown).toHaveClass('show');

    document.getElementById('next').focus();
    expect(dropdown).not.toHaveClass('show');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    phoneWidth.set(true);
  });

  it('is inlined minified, and names nothing that could end its script element early', () => {
    const script = beforeAppScript();
    expect(script.startsWith('<script>')).toBe(true);
    expect(script.slice(8, -9)).not.toMatch(/<\/script/i);
    // In the head of every page, before its first paint: a bound that makes each addition earn its bytes
    // (the last: keeping a press's own events from forcing React to hydrate at once, about 280 bytes).
    expect(script.length).toBeLessThan(5000);
  });
});
