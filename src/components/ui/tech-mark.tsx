import { useId } from 'react';
import { useHydrated } from '@/lib/use-hydrated';
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
  /**
   * A brand logo's path is drawn only once the page runs in the browser: for marks in a part whose
   * code loads anyway when the visitor comes near it, so the page's HTML does not carry every path
   * a second time. The mark keeps its box and its name meanwhile.
   */
  drawOnClient?: boolean;
}

const isBrand = (icon: Mark['icon']): icon is SimpleIcon => 'path' in icon;

/**
 * A technology mark as an inline SVG in one calm tone (the current text colour, navy by default),
 * never a letter badge: a simple-icons logo drawn from its path, or a lucide pictogram. Without
 * `decorative` it is `role="img"` with its title as accessible name.
 */
export function TechMark({ mark, variant = 'tile', decorative = false, className, drawOnClient = false }: Props) {
  const titleId = useId();
  const hydrated = useHydrated();
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
          {drawOnClient && !hydrated ? null : <path d={(icon as SimpleIcon).path} fill="currentColor" />}
        </svg>
      )}
    </span>
  );
}
