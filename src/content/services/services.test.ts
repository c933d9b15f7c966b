import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { variant } from '@/components/ui/img';
import { paths } from '@/config/paths';
import { portfolio } from '@/content/portfolio';
import { serviceSlugs, type ServiceSlug } from '@/content/services/slugs';
import { site } from '@/content/site';
import type { ImageAsset } from '@/content/types';
import { serviceDataByFile, serviceRecord, serviceRecordsByFile } from '@/testing/content';
import { fact, faq, flag, listOf, object, oneOf, optional, problemsIn, text } from '@/testing/schema';
import { serviceIcons } from './icons';
import type { ServiceData, ServiceRecord, ServiceSectionData } from './types';

const records = Object.values(serviceRecordsByFile);
const publicDir = resolve(process.cwd(), 'public');
const fiveFaqPages: ServiceSlug[] = ['web-design', 'ui-ux-design', 'mobile-development', 'web-development'];

/** Every string of a record, for checking that a fact is on the right page. */
function textOf(record: ServiceRecord): string {
  return JSON.stringify(record);
}

function imageFiles(image: ImageAsset): string[] {
  return [image.src, ...(image.widths ?? []).map((w) => variant(image.src, w))];
}

/** ServiceData, checked field by field: the JSON files are not seen by the type checker. */
const serviceSchema = object<ServiceData>({
  slug: oneOf(...serviceSlugs),
  category: oneOf('Web and Mobile Application', 'Digital Marketing', 'Design', 'Websites and Content'),
  title: text,
  heading: text,
  serviceType: text,
  description: text,
  keywords: listOf(text),
  lead: text,
  facts: listOf(fact),
  intro: object<ServiceData['intro']>({ heading: text, paragraphs: listOf(text), imageAlt: text }),
  sections: listOf(
    object<ServiceSectionData>({
      heading: text,
      offers: optional(flag),
      numbered: optional(flag),
      paragraphs: optional(listOf(text)),
      cards: optional(listOf(object<NonNullable<ServiceSectionData['cards']>[number]>({ title: text, text, icon: optional(oneOf(...Object.keys(serviceIcons))), id: optional(text) }))),
      bullets: optional(listOf(text)),
      link: optional(object<NonNullable<ServiceSectionData['link']>>({ label: text, path: oneOf(...Object.keys(paths).filter((key) => typeof paths[key as keyof typeof paths] === 'string')) })),
    }),
  ),
  work: optional(object<NonNullable<ServiceData['work']>>({ heading: text, projects: listOf(oneOf(...portfolio.map((entry) => entry.slug))) })),
  contactPrompt: text,
  faqs: listOf(faq),
});

/** Services that build or design something: each shows projects of its kind; marketing has results instead. */
const marketing = records.filter((record) => record.category === 'Digital Marketing').map((record) => record.slug);

describe('stored service records (records/<slug>.json)', () => {
  it.each(Object.entries(serviceDataByFile))('%s.json has every field of ServiceData, each of its type, and no other', (file, data) => {
    expect(problemsIn(`src/content/services/records/${file}.json`, data, serviceSchema)).toEqual([]);
  });
});

describe('service records', () => {
  it('gives card anchors as an address writes them, each once on its page', () => {
    for (const record of records) {
      const ids = record.sections.flatMap((section) => section.cards ?? []).flatMap((card) => card.id ?? []);
      for (const id of ids) expect(id, record.slug).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(new Set(ids).size, record.slug).toBe(ids.length);
    }
  });

  it('has exactly one record per service route, in a file named by its own slug', () => {
    expect(Object.keys(serviceRecordsByFile).sort()).toEqual([...serviceSlugs].sort());
    for (const [file, record] of Object.entries(serviceRecordsByFile)) expect(record.slug).toBe(file);
  });

  it.each(['slug', 'title', 'heading', 'description'] as const)('has a unique %s on every record', (field) => {
    const values = records.map((r) => r[field]);
    expect(new Set(values).size).toBe(records.length);
  });

  it.each(records.map((r) => [r.slug, r] as const))('%s: description is 50-160 characters', (_slug, record) => {
    expect(record.description.length).toBeGreaterThanOrEqual(50);
    expect(record.description.length).toBeLessThanOrEqual(160);
  });

  it.each(records.map((r) => [r.slug, r] as const))('%s: has 4-5 distinct FAQs (exactly 5 on the design and development pages)', (slug, record) => {
    const expected = fiveFaqPages.includes(slug) ? [5] : [4, 5];
    expect(expected).toContain(record.faqs.length);
    expect(new Set(record.faqs.map((f) => f.question)).size).toBe(record.faqs.length);
    for (const faq of record.faqs) expect(faq.answer.length).toBeGreaterThan(40);
  });

  it.each(records.map((r) => [r.slug, r] as const))('%s: has a contact prompt, facts, copy and no hard-coded contact details', (_slug, record) => {
    expect(record.contactPrompt).toMatch(/\S{3,}/);
    expect(record.facts.length).toBe(3);
    expect(record.sections.length).toBeGreaterThanOrEqual(2);
    const text = textOf(record);
    expect(text).not.toContain(site.salesEmail);
    expect(text).not.toContain(site.phone.display);
    expect(text).not.toMatch(/lorem ipsum/i);
  });

  it.each(Object.entries(serviceDataByFile))('%s: one band of what it offers, its cards with a pictogram each; steps without', (_file, data) => {
    const offers = data.sections.filter((section) => section.offers);
    expect(offers).toHaveLength(1);
    for (const section of data.sections) {
      if (!section.cards) {
        expect(section.offers, section.heading).toBeUndefined();
        continue;
      }
      expect(section.offers && section.numbered, `${section.heading}: offers or steps, not both`).toBeFalsy();
      const icons = section.cards.map((card) => card.icon);
      if (section.numbered) expect(icons.every((icon) => icon === undefined), section.heading).toBe(true);
      else expect(icons.every((icon) => icon !== undefined), section.heading).toBe(true);
    }
    // What a service offers reads as a list to go through: no two cards share a pictogram.
    const offerIcons = offers.flatMap((section) => section.cards?.map((card) => card.icon) ?? []);
    expect(new Set(offerIcons).size).toBe(offerIcons.length);
  });

  it.each(records.map((r) => [r.slug, r] as const))('%s: every image exists under public/ and the illustration has alt text', (_slug, record) => {
    for (const file of [...imageFiles(record.hero), ...imageFiles(record.intro.image)]) {
      expect(existsSync(`${publicDir}${file}`), file).toBe(true);
    }
    expect(record.intro.image.alt.length).toBeGreaterThan(10);
  });

  it.each(records.map((r) => [r.slug, r] as const))('%s: three projects of its kind from the portfolio, unless it is marketing', (slug, record) => {
    if (marketing.includes(slug)) {
      expect(record.work).toBeUndefined();
      return;
    }
    const projects = record.work?.projects ?? [];
    expect(projects).toHaveLength(3);
    expect(new Set(projects).size).toBe(3);
    expect(record.work?.heading).toMatch(/we have (built|designed)$/);
  });

  it('writes rupee amounts with Indian digit grouping', () => {
    const amounts = records.flatMap((r) => textOf(r).match(/₹\d[\d,]*\d/g) ?? []);
    expect(amounts.length).toBeGreaterThan(0);
    for (const amount of amounts) expect(amount).toMatch(/^₹(\d{1,3}|\d{1,2}(,\d{2})*,\d{3})$/);
  });
});

describe('the facts each service page must state', () => {
  const has = (slug: ServiceSlug, ...facts: (string | RegExp)[]) => {
    const text = textOf(serviceRecord(slug));
    for (const fact of facts) expect(text, String(fact)).toMatch(fact);
  };

  it('e-commerce application: B2B and B2C, apps, management, SMS, e-mail, payments, tags, Magento and WordPress', () => {
    has('e-commerce-application', 'B2B', 'B2C', 'Android', 'iOS', 'Product management', 'Customer management', 'Order management', 'SMS gateway', 'Transactional e-mail', /prepaid/i, /cash on delivery/i, 'Tagged products', 'Magento', 'WordPress');
  });

  it('e-commerce service: store builds on Magento, WooCommerce, Shopify and custom code', () => {
    has('e-commerce-application-service', 'Magento', 'WooCommerce', 'Shopify', 'Custom build');
  });

  it('business website: 4-5 pages in 2-3 weeks', () => {
    has('business-website', '4-5 pages', '2-3 weeks');
  });

  it('ERP: every module it offers', () => {
    has('enterprise-resource-planning', 'Multi-role access', 'Integrations', 'Branches', 'Inventory', 'Order lifecycle', 'CRM', 'Warehouse', 'Documents', 'Alerts and chat', /Maps/, /search-provider/, '10+ years');
  });

  it('web design: six kinds, 2 to 6 weeks, ₹15,000 to ₹1,00,000 or more', () => {
    has('web-design', 'Custom website design', 'Mobile-friendly design', 'Landing pages', 'E-commerce design', 'Corporate websites', 'Website redesign', '2-6 weeks', '₹15,000', '₹1,00,000 or more');
  });

  it('UI/UX: mobile app and web design in four steps', () => {
    has('ui-ux-design', /mobile app/i, /web application/i, '"Analysis"', '"Structure"', '"Refinement"', '"Delivery"');
  });

  it('mobile development from ₹50,000; web development on front-end frameworks and a PHP back-end framework', () => {
    has('mobile-development', 'From ₹50,000', '6-12 weeks');
    has('web-development', 'React', 'Vue.js', 'Laravel', /PHP back-end framework/);
  });

  it('SEO: results in 3-6 months', () => {
    has('search-engine-optimization', '3-6 months', /3 to 6 months/);
  });
});
