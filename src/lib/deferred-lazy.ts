import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { markCodeMissing } from './code-missing';

export interface Deferred<P extends object> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Lets the component's code load (idempotent). */
  start: () => void;
  /**
   * Starts the code and settles once it has arrived (or failed): a render after that shows the
   * component at once, with no fallback in between.
   */
  load: () => Promise<void>;
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
  let arrived: ComponentType<P> | null = null;
  let fetching: Promise<ComponentType<P>> | null = null;
  // One request, whoever asks first (the lazy component or `load`).
  const fetchCode = () =>
    (fetching ??= gate.then(load).then((component) => {
      arrived = component;
      return component;
    }));
  const Component = lazy(() =>
    arrived
      ? // Already here: a thenable that answers at once, so React renders it without suspending.
        (resolvedNow({ default: arrived }) as Promise<{ default: ComponentType<P> }>)
      : fetchCode().then(
          (component) => ({ default: component }),
          (error: unknown) => (inBrowser ? neverArrives(error) : Promise.reject(error)),
        ),
  );
  return {
    Component,
    start: () => release(),
    load: () => {
      release();
      return fetchCode().then(
        () => undefined,
        () => undefined,
      );
    },
  };
}

function resolvedNow<T>(value: T): PromiseLike<T> {
  return {
    then: <R1 = T, R2 = never>(onFulfilled?: ((value: T) => R1 | PromiseLike<R1>) | null) =>
      (onFulfilled ? onFulfilled(value) : value) as unknown as PromiseLike<R1 | R2>,
  };
}

function neverArrives(error: unknown): Promise<never> {
  console.warn('A part of the page could not load its code; its prerendered markup stays.', error);
  markCodeMissing();
  return new Promise<never>(() => {});
}
