import { act, fireEvent, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { mockMatchMedia } from '@/testing/match-media';
import { renderWithRouter } from '@/testing/render';
import { PortfolioCarousel, type CarouselCard } from './portfolio-carousel';

const cards: CarouselCard[] = Array.from({ length: 10 }, (_, i) => ({
  id: `p${i + 1}`,
  title: `Project ${i + 1}`,
  text: `About project ${i + 1}`,
  categories: ['ERP', 'LARAVEL'],
  image: { src: `/images/p${i + 1}.webp`, alt: `Project ${i + 1}`, width: 960, height: 720 },
  to: `/portfolio/p${i + 1}`,
}));

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

const mockReducedMotion = (reduce: boolean) => mockMatchMedia((query) => reduce && query.includes('reduce'));

const activeTitles = () => {
  const active = document.querySelector('.carousel-item.active') as HTMLElement;
  return within(active)
    .getAllByRole('link')
    .map((a) => a.textContent);
};
const root = () => document.querySelector('.portfolio-carousel') as HTMLElement;
const carousel = () => screen.getByRole('region', { name: 'Projects' });

beforeEach(() => {
  vi.useFakeTimers();
  setWidth(1280);
  mockReducedMotion(false);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Advances fake time in small steps so React re-arms the carousel's timer between them. */
function tick(ms: number) {
  for (let t = 0; t < ms; t += 100) act(() => vi.advanceTimersByTime(100));
}

function renderCarousel() {
  return renderWithRouter(<PortfolioCarousel cards={cards} label="Projects" />);
}

describe('PortfolioCarousel', () => {
  it.each([
    [1280, 4, 3],
    [800, 2, 5],
    [400, 1, 10],
  ])('at %i px shows %i cards per slide (%i slides) and a round indicator per slide', (width, perSlide, slides) => {
    setWidth(width);
    renderCarousel();
    expect(root().dataset.perSlide).toBe(String(perSlide));
    expect(activeTitles()).toHaveLength(perSlide);
    expect(root().querySelectorAll('.carousel-bar__dot')).toHaveLength(slides);
    expect(root().querySelectorAll('.carousel-bar__dot.is-active')).toHaveLength(1);
  });

  it('makes each dot a button where there is room for it, and only a marker of the position on phones', () => {
    renderCarousel();
    expect(screen.getAllByRole('button', { name: /Show projects slide/ })).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Show projects slide 1 of 3' })).toHaveAttribute('aria-current', 'true');
    act(() => {
      setWidth(400);
      window.dispatchEvent(new Event('resize'));
    });
    // 10 slides: 10 dots a thumb could not tell apart; previous/next move, the count names the position.
    expect(screen.queryAllByRole('button', { name: /Show projects slide/ })).toHaveLength(0);
    expect(root().querySelector('.carousel-bar__dots')).toHaveAttribute('aria-hidden', 'true');
    expect(root().querySelectorAll('.carousel-bar__dot')).toHaveLength(10);
  });

  it('regroups the cards when the window is resized', () => {
    renderCarousel();
    expect(activeTitles()).toEqual(['Project 1', 'Project 2', 'Project 3', 'Project 4']);
    act(() => {
      setWidth(500);
      window.dispatchEvent(new Event('resize'));
    });
    expect(activeTitles()).toEqual(['Project 1']);
  });

  it('shows image, categories joined by " | ", title and text, linking to the project', () => {
    renderCarousel();
    const active = document.querySelector('.carousel-item.active') as HTMLElement;
    const lines = Array.from(active.querySelectorAll('.portfolio-card__categories'), (line) => line.textContent);
    expect(lines).toEqual(Array(4).fill('ERP | LARAVEL'));
    expect(within(active).getByRole('link', { name: 'Project 1' })).toHaveAttribute('href', '/portfolio/p1');
    expect(within(active).getByText('About project 1')).toBeInTheDocument();
    expect(active.querySelectorAll('img')).toHaveLength(4);
  });

  it('advances by itself every 5000 ms and wraps around', () => {
    renderCarousel();
    expect(root().dataset.playing).toBe('true');
    tick(4900);
    expect(activeTitles()[0]).toBe('Project 1');
    tick(1100);
    expect(activeTitles()[0]).toBe('Project 5');
    tick(5500);
    expect(activeTitles()[0]).toBe('Project 9');
    tick(5500);
    expect(activeTitles()[0]).toBe('Project 1');
  });

  it('pauses and plays again with its pause/play button, which keeps the visitor\'s choice', () => {
    renderCarousel();
    const pause = screen.getByRole('button', { name: 'Pause the slide show' });
    act(() => pause.focus());
    // The button's own focus does not hold the carousel: its press must be seen to work.
    expect(root().dataset.playing).toBe('true');
    fireEvent.click(pause);
    expect(root().dataset.playing).toBe('false');
    tick(12000);
    expect(activeTitles()[0]).toBe('Project 1');
    // Still paused once the focus and the pointer have come and gone.
    const el = root().querySelector('.carousel') as HTMLElement;
    fireEvent.mouseEnter(el);
    fireEvent.mouseLeave(el);
    act(() => screen.getByRole('link', { name: 'Project 2' }).focus());
    act(() => (document.activeElement as HTMLElement).blur());
    expect(root().dataset.playing).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    expect(root().dataset.playing).toBe('true');
    tick(5100);
    expect(activeTitles()[0]).toBe('Project 5');
  });

  it('pauses while hovered and while focus is inside', () => {
    renderCarousel();
    const el = root().querySelector('.carousel') as HTMLElement;
    fireEvent.mouseEnter(el);
    expect(root().dataset.playing).toBe('false');
    tick(12000);
    expect(activeTitles()[0]).toBe('Project 1');
    fireEvent.mouseLeave(el);
    expect(root().dataset.playing).toBe('true');

    const link = screen.getByRole('link', { name: 'Project 2' });
    act(() => link.focus());
    expect(root().dataset.playing).toBe('false');
    act(() => link.blur());
    expect(root().dataset.playing).toBe('true');
  });

  it('does not auto-advance under prefers-reduced-motion, unless the visitor presses play', () => {
    mockReducedMotion(true);
    renderCarousel();
    expect(root().dataset.playing).toBe('false');
    tick(20000);
    expect(activeTitles()[0]).toBe('Project 1');
    fireEvent.click(screen.getByRole('button', { name: 'Play the slide show' }));
    expect(root().dataset.playing).toBe('true');
  });

  it('moves with the previous/next controls and the round indicators', () => {
    renderCarousel();
    fireEvent.click(screen.getByText('Next projects'));
    tick(1000);
    expect(activeTitles()[0]).toBe('Project 5');
    fireEvent.click(screen.getByText('Previous projects'));
    tick(1000);
    fireEvent.click(screen.getByText('Previous projects'));
    tick(1000);
    expect(activeTitles()[0]).toBe('Project 9');
    fireEvent.click(screen.getByRole('button', { name: 'Show projects slide 2 of 3' }));
    tick(1000);
    expect(activeTitles()[0]).toBe('Project 5');
  });

  it('follows a swipe of 40 px or more and ignores a shorter one', () => {
    mockReducedMotion(true);
    renderCarousel();
    const el = root().querySelector('.carousel') as HTMLElement;
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(el, { touches: [{ clientX: from, clientY: 10 }] });
      fireEvent.touchEnd(el, { changedTouches: [{ clientX: to, clientY: 10 }] });
      tick(1000);
    };
    swipe(200, 161); // 39 px: not a swipe
    expect(activeTitles()[0]).toBe('Project 1');
    swipe(200, 160); // 40 px left: next
    expect(activeTitles()[0]).toBe('Project 5');
    swipe(100, 140); // 40 px right: previous
    expect(activeTitles()[0]).toBe('Project 1');
  });

  it('marks itself up as a labelled carousel of slides, its controls inside it', () => {
    renderCarousel();
    expect(carousel()).toHaveAttribute('aria-roledescription', 'carousel');
    expect(within(carousel()).getAllByRole('group', { name: /of 3$/ })).toHaveLength(3);
    for (const name of ['Pause the slide show', 'Previous projects', 'Next projects']) {
      expect(within(carousel()).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('shows its position as a counter that is announced politely, but not while it plays by itself', () => {
    setWidth(400);
    renderCarousel();
    const counter = document.querySelector('.carousel-bar__count') as HTMLElement;
    expect(counter).toHaveTextContent('1 / 10');
    expect(counter).toHaveTextContent('Projects slide 1 of 10');
    expect(counter).toHaveAttribute('aria-live', 'off');
    fireEvent.focus(screen.getByText('Next projects'));
    fireEvent.click(screen.getByText('Next projects'));
    expect(counter).toHaveTextContent('2 / 10');
    expect(counter).toHaveAttribute('aria-live', 'polite');
  });
});
