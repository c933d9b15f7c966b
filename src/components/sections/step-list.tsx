import type { TitledText } from '@/content/types';

/**
 * A sequence told as steps: an ordered list whose numbers sit on a line joining them, so it reads
 * as one path rather than as another grid of cards.
 */
export function StepList({ steps, headingLevel = 4 }: { steps: readonly TitledText[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className="step-list">
      {steps.map((step) => (
        <li key={step.title} className="step-list__item">
          <Heading className="step-list__title">{step.title}</Heading>
          <p className="step-list__text">{step.text}</p>
        </li>
      ))}
    </ol>
  );
}

/**
 * Titled points in two columns without card boxes, for counts that a card grid cannot fill evenly
 * (five cards in rows of three leave a hole; an open list does not).
 */
export function PointList({ items, headingLevel = 3 }: { items: readonly TitledText[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="point-list">
      {items.map((item) => (
        <li key={item.title} className="point-list__item">
          <Heading className="point-list__title">{item.title}</Heading>
          <p className="point-list__text">{item.text}</p>
        </li>
      ))}
    </ul>
  );
}
