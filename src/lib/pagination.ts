/**
 * Page arithmetic for paged lists (the blog list and the single-post page). Pure functions;
 * pages are numbered from 1 and the page lives in the URL query (`?page=N`).
 */

/** How many pages `total` items fill at `pageSize` a page; an empty list still has one page. */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isInteger(pageSize) || pageSize < 1) throw new RangeError(`pageSize must be a positive integer, got ${pageSize}`);
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** Keeps a page number inside 1..count; anything that is not a finite number becomes 1. */
export function clampPage(page: number, count: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, count));
}

/** Reads a `?page=` value: digits only, clamped to 1..count; missing or malformed means 1. */
export function parsePage(value: string | null | undefined, count: number): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  return clampPage(Number(value.trim()), count);
}

/** The items shown on page `page` (clamped) at `pageSize` a page. */
export function pageSlice<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const current = clampPage(page, pageCount(items.length, pageSize));
  const start = (current - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** The URL of page `page` of a paged path, e.g. `/blog?page=2`. */
export function pageHref(path: string, page: number): string {
  return `${path}?page=${page}`;
}
