import type { ReactNode } from 'react';
import { PageHero } from './page-hero';
import { TitledBox } from './section';

interface Props {
  /** Small capitals naming what the card holds ("At a glance", "Talk to sales"). */
  heading: string;
  /** A line under a rule at the card's foot: where a figure comes from, when a reply comes. */
  note?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * A card for a page hero's second column (PageHero's `aside`): a pane over the band (a light one
 * over the navy, a white one with a shadow over the light bands) holding what the page has to show
 * at once. Its heading is an h2, so the card can be reached from a screen reader's list of headings
 * like any section.
 */
export function HeroPanel({ heading, note, className, children }: Props) {
  return (
    <TitledBox as="div" role="group" className={`hero-panel${className ? ` ${className}` : ''}`} heading={heading} level={2} headingClassName="hero-panel__heading">
      {children}
      {/* The rule runs the card's width; the words under it keep a reading measure. */}
      {note ? (
        <div className="hero-panel__note">
          <p>{note}</p>
        </div>
      ) : null}
    </TitledBox>
  );
}

interface PanelHeroProps {
  eyebrow: string;
  title: string;
  /** The lead paragraph under the title. */
  lead: string;
  /** The panel beside them: its heading, content and note. */
  panelHeading: string;
  note?: ReactNode;
  /** Actions under the lead (links styled as buttons). */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * The hero of a page about the company (about, careers, what we do): the light band, its title and
 * lead, and a HeroPanel beside them with what the page has to show at once.
 */
export function PanelHero({ eyebrow, title, lead, panelHeading, note, actions, children }: PanelHeroProps) {
  return (
    <PageHero
      tone="light"
      eyebrow={eyebrow}
      title={title}
      lead={<p>{lead}</p>}
      aside={
        <HeroPanel heading={panelHeading} note={note}>
          {children}
        </HeroPanel>
      }
    >
      {actions}
    </PageHero>
  );
}
