/**
 * Portfolio list rules: filtering by category, finding an entry, Prev/Next in list order, and the
 * projects a project page offers as more work like it.
 */
import { ALL_CATEGORIES, type PortfolioFilter } from '@/content/portfolio-categories';

interface Categorised {
  categories: readonly string[];
}

/** All entries for "All"; otherwise those whose categories include the chosen one, in list order. */
export function filterByCategory<T extends Categorised>(entries: readonly T[], filter: PortfolioFilter): T[] {
  return filter === ALL_CATEGORIES ? [...entries] : entries.filter((entry) => entry.categories.includes(filter));
}

export interface Neighbours<T> {
  prev?: T;
  next?: T;
}

/** The entries before and after `slug` in list order; none past either end (the buttons disable). */
export function neighbours<T extends { slug: string }>(entries: readonly T[], slug: string): Neighbours<T> {
  const index = entries.findIndex((entry) => entry.slug === slug);
  if (index < 0) return {};
  return { prev: entries[index - 1], next: entries[index + 1] };
}

export function findBySlug<T extends { slug: string }>(entries: readonly T[], slug: string | undefined): T | undefined {
  return slug ? entries.find((entry) => entry.slug === slug) : undefined;
}

/**
 * The `count` entries most like the one at `slug`, for its page's "More work like this": those
 * sharing the most categories with it first, and among equals the earlier in list order. Never the
 * entry itself; entries sharing none fill the places that are left, in list order, so a project
 * whose kind is rare still offers `count`. None for an unknown slug.
 */
export function relatedEntries<T extends Categorised & { slug: string }>(entries: readonly T[], slug: string, count = 3): T[] {
  const self = entries.find((entry) => entry.slug === slug);
  if (!self) return [];
  const shared = (entry: T) => entry.categories.filter((category) => self.categories.includes(category)).length;
  return entries
    .filter((entry) => entry.slug !== slug)
    .map((entry, index) => ({ entry, index, score: shared(entry) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, count)
    .map(({ entry }) => entry);
}
