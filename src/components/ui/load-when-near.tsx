import { Suspense, useEffect, useRef, type ReactNode } from 'react';
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
    <div ref={ref} onFocusCapture={deferred.start} onPointerEnter={deferred.start}>
      <Suspense fallback={fallback}>
        <Component {...props} />
      </Suspense>
    </div>
  );
}
