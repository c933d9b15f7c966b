import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { markCodeMissing } from './code-missing';

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
 *
 * Code that never arrives (a tab left open across a deploy, which removes the old hashed files,
 * or the network dropping) is treated as code still on its way: React keeps the prerendered
 * markup, which works without it (plain links, the menus' CSS stand-in, the form's typed text),
 * instead of the error unmounting the whole page.
 */
export function deferredLazy<P extends object>(load: () => Promise<ComponentType<P>>): Deferred<P> {
  const inBrowser = typeof window !== 'undefined';
  let release: () => void = () => {};
  const gate = inBrowser ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const loadOrWait = inBrowser ? () => load().catch((error: unknown) => neverArrives(error)) : load;
  const Component = lazy(() => gate.then(loadOrWait).then((component) => ({ default: component })));
  return { Component, start: () => release() };
}

function neverArrives(error: unknown): Promise<never> {
  console.warn('A part of the page could not load its code; its prerendered markup stays.', error);
  markCodeMissing();
  return new Promise<never>(() => {});
}
