import { useId, type ReactNode } from 'react';

interface Props {
  /** Small capitals naming what the card holds ("At a glance", "Talk to sales"). */
  heading: string;
  /** A line under a rule at the card's foot: where a figure comes from, when a reply comes. */
  note?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A card for a page hero's second column (PageHero's `aside`): a light pane over the navy band
 * holding what the page has to show at once. Its heading is an h2, so the card can be reached
 * from a screen reader's list of headings like any section.
 */
export function HeroPanel({ heading, note, className, children }: Props) {
  const id = useId();
  return (
    <div className={`hero-panel${className ? ` ${className}` : ''}`} role="group" aria-labelledby={id}>
      <h2 id={id} className="hero-panel__heading">
        {heading}
      </h2>
      {children}
      {/* The rule runs the card's width; the words under it keep a reading measure. */}
      {note ? (
        <div className="hero-panel__note">
          <p>{note}</p>
        </div>
      ) : null}
    </div>
  );
}
