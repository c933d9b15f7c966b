import type { CSSProperties } from 'react';
import type { Mark } from '@/content/types';
import { TechMark } from '@/components/ui/tech-mark';

interface Item {
  name: string;
  description: string;
  mark: Mark;
}

/**
 * A list of offerings, each a mark beside its name and description, ruled off from the next: one
 * column on phones, two from md, three from lg. The items rise into place one after another (the
 * delay grows with position, --card-index); pure CSS, so the prerendered list is visible without
 * JavaScript, and still under prefers-reduced-motion.
 */
export function AnimatedCardGrid({ items, headingLevel = 3 }: { items: readonly Item[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="animated-card-grid list-unstyled">
      {items.map((item, index) => (
        <li key={item.name} className="animated-card" style={{ '--card-index': index } as CSSProperties}>
          <TechMark mark={item.mark} className="animated-card__icon" />
          <div className="animated-card__body">
            <Heading className="animated-card__title">{item.name}</Heading>
            <p className="animated-card__text">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
