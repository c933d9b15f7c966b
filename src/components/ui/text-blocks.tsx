import type { ReactNode } from 'react';

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

interface QuoteFigureProps {
  /** The block the caption's parts are classed by: `${block}__by`, `__name`, `__role`. */
  block: string;
  /** The figure's classes and the quote's. */
  className: string;
  quoteClassName: string;
  text: string;
  name: string;
  role: ReactNode;
  /** What follows the speaker in the caption (where the words were first published). */
  children?: ReactNode;
}

/** Words someone said, in a blockquote, and who said them in the figure's caption. */
export function QuoteFigure({ block, className, quoteClassName, text, name, role, children }: QuoteFigureProps) {
  return (
    <figure className={className}>
      <blockquote className={quoteClassName}>
        <p>{text}</p>
      </blockquote>
      <figcaption className={`${block}__by`}>
        <span className={`${block}__name`}>{name}</span>
        <span className={`${block}__role`}>{role}</span>
        {children}
      </figcaption>
    </figure>
  );
}
