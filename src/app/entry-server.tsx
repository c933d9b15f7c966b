/// <reference types="node" />
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app';
import { matchRoute } from './match-route';
import { preloadRoute } from './page-loader';
import { Providers } from './providers';
import { routes } from './routes';

export { routes };

/** Renders one URL to HTML, waiting for its lazy page. Used by scripts/prerender.mjs. */
export async function render(url: string): Promise<string> {
  await preloadRoute(matchRoute(new URL(url, 'http://localhost').pathname));
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    // Never outline a large Suspense boundary into a script-revealed segment: the page's content
    // must be in the HTML as it is, for crawlers and for visitors before (or without) JavaScript.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Every concrete path to prerender, with whether it belongs in the sitemap. */
export interface PrerenderPage {
  path: string;
  routeId: string;
  /** Page module file name under src/pages. */
  page: string;
  /** Source path of the route's data module, if it has one (see AppRoute.data). */
  dataModule?: string;
  indexable: boolean;
}

/** Every concrete path to prerender, with its page module and whether it belongs in the sitemap. */
export async function listPages(): Promise<PrerenderPage[]> {
  const pages: PrerenderPage[] = [];
  for (const route of routes) {
    const base = { routeId: route.id, page: route.page, dataModule: route.data?.module, indexable: route.indexable !== false };
    if (route.staticPaths) {
      for (const path of await route.staticPaths()) pages.push({ ...base, path });
    } else if (route.path === '*') {
      pages.push({ ...base, path: '/404', indexable: false });
    } else {
      pages.push({ ...base, path: route.path });
    }
  }
  return pages;
}
