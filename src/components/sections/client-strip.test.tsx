import { screen } from '@testing-library/react';
import { renderWithRouter } from '@/testing/render';
import { ClientStrip } from './client-strip';

describe('ClientStrip', () => {
  it('lists the client names as text in a labelled region, with a link to all clients', () => {
    renderWithRouter(<ClientStrip label="Businesses we have built for" names={['Kaveri Textiles', 'Zenith Fintech']} to="/clients" linkLabel="See all our clients" />);
    const region = screen.getByRole('region', { name: 'Businesses we have built for' });
    expect(region.querySelectorAll('li')).toHaveLength(2);
    expect(region.querySelector('img')).toBeNull();
    expect(screen.getByText('Zenith Fintech')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all our clients' })).toHaveAttribute('href', '/clients');
  });

  it('renders nothing without clients', () => {
    const { container } = renderWithRouter(<ClientStrip label="Clients" names={[]} to="/clients" linkLabel="All" />);
    expect(container.querySelector('.client-strip')).toBeNull();
  });
});
