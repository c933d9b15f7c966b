/**
 * The page's boot loader: browser code, inlined (minified) at the end of the body of every
 * prerendered page by scripts/boot/inline-boot-loader.mjs.
 *
 * A prerendered page is readable from its HTML and inlined CSS alone; the app's code only
 * hydrates it. So the head names no script, and this loader requests the entry module and its
 * modulepreloads (each in a task of its own) once the first contentful paint has been presented: the first paint and the LCP
 * never wait for, or compete with, the app's code.
 *
 * - After the first contentful paint (a `paint` entry), plus one frame, so an LCP image that has
 *   already arrived is painted before the code starts to arrive.
 * - At once in a hidden tab (a background tab paints nothing, so there is no paint to wait for).
 * - Never later than two seconds after the page ran this script, whatever happened to the paint.
 * - Exactly once, whichever of these comes first.
 *
 * The function must stay self-contained: its source text is what gets inlined.
 *
 * @param {string[]} preloads URLs of the chunks to modulepreload (the route's page and data)
 * @param {string[]} scripts URLs of the entry module(s)
 */
export function loadAfterFirstPaint(preloads, scripts) {
  const CAP_MS = 2000;
  let done = false;

  function add(tag, attributes) {
    const element = document.createElement(tag);
    element.crossOrigin = '';
    // Low priority: images and fonts the visitor is looking at come first.
    element.fetchPriority = 'low';
    Object.assign(element, attributes);
    document.head.appendChild(element);
  }

  function load() {
    if (done) return;
    done = true;
    // An entry that cannot load leaves the page as prerendered for good: say so, so that the page
    // shows its ways around it (src/lib/code-missing.ts) and no press waits for it.
    scripts.forEach((src) => add('script', { type: 'module', src, onerror: () => document.documentElement.setAttribute('data-code-missing', 'true') }));
    // The modulepreloads follow, each in a task of its own: starting a request costs a slow
    // phone's main thread several milliseconds, and ten of them in one task made a task of about
    // 100 ms that a tap landing then had to wait out. They are still asked for long before the
    // entry, a round trip away, could name them.
    preloads.forEach((href) => setTimeout(() => add('link', { rel: 'modulepreload', href }), 0));
  }

  // The next frame, then a task after it: the frame that shows the paint is presented first.
  function afterNextFrame() {
    requestAnimationFrame(() => setTimeout(load, 0));
  }

  const Observer = window.PerformanceObserver;
  if (document.visibilityState === 'hidden') {
    load();
  } else if (Observer && Observer.supportedEntryTypes && Observer.supportedEntryTypes.includes('paint')) {
    new Observer((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) {
        observer.disconnect();
        afterNextFrame();
      }
    }).observe({ type: 'paint', buffered: true });
    setTimeout(load, CAP_MS);
  } else {
    // No paint timing in this browser: the next frame is the best sign of a paint there is.
    afterNextFrame();
    setTimeout(load, CAP_MS);
  }
}
