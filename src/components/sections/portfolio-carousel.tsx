import { memo, useDeferredValue, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState, type CSSProperties, type RefObject, type TouchEvent } from 'react';
import Carousel, { type CarouselRef } from 'react-bootstrap/Carousel';
import { Link } from 'react-router-dom';
import type { ImageAsset } from '@/content/types';
import { CAROUSEL_INTERVAL_MS, DEFAULT_CARDS_PER_SLIDE, PHONE_DOTS, cardsPerSlide, keepPosition, slidesOf, swipeDirection } from '@/lib/carousel';
import { all, listen } from '@/lib/listen';
import { useHydrated } from '@/lib/use-hydrated';
import { useMediaQuery } from '@/lib/use-media-query';
import { CarouselBar } from './carousel-bar';
import { PortfolioCard } from './portfolio-card';

/** The mark scripts/boot/before-app.js puts on a button pressed before its code came. */
const PRESSED_BEFORE_CODE = 'data-pressed-before-code';

export interface CarouselCard {
  id: string;
  title: string;
  text: string;
  categories: readonly string[];
  image: ImageAsset;
  to: string;
}

/** The way to the whole list, in the room a short last slide leaves (four a slide: 22 leave two). */
export interface CarouselMore {
  /** The link's words, e.g. "See all 22 projects". */
  label: string;
  /** A line under it: what the list offers that the carousel does not. */
  text: string;
  /** Words shown under it as quiet tags (the list's filter buttons); the link's text already says what it offers. */
  tags?: readonly string[];
  to: string;
}

interface State {
  perSlide: number;
  /** Whether perSlide comes from the window yet (until then it is the server's default). */
  measured: boolean;
  index: number;
  /** The slide whose pictures were last found all in (loaded, or failed), or null. */
  ready: number | null;
}

type Action = { type: 'resize'; width: number; total: number } | { type: 'select'; index: number } | { type: 'ready'; slide: number | null };

function reducer(state: State, action: Action): State {
  if (action.type === 'select') return action.index === state.index ? state : { ...state, index: action.index };
  if (action.type === 'ready') return action.slide === state.ready ? state : { ...state, ready: action.slide };
  const perSlide = cardsPerSlide(action.width);
  if (perSlide === state.perSlide) return state.measured ? state : { ...state, measured: true };
  return { ...state, perSlide, measured: true, index: keepPosition(state.index, state.perSlide, perSlide, action.total) };
}

/** Whether every picture of a slide is in: loaded, or failed (a picture that never comes must not hold the show). */
function picturesIn(slide: Element | undefined): boolean {
  const pictures = slide ? Array.from(slide.querySelectorAll('img')) : [];
  return pictures.length > 0 && pictures.every((picture) => picture.complete);
}

/**
 * The home page's project carousel (react-bootstrap Carousel): 4, 2 or 1 cards per slide by
 * window width, the cards as wide as the section's text column; a last slide with room to spare
 * gives it to the way to the whole list (`more`), never to cards shown again. Under them one bar: a pause/play button, a round
 * indicator per slide (on phones five at a time, the active one in the middle) and previous/next.
 * It advances every 5 s with wrap-around unless the visitor paused it or asks for reduced motion,
 * and waits while the cards are hovered or anything but the pause button has the focus, and until
 * the next slide's pictures are in (its 5 s count from then), so it never moves to blank cards on a
 * slow connection; a 40 px swipe moves it. The server and the first client render show 4 per
 * slide; CSS shows only as many as fit, so the switch after mount does not move anything.
 */
export function PortfolioCarousel({ cards, label, more }: { cards: readonly CarouselCard[]; label: string; more?: CarouselMore }) {
  const [{ perSlide, measured, index, ready }, dispatch] = useReducer(reducer, { perSlide: DEFAULT_CARDS_PER_SLIDE, measured: false, index: 0, ready: null });
  // Until hydrated (and where the browser cannot say), it stands still.
  const motionAllowed = !useMediaQuery('(prefers-reduced-motion: reduce)', true);
  const hydrated = useHydrated();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // The visitor's own choice from the pause/play button; until then motion follows their setting.
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const touchStartX = useRef<number | null>(null);
  const carouselRef = useRef<CarouselRef>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const total = cards.length;
  useEffect(() => {
    // Presses held before the code came (scripts/boot/before-app.js marks them) that meant what the
    // server's markup showed, taken over here rather than pressed again once the slides have
    // regrouped to the window, when the same button means something else: a dot chose a slide of
    // four cards, so the carousel goes to the slide holding the first of them; the pause/play
    // button read "Play" (the server cannot know the visitor's motion setting), so it plays.
    // Taking the mark off tells the script not to press them again. Next and Previous stay the
    // script's: they move on from the slide the visitor saw, whatever its grouping.
    const root = rootRef.current;
    const dots = root ? Array.from(root.querySelectorAll('.carousel-bar__dot')) : [];
    const heldDot = dots.findIndex((dot) => dot.hasAttribute(PRESSED_BEFORE_CODE));
    if (heldDot >= 0) dispatch({ type: 'select', index: heldDot });
    for (const dot of dots) dot.removeAttribute(PRESSED_BEFORE_CODE);
    const rotation = root?.querySelector('[data-rotation]');
    if (rotation?.hasAttribute(PRESSED_BEFORE_CODE)) {
      rotation.removeAttribute(PRESSED_BEFORE_CODE);
      setChoice('play');
    }
  }, []);
  // Runs after the presses above are taken over: a dot's slide is then regrouped to the window.
  useEffect(() => {
    const update = () => dispatch({ type: 'resize', width: window.innerWidth, total });
    update();
    return listen(window, 'resize', update);
  }, [total]);

  // One array per slide for as long as the cards and their number per slide stay: a slide's cards
  // (CarouselSlide, memoised) then render again only when what they show changes, not on every move.
  const slides = useMemo(() => slidesOf(cards, perSlide), [cards, perSlide]);
  const active = Math.min(index, Math.max(0, slides.length - 1));
  // The panel to the whole list is drawn only where the last slide is short: a regrouping that
  // takes it away while it has the focus (a window narrowed to two cards a slide) hands the focus
  // to the last card shown, the one the panel stood after, instead of dropping it to the page.
  const focusLost = useRef(false);
  useLayoutEffect(() => {
    if (!focusLost.current) return;
    focusLost.current = false;
    const links = rootRef.current?.querySelectorAll<HTMLElement>('.carousel-item.is-current .portfolio-card a, .carousel-item.active .portfolio-card a');
    links?.[links.length - 1]?.focus();
  }, [slides, active]);
  const select = (next: number) => dispatch({ type: 'select', index: (next + slides.length) % slides.length });
  // The next slide, where the slide show goes, and whether its pictures are in (see below).
  const upcoming = slides.length > 1 ? (active + 1) % slides.length : null;
  const upcomingReady = upcoming !== null && ready === upcoming;
  // The slides either side of the one on show (the one before it too: the carousel wraps and moves
  // back) fetch their pictures at once, so a slide moving in is not a row of blank cards on a slow
  // phone: the next slide's first, the previous slide's once those are in, so on a slow line the
  // two do not share it. Only once the window has set the cards per slide (the default four would
  // fetch a phone's next eight pictures), so never in the prerendered page; and this code itself
  // loads only when the carousel comes near the viewport.
  // They follow the move a render later (a deferred value): the tap's own frame shows the new slide
  // first, and the pictures' fetching starts just after it.
  const settled = useDeferredValue(active);
  const isNeighbour = (i: number) =>
    measured &&
    slides.length > 1 &&
    (i === (settled + 1) % slides.length || (upcomingReady && i === (settled - 1 + slides.length) % slides.length));
  const rotating = choice === null ? motionAllowed : choice === 'play';
  const playing = rotating && !hovered && !focused && slides.length > 1;
  // Where the carousel is heading: the slide on show, or the one the last press asked for while a
  // move was under way. react-bootstrap ignores next() and prev() while a slide moves, and several
  // presses within one task (taps held before the code, pressed again together) all read the slide
  // it last rendered: three taps would move it one slide. Each press counts from here instead.
  const heading = useRef(active);
  const sliding = useRef(false);
  useLayoutEffect(() => {
    heading.current = active;
  }, [active]);
  const step = (direction: 'next' | 'prev') => {
    const count = slides.length;
    if (count < 2) return;
    const from = heading.current;
    const to = (from + (direction === 'next' ? 1 : -1) + count) % count;
    heading.current = to;
    // The first press from rest goes through the carousel's own step, so a wrap from the last
    // slide still slides onwards; a press during a move, or after another in the same task, asks
    // for its slide directly, and the carousel slides there once the move under way ends.
    if (from === active && !sliding.current) carouselRef.current?.[direction]();
    else select(to);
  };

  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.touches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    touchStartX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    const direction = swipeDirection(end - start);
    if (direction) step(direction);
  };
  // The arrow keys move the carousel while a card's link has the focus; that link is then hidden
  // with its slide, and the focus would fall to the page itself. It moves to the first card shown.
  const focusFollows = useRef(false);
  useEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    // Listened to natively: react-bootstrap handles the arrow keys without calling an onKeyDown prop.
    const onKeyDown = (event: KeyboardEvent) => {
      focusFollows.current = (event.key === 'ArrowLeft' || event.key === 'ArrowRight') && root.querySelector('.carousel-item a:focus') != null;
    };
    // Focus anywhere in the carousel holds it still, except on the pause/play button, whose press
    // would otherwise not be seen to do anything.
    const holdsStill = (target: Element) => !target.closest('[data-rotation]');
    const onFocusIn = (event: FocusEvent) => setFocused(holdsStill(event.target as Element));
    // A control tapped before this code came has the focus already (its focusin went unheard).
    const active = document.activeElement;
    if (active && active !== root && root.contains(active) && holdsStill(active)) setFocused(true);
    const onFocusOut = (event: FocusEvent) => {
      if (!root.contains(event.relatedTarget as Node | null)) setFocused(false);
    };
    return all(listen(root, 'keydown', onKeyDown, true), listen(root, 'focusin', onFocusIn), listen(root, 'focusout', onFocusOut));
  }, []);
  // The slide show waits until the next slide's pictures are in before it counts its 5 s: on a slow
  // connection a slide then never moves in as blank cards. Checked again as each picture in the
  // carousel arrives (load and error do not bubble: caught on the way down), and after every render
  // that can change which pictures the next slide holds or whether they are fetched.
  useEffect(() => {
    const root = rootRef.current;
    if (!root || upcoming === null) return undefined;
    const check = () => dispatch({ type: 'ready', slide: picturesIn(root.querySelectorAll('.carousel-item')[upcoming]) ? upcoming : null });
    check();
    return all(listen(root, 'load', check, true), listen(root, 'error', check, true));
  }, [upcoming, slides, settled, hydrated]);
  // By position: when react-bootstrap reports the slide done, the outgoing one may still be marked active.
  const onSlid = (shown: number) => {
    sliding.current = false;
    if (!focusFollows.current) return;
    focusFollows.current = false;
    rootRef.current?.querySelectorAll('.carousel-item')[shown]?.querySelector<HTMLElement>('a')?.focus();
  };

  return (
    <div
      ref={rootRef}
      className="portfolio-carousel"
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-per-slide={perSlide}
      // Until the window has set the cards per slide, a press is the page's early-input script's to
      // hold (scripts/boot/before-app.js): given to the server's four-card slides, a phone's Next
      // would move on four projects once they regroup to one.
      data-awaits-code={measured ? undefined : ''}
      data-playing={playing ? 'true' : 'false'}
    >
      <Carousel
        ref={carouselRef}
        activeIndex={active}
        onSelect={(next) => select(next)}
        onSlide={() => {
          sliding.current = true;
        }}
        onSlid={onSlid}
        interval={playing && upcomingReady ? CAROUSEL_INTERVAL_MS : null}
        wrap
        pause={false}
        touch={false}
        indicators={false}
        controls={false}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onTouchStart={onTouchStart}
        onTouchEnd={onTouchEnd}
      >
        {slides.map((group, i) => (
          <Carousel.Item
            key={group[0]?.id ?? i}
            // react-bootstrap marks the active slide only after mount; this shows it in prerendered HTML.
            className={i === active ? 'is-current' : undefined}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${slides.length}`}
          >
            {/* The prerendered page carries the cards on show only: the others, hidden until the
                carousel moves, would be bytes on every first load (the carousel's own code, which
                holds them all, fills them in when it runs). */}
            <CarouselSlide
              cards={hydrated || i === active ? group : NO_CARDS}
              ahead={isNeighbour(i)}
              more={more && i === slides.length - 1 && i > 0 && group.length < perSlide ? more : undefined}
              room={perSlide - group.length}
              focusLost={focusLost}
            />
          </Carousel.Item>
        ))}
      </Carousel>
      <CarouselBar
        count={slides.length}
        active={active}
        // One card a slide (phones): a dot for each of 22 slides would be too small to hit, so five
        // show at a time, the active one in the middle.
        maxDots={perSlide === 1 ? PHONE_DOTS : slides.length}
        rotating={rotating}
        playing={playing}
        onSelect={select}
        onStep={step}
        onRotate={() => setChoice(rotating ? 'pause' : 'play')}
      />
    </div>
  );
}

const NO_CARDS: readonly CarouselCard[] = [];

/**
 * One slide's cards. Memoised: a move changes the active slide and which slides fetch ahead, so
 * only those slides render again; re-rendering all twenty-two slides' cards on a tap cost a slow
 * phone more than the frame budget of its answer.
 */
const CarouselSlide = memo(function CarouselSlide({
  cards,
  ahead,
  more,
  room,
  focusLost,
}: {
  cards: readonly CarouselCard[];
  ahead: boolean;
  more?: CarouselMore;
  room: number;
  focusLost: RefObject<boolean>;
}) {
  return (
    <ul className="portfolio-carousel__slide list-unstyled">
      {cards.map((card) => (
        <li key={card.id} className="portfolio-carousel__cell">
          <PortfolioCard title={card.title} text={card.text} categories={card.categories} image={card.image} to={card.to} ahead={ahead} decodeWithFrame categoriesLast />
        </li>
      ))}
      {more && cards.length > 0 ? <MorePanel more={more} room={room} focusLost={focusLost} /> : null}
    </ul>
  );
});

/** The rest of a short last slide: one link to the whole list across the cells the cards leave. */
function MorePanel({ more, room, focusLost }: { more: CarouselMore; room: number; focusLost: RefObject<boolean> }) {
  const link = useRef<HTMLAnchorElement>(null);
  // Runs as the panel is taken away, before its link leaves the document: whether it had the focus
  // is still known here (the carousel then hands it on, see focusLost above).
  useLayoutEffect(() => {
    const element = link.current;
    return () => {
      if (element && element === document.activeElement) focusLost.current = true;
    };
  }, [focusLost]);
  return (
    // The span is the stylesheet's, from --room: below 992 px it stacks the cell with the others
    // until the window has set the cards per slide (an inline span there opened a second column
    // on a phone, and every card of the four-card slides grew 240 px taller for a moment).
    <li className="portfolio-carousel__cell portfolio-carousel__more" style={{ '--room': room } as CSSProperties}>
      <Link ref={link} to={more.to} className="portfolio-carousel__more-link">
        <span className="portfolio-carousel__more-label">
          {more.label} <span aria-hidden="true">→</span>
        </span>
        <span className="portfolio-carousel__more-text">{more.text}</span>
        {more.tags?.length ? (
          <span className="portfolio-carousel__more-tags" aria-hidden="true">
            {more.tags.map((tag) => (
              <span key={tag}>{tag}</span>
            ))}
          </span>
        ) : null}
      </Link>
    </li>
  );
}
