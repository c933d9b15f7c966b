/// <reference types="node" />
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, StaticRouter } from 'react-router-dom';
import { HEAD_SLOT } from '@/components/layout/seo';
import { buildHead, cardAlt, cardPath, documentTitle, headElements, headHtml, jsonLdText, type CardMeta, type JsonLdNode, type PageMeta } from '@/lib/seo';
import { siteJsonLd } from '@/lib/site-json-ld';
import { siteSeo } from '@/lib/site-seo';
import { slugToTitle } from '@/lib/text';
import { App } from './app';
import { matchRoute } from './match-route';
import { preloadRoute } from './page-loader';
import { Providers } from './providers';
import { routeMeta } from './route-meta';
import { routes } from './routes';

/**
 * Renders the page at `path`: its head and its body, for scripts/prerender.mjs to write into the
 * page template. The head is what React itself puts there (image preloads, links a page hoists)
 * with the page's head tags written in their place from the route's metadata (`headHtml`, the
 * list Helmet renders in the browser), then the site-wide JSON-LD (the Organization, the same on
 * every page and never rendered by the app). The body is the app's markup, waiting for the lazy page.
 */
export async function renderPage(path: string): Promise<{ head: string; body: string }> {
  await preloadRoute(matchRoute(new URL(path, 'http://localhost').pathname));
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Providers>
        <StaticRouter location={path}>
          {/* React writes all that belongs in the head inside this element, before the app's markup. */}
          <App head={<head />} />
        </StaticRouter>
      </Providers>
    </StrictMode>,
    // Never outline a large Suspense boundary into a script-revealed segment: the page's content
    // must be in the HTML as it is, for crawlers and for visitors before (or without) JavaScript.
    { progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  const headEnd = html.indexOf(HEAD_END);
  const [beforeTags, afterTags, ...more] = html.slice(HEAD_START.length, headEnd).split(SLOT);
  if (!html.startsWith(HEAD_START) || afterTags === undefined || more.length > 0) {
    throw new Error(`renderPage(${path}): the server render did not leave one head slot in one head`);
  }
  // A page's title and meta tags come from its metadata alone: one the app rendered itself would stand twice.
  if (['<title', '<meta '].some((tag) => (beforeTags + afterTags).includes(tag))) {
    throw new Error(`renderPage(${path}): the app rendered a title or meta tag of its own; give it to the route's metadata`);
  }
  return { head: beforeTags + (await pageHeadTags(path)) + afterTags + siteHeadHtml(), body: html.slice(headEnd + HEAD_END.length) };
}

/** The head tags of the page at `path` as HTML: the list Helmet renders in the browser (route-head.test.tsx compares them). */
export async function pageHeadTags(path: string): Promise<string> {
  return headHtml(headElements(buildHead(siteSeo, await pageMeta(path), path)));
}

const HEAD_START = '<head>';
const HEAD_END = '</head>';
const SLOT = `<meta name="${HEAD_SLOT}"/>`;

/** The route's metadata, as the route view takes it in the browser: prerendered pages have no query. */
async function pageMeta(path: string): Promise<PageMeta> {
  const route = matchRoute(path);
  const { module, props } = await preloadRoute(route);
  const params = matchRoutes([{ path: route.path }], path)?.[0]?.params ?? {};
  return routeMeta(route, module, { params, props, search: new URLSearchParams() });
}

/** The site-wide JSON-LD (the Organization) as script elements. */
function siteHeadHtml(): string {
  return siteJsonLd(siteSeo.origin)
    .map((node) => `<script type="application/ld+json">${jsonLdText(node)}</script>`)
    .join('');
}

/** The page's JSON-LD nodes, the site-wide ones first, as its HTML carries them (the sitemap reads their dates). */
export async function pageJsonLd(path: string): Promise<JsonLdNode[]> {
  return [...siteJsonLd(siteSeo.origin), ...buildHead(siteSeo, await pageMeta(path), path).jsonLd];
}

/** What the social card of the page at `path` shows and where it goes (scripts/cards draws it). */
interface PageCard {
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

/** Every concrete path to prerender, with whether it belongs in the sitemap. */
interface PrerenderPage {
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

/** The name 404.html's copy of a list's own Not Found page is rendered with (scripts/boot/route-fallback.js puts the address's in its place). */
export const FALLBACK_SAMPLE_SLUG = 'fallback-sample-name';

/** The sample name as the pages write it (slugToTitle), which route-fallback.js looks for. */
export const FALLBACK_SAMPLE_NAME = slugToTitle(FALLBACK_SAMPLE_SLUG);

/** A list's own Not Found page, for 404.html to show at once for an address under that list. */
interface FallbackPage extends Omit<PrerenderPage, 'indexable'> {
  /** The addresses it answers, as a regular expression whose group 1 is the address's name (trailing slashes as react-router takes them: any number). */
  pattern: string;
}

/**
 * The pages with an address per item (a project, a case study) whose unknown items get a Not
 * Found page of the list's own: each rendered for the sample name, with the pattern of its addresses.
 */
export function listFallbacks(): FallbackPage[] {
  return routes
    .filter((route) => route.staticPaths && /^(\/[a-z0-9-]+)+\/:[a-z]+$/i.test(route.path))
    .map((route) => {
      const list = route.path.slice(0, route.path.lastIndexOf('/:'));
      return {
        routeId: route.id,
        page: route.page,
        dataModule: route.data?.module,
        path: `${list}/${FALLBACK_SAMPLE_SLUG}`,
        pattern: `^${list}/([^/]+)/*$`,
      };
    });
}
