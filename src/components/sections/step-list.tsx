import type { TitledText } from '@/content/types';
import { KeepHyphenated } from '@/components/ui/keep-hyphenated';

interface ListProps {
  items: readonly TitledText[];
  headingLevel: 3 | 4;
  /** The list element and the BEM block its class names are built from. */
  as: 'ol' | 'ul';
  block: 'step-list' | 'point-list';
  className?: string;
}

/** Titled texts as list items: a heading and a paragraph each. */
function TitledList({ items, headingLevel, as: List, block, className }: ListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <List className={className ? `${block} ${className}` : block}>
      {items.map((item) => (
        <li key={item.title} className={`${block}__item`}>
          <Heading className={`${block}__title`}>
            <KeepHyphenated text={item.title} />
          </Heading>
          <p className={`${block}__text`}>{item.text}</p>
        </li>
      ))}
    </List>
  );
}

/**
 * A sequence told as steps: an ordered list whose numbers sit on a line joining them, so it reads
 * as one path rather than as another grid of cards. The steps run across the page from lg, unless
 * `vertical` (two sequences side by side).
 */
export function StepList({ steps, headingLevel = 4, vertical = false }: { steps: readonly TitledText[]; headingLevel?: 3 | 4; vertical?: boolean }) {
  return <TitledList items={steps} headingLevel={headingLevel} as="ol" block="step-list" className={vertical ? 'step-list--vertical' : undefined} />;
}

/**
 * Titled points in two columns without card boxes, for counts that a card grid cannot fill evenly
 * (five cards in rows of three leave a hole; an open list does not).
 */
export function PointList({ items, headingLevel = 3 }: { items: readonly TitledText[]; headingLevel?: 3 | 4 }) {
  return <TitledList items={items} headingLevel={headingLevel} as="ul" block="point-list" />;
}
