import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { productPaths } from '@/content/products/paths';
import { site } from '@/content/site';
import { renderWithRouter } from '@/testing/render';
import ProductsPage from './products-page';

const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

describe('ProductsPage', () => {
  it('has one h1 and a card per product', () => {
    renderWithRouter(<ProductsPage />, { route: paths.products });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('article')).toHaveLength(5);
  });

  it('shows three of the products beside the title (decorative: the cards below name them), never fetched on phones', () => {
    const { container } = renderWithRouter(<ProductsPage />, { route: paths.products });
    const shots = Array.from(container.querySelectorAll('.page-hero__inner .portfolio-collage img'));
    // Close views of three products' screens: whole screens drew their words at 6-8 px there.
    expect(shots.map((img) => img.getAttribute('src'))).toEqual([
      '/images/products/real-estate-screen-shortlist-close.webp',
      '/images/products/marketplace-screen-credits-close.webp',
      '/images/products/women-marketplace-screen-seller-close.webp',
    ]);
    for (const img of shots) expect(img).toHaveAttribute('alt', '');
    expect(container.querySelectorAll('.portfolio-collage source[media="(max-width: 47.98em)"]')).toHaveLength(3);
  });

  it('marketplace Learn More goes to the women-focused marketplace page', () => {
    renderWithRouter(<ProductsPage />);
    const card = cardOf(site.products.womenMarketplace.name);
    expect(within(card).getByRole('link', { name: /learn more/i })).toHaveAttribute('href', productPaths.womenMarketplace);
  });

  it('links both product pages, the e-commerce enquiry to the quote page and the directory to its site', () => {
    renderWithRouter(<ProductsPage />);
    expect(within(cardOf(site.products.marketplace.name)).getByRole('link', { name: /learn more/i })).toHaveAttribute('href', productPaths.marketplace);
    expect(within(cardOf(site.products.realEstate.name)).getByRole('link', { name: /learn more/i })).toHaveAttribute('href', productPaths.realEstate);
    expect(screen.getByRole('link', { name: 'E-Commerce Product Enquiry' })).toHaveAttribute('href', paths.quote);
    const directory = within(cardOf(site.products.directory.name)).getByRole('link', { name: new RegExp(site.products.directory.name) });
    expect(directory).toHaveAttribute('href', site.products.directory.url);
    expect(directory).toHaveAttribute('target', '_blank');
  });

  it('shows the four platforms we run as a line-up, each with three facts, and the application to deploy after them', () => {
    const { container } = renderWithRouter(<ProductsPage />);
    const lineup = container.querySelector('.product-lineup') as HTMLElement;
    const names = within(lineup).getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual([site.products.womenMarketplace.name, site.products.marketplace.name, site.products.realEstate.name, site.products.directory.name]);
    for (const article of within(lineup).getAllByRole('article')) expect(within(article).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Platforms we run', 'Ready to deploy for your business']);
    const feature = cardOf('E-commerce Application');
    expect(feature).toHaveClass('product-card--feature');
    // The page's one filled button is the enquiry.
    expect(container.querySelectorAll('main .btn-primary, .products-page .btn-primary')).toHaveLength(1);
    expect(within(feature).getByRole('link', { name: 'E-Commerce Product Enquiry' })).toHaveClass('btn-primary');
  });

  it('names each Learn More link after its product for screen readers', () => {
    renderWithRouter(<ProductsPage />);
    const names = screen.getAllByRole('link', { name: /^learn more/i }).map((l) => l.textContent);
    expect(new Set(names).size).toBe(names.length);
  });
});
