import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { productPaths } from '@/content/products/paths';
import { servicePath, serviceSlugs } from '@/content/services/slugs';
import { aboutMenu, menuSectionOf, productsMenu, servicesMenu } from './menus';

describe('menuSectionOf', () => {
  it('puts every page its menus list in that menu’s section', () => {
    for (const link of aboutMenu) expect(menuSectionOf(link.to), link.to).toBe('about');
    for (const link of servicesMenu.flatMap((column) => column.links)) expect(menuSectionOf(link.to), link.to).toBe('services');
    for (const link of productsMenu) expect(menuSectionOf(link.to), link.to).toBe('products');
  });

  it('lists every page of the about and products sections in their menus: the About page first, the products index last', () => {
    expect(aboutMenu[0]?.to).toBe(paths.about);
    expect(productsMenu.map((link) => link.to)).toEqual([productPaths.marketplace, productPaths.realEstate, paths.products]);
  });

  it('counts every service page as SERVICES’, listed in its menu or not, and every product page and the index as PRODUCTS’', () => {
    for (const slug of serviceSlugs) expect(menuSectionOf(servicePath(slug)), slug).toBe('services');
    for (const path of [paths.products, ...Object.values(productPaths)]) expect(menuSectionOf(path), path).toBe('products');
  });

  it('reads a trailing slash as the same page, and leaves pages outside the dropdowns unmarked', () => {
    expect(menuSectionOf('/web-development/')).toBe('services');
    expect(menuSectionOf('/about/')).toBe('about');
    for (const path of [paths.home, paths.portfolio, paths.portfolioDetail('her-bazaar'), paths.caseStudies, paths.quote, paths.contact, paths.blog, '/nowhere']) {
      expect(menuSectionOf(path), path).toBeNull();
    }
  });
});
