import { cardsPerSlide, chunk, dotWindow, firstItemOf, keepPosition, slidesOf, swipeDirection } from './carousel';

describe('cardsPerSlide', () => {
  it.each([
    [1920, 4],
    [1280, 4],
    [992, 4],
    [991, 2],
    [800, 2],
    [576, 2],
    [575, 1],
    [400, 1],
    [320, 1],
  ])('at %i px shows %i cards', (width, expected) => {
    expect(cardsPerSlide(width)).toBe(expected);
  });
});

describe('chunk', () => {
  it('groups items in order, the last group holding the rest', () => {
    expect(chunk([1, 2, 3, 4, 5, 6, 7], 4)).toEqual([[1, 2, 3, 4], [5, 6, 7]]);
    expect(chunk([1, 2, 3], 1)).toEqual([[1], [2], [3]]);
    expect(chunk([], 2)).toEqual([]);
  });
});

describe('swipeDirection (40 px threshold)', () => {
  it('ignores movements shorter than 40 px', () => {
    expect(swipeDirection(39)).toBeNull();
    expect(swipeDirection(-39.5)).toBeNull();
    expect(swipeDirection(0)).toBeNull();
  });
  it('a leftward swipe of 40 px or more goes to the next slide, a rightward one to the previous', () => {
    expect(swipeDirection(-40)).toBe('next');
    expect(swipeDirection(-120)).toBe('next');
    expect(swipeDirection(40)).toBe('prev');
  });
});

describe('slidesOf', () => {
  const items = Array.from({ length: 22 }, (_, i) => i);

  it('keeps every card once, in order: the last slide holds what is left', () => {
    const slides = slidesOf(items, 4);
    expect(slides).toHaveLength(6);
    expect(slides[4]).toEqual([16, 17, 18, 19]);
    expect(slides[5]).toEqual([20, 21]);
    expect(slides.flat()).toEqual(items);
  });

  it('changes nothing where the cards divide evenly, or fill no more than one slide', () => {
    expect(slidesOf(items, 2)).toEqual(chunk(items, 2));
    expect(slidesOf(items, 1)).toEqual(chunk(items, 1));
    expect(slidesOf([1, 2, 3], 4)).toEqual([[1, 2, 3]]);
    expect(slidesOf([], 4)).toEqual([]);
  });

  it('names the first card of each slide', () => {
    expect(firstItemOf(4, 4, 22)).toBe(16);
    expect(firstItemOf(5, 4, 22)).toBe(20);
    expect(firstItemOf(21, 1, 22)).toBe(21);
  });
});

describe('keepPosition', () => {
  it('keeps the first visible card in view when the slide size changes', () => {
    expect(keepPosition(2, 4, 1, 22)).toBe(8);
    expect(keepPosition(8, 1, 4, 22)).toBe(2);
    expect(keepPosition(3, 2, 4, 22)).toBe(1);
  });

  it('counts the short last slide from its first card', () => {
    // The last slide of four shows cards 20 and 21: one card a slide, that is slide 21.
    expect(keepPosition(5, 4, 1, 22)).toBe(20);
    // Card 21 alone, then four a slide: the last slide, which holds it.
    expect(keepPosition(21, 1, 4, 22)).toBe(5);
    expect(keepPosition(10, 2, 4, 22)).toBe(5);
  });
});

describe('dotWindow', () => {
  it('shows every dot when they fit', () => {
    expect(dotWindow(6, 3, 6)).toEqual({ start: 0, end: 6, fadeStart: false, fadeEnd: false });
    expect(dotWindow(3, 0, 5)).toEqual({ start: 0, end: 3, fadeStart: false, fadeEnd: false });
  });

  it('keeps the active dot in the middle of five, against the ends at the first and last slides', () => {
    expect(dotWindow(22, 0, 5)).toEqual({ start: 0, end: 5, fadeStart: false, fadeEnd: true });
    expect(dotWindow(22, 1, 5)).toEqual({ start: 0, end: 5, fadeStart: false, fadeEnd: true });
    expect(dotWindow(22, 9, 5)).toEqual({ start: 7, end: 12, fadeStart: true, fadeEnd: true });
    expect(dotWindow(22, 20, 5)).toEqual({ start: 17, end: 22, fadeStart: true, fadeEnd: false });
    expect(dotWindow(22, 21, 5)).toEqual({ start: 17, end: 22, fadeStart: true, fadeEnd: false });
  });
});
