import { render, screen } from '@testing-library/react';
import { Gauge, Search, Wrench } from 'lucide-react';
import { FeatureList } from './feature-list';

const items = [
  { title: 'Commission on every payment', text: 'A share of every fee.', icon: Wrench },
  { title: 'Bidding wars', text: 'Quotes race to the cheapest.', icon: Gauge },
  { title: 'Quiet months', text: 'A plan charges with no work.', icon: Search },
];

describe('FeatureList', () => {
  it('lists each point with its pictogram (hidden from screen readers) and its title as a heading', () => {
    render(<FeatureList items={items} />);
    expect(screen.getByRole('list')).toHaveClass('feature-list');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(items.map((item) => item.title));
    for (const item of screen.getAllByRole('listitem')) expect(item.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('marks the compact variant (smaller pictograms, no rules)', () => {
    render(<FeatureList items={items} compact />);
    expect(screen.getByRole('list')).toHaveClass('feature-list', 'feature-list--compact');
  });
});
