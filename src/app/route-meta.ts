import { mergeMeta, type PageMeta } from '@/lib/seo';
import type { AppRoute, PageModule } from './route-types';

/** What a page module's getMeta is asked with: the route's parameters, the page's props and the query. */
type MetaArgs = Parameters<NonNullable<PageModule['getMeta']>>[0];

/**
 * A route's metadata: the route table's, under the page module's own (`getMeta`, from its data).
 * The site's defaults come under both in lib/seo's `buildHead`. The route view (in the browser)
 * and the prerender step (entry-server) both take a page's metadata from here.
 */
export function routeMeta(route: AppRoute, module: PageModule | PageModule<never>, args: MetaArgs): PageMeta {
  return mergeMeta(route.meta, (module as PageModule).getMeta?.(args));
}
