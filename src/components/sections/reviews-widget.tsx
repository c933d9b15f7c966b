import { useEffect, useRef, useState } from 'react';
import { ExternalLink } from '@/components/ui/external-link';

interface Props {
  /** The third party's embed script: requested only when the visitor scrolls near the widget. */
  scriptUrl: string;
  /** Where the reviews can be read without the script (always shown). */
  profileUrl: string;
  linkLabel: string;
  /** How far below the viewport loading starts. */
  rootMargin?: string;
}

/** Adds the script once per page, even if the widget mounts again. */
function loadScript(src: string): void {
  if (document.querySelector(`script[data-reviews-widget][src="${CSS.escape(src)}"]`)) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  script.dataset.reviewsWidget = '';
  document.body.appendChild(script);
}

/**
 * A third-party reviews widget that costs the first paint nothing: a fixed-height slot and a
 * plain link render at once; the embed script loads when the slot comes within `rootMargin`.
 */
export function ReviewsWidget({ scriptUrl, profileUrl, linkLabel, rootMargin = '400px 0px' }: Props) {
  const slot = useRef<HTMLDivElement>(null);
  const [requested, setRequested] = useState(false);

  useEffect(() => {
    const node = slot.current;
    if (!node || requested) return;
    if (typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          loadScript(scriptUrl);
          setRequested(true);
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [scriptUrl, rootMargin, requested]);

  return (
    <div className="reviews-widget">
      <div ref={slot} className="reviews-widget__slot" data-state={requested ? 'requested' : 'idle'} data-url={profileUrl} />
      <p className="reviews-widget__fallback mb-0">
        <ExternalLink href={profileUrl}>{linkLabel}</ExternalLink>
      </p>
    </div>
  );
}
