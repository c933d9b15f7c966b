import type { MenuId } from './menu-dropdown';
import { BELOW_LG } from '@/lib/breakpoints';

/**
 * The header before its code, and the code taking over. Until the header's react-bootstrap menus
 * arrive (header.tsx), the page's own inline script (scripts/boot/before-app.js) answers the
 * visitor's presses in the prerendered markup, with the same classes and attributes as below; the
 * code reads them when it takes over, so nothing the visitor opened closes under them.
 */

/** The id of the menu: the phone panel, and the wide menu's list. */
export const MENU_ID = 'site-menu';

/** Where the Menu button and its panel are in use (below the wide menu's 992 px). */
export const PHONE_MENU_QUERY = BELOW_LG;

/** The id of a header dropdown's toggle, as a menu id. */
function menuIdOf(dropdown: Element | null | undefined): MenuId | null {
  const id = dropdown?.querySelector(':scope > .dropdown-toggle')?.id.replace(/^menu-/, '');
  return id === 'about' || id === 'services' || id === 'products' ? id : null;
}

/** Whether the phone menu was opened before the header's code arrived (false on the server). */
export function menuOpenedBeforeCode(): boolean {
  return typeof document !== 'undefined' && document.getElementById(MENU_ID)?.classList.contains('show') === true;
}

/**
 * The dropdown opened by a press before the header's code arrived (null on the server): the page's
 * script renders it open in react-bootstrap's own markup, which the code's first render repeats.
 */
export function dropdownOpenedBeforeCode(): MenuId | null {
  if (typeof document === 'undefined') return null;
  return menuIdOf(document.querySelector('.site-header:not([data-menus-ready]) .dropdown.show'));
}

/**
 * The dropdown the wide menu's CSS stand-in shows when the header's code takes over: the one under
 * the pointer, or around the focus on one of its links. The code keeps that one open rather than
 * closing it under the pointer or around the focus. (Focus on a toggle alone does not count: there
 * the code's closed menu, opened with Enter, is what a keyboard user expects.) One the visitor
 * closed under the pointer keeps its mark until the pointer leaves it, and the code's hover opens
 * nothing there meanwhile (MenuDropdown).
 */
export function menuHeldBeforeCode(header: Element | null): MenuId | null {
  const focused = document.activeElement?.closest('.dropdown-menu')?.parentElement;
  const held = focused && header?.contains(focused) ? focused : header?.querySelector('.dropdown:hover:not([data-dismissed-before-code])');
  return menuIdOf(held);
}

/**
 * While the phone menu's panel is open it covers the page: the page does not scroll under it
 * (`data-menu-open` on the document element, header-nav.scss) and its other parts take no focus and
 * no press (`inert`). React renders neither attribute, so setting them disturbs nothing it owns.
 * Making the page inert restyles all of it (tens of milliseconds on a slow phone): on opening it
 * waits for the frame that shows the panel, which covers the page meanwhile, and is skipped if the
 * panel has closed by then.
 */
export function coverPage(open: boolean): void {
  document.documentElement.toggleAttribute('data-menu-open', open);
  if (!open) {
    setPageInert(false);
    return;
  }
  requestAnimationFrame(() => {
    setTimeout(() => {
      if (document.documentElement.hasAttribute('data-menu-open')) setPageInert(true);
    }, 0);
  });
}

function setPageInert(inert: boolean): void {
  for (const part of document.getElementById('root')?.children ?? []) {
    if (part.tagName !== 'HEADER') part.toggleAttribute('inert', inert);
  }
}

/**
 * A press on the panel itself left of the drawer: the dimmed page beside the tablet's drawer. The
 * drawer starts where its rows do less its side padding (the panel's right padding, the same on
 * both sides of the rows); on a phone, or with text so large that the drawer takes the width, that
 * is the panel's left edge, so its side padding is never such a place. The page's own script
 * (scripts/boot/before-app.js) asks the same before the code has arrived.
 */
export function besideDrawer(target: Element, x: number): boolean {
  const list = target.id === MENU_ID ? target.querySelector('.site-menu__list') : null;
  return list !== null && x < list.getBoundingClientRect().left - parseFloat(getComputedStyle(target).paddingRight);
}
