import type { MenuId } from './menu-dropdown';

/** Marks a dropdown whose toggle was activated before the header's code arrived. */
const OPENED = 'data-opened-before-code';

/**
 * The phone menu button before the header's code has arrived (src/components/layout/header.tsx):
 * a tap opens or closes the menu at once, in the markup react-bootstrap's Navbar renders for that
 * state, and `menuOpenedBeforeCode` tells the Navbar, when it takes over, that the menu is open.
 * Once the Navbar has taken over (it marks the bar `data-menus-ready`), this does nothing.
 */
export function toggleMenuBeforeCode(event: Event): void {
  const target = event.target instanceof Element ? event.target : null;
  const toggle = target?.closest('.site-header:not([data-menus-ready]) .dropdown-toggle');
  // Only a click without a press before it (detail 0: a screen reader's activation, or Enter): a
  // pointer's click comes with hover, which the CSS stand-in and the code already follow.
  if (toggle && event instanceof MouseEvent && event.detail === 0) {
    openDropdownBeforeCode(toggle);
    return;
  }
  const button = target?.closest('.navbar-toggler');
  if (!button || button.closest('[data-menus-ready]')) return;
  const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!menu) return;
  const open = !menu.classList.contains('show');
  menu.classList.toggle('show', open);
  button.classList.toggle('collapsed', !open);
  button.setAttribute('aria-expanded', String(open));
}

/**
 * A dropdown's toggle activated before the code arrived. A screen reader's activation (NVDA's
 * Enter in browse mode, VoiceOver's VO-Space) is a bare click, with no pointer over the menu and
 * no focus inside it, so the CSS stand-in would not open it: the dropdown is marked open (the
 * stand-in shows it, `aria-expanded` says so) until the code takes it over (menuHeldBeforeCode).
 */
function openDropdownBeforeCode(toggle: Element): void {
  const dropdown = toggle.parentElement;
  if (!dropdown) return;
  const open = !dropdown.hasAttribute(OPENED);
  for (const other of document.querySelectorAll(`[${OPENED}]`)) {
    other.removeAttribute(OPENED);
    other.querySelector(':scope > .dropdown-toggle')?.setAttribute('aria-expanded', 'false');
  }
  if (open) dropdown.setAttribute(OPENED, '');
  toggle.setAttribute('aria-expanded', String(open));
}


/** Whether the phone menu was opened before the header's code arrived (false on the server). */
export function menuOpenedBeforeCode(id: string): boolean {
  return typeof document !== 'undefined' && document.getElementById(id)?.classList.contains('show') === true;
}

/**
 * The dropdown the visitor is using through its CSS stand-in when the header's code takes over:
 * the pointer over it, or focus on one of its links. The code keeps that one open rather than
 * closing it under the pointer or around the focus. (Focus on a toggle alone does not count: there
 * the code's closed menu, opened with Enter, is what a keyboard user expects.)
 */
export function menuHeldBeforeCode(header: Element | null): MenuId | null {
  const opened = header?.querySelector(`.dropdown[${OPENED}]`);
  opened?.removeAttribute(OPENED);
  const focused = document.activeElement?.closest('.dropdown-menu')?.parentElement;
  const dropdown = opened ?? (focused && header?.contains(focused) ? focused : header?.querySelector('.dropdown:hover'));
  const id = dropdown?.querySelector(':scope > .dropdown-toggle')?.id.replace(/^menu-/, '');
  return id === 'about' || id === 'services' || id === 'products' ? id : null;
}
