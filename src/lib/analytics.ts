/**
 * Google Analytics (gtag.js): the tag script loads only when a measurement id is
 * configured and the host is not a local one; each route change sends a page view.
 */
type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

const LOCAL_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

export function analyticsEnabled({ measurementId, hostname }: { measurementId: string; hostname: string }): boolean {
  if (!measurementId) return false;
  return !LOCAL_HOSTS.some((local) => hostname.includes(local));
}

let loadedId: string | null = null;

export function loadAnalytics(measurementId: string): void {
  if (loadedId === measurementId) return;
  loadedId = measurementId;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, so it must be pushed as is.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  // Page views are sent by the router, one per navigation.
  window.gtag('config', measurementId, { send_page_view: false });
  const script = document.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

export function trackPageView(pagePath: string, pageTitle: string): void {
  window.gtag?.('event', 'page_view', {
    page_path: pagePath,
    page_title: pageTitle,
    page_location: window.location.href,
  });
}

/** For tests: forget that the script was added. */
export function resetAnalyticsForTests(): void {
  loadedId = null;
}
