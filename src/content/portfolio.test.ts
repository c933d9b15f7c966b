import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { variant } from '@/components/ui/img';
import { stripHtml } from '@/lib/text';
import { byFileName } from '@/testing/content';
import { listOf, object, oneOf, optional, problemsIn, text } from '@/testing/schema';
import { portfolio, type PortfolioData } from './portfolio';
import order from './portfolio/order.json' with { type: 'json' };
import { portfolioCategories, portfolioFilterCategories } from './portfolio-categories';
import { portfolioCategoryMarks } from './portfolio-category-marks';

const publicFile = (src: string) => join(process.cwd(), 'public', src);
const stored = byFileName(import.meta.glob<PortfolioData>('./portfolio/records/*.json', { eager: true, import: 'default' }));

/** PortfolioData, checked field by field: the JSON files are not seen by the type checker. */
const entrySchema = object<PortfolioData>({
  slug: text,
  title: text,
  description: text,
  imageAlt: text,
  url: optional(text),
  categories: listOf(oneOf(...portfolioCategories)),
  challenge: text,
  result: text,
  built: optional(listOf(text)),
});

describe('stored portfolio entries (portfolio/records/<slug>.json)', () => {
  it.each(Object.entries(stored))('%s.json has every field of PortfolioData, each of its type, and no other', (file, data) => {
    expect(problemsIn(`src/content/portfolio/records/${file}.json`, data, entrySchema)).toEqual([]);
  });

  // The detail page writes the description into its markup as it is: only these plain tags, with
  // no attributes, so a record can never carry a script, a handler or a style into the page.
  it.each(Object.entries(stored))('%s.json describes the project in <p>, <ul>, <li> and <strong> only', (_file, data) => {
    const tags = data.description.match(/<[^>]*>/g) ?? [];
    expect(tags.filter((tag) => !/^<\/?(p|ul|li|strong)>$/.test(tag))).toEqual([]);
  });

  it('names every file by its slug, and lists each once in order.json', () => {
    for (const [file, data] of Object.entries(stored)) expect(data.slug).toBe(file);
    expect([...order].sort()).toEqual(Object.keys(stored).sort());
    expect(new Set(order).size).toBe(order.length);
  });
});

describe('portfolio content', () => {
  it('has about 22 entries with unique, URL-safe slugs', () => {
    expect(portfolio.length).toBeGreaterThanOrEqual(20);
    const slugs = portfolio.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('includes the entries known by their slugs', () => {
    const slugs = portfolio.map((p) => p.slug);
    for (const slug of ['cs-by-kp-app', 'ca-website', 'infor-sx-erp-web-application-and-reporting', 'fitpass-network', 'leads-database']) {
      expect(slugs).toContain(slug);
    }
  });

  it('has the 12 categories, each used by at least one entry', () => {
    expect(portfolioCategories).toHaveLength(12);
    for (const category of portfolioCategories) {
      expect(portfolio.some((p) => p.categories.includes(category)), category).toBe(true);
    }
    for (const entry of portfolio) {
      expect(entry.categories.length).toBeGreaterThan(0);
      for (const c of entry.categories) expect(portfolioCategories).toContain(c);
    }
  });

  it('offers every entry under at least one filter button', () => {
    expect(portfolioFilterCategories).toHaveLength(11);
    for (const entry of portfolio) {
      expect(entry.categories.some((c) => (portfolioFilterCategories as readonly string[]).includes(c)), entry.slug).toBe(true);
    }
  });

  it('lists the client ERP roles in one description', () => {
    const erp = portfolio.find((p) => p.slug === 'infor-sx-erp-web-application-and-reporting');
    const text = stripHtml(erp?.description ?? '');
    for (const role of ['Super Administrator', 'Corporate Top Level', 'Regional Managers', 'Branch Managers', 'Managers', 'Accounts', 'Sales Reps inside/outside', 'Delivery Person', 'General Staff']) {
      expect(text).toContain(role);
    }
  });

  it('has at least one entry without a url, and every url is absolute https', () => {
    expect(portfolio.some((p) => !p.url)).toBe(true);
    for (const p of portfolio) if (p.url) expect(p.url).toMatch(/^https:\/\//);
  });

  it('has descriptions long enough for every excerpt rule and an image file with alt text for each entry', () => {
    for (const p of portfolio) {
      expect(stripHtml(p.description).length, p.slug).toBeGreaterThan(150);
      expect(p.title.trim()).not.toBe('');
      expect(p.image.alt.length, p.slug).toBeGreaterThan(10);
      expect(existsSync(publicFile(p.image.src)), p.image.src).toBe(true);
      for (const w of p.image.widths ?? []) expect(existsSync(publicFile(variant(p.image.src, w))), `${p.slug} ${w}`).toBe(true);
    }
  });
});

describe('portfolio category marks', () => {
  it('gives every category a named mark', () => {
    expect(Object.keys(portfolioCategoryMarks).sort()).toEqual([...portfolioCategories].sort());
    for (const mark of Object.values(portfolioCategoryMarks)) expect(mark.title.length).toBeGreaterThan(1);
  });
});
