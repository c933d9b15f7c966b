import { sizesInEm } from './breakpoints';

describe('sizesInEm', () => {
  it('writes every px length of a sizes list in em of the browser text size', () => {
    expect(sizesInEm('(min-width: 1200px) 560px, (min-width: 992px) 45vw, calc(100vw - 40px)')).toBe(
      '(min-width: 75em) 35em, (min-width: 62em) 45vw, calc(100vw - 2.5em)',
    );
  });

  it('keeps fractions, viewport units and rem as they are', () => {
    expect(sizesInEm('(min-width: 1400px) 410px, min(calc(100vw - 9rem), 330px), 100vw')).toBe('(min-width: 87.5em) 25.625em, min(calc(100vw - 9rem), 20.625em), 100vw');
    expect(sizesInEm('(min-width: 991.98px) 25vw, 100vw')).toBe('(min-width: 61.9988em) 25vw, 100vw');
  });
});
