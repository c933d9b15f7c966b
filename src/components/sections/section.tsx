import { useId, type ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { HeadingText } from '@/components/ui/heading-text';

interface Props {
  heading?: string;
  intro?: ReactNode;
  tone?: 'plain' | 'muted' | 'dark';
  /**
   * Extra classes: a page's own, or a layout of the band: `section--centred` (heading and intro
   * centred above a band that is one list or grid), `section--split` (from lg the heading and intro
   * stand in a column on the left, held in view below the header while the content, one element,
   * scrolls beside them), `section--columns` (the
   * heading above, the content's paragraphs in two balanced columns from lg).
   */
  className?: string;
  children: ReactNode;
}

/**
 * A page band with an optional h2 that labels it as a region. The heading and its intro stand
 * together above the content, with room below them in proportion to the band's padding.
 */
export function Section({ heading, intro, tone = 'plain', className, children }: Props) {
  const headingId = useId();
  return (
    <section className={`section section--${tone}${className ? ` ${className}` : ''}`} aria-labelledby={heading ? headingId : undefined}>
      <Container fluid="xl">
        {heading || intro ? (
          // One block for the heading and its intro: the split layout holds it in view beside a
          // long column (elsewhere it lays out as if it were not there).
          <div className="section__head">
            {heading ? (
              <h2 id={headingId} className="section__heading">
                <HeadingText text={heading} />
              </h2>
            ) : null}
            {intro ? <div className="section__intro">{intro}</div> : null}
          </div>
        ) : null}
        {children}
      </Container>
    </section>
  );
}

/** A story in running text: the heading above, its paragraphs in two balanced columns from lg. */
export function StorySection({ heading, paragraphs }: { heading: string; paragraphs: readonly string[] }) {
  return (
    <Section heading={heading} className="section--columns">
      <div className="about-story">
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 32)}>{paragraph}</p>
        ))}
      </div>
    </Section>
  );
}
