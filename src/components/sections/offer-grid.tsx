import type { LucideIcon } from 'lucide-react';
import type { TitledText } from '@/content/types';
import { TitledItemText } from '@/components/ui/heading-text';

export interface OfferItem extends TitledText {
  icon: LucideIcon;
  /**
   * An anchor other pages link to: the card takes the focus when a link brings the visitor to it
   * (src/app/use-route-effects.ts), so it can be focused by script but is no stop for Tab.
   */
  id?: string;
}

interface Props {
  items: readonly OfferItem[];
  /** Shows each card's position (01, 02...): what a service or product offers, as a list to go through. */
  numbered?: boolean;
  headingLevel?: 3 | 4;
  /** One card a row, the pictogram beside the text (a column of its own, e.g. one audience's). */
  stacked?: boolean;
}

/**
 * Cards with a pictogram each: two a row from sm, three from lg (two for two or four cards). Rows
 * never end in a hole: a last row of two shares the width, one left over makes the last four two
 * rows of two, and on two-column screens an odd last card takes the whole row.
 */
export function OfferGrid({ items, numbered = false, headingLevel = 3, stacked = false }: Props) {
  const List = numbered ? 'ol' : 'ul';
  const layout = stacked ? 'stacked' : items.length === 2 || items.length === 4 ? '2' : '3';
  return (
    <List className={`offer-grid offer-grid--${layout}`}>
      {items.map(({ icon: Icon, title, text, id }, index) => (
        <li key={title} className="offer-card" id={id} tabIndex={id ? -1 : undefined}>
          <div className="offer-card__top">
            <span className="offer-card__icon">
              <Icon aria-hidden="true" focusable="false" />
            </span>
            {numbered ? (
              <span className="offer-card__number" aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
            ) : null}
          </div>
          <TitledItemText block="offer-card" level={headingLevel} title={title} text={text} />
        </li>
      ))}
    </List>
  );
}
