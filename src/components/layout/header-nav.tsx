import { useEffect, useRef, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { aboutMenu, productsMenu, servicesMenu } from '@/content/menus';
import { site } from '@/content/site';
import { LineIcon } from '@/components/ui/line-icon';
import { Logo } from '@/components/ui/logo';
import { useHydrated } from '@/lib/use-hydrated';
import { menuHeldBeforeCode, menuOpenedBeforeCode } from './menu-before-code';
import { MenuDropdown, type MenuId } from './menu-dropdown';

/**
 * lucide's message-circle, drawn inline: the header's code loads on every page, and
 * WhatsApp's own logo path is eight times longer (the icon library's runtime would cost more still).
 */
const CHAT_BUBBLE =
  'M2.992 16.342a2 2 0 0 1 .094 1.167l-1.065 3.29a1 1 0 0 0 1.236 1.168l3.413-.998a2 2 0 0 1 1.099.092 10 10 0 1 0-4.777-4.719';

const MENU_ID = 'site-menu';

/**
 * The header's bar and menus, whose code arrives after the first view (header.tsx). One dropdown
 * open at a time (about, services, products or none); dropdowns open on hover (pointer devices) or
 * click, close on outside click, Escape or a chosen link, and any chosen link also collapses the
 * small-screen menu.
 */
export function HeaderNav() {
  const [expanded, setExpanded] = useState(() => menuOpenedBeforeCode(MENU_ID));
  const [open, setOpen] = useState<MenuId | null>(null);
  // Marks the bar once this code runs it, which ends the CSS stand-ins for the menus (_layout.scss).
  const ready = useHydrated();
  const bar = useRef<HTMLElement>(null);
  // A dropdown the CSS stand-in shows under the pointer or focus stays open as the code takes over.
  useEffect(() => {
    const held = menuHeldBeforeCode(bar.current);
    if (held) setOpen(held);
  }, []);
  const { pathname } = useLocation();

  const closeAll = () => {
    setOpen(null);
    setExpanded(false);
  };

  // Back/forward navigation closes menus too (links close them on click).
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(null);
    setExpanded(false);
  }

  const dropdown = { open, setOpen, onChoose: closeAll };

  // The open phone menu closes on Escape (the focus going back to its button) and on a press
  // outside the bar, as the dropdowns do.
  useEffect(() => {
    if (!expanded) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || open) return;
      setExpanded(false);
      bar.current?.querySelector<HTMLElement>('.navbar-toggler')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) setExpanded(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [expanded, open]);

  return (
    <Navbar
      expand="xl"
      fixed="top"
      className="site-header"
      expanded={expanded}
      onToggle={setExpanded}
      aria-label="Main"
      ref={bar}
      data-menus-ready={ready ? '' : undefined}
    >
      <Container fluid="xl">
        <Navbar.Brand as={Link} to={paths.home} onClick={closeAll} className="py-0">
          <Logo height={50} title={`${site.brand} home`} />
        </Navbar.Brand>
        <Navbar.Toggle aria-controls={MENU_ID} aria-expanded={expanded} label="Menu" />
        <Navbar.Collapse id={MENU_ID}>
          <Nav as="ul" className="ms-auto align-items-xl-center">
            <li className="nav-item">
              <Nav.Link as={NavLink} to={paths.home} end onClick={closeAll}>
                HOME
              </Nav.Link>
            </li>
            <MenuDropdown id="about" label="ABOUT US" columns={[{ links: aboutMenu }]} {...dropdown} />
            <MenuDropdown id="services" label="SERVICES" columns={servicesMenu} mega {...dropdown} />
            <MenuDropdown id="products" label="PRODUCTS" columns={[{ links: productsMenu }]} {...dropdown} />
            <li className="nav-item">
              <Nav.Link as={NavLink} to={paths.portfolio} onClick={closeAll}>
                PORTFOLIO
              </Nav.Link>
            </li>
            <li className="nav-item">
              <Nav.Link href={site.blogUrl} target="_blank" rel="noopener noreferrer" onClick={closeAll}>
                BLOGS<span className="visually-hidden"> (opens in a new tab)</span>
              </Nav.Link>
            </li>
            <li className="nav-item">
              <Nav.Link as={NavLink} to={paths.caseStudies} onClick={closeAll}>
                CASE STUDIES
              </Nav.Link>
            </li>
            <li className="nav-item">
              <Link to={paths.quote} className="btn btn-primary btn-sm ms-xl-2 my-2 my-xl-0" onClick={closeAll}>
                GET QUOTE
              </Link>
            </li>
            <li className="nav-item">
              {/* The quiet second action: an outline with a chat pictogram tinted green, so GET QUOTE is the one filled button. */}
              <a
                href={site.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-whatsapp btn-sm ms-xl-2 mb-2 mb-xl-0"
                onClick={closeAll}
              >
                <LineIcon paths={[CHAT_BUBBLE]} size={16} className="btn-whatsapp__icon" />
                WHATSAPP<span className="visually-hidden"> (chat opens in a new tab)</span>
              </a>
            </li>
          </Nav>
        </Navbar.Collapse>
      </Container>
    </Navbar>
  );
}
