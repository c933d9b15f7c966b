import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Section } from './section';

/** A closing call to action: heading, a line of text and one primary link. */
export function CtaBand({ heading, text, to, label }: { heading: string; text: ReactNode; to: string; label: string }) {
  return (
    <Section block="cta-band" containerClassName="d-md-flex align-items-center justify-content-between gap-4">
        <div>
          <h2 className="h3 mb-2">{heading}</h2>
          <div className="mb-3 mb-md-0">{text}</div>
        </div>
        <Link to={to} className="btn btn-primary btn-lg flex-shrink-0">
          {label}
        </Link>
    </Section>
  );
}
