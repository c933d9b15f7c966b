import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { clients } from '@/content/clients';
import { clientIndustries, clientsProof } from '@/content/clients-page';
import { site } from '@/content/site';
import { at } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render';
import ClientsPage from './clients-page';

describe('ClientsPage', () => {
  it('is titled CLIENTS and shows 12 logos', () => {
    const { container } = renderWithRouter(<ClientsPage />, { route: paths.clients });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('CLIENTS');
    const grid = container.querySelector('.client-grid') as HTMLElement;
    expect(grid.querySelectorAll(':scope > li')).toHaveLength(12);
    for (const client of clients) expect(within(grid).getByRole('img', { name: client.title })).toBeInTheDocument();
  });

  it('shows each logo in its compact lockup at every width, the file the home page\'s logo wall shows', () => {
    const { container } = renderWithRouter(<ClientsPage />, { route: paths.clients });
    for (const client of clients) {
      const img = screen.getByRole('img', { name: client.title });
      expect(img).toHaveAttribute('src', client.image.src);
      expect(img.getAttribute('src')).toMatch(/-compact\.svg$/);
      expect(img).toHaveAttribute('width', '160');
      expect(img).toHaveAttribute('height', '120');
    }
    // One file at every width: no <source> swapping the lockup.
    expect(container.querySelectorAll('.client-grid source')).toHaveLength(0);
  });

  it('shows the record beside the title: 200+ projects and the 5 star rating with where to check it', () => {
    const { container } = renderWithRouter(<ClientsPage />, { route: paths.clients });
    const card = screen.getByRole('group', { name: clientsProof.heading });
    expect(container.querySelector('.page-hero__inner')?.lastElementChild).toBe(card);
    expect(within(card).getByText('200+')).toBeInTheDocument();
    expect(within(card).getByText('5 star')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /See the profile/ })).toHaveAttribute('href', site.profiles.freelanceMarketplace);
    // Said once: the industries band no longer repeats the figures.
    expect(screen.getAllByText('200+')).toHaveLength(1);
  });

  it('goes on to the industries served, the proof of 200+ projects since 2015 and the case studies', () => {
    renderWithRouter(<ClientsPage />, { route: paths.clients });
    expect(screen.getByRole('heading', { level: 2, name: clientIndustries.heading })).toBeInTheDocument();
    for (const industry of clientIndustries.items) expect(screen.getByRole('heading', { level: 3, name: industry.name })).toBeInTheDocument();
    expect(screen.getByText('200+')).toBeInTheDocument();
    expect(screen.getByText(/projects delivered since November 2015/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Read the case studies/ })).toHaveAttribute('href', paths.caseStudies);
    expect(screen.getByRole('link', { name: /See the profile/ })).toHaveAttribute('href', site.profiles.freelanceMarketplace);
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
    expect(document.querySelectorAll('.client-grid a')).toHaveLength(11);
    const unlinked = at(clients.filter((c) => !c.url), 0);
    expect(screen.getByRole('img', { name: unlinked.title }).closest('a')).toBeNull();
  });
});
