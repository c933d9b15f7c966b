import type { ReactNode } from 'react';
import { caseStudiesPage, type Reading, type Report, type ReportDates } from '@/content/case-studies';
import { speedBand } from '@/lib/metric-verdict';
import { NoteMark, ReportWindow, ScoreRing, Verdict } from './report-window';

const copy = caseStudiesPage.report;
type SpeedReport = Extract<Report, { kind: 'speed' }>;

/** The tags of a before/after pair of windows: 'Before · 7 May 2025', 'After · 8 Sep 2025' or 'After 2.5 months'. */
export function pairTags({ before, after, span }: ReportDates): [string, string] {
  return [before ? `${copy.before} · ${before}` : copy.before, after ? `${copy.after} · ${after}` : span ? `${copy.after} ${span}` : copy.after];
}

/** A score in a ring coloured by its band, as PageSpeed Insights draws it, and its name under it. */
function Gauge({ score, text, label, note, children }: { score: number; text: string; label: string; note?: number; children?: ReactNode }) {
  return (
    <li className="psi__gauge">
      <span className="psi__label">
        {label}
        <NoteMark n={note} />
      </span>
      <ScoreRing score={score} text={text} />
      {children}
    </li>
  );
}

/** The name of a score's band, on its band's tint (the before window's counterpart of the verdict). */
function Band({ score }: { score: number }) {
  const band = speedBand(score);
  return <span className={`psi__band psi__band--${band}`}>{copy.legend.find((key) => key.band === band)?.name}</span>;
}

/** The bands' key, as under every PageSpeed Insights report: a shape as well as a colour for each. */
function Legend() {
  return (
    <p className="psi__legend">
      {copy.legend.map(({ band, range }) => (
        <span key={band} className={`psi__key psi__key--${band}`}>
          {range}
        </span>
      ))}
    </p>
  );
}

/** Page-speed scores as two PageSpeed Insights reports, before the work and after it. */
export function SpeedReport({ report, gauges, notes }: { report: SpeedReport; gauges: readonly Reading[]; notes: ReadonlyMap<string, number> }) {
  const [beforeTag, afterTag] = pairTags(report.dates);
  const paired = gauges.flatMap((g) => (g.metric ? [{ ...g, metric: g.metric }] : []));
  return (
    <>
      <ReportWindow tool={report.tool} view={report.view} mark={report.mark} tag={beforeTag} tone="before">
        <ul className="psi__gauges" data-count={paired.length}>
          {paired.map((g) => (
            <Gauge key={g.label} score={g.metric.before} text={g.metric.beforeText} label={g.shown}>
              <span className="psi__from">{copy.startingPoint}</span>
              <Band score={g.metric.before} />
            </Gauge>
          ))}
        </ul>
        <Legend />
      </ReportWindow>
      <ReportWindow tool={report.tool} view={report.view} mark={report.mark} tag={afterTag} tone="after">
        <ul className="psi__gauges" data-count={paired.length}>
          {paired.map((g) => (
            <Gauge key={g.label} score={g.metric.after} text={g.metric.afterText} label={g.shown} note={notes.get(g.label)}>
              <span className="psi__from">
                {copy.from} {g.metric.beforeText}
              </span>
              <Verdict metric={g.metric} />
            </Gauge>
          ))}
        </ul>
        <Legend />
      </ReportWindow>
    </>
  );
}
