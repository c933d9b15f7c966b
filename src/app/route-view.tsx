import { use } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/layout/seo';
import { mergeMeta } from '@/lib/seo';
import { useHydrated } from '@/lib/use-hydrated';
import { loadedModule, preloadRoute } from './page-loader';
import type { AppRoute, PageModule } from './route-types';

const NO_SEARCH = new URLSearchParams();

/** Renders one route: its head tags (route metadata under the page's own) and its page. */
export function RouteView({ route }: { route: AppRoute }) {
  const params = useParams();
  const { pathname, search: query } = useLocation();
  const [searchParams] = useSearchParams();
  // Prerendered pages were rendered without a query: hydrate with none, then read the real one.
  const hydrated = useHydrated();
  const search = hydrated ? searchParams : NO_SEARCH;
  const mod = (loadedModule(route) ?? use(preloadRoute(route))) as PageModule<Record<string, unknown>>;
  const props = route.props ?? {};
  const Page = mod.default;
  const meta = mergeMeta(route.meta, mod.getMeta?.({ params, props, search }));
  return (
    <>
      <Seo meta={meta} path={hydrated ? pathname + query : pathname} />
      <Page {...props} />
    </>
  );
}
