import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { productPaths } from '@/content/products/paths';
import { servicePath, serviceSlugs } from '@/content/services/slugs';
import { aboutMenu, menuSectionOf, productsMenu, servicesMenu } from './menus';
import { footerColumns } from './navigation';

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

describe('the footer’s services', () => {
  const footerLinks = footerColumns.flatMap((column) => column.links);
  const headerLinks = servicesMenu.flatMap((column) => column.links);

  it('name every service the header’s menu lists as the menu does, and lead to the same page', () => {
    for (const link of headerLinks) {
      const inFooter = footerLinks.filter((footer) => footer.to === link.to);
      expect(inFooter.map((footer) => footer.label), link.to).toEqual([link.label]);
    }
  });

  it('never give one label to two pages between header and footer', () => {
    const pages = new Map<string, Set<string>>();
    for (const link of [...headerLinks, ...footerLinks]) pages.set(link.label, (pages.get(link.label) ?? new Set()).add(link.to));
    expect([...pages].filter(([, to]) => to.size > 1).map(([label]) => label)).toEqual([]);
  });
});
