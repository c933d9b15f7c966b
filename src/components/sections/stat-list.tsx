import type { Fact } from '@/content/types';
import { Section } from './section';

interface Props {
  stats: readonly Fact[];
  /**
   * Makes the list a band of its own under a hero, a section named by this label (service and
   * product pages); without it the list sits inside its section as cards.
   */
  label?: string;
  className?: string;
}

/** A value that is a figure ("2-4 weeks", "~4,000", "₹15,000"), kept whole on one line. */
const FIGURE = /^[~₹+]?\d/;

/** A figure longer than "6-12 weeks" (a range of prices): set smaller, so it stays within its item. */
const LONG_FIGURE = 12;

function valueClass(value: string): string {
  if (!FIGURE.test(value)) return 'stat-list__value';
  return `stat-list__value stat-list__value--figure${value.length > LONG_FIGURE ? ' stat-list__value--long' : ''}`;
}

/**
 * Figures with their labels as a description list: each label is a term and its figure the
 * description, shown large above it.
 */
export function StatList({ stats, label, className }: Props) {
  if (!stats.length) return null;
  const list = (
    <dl className={`stat-list${className ? ` ${className}` : ''}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="stat-list__item">
          <dt className="stat-list__label">{stat.label}</dt>
          <dd className={valueClass(stat.value)}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
  if (!label) return list;
  return (
    <Section block="stat-band" label={label}>
      {list}
    </Section>
  );
}
