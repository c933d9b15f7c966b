import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { clients } from '@/content/clients';
import { at } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render';
import ClientsPage from './clients-page';

describe('ClientsPage', () => {
  it('is titled CLIENTS and shows 12 logos', () => {
    const { container } = renderWithRouter(<ClientsPage />, { route: paths.clients });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CLIENTS');
    expect(container.querySelectorAll('.client-grid > li')).toHaveLength(12);
    for (const client of clients) expect(screen.getByRole('img', { name: client.title })).toBeInTheDocument();
    expect(container.querySelector('.client-grid')).toHaveClass('row-cols-2', 'row-cols-md-3', 'row-cols-lg-4', 'row-cols-xxl-6');
  });

  it('opens each linked client in a new tab and renders the unlinked one as a plain figure', () => {
    renderWithRouter(<ClientsPage />, { route: paths.clients });
    const linked = clients.filter((c) => c.url);
    for (const client of linked) {
      const link = screen.getByRole('link', { name: new RegExp(`^${client.title}\\s*\\(opens in a new tab\\)$`) });
      expect(link).toHaveAttribute('href', client.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(screen.getAllByRole('link')).toHaveLength(11);
    const unlinked = at(clients.filter((c) => !c.url), 0);
    expect(screen.getByRole('img', { name: unlinked.title }).closest('a')).toBeNull();
  });
});
