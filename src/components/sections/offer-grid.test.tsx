import { render, screen, within } from '@testing-library/react';
import { Gauge, Search, Wrench } from 'lucide-react';
import { OfferGrid } from './offer-grid';

const items = [
  { title: 'Technical audit', text: 'Crawl errors and broken links fixed.', icon: Wrench },
  { title: 'Page speed', text: 'Compressed images and caching.', icon: Gauge },
  { title: 'Keyword research', text: 'Terms your buyers search.', icon: Search },
];

describe('OfferGrid', () => {
  it('numbers what it offers in an ordered list, a pictogram on every card', () => {
    render(<OfferGrid items={items} numbered />);
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(items.map((item, index) => `0${index + 1}${item.title}${item.text}`));
    for (const card of cards) {
      const icon = card.querySelector('svg');
      expect(icon).not.toBeNull();
      expect(icon).toHaveAttribute('aria-hidden', 'true');
      // The number is for the eye; the ordered list already says the position.
      expect(card.querySelector('.offer-card__number')).toHaveAttribute('aria-hidden', 'true');
    }
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(items.map((item) => item.title));
  });

  it('lists unnumbered panels without numbers, two a row for two or four items, three otherwise', () => {
    const { rerender } = render(<OfferGrid items={items.slice(0, 2)} headingLevel={4} />);
    expect(screen.getByRole('list').tagName).toBe('UL');
    expect(screen.getByRole('list')).toHaveClass('offer-grid--2');
    expect(document.querySelector('.offer-card__number')).toBeNull();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(2);
    rerender(<OfferGrid items={items} />);
    expect(screen.getByRole('list')).toHaveClass('offer-grid--3');
    rerender(<OfferGrid items={items} stacked />);
    expect(screen.getByRole('list')).toHaveClass('offer-grid--stacked');
  });
});
