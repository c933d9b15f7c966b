import { Fragment } from 'react';

/**
 * A project's categories as a row of small tags that wraps where the line is too narrow. Between
 * two tags stands SPEC's ' | ', hidden from sight but kept in the text, so the line reads
 * "ERP | LARAVEL" to screen readers, crawlers and a copy-and-paste alike, while on screen each
 * name is a tag of its own: a wrapped row's first name can no longer be read as the end of the
 * name above it, as it could when bars joined one line of names (reviews W and Y).
 */
export function CategoryLine({ categories, className }: { categories: readonly string[]; className?: string }) {
  return (
    <p className={`category-line${className ? ` ${className}` : ''}`}>
      {categories.map((category, index) => (
        <Fragment key={category}>
          {index > 0 ? <span className="category-line__sep"> | </span> : null}
          <span className="category-line__name">{category}</span>
        </Fragment>
      ))}
    </p>
  );
}
