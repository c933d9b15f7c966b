import { render, screen } from '@testing-library/react';
import { ReviewProfiles } from './review-profiles';

const rating = {
  value: '5 star',
  label: 'client rating',
  badge: 'Top rated',
  badgeLabel: 'agency status',
  source: 'Both on our marketplace profile.',
  href: 'https://market.example.com/us',
};

describe('ReviewProfiles', () => {
  it('states each rating with its label and links the profile that shows it', () => {
    render(<ReviewProfiles rating={rating} checkHeading="Read them where they were written" profiles={[]} />);
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['client rating', 'agency status']);
    expect(values).toEqual(['5 star', 'Top rated']);
    expect(screen.getByText(/Both on our marketplace profile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See the profile/ })).toHaveAttribute('href', rating.href);
  });

  it('lists the profiles under their heading, one link each, opening in a new tab', () => {
    render(
      <ReviewProfiles
        rating={rating}
        checkHeading="Read them where they were written"
        profiles={[
          { href: 'https://a.example.com/', label: 'Employer reviews', text: 'What our team says' },
          { href: 'https://b.example.com/', label: 'Second profile', text: 'Completed jobs' },
        ]}
      />,
    );
    const card = screen.getByRole('link', { name: /Employer reviews\s*What our team says/ });
    expect(card).toHaveAttribute('href', 'https://a.example.com/');
    expect(card).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Second profile/ })).toHaveAttribute('href', 'https://b.example.com/');
    expect(screen.getByRole('heading', { level: 3, name: 'Read them where they were written' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('draws the rating as five stars, hidden from screen readers, which read the figure itself', () => {
    const { container } = render(<ReviewProfiles rating={rating} checkHeading="Profiles" profiles={[]} />);
    const stars = container.querySelector('.review-profiles__stars');
    expect(stars).toHaveAttribute('aria-hidden', 'true');
    expect(stars?.querySelectorAll('svg')).toHaveLength(5);
  });
});
