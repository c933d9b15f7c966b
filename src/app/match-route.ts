import { matchRoutes } from 'react-router-dom';
import type { AppRoute } from './route-types';
import { routes } from './routes';

/** A path with no parameter and no splat: it matches itself and nothing else. */
const isStatic = (path: string) => !path.includes(':') && !path.includes('*');

let staticRoutes: Map<string, AppRoute> | undefined;

/**
 * The route-table entry that renders `pathname` (the catch-all Not Found entry at worst).
 *
 * A page's own address, as the entry asks for it before hydrating, is looked up in a table of
 * the static paths: react-router's matchRoutes compiles and ranks every route's pattern on each
 * call, some 40 ms of a 4x-slowed phone's main thread in the very task that hydration starts from,
 * under a tap that lands then. A static path outranks every pattern in matchRoutes too, so the two
 * agree; any other address (a project, a case study, an unknown path) goes to matchRoutes.
 */
export function matchRoute(pathname: string): AppRoute {
  if (!staticRoutes) {
    staticRoutes = new Map();
    // The first entry for a path wins, as in matchRoutes.
    for (const route of routes) if (isStatic(route.path) && !staticRoutes.has(route.path)) staticRoutes.set(route.path, route);
  }
  const exact = staticRoutes.get(pathname);
  if (exact) return exact;
  const match = matchRoutes(
    routes.map((route) => ({ path: route.path, caseSensitive: true, route })),
    pathname,
  );
  const found = match?.[0]?.route.route;
  if (!found) throw new Error(`No route for ${pathname}`);
  return found;
}
