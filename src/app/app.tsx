import { Suspense, type ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import { ConsentSlot } from '@/components/consent/consent-slot';
import { Layout } from '@/components/layout/layout';
import { PageFallback } from '@/components/ui/page-fallback';
import { RouteView } from './route-view';
import { routes } from './routes';
import { useRouteEffects } from './use-route-effects';

/**
 * The whole site: layout around the route table. Router and providers come from the entries.
 * `head` is the server render's only (entry-server): it comes last, so the ids React gives the
 * app's elements are the ones the browser's render gives them.
 */
export function App({ head }: { head?: ReactNode }) {
  useRouteEffects();
  return (
    <>
      <Layout>
        <Suspense fallback={<PageFallback />}>
          <Routes>
            {routes.map((route) => (
              // Paths are lower case: /CONTACT-US is not the contact page (the server answers it 404).
              <Route key={route.id} path={route.path} caseSensitive element={<RouteView route={route} />} />
            ))}
          </Routes>
        </Suspense>
      </Layout>
      <ConsentSlot />
      {head}
    </>
  );
}
