import { act, fireEvent, screen, within } from '@testing-library/react';
import { resizeTo, setWidth, mockReducedMotion, activeTitles, root, carousel, tick, renderCarousel, setUpCarouselTests } from '@/testing/portfolio-carousel';

setUpCarouselTests();

describe('PortfolioCarousel controls', () => {
  it('answers the arrow keys, Home and End on its dots, one stop in the tab order whose focus follows the slide', () => {
    setWidth(400);
    mockReducedMotion(true);
    renderCarousel();
    const dot = (n: number) => screen.getByRole('button', { name: `Show projects slide ${n} of 10` });
    const tabbable = () => within(screen.getByRole('group', { name: 'Choose a slide' })).getAllByRole('button').filter((el) => el.tabIndex === 0);
    expect(tabbable()).toEqual([dot(1)]);
    act(() => dot(1).focus());
    const press = (key: string) => {
      fireEvent.keyDown(document.activeElement as Element, { key });
      tick(1000);
    };
    press('ArrowRight');
    expect(activeTitles()).toEqual(['Project 2']);
    expect(dot(2)).toHaveFocus();
    expect(dot(2)).toHaveAttribute('aria-current', 'true');
    expect(tabbable()).toEqual([dot(2)]);
    press('End');
    // Slide 10 was outside the five dots shown: its dot comes into the window and takes the focus.
    expect(activeTitles()).toEqual(['Project 10']);
    expect(dot(10)).toHaveFocus();
    press('ArrowRight');
    expect(activeTitles()).toEqual(['Project 1']);
    expect(dot(1)).toHaveFocus();
    press('ArrowLeft');
    expect(dot(10)).toHaveFocus();
    press('Home');
    expect(activeTitles()).toEqual(['Project 1']);
    expect(dot(1)).toHaveFocus();
    // Other keys, and arrows with a modifier (the browser's own shortcuts), are left alone.
    fireEvent.keyDown(dot(1), { key: 'ArrowRight', altKey: true });
    fireEvent.keyDown(dot(1), { key: 'ArrowDown' });
    tick(1000);
    expect(activeTitles()).toEqual(['Project 1']);
  });

  it('moves one slide a press when presses come together or during a move (held taps pressed again at once)', () => {
    setWidth(400);
    mockReducedMotion(true);
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Next projects' });
    const previous = screen.getByRole('button', { name: 'Previous projects' });
    // Three presses in one task, as the early-input script gives held taps back.
    act(() => {
      next.click();
      next.click();
      next.click();
    });
    tick(1000);
    expect(activeTitles()).toEqual(['Project 4']);
    // A press while the slide is still moving counts too.
    act(() => next.click());
    act(() => next.click());
    tick(1000);
    tick(1000);
    expect(activeTitles()).toEqual(['Project 6']);
    act(() => {
      previous.click();
      previous.click();
    });
    tick(1000);
    expect(activeTitles()).toEqual(['Project 4']);
    // From the first slide backwards: round to the last.
    act(() => {
      previous.click();
      previous.click();
      previous.click();
      previous.click();
    });
    tick(1000);
    expect(activeTitles()).toEqual(['Project 10']);
  });

  it('keeps the focus on its dots when a resize removes the focused one', () => {
    setWidth(400);
    mockReducedMotion(true);
    renderCarousel();
    const dot = screen.getByRole('button', { name: 'Show projects slide 1 of 10' });
    act(() => dot.focus());
    fireEvent.keyDown(dot, { key: 'End' });
    tick(1000);
    expect(screen.getByRole('button', { name: 'Show projects slide 10 of 10' })).toHaveFocus();
    // A phone turned, a window widened: three slides of four, the tenth dot gone. The focus goes to
    // the active dot, not to the page's start.
    resizeTo(1280);
    const last = screen.getByRole('button', { name: 'Show projects slide 3 of 3' });
    expect(last).toHaveAttribute('aria-current', 'true');
    expect(last).toHaveFocus();
    // A focus the visitor moved away is left where they put it.
    act(() => last.blur());
    tick(100);
    resizeTo(400);
    expect(document.body).toHaveFocus();
  });

  it('moves the focus to the active dot when a resize gives the focused dot another slide', () => {
    mockReducedMotion(true);
    renderCarousel();
    const dot = screen.getByRole('button', { name: 'Show projects slide 1 of 3' });
    act(() => dot.focus());
    fireEvent.keyDown(dot, { key: 'End' });
    tick(1000);
    expect(screen.getByRole('button', { name: 'Show projects slide 3 of 3' })).toHaveFocus();
    // Two a slide: five slides, the third dot still drawn but now the third of five; the slide
    // shown is the fifth (cards 9 and 10), and its dot takes the focus.
    resizeTo(800);
    const active = screen.getByRole('button', { name: 'Show projects slide 5 of 5' });
    expect(active).toHaveAttribute('aria-current', 'true');
    expect(active).toHaveFocus();
  });

  it('hands the focus to the last card shown when a resize takes away the panel that had it', () => {
    mockReducedMotion(true);
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Show projects slide 3 of 3' }));
    tick(1000);
    const panel = within(carousel()).getByRole('link', { name: /See all 10 projects/ });
    act(() => panel.focus());
    expect(panel).toHaveFocus();
    resizeTo(800);
    expect(within(carousel()).queryByRole('link', { name: /See all/ })).toBeNull();
    expect(activeTitles()).toEqual(['Project 9', 'Project 10']);
    expect(document.activeElement?.textContent).toBe('Project 10');
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

  it('tells screen readers its position politely, but not while it plays by itself', () => {
    setWidth(400);
    renderCarousel();
    const counter = document.querySelector('.carousel-bar__count') as HTMLElement;
    expect(counter).toHaveTextContent('Projects slide 1 of 10');
    expect(counter).toHaveAttribute('aria-live', 'off');
    fireEvent.focus(screen.getByText('Next projects'));
    fireEvent.click(screen.getByText('Next projects'));
    expect(counter).toHaveTextContent('Projects slide 2 of 10');
    expect(counter).toHaveAttribute('aria-live', 'polite');
  });
});
