import type { Report } from '@/content/case-studies';
import { ReportChecks, ReportWindow } from './report-window';

type PlanReport = Extract<Report, { kind: 'plan' }>;

/**
 * The work of a study that publishes no figures, drawn as the tools of the work show it: an audit
 * crawler's checklist (each part of the site and what became of it) or a roadmap's phases in order.
 * Words only: the steps are numbered by the list itself, so no figure appears that the study lacks.
 */
export function PlanReport({ report }: { report: PlanReport }) {
  const List = report.layout === 'roadmap' ? 'ol' : 'ul';
  return (
    <ReportWindow tool={report.tool} view={report.view} mark={report.mark} className={`plan plan--${report.layout}`}>
      <List className="plan__groups">
        {report.groups.map((group) => (
          <li key={group.title} className="plan__group">
            <p className="plan__title">
              {group.title}
              {group.status ? <span className="plan__status">{group.status}</span> : null}
            </p>
            <ReportChecks items={group.items} className="plan__items" />
          </li>
        ))}
      </List>
    </ReportWindow>
  );
}
