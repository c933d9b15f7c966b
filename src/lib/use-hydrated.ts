import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * false while React hydrates prerendered markup (and on the server), true from the render right
 * after. Lets a component render exactly what was prerendered, then what the browser allows.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
}
