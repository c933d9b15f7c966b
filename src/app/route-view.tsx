import { use } from 'react';
import { useParams } from 'react-router-dom';
import { Seo } from '@/components/layout/seo';
import { mergeMeta } from '@/lib/seo';
import { loadedModule, preloadRoute } from './page-loader';
import type { AppRoute, PageModule } from './route-types';

/** Renders one route: its head tags (route metadata under the page's own) and its page. */
export function RouteView({ route }: { route: AppRoute }) {
  const params = useParams();
  const mod = (loadedModule(route) ?? use(preloadRoute(route))) as PageModule<Record<string, unknown>>;
  const props = route.props ?? {};
  const Page = mod.default;
  const meta = mergeMeta(route.meta, mod.getMeta?.({ params, props }));
  return (
    <>
      <Seo meta={meta} />
      <Page {...props} />
    </>
  );
}
