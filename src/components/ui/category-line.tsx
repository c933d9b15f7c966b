import { Fragment } from 'react';

/**
 * Categories joined by ' | ' that wrap between categories only: each bar travels with the category
 * after it, and the bar a wrapped row starts with hangs in the margin left of the line's box (see
 * `.category-line`). So no row ends on a bar, every row starts flush with a name, level with the
 * title under it, and a wrapped row still shows it is another category. The text reads
 * "ERP | LARAVEL", to people, screen readers and crawlers alike.
 */
export function CategoryLine({ categories, className }: { categories: readonly string[]; className?: string }) {
  return (
    <p className={`category-line${className ? ` ${className}` : ''}`}>
      <span className="category-line__list">
        {categories.map((category, index) => (
          <Fragment key={category}>
            {/* The one place a line may break: before a bar. */}
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
