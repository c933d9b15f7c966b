/** Portfolio list rules: filtering by category, finding an entry, Prev/Next in list order. */
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
