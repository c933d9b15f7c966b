import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { env } from '@/config/env';
import { sendContactClicks, stopContactClicks, takeContactClicks, type ContactClick } from '@/lib/contact-clicks';
import { prefersReducedMotion } from '@/lib/motion';
import { matchRoute } from './match-route';

let analytics: Promise<typeof import('@/lib/analytics')> | null = null;
const loadAnalytics = () => (analytics ??= import('@/lib/analytics'));
/** Page views waiting for the analytics code; whether it started; whether the contact clicks are handed over. */
let waitingViews = 0;
let analyticsOn = false;
let handedOver = false;

/** Route ids that send no page view (see docs/architecture.md, "Analytics"). */
export const ANALYTICS_EXCLUDED_ROUTES: readonly string[] = ['not-found'];

/**
 * What happens on every navigation: scroll smoothly to the top, move focus to the new page's
 * main region (so keyboard and screen-reader users start at the new content) and record a page view.
 * An address with a fragment scrolls to and focuses the element it names instead.
 *
 * A page that keeps a control's state in its query (the portfolio's category) replaces its own
 * entry: the same page with another query, not a visit. It keeps its scroll, the focus stays on the
 * control and no page view is counted.
 */
export function useRouteEffects() {
  const { pathname, search } = useLocation();
  const navigation = useNavigationType();
  const first = useRef(true);
  const shown = useRef(pathname);

  useEffect(() => {
    const isFirst = first.current;
    first.current = false;
    const samePage = !isFirst && navigation === 'REPLACE' && shown.current === pathname;
    shown.current = pathname;
    if (samePage) return;
    if (!isFirst) {
      // A link to a part of another page (/web-development#laravel) brings that part into view and
      // focus; any other, the page's top. The browser itself scrolls to the first load's fragment
      // and to a link within the page, which changes no path: this runs for neither.
      // The fragment is the id as written, not decoded: the site's anchors are plain words, and one
      // that does not decode ('#50%') would throw here, where it takes the whole page down.
      const id = window.location.hash.slice(1);
      const target = id ? document.getElementById(id) : null;
      const behavior = prefersReducedMotion() ? 'auto' : 'smooth';
      if (target) target.scrollIntoView({ behavior });
      else window.scrollTo({ top: 0, left: 0, behavior });
      (target ?? document.getElementById('main'))?.focus({ preventScroll: true });
    }
    // The analytics code loads only where a measurement id is configured.
    if (!env.gaMeasurementId) return;
    const page = { path: pathname + search, title: document.title, counted: !ANALYTICS_EXCLUDED_ROUTES.includes(matchRoute(pathname).id) };
    // Contact clicks the entry is still holding (the analytics code has not arrived) were made on
    // the pages before this one: they go out after those pages' views and before this one's.
    const earlier = isFirst ? [] : takeContactClicks();
    waitingViews += 1;
    // One module promise for every navigation: page views go out in the order of the visits.
    void loadAnalytics().then(({ startAnalytics, trackPageView, track }) => {
      waitingViews -= 1;
      if (isFirst) analyticsOn = startAnalytics({ measurementId: env.gaMeasurementId, hostname: window.location.hostname, consent: env.consent });
      const send = (click: ContactClick) => track('contact_click', click);
      if (analyticsOn) earlier.forEach(send);
      if (page.counted) trackPageView(page.path, page.title);
      // Once the last waiting view is out, the clicks made since follow it, and later ones go at once.
      if (waitingViews > 0 || handedOver) return;
      handedOver = true;
      if (analyticsOn) sendContactClicks(send);
      else stopContactClicks();
    });
  }, [pathname, search, navigation]);
}
