import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FigureText } from './figure-text';

describe('FigureText', () => {
  it('keeps each figure, range or price together with its unit, and the text as it was', () => {
    const text = 'Web design: 2-6 weeks, ₹15,000-1,00,000+; apps from ₹50,000; a standard app: 6-12 weeks; SEO in 3-6 months';
    const { container } = render(<li><FigureText text={text} /></li>);
    expect(container.textContent).toBe(text);
    expect([...container.querySelectorAll('.figure-unit')].map((span) => span.textContent)).toEqual(['2-6 weeks', '₹15,000-1,00,000+', '₹50,000', '6-12 weeks', '3-6 months']);
  });

  it('leaves text without a figure as it was', () => {
    const { container } = render(<li><FigureText text="A clear next step" /></li>);
    expect(container.innerHTML).toBe('<li>A clear next step</li>');
  });
});
