import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { Mark } from '@/content/types';
import { TechMark } from '@/components/ui/tech-mark';

interface Item {
  name: string;
  description: string;
  mark: Mark;
  /** The page about the offering; when set, the whole item links there, named by its title. */
  to?: string;
}

/**
 * A list of offerings, each a mark beside its name and description, ruled off from the next: two
 * a row (below md a compact cell, the description in smaller type held to three lines), three
 * from lg. The items rise into place one after another (the
 * delay grows with position, --card-index); pure CSS, so the prerendered list is visible without
 * JavaScript, and still under prefers-reduced-motion. An item with a page links to it from its
 * title, and the link's area is stretched over the whole item, so the name alone is what a screen
 * reader announces while the description and mark stay plain text.
 */
export function AnimatedCardGrid({ items, headingLevel = 3 }: { items: readonly Item[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="animated-card-grid list-unstyled">
      {items.map((item, index) => (
        <li
          key={item.name}
          className={item.to ? 'animated-card animated-card--linked' : 'animated-card'}
          style={{ '--card-index': index } as CSSProperties}
        >
          <TechMark mark={item.mark} className="animated-card__icon" />
          <div className="animated-card__body">
            <Heading className="animated-card__title">
              {item.to ? (
                <Link to={item.to} className="animated-card__link stretched-link">
                  {item.name}
                </Link>
              ) : (
                item.name
              )}
            </Heading>
            <p className="animated-card__text">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
