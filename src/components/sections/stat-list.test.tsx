import { render, screen, within } from '@testing-library/react';
import { StatList } from './stat-list';

const stats = [
  { value: '2-6 weeks', label: 'typical build' },
  { value: '200+', label: 'projects delivered' },
];

/** Each term of the list with the description that follows it. */
const pairs = (list: HTMLElement) =>
  Array.from(list.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);

describe('StatList', () => {
  it('lists each label as a term with its figure as the description', () => {
    const { container } = render(<StatList stats={stats} className="extra" />);
    const list = container.querySelector('dl.stat-list.extra') as HTMLElement;
    expect(pairs(list)).toEqual([
      ['typical build', '2-6 weeks'],
      ['projects delivered', '200+'],
    ]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('with a label, stands as a band of its own: a section named by the label', () => {
    render(<StatList stats={stats} label="At a glance" />);
    const band = screen.getByRole('region', { name: 'At a glance' });
    expect(band).toHaveClass('stat-band');
    expect(within(band).getAllByRole('term').map((term) => term.textContent)).toEqual(['typical build', 'projects delivered']);
  });

  it('keeps a figure with its unit on one line, and lets words wrap', () => {
    const { container } = render(<StatList stats={[...stats, { value: '~4,000', label: 'warnings' }, { value: 'Top rated', label: 'on a marketplace' }]} />);
    const figures = Array.from(container.querySelectorAll('.stat-list__value--figure'), (dd) => dd.textContent);
    expect(figures).toEqual(['2-6 weeks', '200+', '~4,000']);
  });

  it('sets a figure longer than "6-12 weeks" smaller, and only such a figure', () => {
    const { container } = render(<StatList stats={[...stats, { value: '₹15,000 - ₹1,00,000+', label: 'a website' }]} />);
    const long = Array.from(container.querySelectorAll('.stat-list__value--long'), (dd) => dd.textContent);
    expect(long).toEqual(['₹15,000 - ₹1,00,000+']);
  });

  it('renders nothing without figures', () => {
    const { container } = render(<StatList stats={[]} label="At a glance" />);
    expect(container).toBeEmptyDOMElement();
  });
});
