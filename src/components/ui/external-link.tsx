import type { AnchorHTMLAttributes, ReactNode } from 'react';

const NEW_TAB = ' (opens in a new tab)';

/**
 * A link to another site, opened in a new tab and announced as such to screen readers: after its
 * text, or at the end of its `aria-label` when it shows only an icon.
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
      {ariaLabel ? null : <span className="visually-hidden">{NEW_TAB}</span>}
    </a>
  );
}
