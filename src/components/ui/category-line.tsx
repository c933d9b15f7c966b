import { Fragment, type CSSProperties } from 'react';

/**
 * How wide each character of a category's name is, in em of the line's text: Plus Jakarta Sans at
 * 600 with the cards' 0.04em letter-spacing, measured in chromium (20 of each in a card's line).
 * A character not here counts as 0.92em, as wide as our widest but W.
 */
const CHARACTER_WIDTHS: Record<string, number> = {
  A: 0.732, B: 0.732, C: 0.817, D: 0.781, E: 0.641, F: 0.624, G: 0.853, H: 0.774, I: 0.312, J: 0.43, K: 0.711, L: 0.579, M: 0.914,
  N: 0.779, O: 0.918, P: 0.686, Q: 0.918, R: 0.694, S: 0.687, T: 0.572, U: 0.752, V: 0.722, W: 1.048, X: 0.68, Y: 0.688, Z: 0.616,
  ' ': 0.3, '-': 0.606, '&': 0.814, '.': 0.387, '/': 0.521,
};

/**
 * The width a line of categories needs on one row: its names' characters, 3 % and a quarter em
 * more for the fallback font and rounding, and the bar's slot (`--category-gap`) between names.
 * Erring wide only sets a line one name a row a little early; erring narrow would let a row wrap
 * with a bar at its edge, which the e2e reading (readCategoryLines) catches.
 */
export function categoryLineNeed(categories: readonly string[]) {
  const names = categories.reduce((sum, category) => sum + Array.from(category).reduce((width, character) => width + (CHARACTER_WIDTHS[character] ?? 0.92), 0), 0);
  return `calc(${(names * 1.03 + 0.25).toFixed(2)}em + ${Math.max(categories.length - 1, 0)} * var(--category-gap))`;
}

/**
 * Categories joined by ' | ', all on one row when they fit it, else one name a row with no bar
 * (see `.category-line`): a bar only ever stands between two names of its row, never at a row's
 * start or end, and a line is either a row of names or a list of them, never a wrapped mixture where
 * "WORDPRESS" over "E-COMMERCE" reads as one name. The text reads "ERP | LARAVEL" in both, to
 * people, screen readers and crawlers alike.
 */
export function CategoryLine({ categories, className }: { categories: readonly string[]; className?: string }) {
  return (
    <p className={`category-line${className ? ` ${className}` : ''}`} style={{ '--category-need': categoryLineNeed(categories) } as CSSProperties}>
      <span className="category-line__list">
        {categories.map((category, index) => (
          <Fragment key={category}>
            {index > 0 ? ' ' : null}
            <span className="category-line__item">
              {index > 0 ? <span className="category-line__sep">| </span> : null}
              <span className="category-line__name">{category}</span>
            </span>
          </Fragment>
        ))}
      </span>
    </p>
  );
}
