import type { Metric } from '@/content/types';

export type Verdict = 'improved' | 'worse' | 'unchanged';
type Direction = Pick<Metric, 'before' | 'after' | 'better'>;

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

/** The word a report prints for a change ('Improved', 'Worse' or 'Unchanged'). */
export function changeLabel(metric: Direction): string {
  return WORDS[verdict(metric)];
}

/** 'Lower is better' for metrics read that way (average position, spam score), else 'Higher is better'. */
export function directionHint(metric: Pick<Metric, 'better'>): string {
  return metric.better === 'lower' ? 'Lower is better' : 'Higher is better';
}

/** A change in words, for a picture's accessible name: 'Average position (lower is better): 28.3 before, 31.3 after, worse'. */
export function changeName(metric: Metric): string {
  const hint = metric.better === 'lower' ? ' (lower is better)' : '';
  return `${metric.label}${hint}: ${metric.beforeText} before, ${metric.afterText} after, ${changeLabel(metric).toLowerCase()}`;
}

/** PageSpeed Insights' bands of a 0-100 score: 0-49 poor, 50-89 needs improvement, 90-100 good. */
export type SpeedBand = 'fail' | 'average' | 'pass';
export function speedBand(score: number): SpeedBand {
  if (score >= 90) return 'pass';
  return score >= 50 ? 'average' : 'fail';
}
