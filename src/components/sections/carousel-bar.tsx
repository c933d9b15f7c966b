import { LineIcon } from '@/components/ui/line-icon';

const CHEVRON_LEFT = ['m15 18-6-6 6-6'];
const CHEVRON_RIGHT = ['m9 18 6-6-6-6'];

interface Props {
  count: number;
  active: number;
  /** Whether each dot is a button that shows its slide, or the dots only show where the carousel is. */
  dotsSelect: boolean;
  /** The slide show runs (the button offers to pause it) or is paused (it offers to play). */
  rotating: boolean;
  /** The carousel moves on its own right now: the position is then not announced. */
  playing: boolean;
  onSelect: (index: number) => void;
  onStep: (direction: 'next' | 'prev') => void;
  onRotate: () => void;
}

/**
 * The carousel's controls under its cards, on one bar: pause/play, a round indicator per slide
 * (all on one row at every width) and previous/next. On phones the dots get a row of their own
 * and a "3 / 22" count stands beside the buttons as their label.
 */
export function CarouselBar({ count, active, dotsSelect, rotating, playing, onSelect, onStep, onRotate }: Props) {
  return (
    <div className="carousel-bar">
      <button type="button" className="carousel-bar__button carousel-bar__rotation" data-rotation onClick={onRotate}>
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {rotating ? <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" /> : <path d="M8 5.5v13l10.5-6.5z" />}
        </svg>
        <span className="visually-hidden">{rotating ? 'Pause the slide show' : 'Play the slide show'}</span>
      </button>
      {dotsSelect ? (
        <div className="carousel-bar__dots">
          {Array.from({ length: count }, (_, i) => (
            <button
              key={i}
              type="button"
              className={`carousel-bar__dot${i === active ? ' is-active' : ''}`}
              aria-current={i === active ? 'true' : undefined}
              aria-label={`Show projects slide ${i + 1} of ${count}`}
              onClick={() => onSelect(i)}
            />
          ))}
        </div>
      ) : (
        <div className="carousel-bar__dots carousel-bar__dots--passive" aria-hidden="true">
          {Array.from({ length: count }, (_, i) => (
            <span key={i} className={`carousel-bar__dot${i === active ? ' is-active' : ''}`} />
          ))}
        </div>
      )}
      {/* Phones show it beside the buttons. Announced politely when the visitor moves the carousel,
          silent while it advances by itself. */}
      <p className="carousel-bar__count" aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
        <span aria-hidden="true">
          {active + 1} / {count}
        </span>
        <span className="visually-hidden">
          Projects slide {active + 1} of {count}
        </span>
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
