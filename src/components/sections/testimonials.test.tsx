import { render, screen } from '@testing-library/react';
import { testimonials } from '@/content/site';
import { Testimonials } from './testimonials';

describe('Testimonials', () => {
  it('renders nothing while the list is empty', () => {
    const { container } = render(<Testimonials heading="What our clients say" items={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows each quote with its speaker, role, company and source link', () => {
    render(
      <Testimonials
        heading="What our clients say"
        items={[
          { quote: 'They shipped on time.', name: 'A. Client', role: 'Owner', company: 'Example Shop', sourceUrl: 'https://reviews.example.com/1' },
          { quote: 'Clear quotes.', name: 'B. Client', role: 'Director', company: 'Example Works' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'What our clients say' })).toBeInTheDocument();
    expect(screen.getByText('They shipped on time.').closest('blockquote')).not.toBeNull();
    expect(screen.getByText('Owner, Example Shop')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: /original page/ })).toHaveAttribute('href', 'https://reviews.example.com/1');
  });

  it('ships with no testimonials: none is published until a client gives one', () => {
    expect(testimonials).toEqual([]);
  });
});
