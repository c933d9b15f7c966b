import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * Whether the page on show is a Not Found answer given by a page of its own (an old project or
 * case-study address). The route alone cannot tell: /portfolio/<name> matches the project page,
 * which finds no project and says so. The footer, rendered beside the page rather than inside it,
 * reads this to close such a page with the general invitation, as 404.html's prerendered footer
 * does, rather than one about the work the address does not show.
 */
let notFound = false;
const listeners = new Set<() => void>();

function set(value: boolean) {
  if (notFound === value) return;
  notFound = value;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * Marks the page as Not Found while the calling component is mounted. A layout effect, so the
 * footer is drawn with its general words before the first paint, never switching under the eye.
 */
export function useMarkNotFound(): void {
  useLayoutEffect(() => {
    set(true);
    return () => set(false);
  }, []);
}

/** True while a Not Found page is on show (false on the server: a prerendered page is never one of these). */
export function usePageNotFound(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => notFound,
    () => false,
  );
}
