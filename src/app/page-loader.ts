/**
 * Loads a route's page module (and its data chunk, if it has one) once and remembers them, so
 * that a page already here renders synchronously (hydration after `preloadRoute`, revisits) and
 * one that is not suspends (`use`) until its chunks arrive. The prerender step waits the same way.
 */
import { markCodeMissing } from '@/lib/code-missing';
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
    promise = Promise.all([route.load(), route.data?.load() ?? {}])
      .then(([module, dataProps]) => {
        const ready = { module, props: { ...route.props, ...dataProps } };
        loaded.set(route.id, ready);
        return ready;
      })
      .catch((error: unknown) => (typeof window === 'undefined' ? Promise.reject(error) : loadAfresh(error)));
    pending.set(route.id, promise);
  }
  return promise;
}

export function loadedRoute(route: AppRoute): LoadedRoute | undefined {
  return loaded.get(route.id);
}

/** Remembers, for this tab, the address already loaded afresh once (no reload loop). */
const RELOADED_KEY = 'page-chunk-reloaded';

/**
 * A page's code that does not arrive: most often a tab left open across a deploy, which removes the
 * old hashed files. The server has the page prerendered with the new files, so the address is loaded
 * afresh, once; meanwhile (and if that fails too) the promise never settles, so React keeps what
 * is on screen instead of unmounting the whole page.
 */
function loadAfresh(error: unknown): Promise<never> {
  console.warn("A page's code could not load; loading the address afresh.", error);
  const here = window.location.href;
  try {
    if (window.sessionStorage.getItem(RELOADED_KEY) !== here) {
      window.sessionStorage.setItem(RELOADED_KEY, here);
      window.location.reload();
      return new Promise<never>(() => {});
    }
  } catch {
    // No session storage (privacy settings): stay on what is shown rather than risk a loop.
  }
  markCodeMissing();
  return new Promise<never>(() => {});
}
