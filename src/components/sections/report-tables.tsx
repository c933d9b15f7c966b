import { caseStudiesPage, type Reading, type Report } from '@/content/case-studies';
import type { Metric } from '@/content/types';
import { NoteMark, ReportWindow, Verdict } from './report-window';

const copy = caseStudiesPage.report;

/** Where a report names one reading only, its window says when it was taken. */
const dated = (label: string, date?: string) => (date ? `${label} · ${date}` : label);

/** A report table's column headings. */
function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <thead>
      <tr>
        {labels.map((label) => (
          <th key={label} scope="col">
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/** A rank tracker's table: each group of keywords, the places it was tracked in and where it ranks. */
export function RankingReport({ report }: { report: Extract<Report, { kind: 'ranking' }> }) {
  return (
    <ReportWindow tool={report.tool} view={report.view} mark={report.mark} tag={dated(copy.after, report.dates.after)} tone="after">
      <table className="shot__table">
        <ColumnHeads labels={[copy.keyword, copy.location, copy.position]} />
        <tbody>
          {report.rows.map((row) => (
            <tr key={row.keywords}>
              <th scope="row">{row.keywords}</th>
              <td>
                <span className="shot__places">
                  {row.places.map((place) => (
                    <span key={place} className="shot__place">
                      {place}
                    </span>
                  ))}
                </span>
              </td>
              <td>
                <span className="shot__rank">{row.result}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportWindow>
  );
}

/** A tool's comparison of two dates: each metric before and after, and beside the after figure whether it improved. */
export function CompareReport({ report, rows, notes }: { report: Extract<Report, { kind: 'compare' }>; rows: readonly (Reading & { metric: Metric })[]; notes: ReadonlyMap<string, number> }) {
  const { before, after } = report.dates;
  return (
    <ReportWindow tool={report.tool} view={report.view} mark={report.mark} tag={before && after ? `${before} – ${after}` : undefined}>
      <table className="shot__table shot__table--compare">
        <ColumnHeads labels={[copy.metric, copy.before, copy.after]} />
        <tbody>
          {rows.map(({ label, shown, metric }) => (
            <tr key={label}>
              <th scope="row">
                {shown}
                <NoteMark n={notes.get(label)} />
                {metric.better === 'lower' ? <span className="shot__hint">{copy.lowerIsBetter}</span> : null}
              </th>
              <td>{metric.beforeText}</td>
              <td className="shot__after">
                {metric.afterText} <Verdict metric={metric} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ReportWindow>
  );
}
