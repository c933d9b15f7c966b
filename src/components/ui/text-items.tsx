/**
 * Each string as an element of its own, keyed by its text: the items of a list of points, steps or
 * labels (`li`, the default), or the paragraphs of a story (`p`).
 */
export function TextItems({ items, as: Tag = 'li', className }: { items: readonly string[]; as?: 'li' | 'p'; className?: string }) {
  return items.map((item) => (
    <Tag key={item} className={className}>
      {item}
    </Tag>
  ));
}
