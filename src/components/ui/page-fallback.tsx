/** Shown while a page's code arrives: holds the space so the footer does not jump up. */
export function PageFallback() {
  return (
    <div className="page-fallback" role="status" aria-live="polite">
      <span className="visually-hidden">Loading page</span>
    </div>
  );
}
