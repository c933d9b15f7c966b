import { cardsPerSlide, chunk, keepPosition, swipeDirection } from './carousel';

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

describe('keepPosition', () => {
  it('keeps the first visible card in view when the slide size changes', () => {
    expect(keepPosition(2, 4, 1)).toBe(8);
    expect(keepPosition(8, 1, 4)).toBe(2);
    expect(keepPosition(3, 2, 4)).toBe(1);
  });
});
