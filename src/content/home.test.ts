import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { variant } from '@/components/ui/img';
import { home } from './home';
import { site } from './site';

const publicFile = (src: string) => join(process.cwd(), 'public', src);

describe('home content', () => {
  it('has the 12 service cards in order, each with a description and an existing image', () => {
    expect(home.services.cards.map((c) => c.name)).toEqual([
      'Laravel',
      'Magento',
      'React JS',
      'Vue JS',
      'React Native',
      'Shopify',
      'Custom PHP',
      'WordPress',
      'SEO',
      'Digital Marketing',
      'CakePHP',
      'Linux Server Administration',
    ]);
    for (const card of home.services.cards) {
      expect(card.description.length).toBeGreaterThan(40);
      expect(existsSync(publicFile(card.image.src)), card.image.src).toBe(true);
    }
  });

  it('has the hero image and its variants', () => {
    expect(existsSync(publicFile(home.hero.image.src))).toBe(true);
    for (const w of home.hero.image.widths) expect(existsSync(publicFile(variant(home.hero.image.src, w)))).toBe(true);
  });

  it('points every profile link at a profile of the company identity', () => {
    for (const link of home.profiles.links) expect(site.profiles[link.profile]).toMatch(/^https:\/\//);
  });
});
