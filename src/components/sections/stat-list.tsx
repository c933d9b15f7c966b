import type { ReactNode } from 'react';

export interface StatItem {
  value: ReactNode;
  label: string;
}

/** Figures with their labels as a description list: value large, label below. */
export function StatList({ stats, className }: { stats: readonly StatItem[]; className?: string }) {
  if (!stats.length) return null;
  return (
    <dl className={`stat-list${className ? ` ${className}` : ''}`}>
      {stats.map((stat) => (
        <div key={stat.label} className="stat-list__item">
          <dt className="stat-list__label">{stat.label}</dt>
          <dd className="stat-list__value">{stat.value}</dd>
        </div>
      ))}
    </dl>
  );
}
