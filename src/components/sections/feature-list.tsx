import type { OfferItem } from './offer-grid';
import { TitledItemText } from '@/components/ui/heading-text';

interface Props {
  items: readonly OfferItem[];
  /** `inline`: each title leads its text in one block, no heading (points under a heading of their own). */
  headingLevel?: 3 | 4 | 'inline';
  /** Smaller pictograms and no rules, for a few short points beside something larger. */
  compact?: boolean;
}

/**
 * Titled points as rows divided by rules, a pictogram at the start of each: a list to read down
 * (the problems a product solves), where a grid of cards would be one more grid.
 */
export function FeatureList({ items, headingLevel = 3, compact = false }: Props) {
  return (
    <ul className={compact ? 'feature-list feature-list--compact' : 'feature-list'}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className="feature-list__item">
          <span className="feature-list__icon">
            <Icon aria-hidden="true" focusable="false" />
          </span>
          {headingLevel === 'inline' ? (
            <p className="feature-list__body">
              <TitledItemText block="feature-list" level="inline" title={title} text={text} />
            </p>
          ) : (
            <div>
              <TitledItemText block="feature-list" level={headingLevel} title={title} text={text} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
