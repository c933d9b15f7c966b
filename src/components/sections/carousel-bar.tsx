import { useEffect, useRef, type KeyboardEvent } from 'react';
import { LineIcon } from '@/components/ui/line-icon';
import { dotWindow } from '@/lib/carousel';
import { all, listen } from '@/lib/listen';
import { useHydrated } from '@/lib/use-hydrated';

const CHEVRON_LEFT = ['m15 18-6-6 6-6'];
const CHEVRON_RIGHT = ['m9 18 6-6-6-6'];

interface Props {
  count: number;
  active: number;
  /** The most dots shown at once: with more slides, a window of them around the active one. */
  maxDots: number;
  /** The slide show runs (the button offers to pause it) or is paused (it offers to play). */
  rotating: boolean;
  /** The carousel moves on its own right now: the position is then not announced. */
  playing: boolean;
  onSelect: (index: number) => void;
  onStep: (direction: 'next' | 'prev') => void;
  onRotate: () => void;
}

/** Gives the active dot the focus when the focus has fallen to the page (its element was removed). */
function focusActiveDotIfLost(dots: HTMLElement | null) {
  const focused = document.activeElement;
  if (focused && focused !== document.body) return;
  dots?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
}

/**
 * The carousel's controls under its cards, on one row at every width: pause/play, a round
 * indicator per slide, each a button that shows its slide, and previous/next. Where there are more
 * slides than `maxDots`, that many show, the active one in the middle (held against the ends at
 * the first and last slides), and a smaller dot at an end says that more slides lie beyond it.
 *
 * The dots are one stop in the tab order (the active one, once the code runs): the arrow keys move
 * to the previous or next slide, Home and End to the first and last, and the focus follows to the
 * dot of the slide shown (roving focus). Before the code, each dot is an ordinary button.
 */
export function CarouselBar({ count, active, maxDots, rotating, playing, onSelect, onStep, onRotate }: Props) {
  const hydrated = useHydrated();
  const { start, end, fadeStart, fadeEnd } = dotWindow(count, active, maxDots);
  const shown = Array.from({ length: end - start }, (_, i) => start + i);
  const dotsRef = useRef<HTMLDivElement>(null);
  // Set by a key press on a dot: once the slide it chose is active, its dot takes the focus (on
  // phones it may be a dot that was not in the window before).
  const focusActiveDot = useRef(false);
  useEffect(() => {
    if (!focusActiveDot.current) return;
    focusActiveDot.current = false;
    dotsRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
  }, [active]);
  // A resize regroups the slides (a phone turned, a window widened): the focused dot may be one that
  // is no longer drawn, and the focus would fall to the page's start; or it is still drawn but now
  // stands for another slide (six slides become eleven: the sixth dot is no longer the one shown).
  // Either way it goes to the active dot.
  const focusInDots = useRef(false);
  const drawnCount = useRef(count);
  useEffect(() => {
    const regrouped = drawnCount.current !== count;
    drawnCount.current = count;
    if (!focusInDots.current) return;
    const dots = dotsRef.current;
    if (regrouped && dots?.contains(document.activeElement)) dots.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
    else focusActiveDotIfLost(dots);
  }, [count, start]);
  useEffect(() => {
    const dots = dotsRef.current;
    if (!dots) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onFocusIn = () => {
      focusInDots.current = true;
    };
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget) {
        focusInDots.current = dots.contains(event.relatedTarget as Node);
        return;
      }
      // No next element: a click on the page, the window left, or the dot removed under the focus.
      // Only the last leaves the dot out of the document.
      const dot = event.target as Element;
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (dot.isConnected) focusInDots.current = false;
        else focusActiveDotIfLost(dots);
      });
    };
    const stop = all(listen(dots, 'focusin', onFocusIn), listen(dots, 'focusout', onFocusOut));
    return () => {
      clearTimeout(timer);
      stop();
    };
  }, []);
  const onDotKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const keys: Partial<Record<string, number>> = { ArrowLeft: active - 1, ArrowRight: active + 1, Home: 0, End: count - 1 };
    const target = keys[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    const next = (target + count) % count;
    if (next === active) return;
    focusActiveDot.current = true;
    onSelect(next);
  };
  return (
    <div className="carousel-bar">
      <button type="button" className="carousel-bar__button carousel-bar__rotation" data-rotation onClick={onRotate}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {rotating ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
        </svg>
        <span className="visually-hidden">{rotating ? 'Pause the slide show' : 'Play the slide show'}</span>
      </button>
      <div ref={dotsRef} className="carousel-bar__dots" role="group" aria-label="Choose a slide">
        {shown.map((i) => {
          const edge = (i === start && fadeStart) || (i === end - 1 && fadeEnd);
          return (
            <button
              key={i}
              type="button"
              className={`carousel-bar__dot${i === active ? ' is-active' : ''}${edge ? ' is-edge' : ''}`}
              aria-current={i === active ? 'true' : undefined}
              aria-label={`Show projects slide ${i + 1} of ${count}`}
              tabIndex={hydrated && i !== active ? -1 : undefined}
              onClick={() => onSelect(i)}
              onKeyDown={onDotKey}
            />
          );
        })}
      </div>
      {/* Announced politely when the visitor moves the carousel, silent while it advances by itself. */}
      <p className="carousel-bar__count visually-hidden" aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
        Projects slide {active + 1} of {count}
      </p>
      <div className="carousel-bar__steps">
        <button type="button" className="carousel-bar__button" onClick={() => onStep('prev')}>
          <LineIcon paths={CHEVRON_LEFT} />
          <span className="visually-hidden">Previous projects</span>
        </button>
        <button type="button" className="carousel-bar__button" onClick={() => onStep('next')}>
          <LineIcon paths={CHEVRON_RIGHT} />
          <span className="visually-hidden">Next projects</span>
        </button>
      </div>
    </div>
  );
}
