import { useLayoutEffect, useMemo, useRef, type Dispatch, type MouseEvent as ReactMouseEvent, type SetStateAction, type SyntheticEvent } from 'react';
import Dropdown from 'react-bootstrap/Dropdown';
import { Link } from 'react-router-dom';
import type { MenuSection } from '@/content/menus';
import type { NavLink as NavLinkData } from '@/content/navigation';
import { FROM_LG } from '@/lib/breakpoints';

export type MenuId = MenuSection;

/** Which menu of the bar the visitor asked for, shared by the bar's menus (see MenuDropdown's `pinned`). */
export interface PinnedMenu {
  get: () => MenuId | null;
  set: (id: MenuId | null) => void;
}

interface Props {
  id: MenuId;
  label: string;
  columns: { heading?: string; links: NavLinkData[] }[];
  mega?: boolean;
  /**
   * A wide menu's card at the foot of its last column (shown from 992 px only: the phone panel
   * ends on GET QUOTE already): a short question, a line, and a link that is one of the menu's items.
   */
  promo?: { title: string; text: string; link: { label: string; to: string } };
  /** The page on screen is one of this menu's section: its toggle is marked as the current page's link is. */
  current?: boolean;
  /** The path of the page on screen: its item, if listed, is the current page. */
  page: string;
  open: MenuId | null;
  setOpen: Dispatch<SetStateAction<MenuId | null>>;
  /**
   * The menu the visitor asked for, shared by the bar's menus (null when the open menu, if any,
   * hover alone opened): see `pinned` below.
   */
  pinned: PinnedMenu;
  onChoose: () => void;
}

/** Hover opens only where the device can hover and the menu is horizontal (from 992 px). */
function canHover(): boolean {
  return window.matchMedia(`(hover: hover) and ${FROM_LG}`).matches;
}

function nativeEvent(event: SyntheticEvent | Event | undefined): Event | null {
  if (!event) return null;
  return 'nativeEvent' in event ? event.nativeEvent : event;
}

/**
 * A header dropdown built on react-bootstrap's Dropdown, which supplies the keyboard handling
 * (Enter/Space to open, arrow keys between items, Escape to close and return focus) and the
 * outside-click close. Hover is added on top for pointer users.
 */
export function MenuDropdown({ id, label, columns, mega = false, promo, current = false, page, open, setOpen, pinned, onChoose }: Props) {
  const show = open === id;
  // A pointer that hovers opens the menu before it clicks: that first click keeps it open.
  const openedByHover = useRef(false);
  // The click absorbed that way also reaches the Dropdown's document listener for outside clicks
  // (the toggle is outside the menu element), which asks again to close: the same click, ignored.
  const absorbedClick = useRef<Event | null>(null);
  // Only ever close this menu: a click on another menu's toggle opens that one, and this menu's
  // outside-click listener, which sees the same click afterwards, must not close it again.
  const closeThis = () => setOpen((current) => (current === id ? null : current));
  // A menu taller than the window scrolls within itself: each time it opens it starts at its top,
  // not where it was last left.
  const menu = useRef<HTMLDivElement>(null);
  // A menu the visitor asked for (a click or a key opened it, or a click kept the menu hover had
  // opened) is pinned: it stays open when the pointer leaves it, and closes on an outside click,
  // Escape, a click on its toggle or a choice, as a clicked menu does. One hover alone opened
  // closes as it leaves. As in a desktop menu bar, the pointer moving onto another menu's toggle
  // while one is pinned opens that one pinned: the visitor is still in the bar, and the pointer
  // crossing it on its way back must not close every menu with no click at all.
  const isPinned = () => pinned.get() === id;
  const pin = (on: boolean) => {
    if (on) pinned.set(id);
    else if (isPinned()) pinned.set(null);
  };
  useLayoutEffect(() => {
    if (show && menu.current) menu.current.scrollTop = 0;
    if (!show) {
      pin(false);
      openedByHover.current = false;
    }
    // pin reads refs only; `show` is what this effect follows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [show]);
  const onMouseEnter = (event: ReactMouseEvent) => {
    // The visitor's own menu stays theirs: a click on its toggle then closes it.
    if (!canHover() || (show && isPinned())) return;
    // A menu the visitor closed before the code arrived, the pointer still on it, stays closed until
    // the pointer leaves it (the page's script then takes the mark off): React replays the pointer's
    // entry once it has hydrated the bar, which would open it again under them.
    if (event.currentTarget.hasAttribute('data-dismissed-before-code')) return;
    // Opened by the pointer either way: the click that usually follows keeps it open.
    if (open !== null && open !== id && pinned.get() === open) pin(true);
    openedByHover.current = true;
    setOpen(id);
  };
  // Keys pressed in a menu hover opened (arrows to its items) make it the visitor's too: the
  // pointer leaving must not close it, and take the focus with it.
  const onKeyDown = () => {
    if (show) pin(true);
  };
  const onMouseLeave = () => {
    if (!canHover() || !show || isPinned()) return;
    openedByHover.current = false;
    closeThis();
  };
  const toggle = (next: boolean, meta: { source?: string; originalEvent?: SyntheticEvent | Event }) => {
    const event = nativeEvent(meta.originalEvent);
    if (!next && event && event === absorbedClick.current) return;
    const keepOpen = !next && meta.source === 'click' && openedByHover.current;
    openedByHover.current = false;
    absorbedClick.current = keepOpen ? event : null;
    pin(keepOpen || next);
    if (keepOpen) return;
    if (next) setOpen(id);
    else closeThis();
  };
  // The links are the same whether the menu is open or not: opening it re-renders the toggle and
  // the panel, not its fourteen links (react-bootstrap's items, each a few hooks), which on a
  // 4x-slowed phone took some 30 ms of the tap's frame.
  const links = useMemo(
    () => (
        <div className={mega ? 'mega-columns' : undefined}>
          {columns.map((column, index) => (
            <div key={column.heading ?? index} className={mega ? 'mega-column' : undefined}>
              {column.heading ? <p className="dropdown-header">{column.heading}</p> : null}
              {column.links.map((link) =>
                link.description ? (
                  // Named by its label alone; the line under it is its description.
                  <Dropdown.Item
                    key={link.to}
                    as={Link}
                    to={link.to}
                    onClick={onChoose}
                    className="menu-item--described"
                    aria-label={link.label}
                    aria-current={link.to === page ? 'page' : undefined}
                    aria-describedby={`${id}-${link.to.slice(1)}-desc`}
                  >
                    <span className="menu-item__label">{link.label}</span>
                    <span className="menu-item__desc" id={`${id}-${link.to.slice(1)}-desc`}>
                      {link.description}
                    </span>
                  </Dropdown.Item>
                ) : (
                  <Dropdown.Item key={link.to} as={Link} to={link.to} onClick={onChoose} aria-current={link.to === page ? 'page' : undefined}>
                    {link.label}
                  </Dropdown.Item>
                ),
              )}
              {promo && index === columns.length - 1 ? (
                <div className="mega-promo">
                  <p className="mega-promo__title">{promo.title}</p>
                  <p className="mega-promo__text">{promo.text}</p>
                  <Dropdown.Item as={Link} to={promo.link.to} onClick={onChoose} className="mega-promo__link" aria-current={promo.link.to === page ? 'page' : undefined}>
                    {promo.link.label}
                    <span aria-hidden="true"> →</span>
                  </Dropdown.Item>
                </div>
              ) : null}
            </div>
          ))}
        </div>
    ),
    [id, columns, mega, promo, page, onChoose],
  );
  return (
    <Dropdown
      as="li"
      className={`nav-item${mega ? ' mega-dropdown' : ''}`}
      show={show}
      onToggle={toggle}
      onMouseEnter={onMouseEnter}
      onMouseLeave={onMouseLeave}
      onKeyDown={onKeyDown}
    >
      {/* The section is marked by look alone: the toggle is no page, so not aria-current; the
          page's own item in its list says it is the current page. */}
      <Dropdown.Toggle as="button" type="button" className={`nav-link btn btn-link${current ? ' site-menu__current-section' : ''}`} id={`menu-${id}`}>
        {label}
      </Dropdown.Toggle>
      <Dropdown.Menu as="div" ref={menu} className={mega ? 'mega-menu' : undefined} renderOnMount>
        {links}
      </Dropdown.Menu>
    </Dropdown>
  );
}
