import { Fragment } from 'react';

/**
 * Categories joined by ' | ', as one row of names that wraps where the line is too narrow for all
 * of them: a grey bar stands between each two names of a row, and a row never starts or ends with
 * one (see `.category-line`: the bar belongs to the name after it, and the one in front of a row's
 * first name falls outside the line, which clips it). The text reads "ERP | LARAVEL" to people,
 * screen readers and crawlers alike.
 */
export function CategoryLine({ categories, className }: { categories: readonly string[]; className?: string }) {
  return (
    <p className={`category-line${className ? ` ${className}` : ''}`}>
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
