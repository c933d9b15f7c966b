import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { env } from '@/config/env';
import { startAnalytics, trackPageView } from '@/lib/analytics';
import { prefersReducedMotion } from '@/lib/motion';
import { matchRoute } from './match-route';

/** Route ids that send no page view (see docs/architecture.md, "Analytics"). */
export const ANALYTICS_EXCLUDED_ROUTES: readonly string[] = ['not-found'];

/**
 * What happens on every navigation: scroll smoothly to the top, move focus to the new page's
 * main region (so keyboard and screen-reader users start at the new content) and record a page view.
 */
export function useRouteEffects() {
  const { pathname, search } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    if (!isFirst) {
      window.scrollTo({ top: 0, left: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      document.getElementById('main')?.focus({ preventScroll: true });
    }
    if (isFirst) {
      const started = startAnalytics({ measurementId: env.gaMeasurementId, hostname: window.location.hostname, consent: env.consent });
      // The click listener's code loads only where analytics runs.
      if (started) void import('@/lib/contact-clicks').then(({ watchContactClicks }) => watchContactClicks(document));
    }
    if (!ANALYTICS_EXCLUDED_ROUTES.includes(matchRoute(pathname).id)) {
      trackPageView(pathname + search, document.title);
    }
  }, [pathname, search]);
}
