import { useId } from 'react';
import { readingOf, reportLabels, type Outcomes, type Reading, type Report } from '@/content/case-studies';
import type { Metric } from '@/content/types';
import { verdict } from '@/lib/metric-verdict';
import { AuditReport } from './report-audit';
import { PlanReport } from './report-plan';
import { SearchReport } from './report-search';
import { SpeedReport } from './report-speed';
import { CompareReport, RankingReport } from './report-tables';

type Figures = Pick<Outcomes, 'metrics' | 'stats'>;

const withMetric = (r: Reading): r is Reading & { metric: Metric } => Boolean(r.metric);

/** The windows of one report: a before/after pair, or one window that compares the two. */
function Windows({ report, figures, notes }: { report: Report; figures: Figures; notes: ReadonlyMap<string, number> }) {
  const read = (f: { label: string; as?: string }) => readingOf(figures, f);
  switch (report.kind) {
    case 'search':
      return <SearchReport report={report} tiles={report.tiles.map((t) => ({ ...read(t), series: t.series }))} notes={notes} />;
    case 'speed':
      return <SpeedReport report={report} gauges={report.gauges.map(read)} notes={notes} />;
    case 'audit': {
      const health = read({ label: report.health });
      if (!health.metric) return null;
      return <AuditReport report={report} health={health.metric} counts={report.counts.map(read)} issues={report.issues.map(read)} />;
    }
    case 'ranking':
      return <RankingReport report={report} />;
    case 'compare':
      return <CompareReport report={report} rows={report.rows.map(read).filter(withMetric)} notes={notes} />;
    case 'plan':
      return <PlanReport report={report} />;
  }
}

const PAIRED: ReadonlySet<Report['kind']> = new Set(['speed', 'audit']);

/**
 * One report of a study's outcomes: what changed, in words (and the notes on figures that need
 * one, numbered as in the report), beside the report itself, drawn as the tool shows it.
 */
export function CaseStudyReport({ report, figures }: { report: Report; figures: Figures }) {
  const id = useId();
  const noted = reportLabels(report)
    .map((label) => figures.metrics.find((m) => m.label === label))
    .filter((m): m is Metric & { note: string } => Boolean(m?.note));
  const notes = new Map(noted.map((m, i) => [m.label, i + 1]));
  return (
    <section className={`report report--${report.kind}`} aria-labelledby={id}>
      <div className="report__text">
        <h3 id={id} className="report__heading">
          {report.heading}
        </h3>
        <p>{report.summary}</p>
        {noted.length ? (
          <ol className="report__notes">
            {noted.map((m, i) => (
              <li key={m.label} className={`report__note report__note--${verdict(m)}`}>
                <span className="report__note-n" aria-hidden="true">
                  {i + 1}
                </span>
                <span>
                  <strong>{m.label}.</strong> {m.note}
                </span>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
      <div className={`report__shots${PAIRED.has(report.kind) ? ' report__shots--pair' : ''}`}>
        <Windows report={report} figures={figures} notes={notes} />
      </div>
    </section>
  );
}
