import { act, screen, within } from '@testing-library/react';
import { vi } from 'vitest';
import { PortfolioCarousel, type CarouselCard } from '@/components/sections/portfolio-carousel';
import { mockMatchMedia } from './match-media';
import { renderWithRouter } from './render';

/** What the portfolio carousel's tests share: ten projects, the window's width, the clock. */
export const cards: CarouselCard[] = Array.from({ length: 10 }, (_, i) => ({
  id: `p${i + 1}`,
  title: `Project ${i + 1}`,
  text: `About project ${i + 1}`,
  categories: ['ERP', 'LARAVEL'],
  image: { src: `/images/p${i + 1}.webp`, alt: `Project ${i + 1}`, width: 960, height: 720 },
  to: `/portfolio/p${i + 1}`,
}));

export function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

/** The window resized to `width`, and a tenth of a second for the carousel to regroup and move the focus. */
export function resizeTo(width: number) {
  act(() => {
    setWidth(width);
    window.dispatchEvent(new Event('resize'));
  });
  tick(100);
}

export const mockReducedMotion = (reduce: boolean) => mockMatchMedia((query) => reduce && query.includes('reduce'));

export const activeTitles = () => {
  const active = document.querySelector('.carousel-item.active') as HTMLElement;
  return within(active)
    .getAllByRole('link')
    .filter((a) => !a.closest('.portfolio-carousel__more'))
    .map((a) => a.textContent);
};
export const root = () => document.querySelector('.portfolio-carousel') as HTMLElement;
export const carousel = () => screen.getByRole('region', { name: 'Projects' });

/**
 * Whether the carousel's pictures are in. jsdom fetches no picture, so none would ever be; the
 * tests say they all are unless a test says otherwise (the slide show waits for the next slide's).
 */
export const picturesIn = { value: true };

/** Each test starts on a wide screen, motion allowed, on fake timers, every picture in. */
export function setUpCarouselTests() {
  beforeEach(() => {
    vi.useFakeTimers();
    setWidth(1280);
    mockReducedMotion(false);
    picturesIn.value = true;
    vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockImplementation(() => picturesIn.value);
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

/** Advances fake time in small steps so React re-arms the carousel's timer between them. */
export function tick(ms: number) {
  for (let t = 0; t < ms; t += 100) act(() => vi.advanceTimersByTime(100));
}

/** The way to the whole list a short last slide gives its room to. */
export const more = { label: 'See all 10 projects', text: 'The whole list.', to: '/portfolio' };

export function renderCarousel() {
  return renderWithRouter(<PortfolioCarousel cards={cards} label="Projects" more={more} />);
}
