import { Suspense, useEffect, useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import type { Deferred } from '@/lib/deferred-lazy';

interface Props<P extends object> {
  deferred: Deferred<P>;
  props: P;
  /** Shown when the page is rendered in the browser before the code has arrived. */
  fallback: ReactNode;
  /** How far outside the viewport loading starts. */
  rootMargin?: string;
}

/**
 * Renders a deferred component, starting its download when it comes within `rootMargin` of the
 * viewport, or at once when the visitor focuses or points into it.
 *
 * Its box is marked `data-awaits-code` until the component's code has taken over its markup: a
 * button pressed in it before then is held by the page's own script (scripts/boot/before-app.js)
 * and pressed again once the mark goes, rather than lost.
 */
export function LoadWhenNear<P extends object>({ deferred, props, fallback, rootMargin = '400px' }: Props<P>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      deferred.start();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          deferred.start();
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [deferred, rootMargin]);
  const { Component } = deferred;
  return (
    <div ref={ref} onFocusCapture={deferred.start} onPointerEnter={deferred.start} data-awaits-code="">
      <Suspense fallback={fallback}>
        <Arrived box={ref}>
          <Component {...props} />
        </Arrived>
      </Suspense>
    </div>
  );
}

/**
 * Inside the boundary: its layout effect runs in the commit that hydrates (or first renders) the
 * component, and lifts the box's mark before the browser handles another press. Set on the DOM,
 * not rendered: React leaves an attribute alone as long as its own value for it does not change.
 */
function Arrived({ box, children }: { box: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  useLayoutEffect(() => {
    box.current?.removeAttribute('data-awaits-code');
  }, [box]);
  return children;
}
