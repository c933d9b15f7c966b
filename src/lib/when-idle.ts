/** When to run work a page can wait for: once the browser is idle after the load, or after the next paint. */
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

/**
 * Runs `task` once the browser has painted the next frame: a frame callback, then a task after
 * it. For work a press asks for that the visitor need not wait on to see its answer, such as moving
 * the focus to the first field in error (which scrolls it into view and lays out the page again):
 * the messages show first, and the focus follows a moment later. Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}
