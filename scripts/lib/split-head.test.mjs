import { describe, expect, it } from 'vitest';
import { splitHead } from './split-head.mjs';

describe('splitHead', () => {
  it('moves the leading title, meta and link tags into the head and leaves the rest', () => {
    const markup =
      '<title>About | Brand</title><meta name="description" content="x"/><meta property="og:url" content="http://a/b"/><link rel="canonical" href="http://a/b"/><a class="skip-link" href="#main">Skip</a><title>not leading</title>';
    const { head, body } = splitHead(markup);
    expect(head).toBe(
      '<title>About | Brand</title><meta name="description" content="x"/><meta property="og:url" content="http://a/b"/><link rel="canonical" href="http://a/b"/>',
    );
    expect(body).toBe('<a class="skip-link" href="#main">Skip</a><title>not leading</title>');
  });

  it('returns everything as body when nothing leads', () => {
    expect(splitHead('<div>x</div>')).toEqual({ head: '', body: '<div>x</div>' });
  });
});
