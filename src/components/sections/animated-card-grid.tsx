import type { CSSProperties } from 'react';
import type { Mark } from '@/content/types';
import { TechMark } from '@/components/ui/tech-mark';

interface Item {
  name: string;
  description: string;
  mark: Mark;
}

/**
 * Cards with a mark, name and description that rise into place one after another: the delay
 * grows with position (--card-index). Pure CSS, so prerendered cards are visible without
 * JavaScript; no animation under prefers-reduced-motion.
 */
export function AnimatedCardGrid({
  items,
  headingLevel = 3,
  marksDrawnOnClient = false,
}: {
  items: readonly Item[];
  headingLevel?: 3 | 4;
  /** The marks' paths are drawn in the browser only (TechMark's drawOnClient). */
  marksDrawnOnClient?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="row g-4 list-unstyled row-cols-1 row-cols-sm-2 row-cols-lg-3 row-cols-xl-4 animated-card-grid">
      {items.map((item, index) => (
        <li key={item.name} className="col">
          <div className="animated-card h-100" style={{ '--card-index': index } as CSSProperties}>
            <TechMark mark={item.mark} className="animated-card__icon" drawOnClient={marksDrawnOnClient} />
            <Heading className="animated-card__title">{item.name}</Heading>
            <p className="animated-card__text mb-0">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
