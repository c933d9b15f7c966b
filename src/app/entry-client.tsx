import '@/styles/main.scss';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { env } from '@/config/env';
import { loadHeaderCode } from '@/components/layout/header';
import { loadFooterCode } from '@/components/layout/layout';
import { markCodeMissing } from '@/lib/code-missing';
import { watchContactClicks } from '@/lib/contact-clicks';
import { headElementsSelector } from '@/lib/seo';
import { siteSeo } from '@/lib/site-seo';
import { useHydrated } from '@/lib/use-hydrated';
import { App } from './app';
import { matchRoute } from './match-route';
import { preloadRoute } from './page-loader';
import { prerenderedPathFor } from './prerendered-path';
import { Providers } from './providers';

// A tap on a phone, e-mail or WhatsApp link works on the prerendered page before any of the app
// does: it is recorded from here on and reported once analytics has started (use-route-effects.ts).
if (env.gaMeasurementId) watchContactClicks(document);

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

/**
 * Marks the root (`data-hydrated`) once React has taken over the page and rendered it again with
 * what only the browser knows (useHydrated): its effects, the observers that load code when the
 * visitor comes near, have run by then. End-to-end tests wait for it before they assert that
 * something did not happen.
 */
function MarkHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  useEffect(() => {
    if (hydrated) container?.setAttribute('data-hydrated', 'true');
  }, [hydrated]);
  return children;
}

const app = (
  <StrictMode>
    <MarkHydrated>
      <Providers>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </Providers>
    </MarkHydrated>
  </StrictMode>
);

/**
 * Prerendered pages carry the path they were rendered for. When it is this URL (give or take a
 * trailing slash), the page hydrates. Otherwise (404.html answering an unknown path) the app
 * renders afresh for the URL.
 */
const { pathname, search, hash } = window.location;
const hydrateAs = prerenderedPathFor(container.dataset.path, pathname);
// /about/ shows the page rendered for /about: the address takes that page's own path, so the router
// renders exactly what was prerendered and the page hydrates with whatever the visitor did meanwhile.
if (hydrateAs && hydrateAs !== pathname) window.history.replaceState(window.history.state, '', `${hydrateAs}${search}${hash}`);

/** A task of its own for what follows: the browser answers a press waiting meanwhile. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// React DOM's client is most of the app's code. Evaluated with the rest of the entry, it made one
// task long enough (about 190 ms on a 4x-slowed phone) to hold a tap on the menu past its frame;
// imported after a yield, it is evaluated in a task of its own. Every page preloads it with the
// entry (scripts/prerender.mjs), so this costs no extra round trip.
const reactDom = nextTask().then(() => import('react-dom/client'));

void Promise.all([reactDom, preloadRoute(matchRoute(hydrateAs ?? pathname)), hydrateAs ? null : Promise.all([loadHeaderCode(), loadFooterCode()])]).then(([{ createRoot, hydrateRoot }]) => {
  if (hydrateAs) {
    // As a transition, hydration yields to the browser between small units of work, so the page
    // stays responsive while React takes over the prerendered markup.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The prerendered page (404.html) belongs to another route: the app renders anew for this URL.
    // Its head tags go now; its content stays on screen until React's first commit replaces it.
    // Nothing prerendered stands in for the menus and the footer here: their code came with the
    // page's, so the first render shows them rather than a bar without its menu and no footer.
    document.head.querySelectorAll(headElementsSelector(siteSeo)).forEach((element) => element.remove());
    createRoot(container).render(app);
  }
}, markCodeMissing);
