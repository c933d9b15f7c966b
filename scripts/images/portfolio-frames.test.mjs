// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { portfolio, portfolioFrame } from '../../src/content/portfolio';
import { frameFor, layoutDescriptions, layoutNames, plan } from './portfolio-frames.mjs';

const entries = portfolio.map(({ slug, title, categories }) => ({ slug, title, categories: [...categories] }));

describe('portfolio picture frames and layouts', () => {
  it('frames apps in a phone, ERP and business applications on a laptop, sites and stores in a browser', () => {
    expect(frameFor(['ANDROID NATIVE APP', 'LARAVEL'])).toBe('phone');
    expect(frameFor(['PWA', 'REACT JS'])).toBe('phone');
    expect(frameFor(['ANDROID NATIVE APP', 'ERP'])).toBe('phone');
    expect(frameFor(['ERP', 'CAKE PHP'])).toBe('laptop');
    expect(frameFor(['CORE PHP', 'CUSTOM APPLICATION'])).toBe('laptop');
    expect(frameFor(['E-COMMERCE', 'WORDPRESS'])).toBe('browser');
    expect(frameFor(['INFORMATIVE WEBSITE'])).toBe('browser');
  });

  it('agrees with the frame the site names on each picture', () => {
    for (const entry of portfolio) expect(portfolioFrame(entry.categories), entry.slug).toBe(frameFor([...entry.categories]));
  });

  it('gives every entry a layout of its own frame that no other entry has, and uses every layout', () => {
    const planned = plan(entries);
    for (const entry of planned) expect(layoutNames[entry.frame], entry.slug).toContain(entry.layout);
    const owners = new Map();
    for (const entry of planned) {
      expect(owners.get(entry.layout), `${entry.slug} shares ${entry.layout}`).toBeUndefined();
      owners.set(entry.layout, entry.slug);
    }
    for (const names of Object.values(layoutNames)) for (const name of names) expect(owners.has(name), name).toBe(true);
    for (const name of Object.values(layoutNames).flat()) expect(layoutDescriptions[name], name).toBeTruthy();
  });

  it('tells apart the pairs the design review found alike', () => {
    const layoutOf = Object.fromEntries(plan(entries).map((e) => [e.slug, e.layout]));
    for (const [a, b] of [
      ['infor-sx-erp-web-application-and-reporting', 'manufacturing-inventory-erp'],
      ['ca-website', 'coaching-institute-portal'],
      ['noida-homes-listing', 'builder-project-microsite'],
      ['spice-route-store', 'handicraft-marketplace'],
      ['leads-database', 'property-rental-manager'],
      ['cs-by-kp-app', 'clinic-appointments-app'],
    ]) {
      expect(layoutOf[a], a).toBeTruthy();
      expect(layoutOf[a], `${a} / ${b}`).not.toBe(layoutOf[b]);
    }
  });

  it('gives a new entry a free layout of its frame, and once a frame is full never the one the previous entry of it had', () => {
    const extra = (slug, categories) => ({ slug, title: slug, categories });
    const withNew = plan([...entries, extra('new-school-erp', ['ERP'])]);
    const added = withNew[withNew.length - 1];
    expect(added.frame).toBe('laptop');
    const laptops = withNew.filter((e) => e.frame === 'laptop');
    if (laptops.length <= layoutNames.laptop.length) expect(new Set(laptops.map((e) => e.layout)).size).toBe(laptops.length);
    const many = plan(Array.from({ length: 9 }, (_, i) => extra(`shop-${i}`, ['E-COMMERCE'])).concat(Array.from({ length: 6 }, (_, i) => extra(`store-${i}`, ['E-COMMERCE']))));
    expect(new Set(many.slice(0, layoutNames.browser.length).map((e) => e.layout)).size).toBe(layoutNames.browser.length);
    for (let i = 1; i < many.length; i++) expect(many[i].layout, many[i].slug).not.toBe(many[i - 1].layout);
  });

  it('has a screen drawn for every layout in scripts/images/portfolio.mjs', () => {
    const source = readFileSync('scripts/images/portfolio.mjs', 'utf8');
    for (const name of Object.values(layoutNames).flat()) {
      const key = /^[a-z]+$/.test(name) ? name : `'${name}'`;
      expect(source, name).toContain(`  ${key}(c`);
    }
  });

  it('pictures the Android apps in phones', () => {
    const planned = plan(entries);
    for (const entry of planned.filter((e) => e.categories.includes('ANDROID NATIVE APP'))) expect(entry.frame, entry.slug).toBe('phone');
  });
});
