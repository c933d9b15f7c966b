import { Helmet } from 'react-helmet-async';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { siteSeo } from '@/lib/site-seo';
import { buildHead, jsonLdText, type PageMeta } from '@/lib/seo';

/**
 * Head tags of the current page. Rendered once per page (by the route view): React 19 hoists the
 * title, meta and link elements into the document head; the page's JSON-LD stays in place in the
 * body (the site-wide Organization node is in the head, written there by the prerender step).
 * `path` is the page's path and query as its metadata was built for: while hydrating, the one the
 * page was prerendered for, so React adopts the prerendered tags instead of adding second copies.
 */
export function Seo({ meta, path }: { meta: PageMeta; path: string }) {
  const head = buildHead(siteSeo, meta, path);
  return (
    <>
      <Helmet>
        <title>{head.title}</title>
        <meta name="description" content={head.description} />
        {head.keywords ? <meta name="keywords" content={head.keywords} /> : null}
        {head.robots ? <meta name="robots" content={head.robots} /> : null}
        {head.og.map((tag) => (
          <meta key={tag.property} property={tag.property} content={tag.content} />
        ))}
        {head.twitter.map((tag) => (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ))}
        {head.canonical ? <link rel="canonical" href={head.canonical} /> : null}
        {/* Search Console verifies the site by its home page only. */}
        {env.googleSiteVerification && path.split('?')[0] === paths.home ? (
          <meta name="google-site-verification" content={env.googleSiteVerification} />
        ) : null}
      </Helmet>
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
