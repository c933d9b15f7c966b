import type { ReactNode } from 'react';
import { Check, CircleAlert, CircleCheck, CircleMinus } from 'lucide-react';
import type { Mark, Metric } from '@/content/types';
import { TechMark } from '@/components/ui/tech-mark';
import { changeLabel, speedBand, verdict } from '@/lib/metric-verdict';

interface WindowProps {
  tool: string;
  view: string;
  mark: Mark;
  /** What the window shows: 'Before', 'After' or a date range; `tone` styles it. */
  tag?: ReactNode;
  tone?: 'before' | 'after' | 'plain';
  className?: string;
  children: ReactNode;
}

/**
 * A tool's report as a screenshot would show it: a window with the tool's mark and the name of the
 * report in its title bar, a tag saying which reading it is, and the report below, all real text.
 */
export function ReportWindow({ tool, view, mark, tag, tone = 'plain', className, children }: WindowProps) {
  return (
    <figure className={`shot${tag ? ' shot--tagged' : ''}${className ? ` ${className}` : ''}`}>
      <figcaption className="shot__bar">
        <span className="shot__dots" aria-hidden="true" />
        <TechMark mark={mark} variant="inline" decorative className="shot__mark" />
        <span className="shot__title">
          <strong>{tool}</strong> <span aria-hidden="true">›</span>
          <span className="visually-hidden">:</span> {view}
        </span>
        {tag ? <span className={`shot__tag shot__tag--${tone}`}>{tag}</span> : null}
      </figcaption>
      <div className="shot__body">{children}</div>
    </figure>
  );
}

const ICONS = { improved: CircleCheck, worse: CircleAlert, unchanged: CircleMinus } as const;

/** A change in words, with an icon and a colour of its own: Improved, or Worse. */
export function Verdict({ metric }: { metric: Pick<Metric, 'before' | 'after' | 'better'> }) {
  const tone = verdict(metric);
  const Icon = ICONS[tone];
  return (
    <span className={`verdict verdict--${tone}`} data-verdict={tone}>
      <Icon aria-hidden="true" size={14} strokeWidth={2.5} />
      {changeLabel(metric)}
    </span>
  );
}

/** The number of a note below the report, where a figure has one. */
export function NoteMark({ n }: { n?: number }) {
  if (!n) return null;
  return (
    <sup className="note-mark">
      <span className="visually-hidden">note </span>
      {n}
    </sup>
  );
}

/** A 0-100 score in a ring coloured by its band (good, middling, poor), as audit and speed tools draw it. */
export function ScoreRing({ score, text }: { score: number; text: string }) {
  return (
    <span className={`ring ring--${speedBand(score)}`}>
      <svg viewBox="0 0 100 100" aria-hidden="true">
        <circle className="ring__track" cx="50" cy="50" r="44" />
        <circle className="ring__arc" cx="50" cy="50" r="44" pathLength={100} strokeDasharray={`${score} 100`} transform="rotate(-90 50 50)" />
      </svg>
      <span className="ring__score">{text}</span>
    </span>
  );
}

/** What was done, ticked: the list a report view closes with (an audit's fixes, a plan's checks). */
export function ReportChecks({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={`report-checks ${className}`}>
      {items.map((item) => (
        <li key={item}>
          <Check aria-hidden="true" size={16} strokeWidth={2.75} />
          {item}
        </li>
      ))}
    </ul>
  );
}
