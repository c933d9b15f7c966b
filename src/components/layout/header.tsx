import { Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { Logo } from '@/components/ui/logo';
import { deferredLazy } from '@/lib/deferred-lazy';
import { all, listen } from '@/lib/listen';
import { afterNextPaint } from '@/lib/when-idle';
import { dropdownOpenedBeforeCode, menuOpenedBeforeCode } from './menu-before-code';

/**
 * The header's menus: react-bootstrap's Navbar, Collapse and Dropdown with Popper, a fifth of what
 * the first view would otherwise load (docs/decisions/005). Their code is requested when the visitor
 * first does something: points into or focuses the header, or anywhere on the page presses, taps,
 * types or scrolls. A visitor who only reads the first screen never pays for it, and any
 * client-side move to another page (which re-renders the header) follows a press that asked for it.
 */
const nav = deferredLazy(() =>
  import('./header-nav').then(
    (m) => m.HeaderNav,
    (error: unknown) => {
      loadMovesAfresh();
      throw error;
    },
  ),
);

/** Fetches the menus' code now (a page rendered afresh has no prerendered menus to show meanwhile). */
export const loadHeaderCode = nav.load;

/** The address of the page on screen (the last one the app has shown). */
let shownHref = '';

/**
 * Without its code the header can never render again, and React waits for it to render the next
 * page of a move inside the site: the address would change and the page never would. So, as the
 * header's own links already do then (plain links), moves load their page afresh: the move under
 * way, if one is, and every link or Back and Forward after it.
 */
function loadMovesAfresh(): void {
  // (Nothing shown yet: the page is being rendered afresh, and a reload would only fail again.)
  if (shownHref && window.location.href !== shownHref) window.location.reload();
  window.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      // The router never sees the click: the browser follows the link itself.
      if (link instanceof HTMLAnchorElement && link.origin === window.location.origin) event.stopPropagation();
    },
    true,
  );
  window.addEventListener('popstate', () => window.location.reload());
}

/** Reaching for the header, before its code has arrived. */
const REACHING = ['pointerover', 'focusin'] as const;
/** The first interaction anywhere on the page (a click alone: a screen reader's activation). */
const INTERACTING = ['pointerdown', 'touchstart', 'keydown', 'scroll', 'click'] as const;

/**
 * Fixed top bar. Until the menus' code arrives, React keeps the prerendered header in place as it
 * is: its links are plain links, and the page's own inline script (scripts/boot/before-app.js)
 * opens and closes the phone menu, its sections and the dropdowns (which also open with CSS on
 * hover and focus); the code then takes over whatever is open (menu-before-code.ts).
 */
export function Header() {
  const ref = useRef<HTMLElement>(null);
  const location = useLocation();
  useEffect(() => {
    shownHref = window.location.href;
  }, [location]);
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    // After the press's own frame: the request and its bookkeeping (preload links, the chunk's
    // styles) would otherwise run inside the first press and hold back what it opens.
    let requested = false;
    const start = () => {
      if (requested) return;
      requested = true;
      afterNextPaint(nav.start);
    };
    const reach = (event: Event) => {
      if (event.target instanceof Node && header.contains(event.target)) start();
    };
    // All on the window, in the capture phase: React stops events aimed at markup it has not
    // hydrated yet from reaching that markup's own listeners.
    const options: AddEventListenerOptions = { passive: true, capture: true };
    const stop = all(
      ...REACHING.map((type) => listen(window, type, reach, options)),
      ...INTERACTING.map((type) => listen(window, type, start, options)),
    );
    // Something the visitor opened before the app ran (the page's own script answered it): the
    // code comes now, to take it over.
    if (menuOpenedBeforeCode() || dropdownOpenedBeforeCode()) start();
    return stop;
  }, []);
  return (
    <header ref={ref}>
      <Suspense fallback={<HeaderBar />}>
        <nav.Component />
      </Suspense>
    </header>
  );
}

/**
 * Shown only where there is no prerendered header to keep (a page the browser renders itself, such
 * as the Not Found page for an unknown address): the bar and the home link, for the moment the
 * menus' code takes to arrive, which it is asked to do at once.
 */
function HeaderBar() {
  useEffect(() => nav.start(), []);
  return (
    <nav aria-label="Main" className="site-header navbar navbar-expand-lg navbar-light fixed-top">
      <div className="container-xl site-header__bar">
        <a className="navbar-brand site-header__brand" href={paths.home}>
          <Logo height={50} title={`${site.brand} home`} />
        </a>
      </div>
    </nav>
  );
}
