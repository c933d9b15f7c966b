import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { variant } from '@/components/ui/img';
import { serviceSlugs } from '@/content/services/slugs';
import { about } from './about';
import { careers } from './careers';
import { clients } from './clients';
import { caseStudies } from './case-studies';
import { clientIndustries, clientsProof } from './clients-page';
import { BLOG_PAGE_SIZE, POST_PAGE_SIZE, posts, recentPosts } from './posts';
import type { ImageAsset } from './types';
import { whatWeDo } from './what-we-do';

const publicDir = resolve(__dirname, '../../public');

function expectImageFiles(image: ImageAsset) {
  expect(image.alt.trim(), `${image.src} has alt text`).not.toBe('');
  expect(existsSync(`${publicDir}${image.src}`), `${image.src} exists`).toBe(true);
  for (const w of image.widths ?? []) {
    expect(existsSync(`${publicDir}${variant(image.src, w)}`), `${variant(image.src, w)} exists`).toBe(true);
  }
}

describe('about content', () => {
  it('has the four FAQ topics, with distinct questions', () => {
    expect(about.faqs).toHaveLength(4);
    expect(new Set(about.faqs.map((f) => f.question)).size).toBe(4);
    const [build, results, mission, design] = about.faqs;
    expect(build?.answer).toMatch(/2\u20134 weeks/);
    expect(build?.answer).toMatch(/6\u201312 weeks/);
    expect(results?.answer).toMatch(/3\u20136 months/);
    expect(results?.answer).toMatch(/ads/i);
    expect(mission?.question).toMatch(/mission/i);
    expect(design?.question).toMatch(/design/i);
  });

  it('states the company facts and its standard in its own words (no invented people, no quote it signs)', () => {
    const text = [...about.timeline.flatMap((step) => [step.when, step.title, step.text]), ...about.story, ...about.facts.map((f) => `${f.value} ${f.label}`)].join(' ');
    expect(text).toMatch(/November 2015/);
    expect(text).toMatch(/200\+/);
    expect(text).toMatch(/5 star/);
    expect(text).toMatch(/top.rated/i);
    expect(text).toMatch(/10\+ years/);
    expect(about.standard.text.length).toBeGreaterThan(80);
    expect(JSON.stringify(about)).not.toMatch(/"quote"/);
  });
});

describe('careers content', () => {
  it('lists the web developer skills and the business development duties', () => {
    const [developer, bde] = careers.openings;
    expect(developer?.items).toEqual([
      'Custom PHP development',
      'Magento 2',
      'CakePHP',
      'React Native',
      'API creation and integration',
      'Vue.js',
      'React.js',
      'Progressive web apps (PWA)',
    ]);
    const duties = bde?.items.join(' ') ?? '';
    for (const duty of [/clients/i, /social media marketing/i, /online .*profiles/i, /promote our products/i]) {
      expect(duties).toMatch(duty);
    }
  });

  it('describes a hiring process without figures', () => {
    expect(careers.process.length).toBeGreaterThanOrEqual(3);
    expect(careers.process.map((s) => s.text).join(' ')).not.toMatch(/\d/);
  });
});

describe('clients content', () => {
  it('has 12 distinct clients, exactly one without a link', () => {
    expect(clients).toHaveLength(12);
    expect(new Set(clients.map((c) => c.id)).size).toBe(12);
    expect(new Set(clients.map((c) => c.title)).size).toBe(12);
    expect(clients.filter((c) => !c.url)).toHaveLength(1);
  });

  it('links only to example.com sites over https, and every logo exists', () => {
    for (const client of clients) {
      if (client.url) expect(client.url).toMatch(/^https:\/\/[a-z0-9-]+\.example\.com\/$/);
      expect(client.image.alt).toBe(client.title);
      expectImageFiles(client.image);
    }
  });

  it('names eight industries with what we build for each', () => {
    expect(clientIndustries.items).toHaveLength(8);
    for (const industry of clientIndustries.items) {
      expect(industry.text.length, industry.name).toBeGreaterThan(30);
      expect(industry.mark.title).toBe(industry.name);
    }
  });

  it('takes the clients’ results from headlines their case studies have, from two different studies', () => {
    expect(new Set(clientsProof.figures.map((f) => f.study)).size).toBe(clientsProof.figures.length);
    for (const { study, headline } of clientsProof.figures) {
      const record = caseStudies.find((s) => s.pageUrl === study);
      expect(record?.headline.map((h) => h.label), study).toContain(headline);
    }
  });
});

describe('what we do content', () => {
  it('has the four offerings linking to their service pages', () => {
    expect(whatWeDo.offerings.map((o) => o.slug)).toEqual([
      'e-commerce-application',
      'intranet-applications',
      'business-website',
      'search-engine-optimization',
    ]);
    for (const offering of whatWeDo.offerings) {
      expect(serviceSlugs).toContain(offering.slug);
      expectImageFiles(offering.image);
    }
    expect(whatWeDo.offerings[1]?.title).toMatch(/ERP/);
    expect(whatWeDo.offerings[1]?.title).toMatch(/intranet/i);
  });
});

describe('blog posts', () => {
  it('has 5 posts with unique slugs and titles, newest first', () => {
    expect(posts).toHaveLength(5);
    expect(new Set(posts.map((p) => p.slug)).size).toBe(5);
    expect(new Set(posts.map((p) => p.title)).size).toBe(5);
    const dates = posts.map((p) => p.datePublished);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('opens with the post about removing unwanted objects from pictures', () => {
    expect(posts[0]?.title).toBe('How to Remove Unwanted Objects from Pictures');
  });

  it('gives every post a full body, a short excerpt, a valid date and its image', () => {
    for (const post of posts) {
      expect(post.body.length).toBeGreaterThanOrEqual(4);
      expect(post.body.length).toBeLessThanOrEqual(6);
      expect(post.excerpt.length).toBeLessThanOrEqual(200);
      expect(Number.isNaN(Date.parse(post.datePublished))).toBe(false);
      expect(post.date).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
      expect(new Date(post.datePublished).getFullYear()).toBe(Number(post.date.slice(-4)));
      expectImageFiles(post.image);
    }
  });

  it('heads every paragraph after the opening one with a heading of its own', () => {
    for (const post of posts) {
      expect(post.headings, post.slug).toHaveLength(post.body.length - 1);
      expect(new Set(post.headings).size, post.slug).toBe(post.headings.length);
      for (const heading of post.headings) expect(heading.trim().length, post.slug).toBeGreaterThan(8);
    }
  });

  it('uses page sizes 3 and 1 and lists the 3 newest as recent posts with their pages', () => {
    expect(BLOG_PAGE_SIZE).toBe(3);
    expect(POST_PAGE_SIZE).toBe(1);
    const recent = recentPosts();
    expect(recent).toHaveLength(3);
    expect(recent.map((r) => r.page)).toEqual([1, 2, 3]);
    expect(recent.map((r) => r.post)).toEqual(posts.slice(0, 3));
    expect(recentPosts(3, 1).map((r) => r.page)).toEqual([2, 3, 4]);
  });
});
