import { useEffect, useRef, useState, type ReactNode } from 'react';

interface Props {
  /** The third party's embed script: requested only when the visitor scrolls near the widget. */
  scriptUrl: string;
  /** The reviews profile the widget shows (read by the embed script). */
  profileUrl: string;
  /** What the content knows (ratings, profile links): always shown, with or without the widget. */
  children: ReactNode;
  /** How far below the viewport loading starts. */
  rootMargin?: string;
  /** After this long without anything rendered, the widget counts as failed. */
  timeoutMs?: number;
}

type WidgetState = 'idle' | 'requested' | 'loaded' | 'failed';

/** Adds the script once per page, even if the widget mounts again; reports load errors. */
function loadScript(src: string, onError: () => void): () => void {
  let script = document.querySelector<HTMLScriptElement>(`script[data-reviews-widget][src="${CSS.escape(src)}"]`);
  if (!script) {
    script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.reviewsWidget = '';
    document.body.appendChild(script);
  }
  script.addEventListener('error', onError);
  const added = script;
  return () => added.removeEventListener('error', onError);
}

/**
 * A third-party reviews widget that costs the first paint nothing and never leaves an empty box:
 * the children (the ratings and review profiles we can state ourselves) render at once; the embed
 * script loads when the slot comes within `rootMargin`. The slot takes no room until the widget
 * draws into it, and is dropped if the script fails or draws nothing within `timeoutMs`.
 */
export function ReviewsWidget({ scriptUrl, profileUrl, children, rootMargin = '400px 0px', timeoutMs = 8000 }: Props) {
  const slot = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<WidgetState>('idle');

  useEffect(() => {
    const node = slot.current;
    if (!node || state !== 'idle') return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setState('requested');
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [rootMargin, state]);

  useEffect(() => {
    const node = slot.current;
    if (!node || state !== 'requested') return;
    const fail = () => setState((now) => (now === 'requested' ? 'failed' : now));
    const drawn = () => {
      if (node.childElementCount > 0) setState('loaded');
    };
    const mutations = typeof MutationObserver === 'undefined' ? undefined : new MutationObserver(drawn);
    mutations?.observe(node, { childList: true });
    const stopListening = loadScript(scriptUrl, fail);
    const timer = window.setTimeout(fail, timeoutMs);
    drawn();
    return () => {
      mutations?.disconnect();
      stopListening();
      window.clearTimeout(timer);
    };
  }, [scriptUrl, state, timeoutMs]);

  return (
    <div className="reviews-widget" data-state={state}>
      {children}
      <div ref={slot} className="reviews-widget__slot" data-url={profileUrl} hidden={state === 'failed'} />
    </div>
  );
}
