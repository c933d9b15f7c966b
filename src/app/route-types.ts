import type { ComponentType } from 'react';
import type { PageMeta } from '@/lib/seo';

/** What every page module exports: the component and, optionally, metadata built from its data. */
export interface PageModule<P = Record<string, unknown>> {
  default: ComponentType<P>;
  /**
   * Page-level metadata layered over the route's own (e.g. from the portfolio entry). `search` is
   * the URL's query once hydrated; empty while hydrating, as the prerendered page had none.
   */
  getMeta?: (args: { params: Record<string, string | undefined>; props: P; search: URLSearchParams }) => PageMeta;
}

export interface AppRoute {
  /** Stable name, e.g. 'portfolio-detail'. */
  id: string;
  /** react-router pattern. */
  path: string;
  /** File name of the page module under src/pages, e.g. 'home-page'. */
  page: string;
  load: () => Promise<PageModule<never>>;
  /** Static props handed to the page (a product id, ...). */
  props?: Record<string, unknown>;
  /**
   * Props that live in their own chunk, loaded together with the page (one service's record,
   * so a service page does not download the other fourteen). `module` is its source path, the
   * build manifest's key, for the prerender step's modulepreload.
   */
  data?: { module: string; load: () => Promise<Record<string, unknown>> };
  meta?: PageMeta;
  /** Concrete paths of a dynamic route, for prerendering and the sitemap. */
  staticPaths?: () => Promise<string[]>;
  /** false: prerendered but left out of the sitemap (the Not Found page). */
  indexable?: boolean;
}
