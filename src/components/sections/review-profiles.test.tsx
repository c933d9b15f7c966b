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
    render(<ReviewProfiles rating={rating} profiles={[]} />);
    const terms = screen.getAllByRole('term').map((t) => t.textContent);
    const values = screen.getAllByRole('definition').map((d) => d.textContent);
    expect(terms).toEqual(['client rating', 'agency status']);
    expect(values).toEqual(['5 star', 'Top rated']);
    expect(screen.getByText(/Both on our marketplace profile/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See the profile/ })).toHaveAttribute('href', rating.href);
  });

  it('shows one card link per profile, opening in a new tab', () => {
    render(
      <ReviewProfiles
        rating={rating}
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
  });
});
