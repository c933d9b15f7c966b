import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { clients } from '@/content/clients';
import { clientIndustries, clientsProof } from '@/content/clients-page';
import { at } from '@/testing/fixtures';
import { renderWithRouter } from '@/testing/render';
import ClientsPage from './clients-page';

describe('ClientsPage', () => {
  it('is titled CLIENTS and shows 12 logos', () => {
    const { container } = renderWithRouter(<ClientsPage />, { route: paths.clients });
    expect(screen.getByRole('heading', { level: 1 })).toHaveAccessibleName(/^clients$/i);
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

  it('shows two clients’ results beside the title, each a case study’s headline linked to the study, and the way to every study', () => {
    const { container } = renderWithRouter(<ClientsPage />, { route: paths.clients });
    const card = screen.getByRole('group', { name: clientsProof.heading });
    expect(container.querySelector('.page-hero__inner')?.lastElementChild).toBe(card);
    expect(within(card).getByText('13.2K')).toBeInTheDocument();
    expect(within(card).getByText(/impressions, up from 2\.64K/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Finance and executive recruitment' })).toHaveAttribute('href', paths.caseStudy('talentedge'));
    expect(within(card).getByText('94')).toBeInTheDocument();
    expect(within(card).getByText(/page speed score, up from 81/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Gastroenterology practice' })).toHaveAttribute('href', paths.caseStudy('cvgastro'));
    expect(within(card).getByRole('link', { name: /Read the Case Studies/ })).toHaveAttribute('href', paths.caseStudies);
    // The studio's own record is the home and About pages' to say: not repeated here.
    expect(screen.queryByText('200+')).not.toBeInTheDocument();
    expect(screen.queryByText('5 star')).not.toBeInTheDocument();
  });

  it('goes on to the industries served', () => {
    renderWithRouter(<ClientsPage />, { route: paths.clients });
    expect(screen.getByRole('heading', { level: 2, name: clientIndustries.heading })).toBeInTheDocument();
    for (const industry of clientIndustries.items) expect(screen.getByRole('heading', { level: 3, name: industry.name })).toBeInTheDocument();
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
