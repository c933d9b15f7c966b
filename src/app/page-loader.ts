/**
 * Loads a route's page module (and its data chunk, if it has one) once and remembers them, so
 * that a page already here renders synchronously (hydration after `preloadRoute`, revisits) and
 * one that is not suspends (`use`) until its chunks arrive. The prerender step waits the same way.
 */
import type { AppRoute, PageModule } from './route-types';

/** A route ready to render: its page module and the props it is rendered with. */
export interface LoadedRoute {
  module: PageModule<never>;
  props: Record<string, unknown>;
}

const loaded = new Map<string, LoadedRoute>();
const pending = new Map<string, Promise<LoadedRoute>>();

export function preloadRoute(route: AppRoute): Promise<LoadedRoute> {
  let promise = pending.get(route.id);
  if (!promise) {
    promise = Promise.all([route.load(), route.data?.load() ?? {}]).then(([module, dataProps]) => {
      const ready = { module, props: { ...route.props, ...dataProps } };
      loaded.set(route.id, ready);
      return ready;
    });
    pending.set(route.id, promise);
  }
  return promise;
}

export function loadedRoute(route: AppRoute): LoadedRoute | undefined {
  return loaded.get(route.id);
}
