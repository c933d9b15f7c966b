import { useEffect, useState, type ReactNode } from 'react';

/** Below Bootstrap's `sm` breakpoint, where the side-scroller styles apply. */
export const SIDE_SCROLL_QUERY = '(max-width: 575.98px)';

/**
 * A box whose content scrolls sideways on phones (the styles decide the layout). While it scrolls
 * it is a named, focusable region, so keyboard users can move it with the arrow keys; on wider
 * screens, where nothing scrolls, it is a plain box and no extra tab stop.
 */
export function SideScroller({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(SIDE_SCROLL_QUERY);
    const apply = () => setScrolls(query.matches);
    apply();
    query.addEventListener?.('change', apply);
    return () => query.removeEventListener?.('change', apply);
  }, []);
  return scrolls ? (
    // A scrolling box must take focus, or keyboard users cannot scroll it.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={className} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  ) : (
    <div className={className}>{children}</div>
  );
}
