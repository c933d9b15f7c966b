import type { AnchorHTMLAttributes, ReactNode } from 'react';

/** A link to another site, opened in a new tab, announced as such to screen readers. */
export function ExternalLink({
  href,
  children,
  newTab = true,
  ...rest
}: { href: string; children: ReactNode; newTab?: boolean } & AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (!newTab) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
