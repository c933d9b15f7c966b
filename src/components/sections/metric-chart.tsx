import { useId } from 'react';
import type { Metric } from '@/content/types';

const BAR_MAX = 170;
const BAR_X = 56;

/** Bar lengths of a pair, scaled so the larger value fills the track (a zero stays visible as a sliver). */
export function barWidths(before: number, after: number, max = BAR_MAX): [number, number] {
  const top = Math.max(Math.abs(before), Math.abs(after));
  if (top === 0) return [2, 2];
  return [Math.max(2, (Math.abs(before) / top) * max), Math.max(2, (Math.abs(after) / top) * max)];
}

/** 'Improved' or 'Declined' by the metric's own direction (a lower average position is better). */
export function changeLabel(metric: Pick<Metric, 'before' | 'after' | 'better'>): string {
  if (metric.after === metric.before) return 'Unchanged';
  const rose = metric.after > metric.before;
  return rose === (metric.better === 'higher') ? 'Improved' : 'Declined';
}

function Bars({ metric }: { metric: Metric }) {
  const id = useId();
  const [wBefore, wAfter] = barWidths(metric.before, metric.after);
  const rows = [
    { name: 'Before', width: wBefore, text: metric.beforeText, y: 8, cls: 'metric-chart__bar--before' },
    { name: 'After', width: wAfter, text: metric.afterText, y: 40, cls: 'metric-chart__bar--after' },
  ];
  return (
    <svg className="metric-chart__svg" viewBox="0 0 300 68" role="img" aria-labelledby={id}>
      <title id={id}>{`${metric.label}: ${metric.beforeText} before, ${metric.afterText} after`}</title>
      {rows.map((row) => (
        <g key={row.name}>
          <text x="0" y={row.y + 15} className="metric-chart__axis">
            {row.name}
          </text>
          <rect x={BAR_X} y={row.y} width={row.width} height="20" rx="4" className={row.cls} />
          <text x={BAR_X + row.width + 8} y={row.y + 15} className="metric-chart__value">
            {row.text}
          </text>
        </g>
      ))}
    </svg>
  );
}

/** Before/after figures drawn from data as small bar charts, followed by the same figures as a table. */
export function MetricChart({ metrics, caption }: { metrics: readonly Metric[]; caption: string }) {
  if (!metrics.length) return null;
  return (
    <div className="metric-chart">
      <ul className="metric-chart__grid list-unstyled">
        {metrics.map((metric) => (
          <li key={metric.label}>
            <figure className="metric-chart__item">
              <figcaption className="metric-chart__label">{metric.label}</figcaption>
              <Bars metric={metric} />
              {metric.note ? <p className="metric-chart__note">{metric.note}</p> : null}
            </figure>
          </li>
        ))}
      </ul>
      <div className="metric-chart__scroll">
        <table className="metric-chart__table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              <th scope="col">Metric</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
              <th scope="col">Change</th>
            </tr>
          </thead>
          <tbody>
            {metrics.map((metric) => (
              <tr key={metric.label}>
                <th scope="row">{metric.label}</th>
                <td>{metric.beforeText}</td>
                <td>{metric.afterText}</td>
                <td>{changeLabel(metric)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
