import { matchRoutes } from 'react-router-dom';
import type { AppRoute } from './route-types';
import { routes } from './routes';

/** The route-table entry that renders `pathname` (the catch-all Not Found entry at worst). */
export function matchRoute(pathname: string): AppRoute {
  const match = matchRoutes(
    routes.map((route) => ({ path: route.path, caseSensitive: true, route })),
    pathname,
  );
  const found = match?.[0]?.route.route;
  if (!found) throw new Error(`No route for ${pathname}`);
  return found;
}
