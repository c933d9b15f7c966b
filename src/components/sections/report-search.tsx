import { useId } from 'react';
import { caseStudiesPage, type Reading, type Report, type SearchSeries } from '@/content/case-studies';
import type { Metric } from '@/content/types';
import { verdict } from '@/lib/metric-verdict';
import { NoteMark, ReportWindow, Verdict } from './report-window';

const copy = caseStudiesPage.report;
type SearchReport = Extract<Report, { kind: 'search' }>;
type Tile = Reading & { series: SearchSeries };

const W = 600;
const H = 168;
const PAD = 14;

/**
 * Where a series' two readings sit in the chart, as shares of its height (0 at the foot, 1 at the
 * top). As in Search Console, each series has its own scale, from zero to a little above its larger
 * reading, and position is drawn upside down (a smaller number is higher), so in every series a
 * line that rises is a result that improved.
 */
export function seriesHeights(metric: Pick<Metric, 'before' | 'after'>, series: SearchSeries): [number, number] {
  const top = Math.max(metric.before, metric.after) * 1.12;
  const share = (v: number) => (series === 'position' ? 1 - v / top : v / top);
  return [share(metric.before), share(metric.after)];
}

/** The two readings of each series joined by a straight line; nothing is drawn between them. */
function Chart({ tiles, before, after }: { tiles: readonly (Tile & { metric: Metric })[]; before: string; after: string }) {
  const noteId = useId();
  const y = (share: number) => PAD + (1 - share) * (H - 2 * PAD);
  return (
    <div className="gsc__chart">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${copy.chartName}: ${before} to ${after}`} aria-describedby={noteId}>
        {[0, 1, 2, 3].map((i) => (
          <line key={i} x1="0" x2={W} y1={y(i / 3)} y2={y(i / 3)} className="gsc__grid" />
        ))}
        {tiles.map((tile) => {
          const [a, b] = seriesHeights(tile.metric, tile.series);
          return (
            <g key={tile.label} className={`gsc__series gsc__series--${tile.series}`}>
              <line x1={PAD} y1={y(a)} x2={W - PAD} y2={y(b)} />
              <circle cx={PAD} cy={y(a)} r="5" />
              <circle cx={W - PAD} cy={y(b)} r="5" />
            </g>
          );
        })}
      </svg>
      <p className="gsc__axis" aria-hidden="true">
        <span>{before}</span>
        <span>{after}</span>
      </p>
      <p id={noteId} className="gsc__note">
        {copy.chartNote(before, after)}
      </p>
    </div>
  );
}

function TileFigures({ tile, note }: { tile: Tile; note?: number }) {
  const { metric } = tile;
  return (
    <div className={`gsc__tile gsc__tile--${tile.series}`} data-verdict={metric ? verdict(metric) : undefined}>
      <dt>
        {tile.shown}
        <NoteMark n={note} />
      </dt>
      <dd className="gsc__value">{metric ? metric.afterText : tile.fact.value}</dd>
      {metric ? (
        <>
          <dd className="gsc__from">
            {copy.from} {metric.beforeText}
          </dd>
          <dd className="gsc__change">
            <Verdict metric={metric} />
            {metric.better === 'lower' ? <span className="gsc__hint">{copy.lowerIsBetter}</span> : null}
          </dd>
        </>
      ) : null}
    </div>
  );
}

/**
 * A search-performance report in the manner of Search Console: the filters, one coloured tile per
 * series with its total, and (where the study gives a reading before and after) the chart.
 */
export function SearchReport({ report, tiles, notes }: { report: SearchReport; tiles: readonly Tile[]; notes: ReadonlyMap<string, number> }) {
  const { before, after, span } = report.dates;
  const paired = tiles.filter((t): t is Tile & { metric: Metric } => Boolean(t.metric));
  return (
    <ReportWindow tool={report.tool} view={report.view} mark={report.mark} className="shot--search">
      <p className="gsc__filters">
        <span>{copy.searchType}</span>
        <span>{before && after ? copy.compare(before, after) : `${copy.date}: ${span}`}</span>
      </p>
      <dl className="gsc__tiles" data-count={tiles.length}>
        {tiles.map((tile) => (
          <TileFigures key={tile.label} tile={tile} note={notes.get(tile.label)} />
        ))}
      </dl>
      {before && after && paired.length === tiles.length ? <Chart tiles={paired} before={before} after={after} /> : null}
    </ReportWindow>
  );
}
