/**
 * Loads a route's page module once and remembers it, so that a page whose module is already
 * here renders synchronously (hydration after `preloadRoute`, revisits) and one that is not
 * suspends (`use`) until its chunk arrives. The prerender step waits for it the same way.
 */
import type { AppRoute, PageModule } from './route-types';

const modules = new Map<string, PageModule<never>>();
const pending = new Map<string, Promise<PageModule<never>>>();

export function preloadRoute(route: AppRoute): Promise<PageModule<never>> {
  let promise = pending.get(route.id);
  if (!promise) {
    promise = route.load().then((mod) => {
      modules.set(route.id, mod);
      return mod;
    });
    pending.set(route.id, promise);
  }
  return promise;
}

export function loadedModule(route: AppRoute): PageModule<never> | undefined {
  return modules.get(route.id);
}
