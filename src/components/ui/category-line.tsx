import { Fragment } from 'react';

/**
 * Categories joined by ' | ' that wrap between categories only. Each bar travels with the category
 * before it, so a line that wraps ends on a bar, the sign that the list goes on, and the next line
 * starts flush with a name, level with the title under it. Every bar is always in sight; nothing
 * is clipped. The text reads "ERP | LARAVEL", to people, screen readers and crawlers alike.
 */
export function CategoryLine({ categories, className }: { categories: readonly string[]; className?: string }) {
  return (
    <p className={`category-line${className ? ` ${className}` : ''}`}>
      {categories.map((category, index) => (
        <Fragment key={category}>
          {/* The one place a line may break: after a bar. */}
          {index > 0 ? ' ' : null}
          <span className="category-line__item">
            {category}
            {index < categories.length - 1 ? <span className="category-line__sep"> |</span> : null}
          </span>
        </Fragment>
      ))}
    </p>
  );
}
