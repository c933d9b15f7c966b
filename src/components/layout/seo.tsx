import { Helmet } from 'react-helmet-async';
import { env } from '@/config/env';
import { siteSeo } from '@/lib/site-seo';
import { buildHead, headElements, jsonLdText, type PageMeta } from '@/lib/seo';

/**
 * What the server render leaves where the page's head tags go among the elements React itself
 * puts into the head (its image preloads before them, links the page hoists after them): the
 * prerender step writes the tags there, from the same list (app/entry-server).
 */
export const HEAD_SLOT = 'route-head';

/**
 * Head tags of the current page, rendered once per page (by the route view). In the browser
 * Helmet renders the page's head elements (lib/seo's `headElements`) and React hoists them into
 * the document head; while hydrating, the prerendered page already has the same elements there,
 * written from the same list, and React adopts them instead of adding second copies. `path` is the
 * page's path and query as its metadata was built for: while hydrating, the one the page was
 * prerendered for. The page's JSON-LD stays in place in the body (the site-wide Organization node
 * is in the head, written there by the prerender step).
 */
export function Seo({ meta, path }: { meta: PageMeta; path: string }) {
  const head = buildHead(siteSeo, meta, path);
  return (
    <>
      {env.prerendering ? <meta name={HEAD_SLOT} /> : <Helmet {...headElements(head)} />}
      {head.jsonLd.map((node, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD is built from our own data and escaped by jsonLdText.
          dangerouslySetInnerHTML={{ __html: jsonLdText(node) }}
        />
      ))}
    </>
  );
}
