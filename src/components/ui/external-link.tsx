import type { AnchorHTMLAttributes, ReactNode } from 'react';

const NEW_TAB = ' (opens in a new tab)';

/**
 * A link to another site, opened in a new tab and saying so: after its text, "(opens in a new tab)"
 * for screen readers and, drawn by the stylesheet beside that text (`.new-tab`), a small arrow for
 * the eye; when it shows only an icon, at the end of its `aria-label` (the icon is the link, so no
 * arrow is added to it). The arrow costs the footer's links, in every page's first load, no script.
 */
export function ExternalLink({
  href,
  children,
  'aria-label': ariaLabel,
  ...rest
}: { href: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={ariaLabel ? `${ariaLabel}${NEW_TAB}` : undefined} {...rest}>
      {children}
      {ariaLabel ? null : <span className="visually-hidden new-tab">{NEW_TAB}</span>}
    </a>
  );
}
