/** How long to wait for an idle moment after the load event before running anyway. */
export const IDLE_TIMEOUT_MS = 5000;

/**
 * Runs `task` once the page has loaded and the browser is idle (or IDLE_TIMEOUT_MS after the load
 * event at the latest): for code the first view does not need, so it never competes with the
 * page's first paint, its largest content or its hydration. Returns a cancel function.
 */
export function whenIdleAfterLoad(task: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') {
    schedule();
    return () => cancelIdle();
  }
  window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}
