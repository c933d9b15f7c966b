// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { portfolio, portfolioFrame } from '../../src/content/portfolio';
import { frameFor, layoutNames, plan } from './portfolio-frames.mjs';

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

  it('never gives two consecutive pictures of one frame the same layout, and uses every layout', () => {
    const planned = plan(entries);
    const last = {};
    for (const entry of planned) {
      expect(layoutNames[entry.frame], entry.slug).toContain(entry.layout);
      expect(entry.layout, entry.slug).not.toBe(last[entry.frame]);
      last[entry.frame] = entry.layout;
    }
    for (const [i, entry] of planned.entries()) {
      const next = planned[i + 1];
      if (next) expect(`${entry.frame}/${entry.layout}`, entry.slug).not.toBe(`${next.frame}/${next.layout}`);
    }
    const used = new Set(planned.map((e) => `${e.frame}/${e.layout}`));
    for (const [frame, names] of Object.entries(layoutNames)) for (const name of names) expect(used, `${frame}/${name}`).toContain(`${frame}/${name}`);
  });

  it('pictures the Android apps in phones', () => {
    const planned = plan(entries);
    for (const entry of planned.filter((e) => e.categories.includes('ANDROID NATIVE APP'))) expect(entry.frame, entry.slug).toBe('phone');
  });
});
