import { portfolio } from '@/content/portfolio';
import { ALL_CATEGORIES } from '@/content/portfolio-categories';
import { filterByCategory, findBySlug, neighbours, relatedEntries } from './portfolio-filter';

const items = [
  { slug: 'a', categories: ['ERP', 'LARAVEL'] },
  { slug: 'b', categories: ['WORDPRESS'] },
  { slug: 'c', categories: ['LARAVEL'] },
] as const;

describe('filterByCategory', () => {
  it('returns every entry for All, in list order', () => {
    expect(filterByCategory(items, ALL_CATEGORIES).map((i) => i.slug)).toEqual(['a', 'b', 'c']);
  });
  it('returns only entries carrying the chosen category', () => {
    expect(filterByCategory(items, 'LARAVEL').map((i) => i.slug)).toEqual(['a', 'c']);
    expect(filterByCategory(items, 'PWA')).toEqual([]);
  });
  it('on the real data, every entry of a filter carries it', () => {
    const erp = filterByCategory(portfolio, 'ERP');
    expect(erp.length).toBeGreaterThan(0);
    expect(erp.every((e) => e.categories.includes('ERP'))).toBe(true);
  });
});

describe('neighbours', () => {
  it('has no Prev on the first entry and no Next on the last', () => {
    expect(neighbours(items, 'a')).toEqual({ prev: undefined, next: items[1] });
    expect(neighbours(items, 'c')).toEqual({ prev: items[1], next: undefined });
    expect(neighbours(items, 'b')).toEqual({ prev: items[0], next: items[2] });
  });
  it('has neither for an unknown slug', () => {
    expect(neighbours(items, 'zzz')).toEqual({});
  });
});

describe('findBySlug', () => {
  it('finds an entry or nothing', () => {
    expect(findBySlug(portfolio, 'fitpass-network')?.title).toBe('Fitpass Network');
    expect(findBySlug(portfolio, 'no-such-project')).toBeUndefined();
    expect(findBySlug(portfolio, undefined)).toBeUndefined();
  });
});

describe('relatedEntries', () => {
  const list = [
    { slug: 'self', categories: ['PWA', 'REACT JS', 'LARAVEL'] },
    { slug: 'none-1', categories: ['WORDPRESS'] },
    { slug: 'one-1', categories: ['LARAVEL', 'ERP'] },
    { slug: 'two-1', categories: ['PWA', 'LARAVEL'] },
    { slug: 'one-2', categories: ['PWA'] },
    { slug: 'three', categories: ['LARAVEL', 'REACT JS', 'PWA', 'E-COMMERCE'] },
    { slug: 'none-2', categories: ['CORE PHP'] },
  ];
  const slugs = (entries: readonly { slug: string }[]) => entries.map((entry) => entry.slug);

  it('puts the entries sharing the most categories first, equals in list order', () => {
    expect(slugs(relatedEntries(list, 'self'))).toEqual(['three', 'two-1', 'one-1']);
    expect(slugs(relatedEntries(list, 'self', 5))).toEqual(['three', 'two-1', 'one-1', 'one-2', 'none-1']);
  });

  it('never offers the entry itself, and fills with unrelated entries in list order', () => {
    const offered = slugs(relatedEntries(list, 'none-1', 3));
    expect(offered).not.toContain('none-1');
    // WORDPRESS is shared with nobody: the first three others, in list order.
    expect(offered).toEqual(['self', 'one-1', 'two-1']);
  });

  it('offers nothing for an unknown slug, and at most what the list has', () => {
    expect(relatedEntries(list, 'zzz')).toEqual([]);
    expect(relatedEntries(list.slice(0, 2), 'self')).toHaveLength(1);
  });

  it('on the real data, every project gets three others, each sharing at least as much as any left out', () => {
    for (const entry of portfolio) {
      const related = relatedEntries(portfolio, entry.slug);
      expect(related, entry.slug).toHaveLength(3);
      expect(related.map((r) => r.slug), entry.slug).not.toContain(entry.slug);
      const shared = (other: (typeof portfolio)[number]) => other.categories.filter((c) => entry.categories.includes(c)).length;
      const least = Math.min(...related.map(shared));
      const left = portfolio.filter((other) => other.slug !== entry.slug && !related.includes(other));
      expect(Math.max(...left.map(shared)), entry.slug).toBeLessThanOrEqual(least);
      // The page says they share its technologies or kind of work: each shares a category.
      expect(least, entry.slug).toBeGreaterThan(0);
    }
  });

  it('for Fitpass Network offers the other progressive web apps and React projects', () => {
    expect(slugs(relatedEntries(portfolio, 'fitpass-network'))).toEqual(['noida-homes-listing', 'logistics-tracking-pwa', 'restaurant-ordering-pwa']);
  });
});
