import '@/styles/main.scss';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app';
import { matchRoute } from './match-route';
import { preloadRoute } from './page-loader';
import { Providers } from './providers';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');

const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

/**
 * Prerendered pages carry the path they were rendered for. When it is this URL, the page
 * hydrates. Otherwise (404.html answering an unknown path) the app renders afresh for the URL.
 */
const renderedFor = container.dataset.path;
const { pathname } = window.location;

void preloadRoute(matchRoute(pathname)).then(() => {
  if (renderedFor && renderedFor === pathname) {
    // As a transition, hydration yields to the browser between small units of work, so the page
    // stays responsive while React takes over the prerendered markup.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // The prerendered page (404.html) belongs to another route: drop its content and head tags,
    // which the app renders anew for this URL.
    container.textContent = '';
    document.head
      .querySelectorAll('title, meta[name="description"], meta[name="keywords"], meta[name="robots"], meta[property^="og:"], link[rel="canonical"]')
      .forEach((element) => element.remove());
    createRoot(container).render(app);
  }
});
