/// <reference types="node" />
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { buildHead, cardAlt, cardPath, documentTitle, jsonLdText, mergeMeta, type CardMeta, type HeadTags, type PageMeta } from '@/lib/seo';
import { siteJsonLd } from '@/lib/site-json-ld';
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

/** The route's metadata under the page module's getMeta, as the route view merges them. */
async function pageMeta(path: string): Promise<PageMeta> {
  const route = matchRoute(path);
  const { module, props } = await preloadRoute(route);
  const params = matchRoutes([{ path: route.path }], path)?.[0]?.params ?? {};
  // Prerendered pages are rendered without a query (route-view.tsx).
  const meta = (module.getMeta as PageGetMeta | undefined)?.({ params, props, search: new URLSearchParams() });
  return mergeMeta(route.meta, meta);
}

/**
 * The head tags the page at `path` must carry, worked out from the route table, the page module's
 * getMeta and buildHead alone, not by rendering: scripts/prerender.mjs compares each page's HTML
 * with it (scripts/lib/check-head.mjs), so a tag lost anywhere between the Seo component and the
 * written file fails the build. Its JSON-LD starts with the site-wide nodes of `siteHeadHtml`.
 */
export async function pageHead(path: string): Promise<HeadTags> {
  const head = buildHead(siteSeo, await pageMeta(path), path);
  return { ...head, jsonLd: [...siteJsonLd(siteSeo.origin), ...head.jsonLd] };
}

/** The site-wide JSON-LD (the Organization) as script elements, for the prerender step to put in every page's head. */
export function siteHeadHtml(): string {
  return siteJsonLd(siteSeo.origin)
    .map((node) => `<script type="application/ld+json">${jsonLdText(node)}</script>`)
    .join('');
}

/** What the social card of the page at `path` shows and where it goes (scripts/cards draws it). */
export interface PageCard {
  /** Site path of the PNG, the page's og:image. */
  path: string;
  /** The short page title (the brand's legal name on the home page). */
  title: string;
  description: string;
  brand: string;
  alt: string;
  kind?: CardMeta['kind'];
  image?: string;
  figure?: CardMeta['figure'];
}

export async function pageCard(path: string): Promise<PageCard> {
  const meta = await pageMeta(path);
  const head = buildHead(siteSeo, meta, path);
  return {
    path: cardPath(meta, path),
    title: meta.title ?? documentTitle(siteSeo),
    description: head.description,
    brand: siteSeo.brand,
    alt: cardAlt(meta, head.title),
    ...meta.card,
  };
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
