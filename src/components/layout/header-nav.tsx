import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { aboutMenu, menuSectionOf, productsMenu, servicesMenu, servicesMenuPromo } from '@/content/menus';
import { site } from '@/content/site';
import { Logo } from '@/components/ui/logo';
import { all, listen } from '@/lib/listen';
import { HeaderIcon, MenuIcon } from './header-icons';
import { besideDrawer, coverPage, dropdownOpenedBeforeCode, MENU_ID, menuHeldBeforeCode, menuOpenedBeforeCode, PHONE_MENU_QUERY } from './menu-before-code';
import { MenuDropdown, type MenuId, type PinnedMenu } from './menu-dropdown';

/**
 * The header's bar and menus, whose code arrives after the first view (header.tsx). From 992 px
 * every item shows on one row; below, the bar keeps GET QUOTE beside the Menu button, which opens
 * a panel over the whole page: a row per item, the dropdowns as sections that expand in place,
 * GET QUOTE and WHATSAPP at its foot. One dropdown open at a time (about, services, products or
 * none); dropdowns open on hover (pointer devices, wide menu) or click, close on an outside click,
 * Escape or a chosen link, and any chosen link also closes the panel.
 */
export function HeaderNav() {
  const [expanded, setExpanded] = useState(() => menuOpenedBeforeCode());
  const [open, setOpen] = useState<MenuId | null>(() => dropdownOpenedBeforeCode());
  const bar = useRef<HTMLElement>(null);
  // The menu the visitor asked for, if one is open (MenuDropdown's `pinned`).
  const pinnedMenu = useRef<MenuId | null>(null);
  // What the first render read, for the commit that hydrates the bar to compare with the page.
  const renderedState = useRef({ expanded, open });

  // Taking over from the page's own script (scripts/boot/before-app.js): in the commit that
  // hydrates the bar, before the browser paints or handles another press, the code adopts what is
  // open (the phone menu, a dropdown pinned, pointed at or holding the focus) and marks the bar,
  // which ends the script's part and the CSS stand-ins for the menus.
  // What the render read may be a tap old: hydration yields to the browser, and until the mark the
  // page's script answers taps on the bar (React does not see them). So the commit reads the page
  // again; a state that differs is rendered again before the browser paints.
  // A dropdown the script opened for a press (a click, a key) is the visitor's own: the code takes
  // it over pinned, so the pointer leaving it does not close it (one pointed at and clicked at once
  // closed as the pointer left, review AD). One the pointer alone holds open stays hover's.
  useLayoutEffect(() => {
    const expandedNow = menuOpenedBeforeCode();
    const pressed = dropdownOpenedBeforeCode();
    pinnedMenu.current = pressed;
    const openNow = pressed ?? menuHeldBeforeCode(bar.current);
    if (expandedNow !== renderedState.current.expanded) setExpanded(expandedNow);
    if (openNow !== renderedState.current.open) setOpen(openNow);
    bar.current?.setAttribute('data-menus-ready', '');
  }, []);

  // One function for the whole life of the bar: the dropdowns' links keep it, so that opening or
  // closing one re-renders its toggle and panel, not every link of every menu.
  const closeAll = useCallback(() => {
    setOpen(null);
    setExpanded(false);
  }, []);

  // Back/forward navigation closes menus too (links close them on click). It listens for the
  // history move itself, not for the rendered page changing: the next page may take a moment to
  // arrive, and a menu opened meanwhile must stay open when it does.
  useEffect(() => {
    const onHistoryMove = () => {
      setOpen(null);
      setExpanded(false);
    };
    return listen(window, 'popstate', onHistoryMove);
  }, []);

  // Escape closes an open dropdown of the wide menu wherever the focus is, as the page's script did
  // before the code (WCAG 1.4.13: what a pointer shows can be dismissed without moving it). With
  // the focus in the menu or on its toggle, react-bootstrap closes it first and takes the focus back
  // to the toggle; this covers a menu the pointer opened while the focus was on the page.
  useEffect(() => {
    if (open === null) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || window.matchMedia(PHONE_MENU_QUERY).matches) return;
      setOpen(null);
    };
    return listen(document, 'keydown', onKeyDown);
  }, [open]);

  // The open panel covers the page: the page behind neither scrolls nor takes the focus.
  useLayoutEffect(() => {
    coverPage(expanded);
    return () => coverPage(false);
  }, [expanded]);

  // The panel closes on Escape wherever the focus is inside it (the focus going back to the Menu
  // button), on a press outside the bar or beside the tablet's drawer, and when the window grows to the wide menu.
  useEffect(() => {
    if (!expanded) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      closeAll();
      bar.current?.querySelector<HTMLElement>('.navbar-toggler')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) setExpanded(false);
    };
    // The dimmed page beside the tablet's drawer (the panel itself, not a row in it) closes it on
    // the click, as the page's own script does: closing on the press would let the tap's click
    // land on the page it uncovers, and a swipe there scrolls the drawer rather than closing it.
    // The focus, if it was in the panel, goes back to the Menu button.
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      if (!besideDrawer(target, event.clientX)) return;
      const toggle = bar.current?.querySelector<HTMLElement>('.navbar-toggler');
      const focusInside = target.contains(document.activeElement);
      closeAll();
      if (focusInside) toggle?.focus();
    };
    const phone = window.matchMedia(PHONE_MENU_QUERY);
    const onWidth = () => {
      if (!phone.matches) closeAll();
    };
    return all(
      listen(window, 'keydown', onKeyDown, true),
      listen(document, 'pointerdown', onPointerDown),
      listen(document, 'click', onClick),
      listen(phone, 'change', onWidth),
    );
  }, [expanded, closeAll]);

  // The section of the page on screen is marked from the first paint: the prerendered header is
  // rendered for its page, and hydrating repeats it.
  const { pathname } = useLocation();
  const page = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const section = menuSectionOf(page);
  const pinned = useMemo<PinnedMenu>(
    () => ({
      get: () => pinnedMenu.current,
      set: (id) => {
        pinnedMenu.current = id;
      },
    }),
    [],
  );
  const dropdown = { open, setOpen, pinned, onChoose: closeAll, page };

  return (
    <Navbar expand="lg" fixed="top" className="site-header" expanded={expanded} onToggle={setExpanded} aria-label="Main" ref={bar}>
      <Container fluid="xl" className="site-header__bar">
        <Navbar.Brand as={Link} to={paths.home} onClick={closeAll} className="site-header__brand">
          <Logo height={50} title={`${site.brand} home`} />
        </Navbar.Brand>
        <div className="site-header__quick">
          <Link to={paths.quote} className="btn btn-primary site-header__quote" onClick={closeAll}>
            GET QUOTE
          </Link>
          <Navbar.Toggle aria-controls={MENU_ID} aria-expanded={expanded} label="Menu" className="site-header__toggle">
            <MenuIcon />
            {/* The word stays "Menu" while the panel is open: it is the button's name (WCAG 2.5.3,
                label in name: a voice user says what they see), and aria-expanded tells a screen
                reader the state; the icon turns into a cross to show it to the eye. */}
            <span className="site-header__toggle-label" aria-hidden="true">
              Menu
            </span>
          </Navbar.Toggle>
        </div>
        <Navbar.Collapse id={MENU_ID} className="site-menu">
          <Nav as="ul" className="site-menu__list">
            <li className="nav-item">
              <Nav.Link as={NavLink} to={paths.home} end onClick={closeAll}>
                HOME
              </Nav.Link>
            </li>
            <MenuDropdown id="about" current={section === 'about'} label="ABOUT US" columns={[{ links: aboutMenu }]} {...dropdown} />
            <MenuDropdown id="services" current={section === 'services'} label="SERVICES" columns={servicesMenu} mega promo={servicesMenuPromo} {...dropdown} />
            <MenuDropdown id="products" current={section === 'products'} label="PRODUCTS" columns={[{ links: productsMenu }]} {...dropdown} />
            <li className="nav-item">
              <Nav.Link as={NavLink} to={paths.portfolio} onClick={closeAll}>
                PORTFOLIO
              </Nav.Link>
            </li>
            <li className="nav-item">
              <Nav.Link href={site.blogUrl} target="_blank" rel="noopener noreferrer" onClick={closeAll}>
                BLOGS
                <HeaderIcon name="external" className="site-menu__external" />
                <span className="visually-hidden"> (opens in a new tab)</span>
              </Nav.Link>
            </li>
            <li className="nav-item">
              <Nav.Link as={NavLink} to={paths.caseStudies} onClick={closeAll}>
                CASE STUDIES
              </Nav.Link>
            </li>
          </Nav>
          <div className="site-menu__actions">
            <Link to={paths.quote} className="btn btn-primary" onClick={closeAll}>
              GET QUOTE
            </Link>
            {/* The quiet second action: an outline with a chat pictogram tinted green, so GET QUOTE is
                the one filled button. From 992 to 1199 px the row is the logo's 50 px and nine items
                in about 940 px: there the word is read, not shown, and the pictogram stands for it. */}
            <a href={site.whatsappUrl} target="_blank" rel="noopener noreferrer" className="btn btn-whatsapp" onClick={closeAll}>
              <HeaderIcon name="chat" className="btn-whatsapp__icon" />
              <span className="btn-whatsapp__label">WHATSAPP</span>
              <span className="visually-hidden"> (chat opens in a new tab)</span>
            </a>
          </div>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
