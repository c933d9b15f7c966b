import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeepHyphenated } from './keep-hyphenated';

describe('KeepHyphenated', () => {
  it('wraps each hyphenated word in a nowrap span and leaves the text as it was', () => {
    const { container } = render(<h1><KeepHyphenated text="SEO for a Spine-Care Clinic, from sign-up to go-live" /></h1>);
    expect(container.textContent).toBe('SEO for a Spine-Care Clinic, from sign-up to go-live');
    expect([...container.querySelectorAll('.text-nowrap')].map((span) => span.textContent)).toEqual(['Spine-Care', 'sign-up', 'go-live']);
  });

  it('renders text without a hyphenated word as plain text', () => {
    const { container } = render(<h1><KeepHyphenated text="Web Design - fast" /></h1>);
    expect(container.innerHTML).toBe('<h1>Web Design - fast</h1>');
  });
});
