import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { at } from '@/testing/fixtures';
import { ScreenGallery } from './screen-gallery';

const shot = (name: string) => ({ src: `/images/products/${name}.webp`, alt: `${name} on a phone`, width: 960, height: 720, widths: [480, 720] });

describe('ScreenGallery', () => {
  it('shows each screen with its alt text and caption under a labelled heading', () => {
    render(<ScreenGallery heading="Inside the app" items={[{ image: shot('a'), caption: 'First caption' }, { image: shot('b'), caption: 'Second caption' }]} />);
    const region = screen.getByRole('region', { name: 'Inside the app' });
    const figures = within(region).getAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(within(at(figures, 0)).getByRole('img', { name: 'a on a phone' })).toHaveAttribute('loading', 'lazy');
    expect(within(at(figures, 1)).getByText('Second caption')).toBeInTheDocument();
  });
});
