import type { OfferItem } from './offer-grid';
import { TitledItemText } from '@/components/ui/heading-text';

/**
 * Titled points as rows divided by rules, a pictogram at the start of each: a list to read down
 * (the problems a product solves), where a grid of cards would be one more grid.
 */
export function FeatureList({ items, headingLevel = 3 }: { items: readonly OfferItem[]; headingLevel?: 3 | 4 }) {
  return (
    <ul className="feature-list">
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="feature-list__item">
          <span className="feature-list__icon">
            <Icon aria-hidden="true" focusable="false" />
          </span>
          <div>
            <TitledItemText block="feature-list" level={headingLevel} title={title} text={text} />
          </div>
        </li>
      ))}
    </ul>
  );
}
