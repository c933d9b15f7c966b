import { render, screen, within } from '@testing-library/react';
import { MetricChart, barWidths, changeLabel } from './metric-chart';

const metrics = [
  { label: 'Clicks', before: 634, after: 2050, beforeText: '634', afterText: '2,050', better: 'higher' as const },
  { label: 'Average position', before: 28.3, after: 31.3, beforeText: '28.3', afterText: '31.3', better: 'lower' as const, note: 'Lower is better.' },
];

describe('MetricChart', () => {
  it('draws each metric as an SVG chart named with both values', () => {
    render(<MetricChart metrics={metrics} caption="Spine care: figures" />);
    expect(screen.getByRole('img', { name: 'Clicks: 634 before, 2,050 after' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Average position: 28.3 before, 31.3 after' })).toBeInTheDocument();
    expect(screen.getByText('Lower is better.')).toBeInTheDocument();
  });

  it('repeats the figures in a table with the direction of change', () => {
    render(<MetricChart metrics={metrics} caption="Spine care: figures" />);
    const table = screen.getByRole('table', { name: 'Spine care: figures' });
    const clicks = within(table).getByRole('row', { name: /Clicks/ });
    expect(within(clicks).getAllByRole('cell').map((c) => c.textContent)).toEqual(['634', '2,050', 'Improved']);
    const position = within(table).getByRole('row', { name: /Average position/ });
    expect(within(position).getAllByRole('cell').map((c) => c.textContent)).toEqual(['28.3', '31.3', 'Declined']);
  });

  it('renders nothing without metrics', () => {
    const { container } = render(<MetricChart metrics={[]} caption="None" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('chart helpers', () => {
  it('scales the larger value to the full bar', () => {
    expect(barWidths(50, 100, 200)).toEqual([100, 200]);
    expect(barWidths(44, 1, 190)[0]).toBe(190);
    expect(barWidths(0, 0)).toEqual([2, 2]);
  });
  it('reads lower-is-better metrics the right way round', () => {
    expect(changeLabel({ before: 63, after: 53.3, better: 'lower' })).toBe('Improved');
    expect(changeLabel({ before: 2.9, after: 2.1, better: 'higher' })).toBe('Declined');
    expect(changeLabel({ before: 5, after: 5, better: 'higher' })).toBe('Unchanged');
  });
});
