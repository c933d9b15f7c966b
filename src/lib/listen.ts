/** The events the site listens for natively, by name: the window's (every element's too) and a media query's. */
type Events = WindowEventMap & MediaQueryListEventMap;

/**
 * Adds a native listener and returns the function that removes it again, with the same options
 * (a capture listener is only removed as one): what an effect returns as its cleanup.
 */
export function listen<K extends keyof Events>(
  target: EventTarget,
  type: K,
  handler: (event: Events[K]) => void,
  options?: boolean | AddEventListenerOptions,
): () => void {
  const listener = handler as EventListener;
  target.addEventListener(type, listener, options);
  return () => target.removeEventListener(type, listener, options);
}

/** One cleanup for several: runs each in turn (listeners added together, removed together). */
export function all(...cleanups: readonly (() => void)[]): () => void {
  return () => cleanups.forEach((cleanup) => cleanup());
}
