import { vi } from 'vitest';

/** A MediaQueryList for `query` (jsdom has none) that holds when `matches` says so and never changes. */
export function mediaQueryList(query: string, matches: boolean): MediaQueryList {
  return {
    matches,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  } as MediaQueryList;
}

/** Makes window.matchMedia answer each query with `holds(query)` for the rest of the test. */
export function mockMatchMedia(holds: (query: string) => boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => mediaQueryList(query, holds(query)));
}
