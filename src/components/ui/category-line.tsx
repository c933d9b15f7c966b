import { Fragment } from 'react';

/**
 * Categories joined by ' | ' that wrap between categories only, never leaving a separator at the
 * start or end of a line: each separator travels with the category after it, and one that lands at
 * the start of a line sits in a strip the line's box clips (`.category-line` in _sections.scss).
 * The text reads "ERP | LARAVEL" as before, to people, screen readers and crawlers alike.
 */
export function CategoryLine({ categories, className }: { categories: readonly string[]; className?: string }) {
  return (
    <p className={`category-line${className ? ` ${className}` : ''}`}>
      <span className="category-line__list">
        {categories.map((category, index) => (
          <Fragment key={category}>
            {/* The one place a line may break: before a separator. */}
            {index > 0 ? ' ' : null}
            <span className="category-line__item">
              {index > 0 ? <span className="category-line__sep">| </span> : null}
              {category}
            </span>
          </Fragment>
        ))}
      </span>
    </p>
  );
}
