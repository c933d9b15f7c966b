/**
 * The path a prerendered page in the document stands for, when it is the page for the URL's
 * `pathname`: its own path, or that path with trailing slashes. Both deployments answer /about/
 * with about/index.html (and some hosts add the slash themselves, redirecting /about to /about/),
 * so the page already painted is the right one and must be hydrated, not thrown away with what
 * the visitor typed or pressed meanwhile. Null when the page is another route's (404.html
 * answering an unknown path).
 */
export function prerenderedPathFor(renderedFor: string | undefined, pathname: string): string | null {
  if (!renderedFor) return null;
  if (renderedFor === pathname) return renderedFor;
  const trimmed = pathname.replace(/\/+$/, '') || '/';
  return trimmed === renderedFor ? renderedFor : null;
}
