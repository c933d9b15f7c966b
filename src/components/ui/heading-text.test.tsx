import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeadingText } from './heading-text';

describe('HeadingText', () => {
  it('wraps each hyphenated word in a nowrap span and leaves the text as it was', () => {
    const { container } = render(<h1><HeadingText text="SEO for a Spine-Care Clinic from sign-up to go-live" /></h1>);
    expect(container.textContent).toBe('SEO for a Spine-Care Clinic from sign-up to go-live');
    expect([...container.querySelectorAll('.heading-word')].map((span) => span.textContent)).toEqual(['Spine-Care', 'sign-up', 'go-live']);
  });

  it('tucks each comma up to the word before it, the text unchanged', () => {
    const { container } = render(<h1><HeadingText text="Websites, apps, ERP and e-commerce" /></h1>);
    expect(container.textContent).toBe('Websites, apps, ERP and e-commerce');
    expect(container.querySelectorAll('.heading-comma')).toHaveLength(2);
    expect([...container.querySelectorAll('.heading-word')].map((span) => span.textContent)).toEqual(['e-commerce']);
  });

  it('renders text without a hyphenated word or a comma as plain text', () => {
    const { container } = render(<h1><HeadingText text="Web Design - fast" /></h1>);
    expect(container.innerHTML).toBe('<h1>Web Design - fast</h1>');
  });
});
