import '@/styles/main.scss';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { headElementsSelector } from '@/lib/seo';
import { siteSeo } from '@/lib/site-seo';
import { useHydrated } from '@/lib/use-hydrated';
import { App } from './app';
import { matchRoute } from './match-route';
import { preloadRoute } from './page-loader';
import { prerenderedPathFor } from './prerendered-path';
import { Providers } from './providers';

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

void preloadRoute(matchRoute(hydrateAs ?? pathname)).then(() => {
  if (hydrateAs) {
    // As a transition, hydration yields to the browser between small units of work, so the page
    // stays responsive while React takes over the prerendered markup.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The prerendered page (404.html) belongs to another route: drop its content and head tags,
    // which the app renders anew for this URL.
    container.textContent = '';
    document.head.querySelectorAll(headElementsSelector(siteSeo)).forEach((element) => element.remove());
    createRoot(container).render(app);
  }
});
