import { render, screen } from '@testing-library/react';
import { Gauge, Search, Wrench, Link2, Timer } from 'lucide-react';
import { FeatureList } from './feature-list';

const items = [
  { title: 'Commission on every payment', text: 'A share of every fee.', icon: Wrench },
  { title: 'Bidding wars', text: 'Quotes race to the cheapest.', icon: Gauge },
  { title: 'Quiet months', text: 'A plan charges with no work.', icon: Search },
  { title: 'Two logins', text: 'One per role.', icon: Link2 },
  { title: 'Projects too big', text: 'No single profile fits.', icon: Timer },
];

describe('FeatureList in two columns', () => {
  it('reads an even count down two columns of half the items each', () => {
    render(<FeatureList items={items.slice(0, 4)} columns />);
    const list = screen.getByRole('list');
    expect(list).toHaveClass('feature-list--columns');
    expect(list).not.toHaveClass('feature-list--odd');
    expect(list.style.getPropertyValue('--rows')).toBe('2');
  });

  it('marks an odd count, whose last item the stylesheet centres alone rather than leave a column a row short', () => {
    render(<FeatureList items={items} columns />);
    expect(screen.getByRole('list')).toHaveClass('feature-list--columns', 'feature-list--odd');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('leaves a single-column list unmarked, whatever its count', () => {
    render(<FeatureList items={items} />);
    expect(screen.getByRole('list')).not.toHaveClass('feature-list--columns');
    expect(screen.getByRole('list')).not.toHaveClass('feature-list--odd');
  });
});
