import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface Deferred<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Lets the component's code load (idempotent). */
  start: () => void;
}

/**
 * A lazy component whose code is not requested until `start()` is called, in the browser.
 * On the server (prerender) it loads at once, so the prerendered page holds its full markup;
 * in the browser, hydration leaves that markup in place until the code arrives, then hydrates it.
 * Used for heavy parts below the fold (the contact form), started when they come near the viewport.
 */
export function deferredLazy<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  const inBrowser = typeof window !== 'undefined';
  let release: () => void = () => {};
  const gate = inBrowser ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const Component = lazy(() => gate.then(load).then((component) => ({ default: component })));
  return { Component, start: () => release() };
}
