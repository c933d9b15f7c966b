import { useId } from 'react';
import { ArrowDown, CircleAlert, CircleCheck, CircleMinus } from 'lucide-react';
import type { Metric } from '@/content/types';

const BAR_MAX = 200;
const BAR_X = 52;

type Verdict = 'improved' | 'worse' | 'unchanged';
type Direction = Pick<Metric, 'before' | 'after' | 'better'>;

/** Bar lengths of a pair, scaled so the larger value fills the track (a zero stays visible as a sliver). */
export function barWidths(before: number, after: number, max = BAR_MAX): [number, number] {
  const top = Math.max(Math.abs(before), Math.abs(after));
  if (top === 0) return [2, 2];
  return [Math.max(2, (Math.abs(before) / top) * max), Math.max(2, (Math.abs(after) / top) * max)];
}

/**
 * Whether the change was good news, by the metric's own direction: a rising average position or
 * spam score is worse, a falling click-through rate is worse.
 */
export function verdict(metric: Direction): Verdict {
  if (metric.after === metric.before) return 'unchanged';
  const rose = metric.after > metric.before;
  return rose === (metric.better === 'higher') ? 'improved' : 'worse';
}

const WORDS: Record<Verdict, string> = { improved: 'Improved', worse: 'Worse', unchanged: 'Unchanged' };
const ICONS = { improved: CircleCheck, worse: CircleAlert, unchanged: CircleMinus } as const;

/** The word the chart and the table print for a change ('Improved', 'Worse' or 'Unchanged'). */
export function changeLabel(metric: Direction): string {
  return WORDS[verdict(metric)];
}

/** 'Lower is better' for metrics read that way (average position, spam score, errors, load time). */
export function directionHint(metric: Pick<Metric, 'better'>): string {
  return metric.better === 'lower' ? 'Lower is better' : 'Higher is better';
}

/** The chart's accessible name: the figures, the direction that counts as better and the verdict. */
export function chartName(metric: Metric): string {
  const hint = metric.better === 'lower' ? ' (lower is better)' : '';
  return `${metric.label}${hint}: ${metric.beforeText} before, ${metric.afterText} after, ${changeLabel(metric).toLowerCase()}`;
}

function Bars({ metric, tone }: { metric: Metric; tone: Verdict }) {
  const id = useId();
  const [wBefore, wAfter] = barWidths(metric.before, metric.after);
  const rows = [
    { name: 'Before', width: wBefore, text: metric.beforeText, y: 4, cls: 'metric-chart__bar--before' },
    { name: 'After', width: wAfter, text: metric.afterText, y: 34, cls: `metric-chart__bar--${tone}` },
  ];
  return (
    <svg className="metric-chart__svg" viewBox="0 0 320 60" role="img" aria-labelledby={id}>
      <title id={id}>{chartName(metric)}</title>
      {rows.map((row) => (
        <g key={row.name}>
          <text x="0" y={row.y + 15} className="metric-chart__axis">
            {row.name}
          </text>
          <rect x={BAR_X} y={row.y} width={row.width} height="20" rx="3" className={row.cls} />
          <text x={BAR_X + row.width + 8} y={row.y + 15} className="metric-chart__value">
            {row.text}
          </text>
        </g>
      ))}
    </svg>
  );
}

/**
 * Columns from the lg breakpoint that leave no row with a hole: 3 for 3, 6 or 9 metrics, 4 for 8
 * (2 below xl), 2 for any other even count, else 3.
 */
export function columnsFor(count: number): number {
  if (count <= 3) return count;
  if (count % 3 === 0) return 3;
  if (count % 4 === 0) return 4;
  return count % 2 === 0 ? 2 : 3;
}

/**
 * Before/after figures as one compact bar chart per metric. Each row says which direction is
 * better and whether the result improved or got worse, in words and with an icon as well as colour;
 * the same figures are available once more as a table inside a disclosure.
 */
export function MetricChart({ metrics, caption, tableSummary = 'All figures as a table' }: { metrics: readonly Metric[]; caption: string; tableSummary?: string }) {
  if (!metrics.length) return null;
  return (
    <div className="metric-chart">
      <ul className="metric-chart__grid list-unstyled" data-columns={columnsFor(metrics.length)}>
        {metrics.map((metric) => {
          const tone = verdict(metric);
          const Icon = ICONS[tone];
          return (
            <li key={metric.label} className={`metric-chart__item metric-chart__item--${tone}`} data-verdict={tone}>
              <figure className="m-0">
                <figcaption className="metric-chart__head">
                  <span className="metric-chart__label">{metric.label}</span>
                  <span className={`metric-chart__change metric-chart__change--${tone}`}>
                    <Icon aria-hidden="true" size={16} strokeWidth={2.25} />
                    {WORDS[tone]}
                  </span>
                </figcaption>
                <Bars metric={metric} tone={tone} />
                {metric.better === 'lower' ? (
                  <p className="metric-chart__hint">
                    <ArrowDown aria-hidden="true" size={14} strokeWidth={2.25} />
                    {directionHint(metric)}
                  </p>
                ) : null}
                {metric.note ? <p className="metric-chart__note">{metric.note}</p> : null}
              </figure>
            </li>
          );
        })}
      </ul>
      <details className="metric-chart__details">
        <summary>{tableSummary}</summary>
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
                  <td>
                    {changeLabel(metric)}
                    {metric.better === 'lower' ? <span className="metric-chart__table-hint"> (lower is better)</span> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
