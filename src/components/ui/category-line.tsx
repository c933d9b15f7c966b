/**
 * A project's categories joined by ' | ' (SPEC), each name a small tag: a row of tags that wraps
 * where the line is too narrow, a grey bar between each two tags of a row and never at a row's
 * start or end (see `.category-line`: the bar belongs to the tag after it, and the one in front of
 * a row's first tag falls outside the line, which clips it). As tags, a wrapped row's first name
 * cannot be read as the end of the name above it, as it could in a line of plain names (reviews W
 * and Y). The text reads "ERP | LARAVEL" to people, screen readers, crawlers and a copy alike.
 */
export function CategoryLine({ categories, className }: { categories: readonly string[]; className?: string }) {
  return (
    <p className={`category-line${className ? ` ${className}` : ''}`}>
      <span className="category-line__list">
        {categories.map((category, index) => (
          <span key={category} className="category-line__item">
            {index > 0 ? <span className="category-line__sep"> | </span> : null}
            <span className="category-line__name">{category}</span>
          </span>
        ))}
      </span>
    </p>
  );
}
