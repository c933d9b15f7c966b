import { Coins, Users } from 'lucide-react';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { at } from '@/testing/fixtures';
import { ScreenGallery } from './screen-gallery';

const shot = (name: string) => ({ src: `/images/products/${name}.webp`, alt: `${name} on a phone`, width: 960, height: 720, widths: [480, 720] });
const points = [
  { title: 'Pay per view', text: 'One credit opens a profile.', icon: Coins },
  { title: 'Work as a team', text: 'Three freelancers take one project.', icon: Users },
];

describe('ScreenGallery', () => {
  it('shows each screen with its alt text, named by its heading, with its caption and points', () => {
    render(
      <ScreenGallery
        heading="Inside the app"
        items={[
          { image: shot('a'), title: 'Find someone', caption: 'First caption', points },
          { image: shot('b'), title: 'Build a team', caption: 'Second caption', points },
        ]}
      />,
    );
    const region = screen.getByRole('region', { name: 'Inside the app' });
    const figures = within(region).getAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(within(at(figures, 0)).getByRole('img', { name: 'a on a phone' })).toHaveAttribute('loading', 'lazy');
    // The figure's name is its heading, not the whole text beside it.
    expect(at(figures, 1)).toHaveAccessibleName('Build a team');
    expect(within(at(figures, 1)).getByRole('heading', { level: 3, name: 'Build a team' })).toBeInTheDocument();
    expect(within(at(figures, 1)).getByText('Second caption')).toBeInTheDocument();
    const items = within(at(figures, 1)).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Pay per viewOne credit opens a profile.', 'Work as a teamThree freelancers take one project.']);
    // Each point's pictogram is decoration: the title and text say it.
    for (const item of items) expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
