import { use } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/layout/seo';
import { useHydrated } from '@/lib/use-hydrated';
import { loadedRoute, preloadRoute } from './page-loader';
import { routeMeta } from './route-meta';
import type { AppRoute, PageModule } from './route-types';

type AnyPageModule = PageModule<Record<string, unknown>>;

const NO_SEARCH = new URLSearchParams();

/** Renders one route: its head tags (route metadata under the page's own) and its page. */
export function RouteView({ route }: { route: AppRoute }) {
  const { module, props } = loadedRoute(route) ?? use(preloadRoute(route));
  const mod = module as AnyPageModule;
  const Page = mod.default;
  return (
    <>
      <RouteHead route={route} mod={mod} props={props} />
      <Page {...props} />
    </>
  );
}

/**
 * The route's head tags. Prerendered pages were rendered without a query, so this hydrates with
 * none and reads the real one right after. It is its own component so that this second render
 * stays in the head: re-rendering the page then would disturb parts still waiting to hydrate.
 */
export function RouteHead({ route, mod, props }: { route: AppRoute; mod: Parameters<typeof routeMeta>[1]; props: Record<string, unknown> }) {
  const params = useParams();
  const { pathname, search: query } = useLocation();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const search = hydrated ? searchParams : NO_SEARCH;
  return <Seo meta={routeMeta(route, mod, { params, props, search })} path={hydrated ? pathname + query : pathname} />;
}
