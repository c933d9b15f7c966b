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

/**
 * The slides of a carousel of `size` cards each, in order; the last holds what is left (the
 * carousel gives its spare room to the way to the whole list: repeating the cards of the slide
 * before, to fill it, showed a visitor two projects twice in a row).
 */
export function slidesOf<T>(items: readonly T[], size: number): T[][] {
  return chunk(items, size);
}

/** Index, in the whole list, of the first item on slide `index` (see slidesOf). */
export function firstItemOf(index: number, size: number, total: number): number {
  return Math.max(0, Math.min(index * Math.max(1, Math.floor(size)), total - 1));
}

/**
 * Index of the slide of `toSize` cards holding the item that was first on slide `activeIndex` when
 * slides held `fromSize`, so the card a visitor looked at stays in view when the window is resized.
 */
export function keepPosition(activeIndex: number, fromSize: number, toSize: number, total: number): number {
  const item = firstItemOf(activeIndex, fromSize, total);
  const slides = Math.max(1, Math.ceil(total / toSize));
  return Math.min(Math.floor(item / toSize), slides - 1);
}

/** The most dots shown at once where a slide holds one card (phones): each a 24 px target. */
export const PHONE_DOTS = 5;

/**
 * Which dots to show when there are more slides than room: `max` consecutive ones with the active
 * dot in the middle, held against the ends of the list at the first and last slides. `fadeStart`
 * and `fadeEnd` say that slides lie beyond that end of the window (the dot there is drawn smaller).
 */
export function dotWindow(count: number, active: number, max: number): { start: number; end: number; fadeStart: boolean; fadeEnd: boolean } {
  const size = Math.max(1, Math.min(count, Math.floor(max)));
  const start = Math.max(0, Math.min(active - Math.floor(size / 2), count - size));
  const end = start + size;
  return { start, end, fadeStart: start > 0, fadeEnd: end < count };
}
