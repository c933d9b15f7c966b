import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { PortfolioCarousel } from './portfolio-carousel';
import { hydrateRoot } from 'react-dom/client';
import { setWidth, mockReducedMotion, activeTitles, root, carousel, tick, renderCarousel, setUpCarouselTests, picturesIn, cards } from '@/testing/portfolio-carousel';

setUpCarouselTests();

describe('PortfolioCarousel', () => {
  it.each([
    [1280, 4, 3, 3],
    [800, 2, 5, 5],
    [400, 1, 10, 5],
  ])('at %i px shows %i cards per slide (%i slides) and %i round indicators, each a button', (width, perSlide, slides, dots) => {
    setWidth(width);
    renderCarousel();
    expect(root().dataset.perSlide).toBe(String(perSlide));
    expect(activeTitles()).toHaveLength(perSlide);
    expect(within(carousel()).getAllByRole('group', { name: new RegExp(`of ${slides}$`) })).toHaveLength(slides);
    expect(screen.getAllByRole('button', { name: /^Show projects slide \d+ of / })).toHaveLength(dots);
    expect(root().querySelectorAll('.carousel-bar__dot.is-active')).toHaveLength(1);
  });

  it('shows every project once: a short last slide gives its room to the way to the whole list', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Show projects slide 3 of 3' }));
    tick(1000);
    expect(activeTitles()).toEqual(['Project 9', 'Project 10']);
    const active = carousel().querySelector('.carousel-item.active') as HTMLElement;
    const link = within(active).getByRole('link', { name: /See all 10 projects/ });
    expect(link).toHaveAttribute('href', '/portfolio');
    // Across the two cells the cards leave; no other slide has it.
    expect((link.closest('li') as HTMLElement).style.getPropertyValue('--room')).toBe('2');
    expect(within(carousel()).getAllByRole('link', { name: /See all 10 projects/ })).toHaveLength(1);
  });

  it('has no room to give where the slides come out even (two a slide)', () => {
    setWidth(800);
    renderCarousel();
    expect(within(carousel()).queryByRole('link', { name: /See all/ })).toBeNull();
  });

  it('on phones shows five dots at a time, the active one in the middle, a smaller dot where more lie beyond', () => {
    setWidth(400);
    renderCarousel();
    const dotNames = () => screen.getAllByRole('button', { name: /^Show projects slide/ }).map((dot) => dot.getAttribute('aria-label'));
    const edges = () => Array.from(root().querySelectorAll('.carousel-bar__dot.is-edge'), (dot) => dot.getAttribute('aria-label'));
    expect(dotNames()).toEqual([1, 2, 3, 4, 5].map((n) => `Show projects slide ${n} of 10`));
    expect(screen.getByRole('button', { name: 'Show projects slide 1 of 10' })).toHaveAttribute('aria-current', 'true');
    expect(edges()).toEqual(['Show projects slide 5 of 10']);
    for (let i = 0; i < 4; i++) {
      fireEvent.click(screen.getByText('Next projects'));
      tick(1000);
    }
    expect(activeTitles()).toEqual(['Project 5']);
    expect(dotNames()).toEqual([3, 4, 5, 6, 7].map((n) => `Show projects slide ${n} of 10`));
    expect(edges()).toEqual(['Show projects slide 3 of 10', 'Show projects slide 7 of 10']);
    fireEvent.click(screen.getByRole('button', { name: 'Show projects slide 7 of 10' }));
    tick(1000);
    expect(activeTitles()).toEqual(['Project 7']);
    expect(screen.getByRole('button', { name: 'Show projects slide 7 of 10' })).toHaveAttribute('aria-current', 'true');
    // The last slides: the window rests against the end, with no smaller dot there.
    fireEvent.click(screen.getByRole('button', { name: 'Show projects slide 9 of 10' }));
    tick(1000);
    expect(dotNames()).toEqual([6, 7, 8, 9, 10].map((n) => `Show projects slide ${n} of 10`));
    expect(edges()).toEqual(['Show projects slide 6 of 10']);
  });

  it('keeps a press for the early-input script until the window has set its cards per slide', () => {
    // The server renders four per slide; a Next given to those slides on a phone would skip three
    // projects once they regroup, so the carousel says it still awaits its code until then.
    const server = document.createElement('div');
    server.innerHTML = renderToString(
      <MemoryRouter>
        <PortfolioCarousel cards={[]} label="Projects" />
      </MemoryRouter>,
    );
    expect(server.querySelector('.portfolio-carousel')).toHaveAttribute('data-awaits-code', '');
    setWidth(400);
    renderCarousel();
    expect(root()).not.toHaveAttribute('data-awaits-code');
    expect(root().dataset.perSlide).toBe('1');
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

  it('waits for the next slide\'s pictures before it counts its 5000 ms, and fetches the previous slide\'s after them', () => {
    picturesIn.value = false;
    renderCarousel();
    const slide = (name: string) => within(carousel()).getByRole('group', { name });
    const loadingOf = (name: string) => Array.from(slide(name).querySelectorAll('img')).map((img) => img.getAttribute('loading'));
    expect(root().dataset.playing).toBe('true');
    expect(loadingOf('2 of 3')).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(loadingOf('3 of 3')).toEqual(['lazy', 'lazy']);
    // On a slow line it stays on the slide it shows, however long the pictures take.
    tick(12000);
    expect(activeTitles()[0]).toBe('Project 1');
    picturesIn.value = true;
    act(() => {
      (slide('2 of 3').querySelector('img') as HTMLImageElement).dispatchEvent(new Event('load'));
    });
    expect(loadingOf('3 of 3')).toEqual(['eager', 'eager']);
    // Its 5000 ms count from the pictures' arrival.
    tick(4900);
    expect(activeTitles()[0]).toBe('Project 1');
    tick(1100);
    expect(activeTitles()[0]).toBe('Project 5');
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

  it('holds still when a control pressed before its code has the focus as it mounts', async () => {
    const tree = (
      <MemoryRouter>
        <PortfolioCarousel cards={cards} label="Projects" />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree);
    document.body.append(container);
    // The server's Next button, tapped before the code: it has the focus, its focusin went unheard.
    const next = Array.from(container.querySelectorAll('button')).find((button) => button.textContent === 'Next projects');
    next?.focus();
    expect(next).toHaveFocus();
    const app = await act(async () => hydrateRoot(container, tree));
    try {
      expect(root().dataset.playing).toBe('false');
      tick(12000);
      expect(activeTitles()[0]).toBe('Project 1');
    } finally {
      act(() => app.unmount());
      container.remove();
    }
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

  it('fetches the pictures of the next and previous slides ahead, the others only when they near the viewport', () => {
    renderCarousel();
    const loadingOf = (slide: string) =>
      Array.from(within(carousel()).getByRole('group', { name: slide }).querySelectorAll('img')).map((img) => img.getAttribute('loading'));
    // On the first slide: the second is next, the third (wrapping round) the previous.
    expect(loadingOf('1 of 3')).toEqual(['lazy', 'lazy', 'lazy', 'lazy']);
    expect(loadingOf('2 of 3')).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(loadingOf('3 of 3')).toEqual(['eager', 'eager']);
    // Behind the pictures on show.
    expect(within(carousel()).getByRole('group', { name: '2 of 3' }).querySelector('img')).toHaveAttribute('fetchpriority', 'low');
    fireEvent.click(screen.getByText('Next projects'));
    tick(1000);
    expect(loadingOf('1 of 3')).toEqual(['eager', 'eager', 'eager', 'eager']);
    expect(loadingOf('3 of 3')).toEqual(['eager', 'eager']);
  });

  it('on phones fetches one picture ahead either side, not the whole strip', () => {
    setWidth(400);
    renderCarousel();
    const eager = Array.from(carousel().querySelectorAll('img[loading="eager"]')).map((img) => img.closest('.carousel-item')?.getAttribute('aria-label'));
    expect(eager).toEqual(['2 of 10', '10 of 10']);
  });
});
