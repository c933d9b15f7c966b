/** Portfolio carousel rules: how long a slide stays and how many cards a slide holds at each width. */

export const CAROUSEL_INTERVAL_MS = 5000;
export const SWIPE_THRESHOLD_PX = 40;
/** Cards per slide on the server and the first client render (what the prerendered HTML shows). */
export const DEFAULT_CARDS_PER_SLIDE = 4;

/** 4 cards per slide at 992 px and wider, 2 from 576 to 991, 1 below 576. */
export function cardsPerSlide(width: number): 1 | 2 | 4 {
  if (width >= 992) return 4;
  if (width >= 576) return 2;
  return 1;
}

/** Splits items into consecutive groups of `size` (the last may be shorter). */
export function chunk<T>(items: readonly T[], size: number): T[][] {
  const step = Math.max(1, Math.floor(size));
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += step) out.push(items.slice(i, i + step));
  return out;
}

/**
 * A horizontal swipe of at least the threshold moves the carousel: leftwards (negative delta)
 * to the next slide, rightwards to the previous one; anything shorter is a tap or a scroll.
 */
export function swipeDirection(deltaX: number, threshold = SWIPE_THRESHOLD_PX): 'next' | 'prev' | null {
  if (Math.abs(deltaX) < threshold) return null;
  return deltaX < 0 ? 'next' : 'prev';
}

/** Index of the slide holding the item that was first on `activeIndex` when slides held `fromSize` items. */
export function keepPosition(activeIndex: number, fromSize: number, toSize: number): number {
  return Math.floor((activeIndex * fromSize) / toSize);
}
