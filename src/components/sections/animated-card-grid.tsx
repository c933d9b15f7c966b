import { ArrowRight } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import type { Mark } from '@/content/types';
import { TechMark } from '@/components/ui/tech-mark';

interface Item {
  name: string;
  /** What the offering is: shown from md, where a cell has room for a sentence or two. */
  description: string;
  /** The same in a few words, a sentence of its own: shown below md instead of the description. */
  summary: string;
  mark: Mark;
  /** The page about the offering; when set, the whole item links there, named by its title. */
  to?: string;
}

/**
 * A name with a word of 13 letters or more ("Administration"): with the arrow after it, wider than
 * the space beside the mark in a phone's half-width cell, so its title takes a step smaller there.
 */
const hasLongWord = (name: string) => name.split(' ').some((word) => word.length >= 13);

/**
 * A linked item's title: its name with an arrow after it, so the item reads as a link before it is
 * pointed at (a phone has no hover). A word joiner before the arrow (U+2060, drawn by the
 * stylesheet, so the link's text is the name alone) holds it to the name's last word, so a title
 * that wraps never leaves it alone on a line; unlike `nowrap`, it still lets the word break where
 * even the word alone is wider than the cell (very large text). The arrow is hidden from screen
 * readers, which hear a link named by the name alone.
 */
function LinkedName({ name }: { name: string }) {
  return (
    <>
      {name}
      <span className="animated-card__after" aria-hidden="true">
        <ArrowRight className="animated-card__arrow" focusable="false" strokeWidth={2.5} />
      </span>
    </>
  );
}

/**
 * A list of offerings, each a mark beside its name and description, ruled off from the next: two
 * a row (below md a compact cell whose few-word summary stands for the description), three from
 * lg. The items rise into place one after another (the delay grows with position, --card-index);
 * pure CSS, so the prerendered list is visible without JavaScript, and still under
 * prefers-reduced-motion. An item with a page links to it from its title, which an arrow follows,
 * and the link's area is stretched over the whole item, so the name alone is what a screen reader
 * announces while the text and mark stay plain text.
 */
export function AnimatedCardGrid({ items, headingLevel = 3 }: { items: readonly Item[]; headingLevel?: 3 | 4 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="animated-card-grid list-unstyled">
      {items.map((item, index) => (
        <li
          key={item.name}
          className={['animated-card', item.to && 'animated-card--linked', hasLongWord(item.name) && 'animated-card--long-word'].filter(Boolean).join(' ')}
          style={{ '--card-index': index } as CSSProperties}
        >
          <TechMark mark={item.mark} className="animated-card__icon" />
          <div className="animated-card__body">
            <Heading className="animated-card__title">
              {item.to ? (
                <Link to={item.to} className="animated-card__link stretched-link">
                  <LinkedName name={item.name} />
                </Link>
              ) : (
                item.name
              )}
            </Heading>
            <p className="animated-card__summary">{item.summary}</p>
            <p className="animated-card__text">{item.description}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
