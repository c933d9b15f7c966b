import { render, screen } from '@testing-library/react';
import { mockMatchMedia } from '@/testing/match-media';
import { SideScroller } from './side-scroller';

describe('SideScroller', () => {
  it('is a named, focusable region on phones, where it scrolls', () => {
    mockMatchMedia((query) => query.includes('max-width: 575.98px'));
    render(<SideScroller label="Our services">cards</SideScroller>);
    expect(screen.getByRole('region', { name: 'Our services' })).toHaveAttribute('tabindex', '0');
  });

  it('is a plain box, with no tab stop, on wider screens', () => {
    mockMatchMedia(() => false);
    const { container } = render(<SideScroller label="Our services">cards</SideScroller>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('[tabindex]')).toBeNull();
  });
});
