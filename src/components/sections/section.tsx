import { useId, type ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';

interface Props {
  heading?: string;
  intro?: ReactNode;
  tone?: 'plain' | 'muted' | 'dark';
  className?: string;
  children: ReactNode;
}

/** A page band with an optional h2 that labels it as a region. */
export function Section({ heading, intro, tone = 'plain', className, children }: Props) {
  const id = useId();
  return (
    <section
      className={`section section--${tone}${className ? ` ${className}` : ''}`}
      aria-labelledby={heading ? id : undefined}
    >
      <Container fluid="xl">
        {heading ? (
          <h2 id={id} className="section__heading">
            <KeepHyphenated text={heading} />
          </h2>
        ) : null}
        {intro ? <div className="section__intro">{intro}</div> : null}
        {children}
      </Container>
    </section>
  );
}
