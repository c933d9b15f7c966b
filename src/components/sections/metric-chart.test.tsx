import { render, screen, within } from '@testing-library/react';
import { MetricChart, barWidths, chartName, changeLabel, columnsFor, directionHint, verdict } from './metric-chart';

const metrics = [
  { label: 'Clicks', before: 634, after: 2050, beforeText: '634', afterText: '2,050', better: 'higher' as const },
  { label: 'Average position', before: 28.3, after: 31.3, beforeText: '28.3', afterText: '31.3', better: 'lower' as const, note: 'Lower is better.' },
];

describe('MetricChart', () => {
  it('draws each metric as an SVG chart named with both values', () => {
    render(<MetricChart metrics={metrics} caption="Spine care: figures" />);
    expect(screen.getByRole('img', { name: 'Clicks: 634 before, 2,050 after, improved' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Average position (lower is better): 28.3 before, 31.3 after, worse' })).toBeInTheDocument();
    expect(screen.getByText('Lower is better.')).toBeInTheDocument();
  });

  it('labels a worse result as worse in words, not by colour alone, and says when lower is better', () => {
    const { container } = render(<MetricChart metrics={metrics} caption="Spine care: figures" />);
    const rows = container.querySelectorAll('.metric-chart__item');
    expect(rows[0]).toHaveAttribute('data-verdict', 'improved');
    expect(rows[0]).toHaveTextContent('Improved');
    expect(rows[0]).not.toHaveTextContent('Lower is better');
    expect(rows[1]).toHaveAttribute('data-verdict', 'worse');
    expect(rows[1]).toHaveTextContent('Worse');
    expect(rows[1]).toHaveTextContent('Lower is better');
    // The after bar of a worse result is drawn in the "worse" style.
    expect(rows[1]?.querySelector('rect.metric-chart__bar--worse')).not.toBeNull();
    expect(rows[0]?.querySelector('rect.metric-chart__bar--improved')).not.toBeNull();
  });

  it('puts the figures once in a table inside a disclosure, with the direction of change', () => {
    const { container } = render(<MetricChart metrics={metrics} caption="Spine care: figures" tableSummary="All figures as a table" />);
    expect(container.querySelectorAll('table')).toHaveLength(1);
    expect(container.querySelector('details > summary')).toHaveTextContent('All figures as a table');
    const table = screen.getByRole('table', { name: 'Spine care: figures' });
    const clicks = within(table).getByRole('row', { name: /Clicks/ });
    expect(within(clicks).getAllByRole('cell').map((c) => c.textContent)).toEqual(['634', '2,050', 'Improved']);
    const position = within(table).getByRole('row', { name: /Average position/ });
    expect(within(position).getAllByRole('cell').map((c) => c.textContent)).toEqual(['28.3', '31.3', 'Worse (lower is better)']);
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
    expect(changeLabel({ before: 44, after: 1, better: 'lower' })).toBe('Improved');
    expect(changeLabel({ before: 28.3, after: 31.3, better: 'lower' })).toBe('Worse');
    expect(changeLabel({ before: 2.9, after: 2.1, better: 'higher' })).toBe('Worse');
    expect(changeLabel({ before: 634, after: 2050, better: 'higher' })).toBe('Improved');
    expect(changeLabel({ before: 5, after: 5, better: 'higher' })).toBe('Unchanged');
    expect(verdict({ before: 28.3, after: 31.3, better: 'lower' })).toBe('worse');
    expect(verdict({ before: 5, after: 5, better: 'lower' })).toBe('unchanged');
  });
  it('names the direction that counts as better', () => {
    expect(directionHint({ better: 'lower' })).toBe('Lower is better');
    expect(directionHint({ better: 'higher' })).toBe('Higher is better');
    expect(chartName({ label: 'Spam score', before: 44, after: 1, beforeText: '44%', afterText: '1%', better: 'lower' })).toBe('Spam score (lower is better): 44% before, 1% after, improved');
    expect(chartName({ label: 'CTR', before: 2.9, after: 2.1, beforeText: '2.9%', afterText: '2.1%', better: 'higher' })).toBe('CTR: 2.9% before, 2.1% after, worse');
  });
});

describe('columnsFor', () => {
  it('picks a column count that fills every row', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12].map(columnsFor)).toEqual([1, 2, 3, 4, 3, 3, 3, 4, 3, 2, 3]);
    for (const count of [2, 3, 4, 6, 8, 9, 10, 12]) expect(count % columnsFor(count)).toBe(0);
  });
});
