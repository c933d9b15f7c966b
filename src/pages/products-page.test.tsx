import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { site } from '@/content/site';
import { renderWithRouter } from '@/testing/render';
import ProductsPage from './products-page';

const cardOf = (name: string) => screen.getByRole('heading', { level: 2, name }).closest('article') as HTMLElement;

describe('ProductsPage', () => {
  it('has one h1 and a card per product', () => {
    renderWithRouter(<ProductsPage />, { route: paths.products });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('marketplace Learn More goes to the women-focused marketplace page', () => {
    renderWithRouter(<ProductsPage />);
    const card = cardOf(site.products.womenMarketplace.name);
    expect(within(card).getByRole('link', { name: /learn more/i })).toHaveAttribute('href', paths.womenMarketplace);
  });

  it('links both product pages, the e-commerce enquiry to the quote page and the directory to its site', () => {
    renderWithRouter(<ProductsPage />);
    expect(within(cardOf(site.products.marketplace.name)).getByRole('link', { name: /learn more/i })).toHaveAttribute('href', paths.marketplace);
    expect(within(cardOf(site.products.realEstate.name)).getByRole('link', { name: /learn more/i })).toHaveAttribute('href', paths.realEstate);
    expect(screen.getByRole('link', { name: 'E-Commerce Product Enquiry' })).toHaveAttribute('href', paths.quote);
    const directory = within(cardOf(site.products.directory.name)).getByRole('link', { name: new RegExp(site.products.directory.name) });
    expect(directory).toHaveAttribute('href', site.products.directory.url);
    expect(directory).toHaveAttribute('target', '_blank');
  });

  it('names each Learn More link after its product for screen readers', () => {
    renderWithRouter(<ProductsPage />);
    const names = screen.getAllByRole('link', { name: /^learn more/i }).map((l) => l.textContent);
    expect(new Set(names).size).toBe(names.length);
  });
});
