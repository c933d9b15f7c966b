import { describe, expect, it } from 'vitest';
import { clampPage, pageCount, pageHref, pageSlice, parsePage } from './pagination';

describe('pageCount', () => {
  it('rounds up partial pages', () => {
    expect(pageCount(5, 3)).toBe(2);
    expect(pageCount(6, 3)).toBe(2);
    expect(pageCount(7, 3)).toBe(3);
    expect(pageCount(5, 1)).toBe(5);
  });

  it('gives an empty list one page', () => {
    expect(pageCount(0, 3)).toBe(1);
  });

  it('rejects a page size below 1', () => {
    expect(() => pageCount(5, 0)).toThrow(RangeError);
    expect(() => pageCount(5, 1.5)).toThrow(RangeError);
  });
});

describe('clampPage', () => {
  it('keeps pages inside 1..count', () => {
    expect(clampPage(0, 2)).toBe(1);
    expect(clampPage(-4, 2)).toBe(1);
    expect(clampPage(2, 2)).toBe(2);
    expect(clampPage(9, 2)).toBe(2);
  });

  it('truncates fractions and treats NaN as page 1', () => {
    expect(clampPage(2.7, 5)).toBe(2);
    expect(clampPage(Number.NaN, 5)).toBe(1);
    expect(clampPage(Number.POSITIVE_INFINITY, 5)).toBe(1);
  });
});

describe('parsePage', () => {
  it('reads digits and clamps them', () => {
    expect(parsePage('2', 5)).toBe(2);
    expect(parsePage('12', 5)).toBe(5);
    expect(parsePage('0', 5)).toBe(1);
  });

  it('falls back to page 1 for missing or malformed values', () => {
    expect(parsePage(null, 5)).toBe(1);
    expect(parsePage(undefined, 5)).toBe(1);
    expect(parsePage('', 5)).toBe(1);
    expect(parsePage('two', 5)).toBe(1);
    expect(parsePage('-2', 5)).toBe(1);
    expect(parsePage('2abc', 5)).toBe(1);
    expect(parsePage('1e3', 5)).toBe(1);
  });
});

describe('pageSlice', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];

  it('returns the items of page N', () => {
    expect(pageSlice(items, 1, 3)).toEqual(['a', 'b', 'c']);
    expect(pageSlice(items, 2, 3)).toEqual(['d', 'e']);
    expect(pageSlice(items, 4, 1)).toEqual(['d']);
  });

  it('clamps an out-of-range page to the nearest page', () => {
    expect(pageSlice(items, 9, 3)).toEqual(['d', 'e']);
    expect(pageSlice(items, 0, 3)).toEqual(['a', 'b', 'c']);
  });

  it('does not mutate its input', () => {
    pageSlice(items, 2, 2);
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('pageHref', () => {
  it('puts the page in the query', () => {
    expect(pageHref('/blog', 2)).toBe('/blog?page=2');
  });
});
