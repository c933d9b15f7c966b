import { portfolio } from '@/content/portfolio';
import { ALL_CATEGORIES } from '@/content/portfolio-categories';
import { filterByCategory, findBySlug, neighbours } from './portfolio-filter';

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
