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
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** Every concrete path to prerender, with whether it belongs in the sitemap. */
export async function listPages(): Promise<{ path: string; routeId: string; indexable: boolean }[]> {
  const pages: { path: string; routeId: string; indexable: boolean }[] = [];
  for (const route of routes) {
    const indexable = route.indexable !== false;
    if (route.staticPaths) {
      for (const path of await route.staticPaths()) pages.push({ path, routeId: route.id, indexable });
    } else if (route.path === '*') {
      pages.push({ path: '/404', routeId: route.id, indexable: false });
    } else {
      pages.push({ path: route.path, routeId: route.id, indexable });
    }
  }
  return pages;
}
