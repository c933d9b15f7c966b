import { useId } from 'react';
import type { SimpleIcon } from 'simple-icons';
import type { Mark } from '@/content/types';

interface Props {
  mark: Mark;
  /** `tile`: the mark on a light square (cards); `inline`: the bare mark, e.g. inside a chip. */
  variant?: 'tile' | 'inline';
  /**
   * Hides the mark from assistive technology where its name is written beside it (a chip that
   * says "WordPress"); otherwise it is an image named by the mark's title.
   */
  decorative?: boolean;
  className?: string;
}

const isBrand = (icon: Mark['icon']): icon is SimpleIcon => 'path' in icon;

/**
 * A technology mark as an inline SVG in one calm tone (the current text colour, navy by default),
 * never a letter badge: a simple-icons logo drawn from its path, or a lucide pictogram. Without
 * `decorative` it is `role="img"` with its title as accessible name.
 */
export function TechMark({ mark, variant = 'tile', decorative = false, className }: Props) {
  const titleId = useId();
  const a11y = decorative
    ? ({ 'aria-hidden': true } as const)
    : ({ role: 'img', 'aria-labelledby': titleId } as const);
  const title = decorative ? null : <title id={titleId}>{mark.title}</title>;
  const { icon } = mark;
  const Pictogram = isBrand(icon) ? null : icon;
  return (
    <span className={`tech-mark tech-mark--${variant}${className ? ` ${className}` : ''}`}>
      {Pictogram ? (
        <Pictogram className="tech-mark__svg" strokeWidth={1.75} focusable="false" {...a11y}>
          {title}
        </Pictogram>
      ) : (
        <svg className="tech-mark__svg" viewBox="0 0 24 24" focusable="false" {...a11y}>
          {title}
          <path d={(icon as SimpleIcon).path} fill="currentColor" />
        </svg>
      )}
    </span>
  );
}
