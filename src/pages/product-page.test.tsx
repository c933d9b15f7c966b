import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { productsById } from '@/content/products/records';
import type { ProductId } from '@/content/products/types';
import { renderWithRouter } from '@/testing/render';
import { jsonLdNodes } from '@/testing/json-ld';
import ProductPage, { getMeta } from './product-page';

const ids = Object.keys(productsById) as ProductId[];

describe('ProductPage', () => {
  it.each(ids)('%s: name as the only h1, external link, and every section of the record', (id) => {
    const product = productsById[id];
    renderWithRouter(<ProductPage productId={id} />, { route: product.path });

    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent(product.name);
    expect(screen.getByText(product.tagline)).toBeInTheDocument();

    // In the hero, and again in the card that ends the page.
    const visits = screen.getAllByRole('link', { name: new RegExp(`^Visit ${product.name}`) });
    expect(visits).toHaveLength(2);
    for (const visit of visits) {
      expect(visit).toHaveAttribute('href', product.url);
      expect(visit).toHaveAttribute('target', '_blank');
      expect(visit).toHaveAttribute('rel', expect.stringContaining('noopener'));
    }
    expect(screen.getByRole('heading', { level: 3, name: `Try ${product.name}` })).toBeInTheDocument();

    for (const heading of [product.about.heading, product.problems.heading, product.categories.heading, product.offers.heading, product.howItWorks.heading]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    // What it offers: numbered cards for each audience, an ordered list with a pictogram a card.
    for (const audience of product.offers.audiences) {
      const block = screen.getByRole('heading', { level: 3, name: audience.heading }).parentElement as HTMLElement;
      const list = block.querySelector('ol') as HTMLElement;
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(audience.items.length);
      cards.forEach((card, index) => {
        expect(card).toHaveTextContent(new RegExp(`^${String(index + 1).padStart(2, '0')}`));
        expect(card.querySelector('svg')).not.toBeNull();
      });
      expect(Array.from(list.querySelectorAll('h4'), (h) => h.textContent)).toEqual(audience.items.map((item) => item.title));
    }
    // The problems it solves: a pictogram beside each.
    const problems = Array.from(screen.getByRole('region', { name: product.problems.heading }).querySelectorAll('.feature-list > li'));
    expect(problems.map((row) => row.querySelector('h3')?.textContent)).toEqual(product.problems.items.map((item) => item.title));
    for (const row of problems) expect(row.querySelector('svg')).not.toBeNull();
    // How it works is a sequence: an ordered list of steps, one per track.
    for (const track of product.howItWorks.tracks) {
      const block = screen.getByRole('heading', { level: 3, name: track.heading }).parentElement as HTMLElement;
      const steps = Array.from(block.querySelectorAll('ol > li h4'), (heading) => heading.textContent);
      expect(steps).toEqual(track.steps.map((s) => s.title));
    }
    for (const item of product.categories.items) expect(screen.getByText(item)).toBeInTheDocument();
    // Each screen once, with its caption: an audience's beside its offers, the last beside the steps.
    const figures = screen.getAllByRole('figure');
    expect(figures.map((figure) => figure.querySelector('figcaption')?.textContent)).toEqual([
      ...product.offers.audiences.map((audience) => audience.screen.title),
      product.howItWorks.screen.title,
    ]);
    for (const audience of product.offers.audiences) {
      const row = screen.getByRole('heading', { level: 3, name: audience.heading }).closest('.product-audience') as HTMLElement;
      expect(within(row).getByRole('img')).toHaveAttribute('alt', audience.screen.image.alt);
    }
    expect(within(screen.getByRole('region', { name: product.howItWorks.heading })).getByRole('figure')).toHaveTextContent(product.howItWorks.screen.title);
  });

  // The page says each selling point where it belongs: the tagline, the problem it answers, the
  // offer (and, for a figure, the strip under the hero), not again in captions, answers and steps.
  it.each([
    ['marketplace', [/commission/gi, /bidding/gi, /subscription/gi, /both roles/gi, /micro-team/gi]],
    ['realEstate', [/ad-free|\bads\b/gi, /pay-as-you-go|pay as you go/gi, /monthly or annual/gi, /filters/gi]],
    ['womenMarketplace', [/\bfree\b/gi, /24 hours/gi, /fixed fee/gi]],
  ] as const)('%s names each selling point at most three times', (id, points) => {
    const { container } = renderWithRouter(<ProductPage productId={id} />, { route: productsById[id].path });
    const text = container.textContent ?? '';
    for (const point of points) expect(text.match(point)?.length ?? 0, String(point)).toBeLessThanOrEqual(3);
  });

  it('women-focused marketplace: shows the seller checklist and facts', () => {
    renderWithRouter(<ProductPage productId="womenMarketplace" />);
    const checklist = screen.getByRole('heading', { name: /what you need to register as a seller/i }).parentElement as HTMLElement;
    for (const doc of ['GST registration', 'cancelled cheque', 'PAN', 'signature']) expect(checklist).toHaveTextContent(doc);
    expect(checklist).toHaveTextContent(/PDF or an image file/);
    expect(screen.getByText('Under 24 hours')).toBeInTheDocument();
    expect(screen.getByText('Free')).toBeInTheDocument();
  });
});

describe('product getMeta', () => {
  it.each(ids)('%s: title, description, breadcrumbs and the Service node, no FAQPage', (id) => {
    const product = productsById[id];
    const meta = getMeta({ props: { productId: id } });
    expect(meta.title).toBe(product.title);
    expect(meta.description).toBe(product.description);
    expect(meta.breadcrumbs).toEqual([
      { name: 'Products', path: paths.products },
      { name: product.name, path: product.path },
    ]);
    const app = jsonLdNodes(meta).find((n) => n['@type'] === 'Service');
    expect(app).toMatchObject({ name: product.name, url: product.url, serviceType: product.schema.serviceType });
    expect(String(app?.image)).toMatch(/\/images\/products\/.+\.webp$/);
    expect(jsonLdNodes(meta).map((n) => n['@type'])).not.toContain('FAQPage');
  });

  it('gives the women-focused marketplace a free seller offer in rupees', () => {
    const [app] = jsonLdNodes(getMeta({ props: { productId: 'womenMarketplace' } }));
    expect(app?.offers).toMatchObject({ '@type': 'Offer', price: '0', priceCurrency: 'INR' });
  });
});
