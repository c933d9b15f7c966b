/// <reference types="node" />
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { buildHead, mergeMeta, type HeadTags } from '@/lib/seo';
import { siteSeo } from '@/lib/site-seo';
import { App } from './app';
import { matchRoute } from './match-route';
import { preloadRoute } from './page-loader';
import { Providers } from './providers';
import type { PageModule } from './route-types';
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

/**
 * The head tags the page at `path` must carry, worked out from the route table, the page module's
 * getMeta and buildHead alone, not by rendering: scripts/prerender.mjs compares each page's HTML
 * with it (scripts/lib/check-head.mjs), so a tag lost anywhere between the Seo component and the
 * written file fails the build.
 */
export async function pageHead(path: string): Promise<HeadTags> {
  const route = matchRoute(path);
  const { module, props } = await preloadRoute(route);
  const params = matchRoutes([{ path: route.path }], path)?.[0]?.params ?? {};
  // Prerendered pages are rendered without a query (route-view.tsx).
  const pageMeta = (module.getMeta as PageGetMeta | undefined)?.({ params, props, search: new URLSearchParams() });
  return buildHead(siteSeo, mergeMeta(route.meta, pageMeta), path);
}

type PageGetMeta = NonNullable<PageModule['getMeta']>;

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
