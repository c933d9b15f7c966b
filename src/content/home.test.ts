import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { variant } from '@/components/ui/img';
import { caseStudies } from './case-studies';
import { home } from './home';
import { homeReviews } from './home-reviews';
import { homeServiceCards } from './home-services';
import { site } from './site';

const publicFile = (src: string) => join(process.cwd(), 'public', src);

describe('home content', () => {
  it('has the 12 service cards in order, each with a description and a named mark for its image', () => {
    expect(homeServiceCards.map((c) => c.name)).toEqual([
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
    for (const card of homeServiceCards) {
      expect(card.description.length).toBeGreaterThan(40);
      // The phones' summary: a sentence of its own, short enough to read whole in a half-width cell.
      expect(card.summary, card.name).toMatch(/^[A-Z].*\.$/);
      expect(card.summary.length, card.name).toBeLessThanOrEqual(52);
      expect(card.mark.title.length, card.name).toBeGreaterThan(1);
      // A simple-icons logo (an SVG path) or a lucide pictogram (a component), never a letter badge.
      expect('path' in card.mark.icon ? card.mark.icon.path : card.mark.icon, card.name).toBeTruthy();
    }
  });

  it('leads each service card to a page of its own or to its own card on one, never six cards to one page top', async () => {
    const pages = new Map<string, number>();
    for (const card of homeServiceCards) {
      const [path = '', anchor] = card.to.split('#');
      const slug = path.replace(/^\//, '');
      const record = (await import(`./services/records/${slug}.json`)) as { default: { sections: { cards?: { id?: string; title: string }[] }[] } };
      if (anchor) {
        const target = record.default.sections.flatMap((section) => section.cards ?? []).find((c) => c.id === anchor);
        // The card it lands on is about the same thing (React JS -> React JS, Linux Server Administration -> Linux server administration).
        expect(target?.title.toLowerCase(), card.name).toContain(card.name.toLowerCase().split(' ')[0]);
      } else pages.set(path, (pages.get(path) ?? 0) + 1);
    }
    // Without an anchor, a page takes at most the two cards of one kind (Magento and Shopify: the store page).
    for (const [path, count] of pages) expect(count, path).toBeLessThanOrEqual(2);
  });

  it('has the hero image and its variants', () => {
    expect(existsSync(publicFile(home.hero.image.src))).toBe(true);
    for (const w of home.hero.image.widths) expect(existsSync(publicFile(variant(home.hero.image.src, w)))).toBe(true);
  });

  it('points every profile link, and the rating’s source, at a profile of the company identity', () => {
    for (const link of homeReviews.links) expect(site.profiles[link.profile]).toMatch(/^https:\/\//);
    expect(site.profiles[homeReviews.rating.profile]).toMatch(/^https:\/\//);
  });

  it('teases a case study that exists, with its headline result and the before/after figures it names', () => {
    const study = caseStudies.find((s) => s.pageUrl === home.caseStudy.pageUrl);
    expect(study?.headline[0]?.value).toBeTruthy();
    const labels = study?.outcomes.metrics.map((m) => m.label) ?? [];
    for (const label of home.caseStudy.metrics) expect(labels).toContain(label);
  });
});
