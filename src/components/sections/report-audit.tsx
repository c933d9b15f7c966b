import { caseStudiesPage, type Reading, type Report } from '@/content/case-studies';
import type { Metric } from '@/content/types';
import { pairTags } from './report-speed';
import { ReportChecks, ReportWindow, ScoreRing, Verdict } from './report-window';

const copy = caseStudiesPage.report;
type AuditReport = Extract<Report, { kind: 'audit' }>;

const value = (r: Reading) => (r.metric ? r.metric.afterText : r.fact.value);

/** The site-health score in a ring, as both screens of the audit open. */
function SiteHealth({ score, text }: { score: number; text: string }) {
  return (
    <p className="audit__health">
      <span className="audit__label">{copy.siteHealth}</span>
      <ScoreRing score={score} text={text} />
    </p>
  );
}

/**
 * A site audit as two overview screens: at the first crawl (site health, errors, warnings and the
 * top issues, with the counts the study gives) and at the end (site health and what was fixed; the
 * study gives no counts left over, so none are shown).
 */
export function AuditReport({ report, health, counts, issues }: { report: AuditReport; health: Metric; counts: readonly Reading[]; issues: readonly Reading[] }) {
  const [beforeTag, afterTag] = pairTags(report.dates);
  return (
    <>
      <ReportWindow tool={report.tool} view={report.view} mark={report.mark} tag={beforeTag} tone="before">
        <div className="audit__head">
          <SiteHealth score={health.before} text={health.beforeText} />
          <dl className="audit__counts">
            {counts.map((c, i) => (
              <div key={c.label} className={`audit__count audit__count--${i === 0 ? 'errors' : 'warnings'}`}>
                <dt>{c.shown}</dt>
                <dd>{value(c)}</dd>
              </div>
            ))}
          </dl>
        </div>
        <p className="audit__sub">{copy.topIssues}</p>
        <ul className="audit__list">
          {issues.map((issue) => (
            <li key={issue.label}>
              <strong>{value(issue)}</strong> {issue.shown}
            </li>
          ))}
        </ul>
      </ReportWindow>
      <ReportWindow tool={report.tool} view={report.view} mark={report.mark} tag={afterTag} tone="after">
        <div className="audit__head">
          <SiteHealth score={health.after} text={health.afterText} />
          <p className="audit__change">
            <span>
              {copy.from} {health.beforeText}
            </span>
            <Verdict metric={health} />
          </p>
        </div>
        <p className="audit__sub">{copy.fixedHeading}</p>
        <ReportChecks items={report.fixed} className="audit__list" />
      </ReportWindow>
    </>
  );
}
