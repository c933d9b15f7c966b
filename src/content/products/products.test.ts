import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { variant } from '@/components/ui/img';
import { paths } from '@/config/paths';
import { productPaths } from '@/content/products/paths';
import { site } from '@/content/site';
import type { ImageAsset } from '@/content/types';
import { fact, listOf, object, oneOf, optional, problemsIn, text, titledText } from '@/testing/schema';
import { productCards } from './catalogue';
import { productsById } from './records';
import { productIcons } from './icons';
import type { ProductData, ProductId, ProductPointData } from './types';

const records = Object.values(productsById);
const publicDir = resolve(process.cwd(), 'public');
const files = (image: ImageAsset) => [image.src, ...(image.widths ?? []).map((w) => variant(image.src, w))];

const stored = import.meta.glob<ProductData>('./data/*.json', { eager: true, import: 'default' });
type HowItWorks = ProductData['howItWorks'];

/** ProductData, checked field by field: the JSON files are not seen by the type checker. */
const point = object<ProductPointData>({ title: text, text, icon: oneOf(...Object.keys(productIcons)) });

const productSchema = object<ProductData>({
  id: oneOf('marketplace', 'realEstate', 'womenMarketplace'),
  kind: text,
  tagline: text,
  title: text,
  description: text,
  keywords: listOf(text),
  schema: object<ProductData['schema']>({
    serviceType: text,
    offer: optional(object<NonNullable<ProductData['schema']['offer']>>({ price: text, description: text })),
  }),
  facts: optional(listOf(fact)),
  about: object<ProductData['about']>({ heading: text, paragraphs: listOf(text), imageAlt: text }),
  heroScreens: optional(listOf(text)),
  screens: object<ProductData['screens']>({
    items: listOf(object<ProductData['screens']['items'][number]>({ image: text, title: text, alt: text })),
  }),
  problems: object<ProductData['problems']>({ heading: text, items: listOf(point) }),
  categories: object<ProductData['categories']>({ heading: text, items: listOf(text) }),
  offers: object<ProductData['offers']>({
    heading: text,
    audiences: listOf(object<ProductData['offers']['audiences'][number]>({ heading: text, screen: text, items: listOf(point) })),
  }),
  howItWorks: object<HowItWorks>({
    heading: text,
    screen: text,
    tracks: listOf(object<HowItWorks['tracks'][number]>({ heading: text, steps: listOf(titledText) })),
    checklist: optional(object<NonNullable<HowItWorks['checklist']>>({ heading: text, items: listOf(text), note: text })),
  }),
});

describe('stored product records (data/<art name>.json)', () => {
  it.each(Object.entries(stored))('%s has every field of ProductData, each of its type, and no other', (file, data) => {
    expect(problemsIn(`src/content/products/${file.replace(/^\.\//, '')}`, data, productSchema)).toEqual([]);
  });

  it('names each product only through {name}, so a new name in site.ts reaches every sentence', () => {
    for (const [id, record] of Object.entries(productsById)) {
      const text = JSON.stringify(record);
      expect(text).not.toContain('{name}');
      expect(text, id).toContain(`About ${record.name}`);
    }
  });
});

describe('product records', () => {
  it('has one record per product page, with the name, address and path from site.ts and paths', () => {
    const expected: Record<ProductId, { path: string; site: { name: string; url: string } }> = {
      marketplace: { path: productPaths.marketplace, site: site.products.marketplace },
      realEstate: { path: productPaths.realEstate, site: site.products.realEstate },
      womenMarketplace: { path: productPaths.womenMarketplace, site: site.products.womenMarketplace },
    };
    expect(Object.keys(productsById).sort()).toEqual(Object.keys(expected).sort());
    for (const [id, record] of Object.entries(productsById)) {
      const want = expected[id as ProductId];
      expect(record.id).toBe(id);
      expect(record.path).toBe(want.path);
      expect(record.name).toBe(want.site.name);
      expect(record.url).toBe(want.site.url);
    }
  });

  it.each(['path', 'title', 'description'] as const)('has a unique %s on every record', (field) => {
    expect(new Set(records.map((r) => r[field])).size).toBe(records.length);
  });

  it.each(records.map((r) => [r.id, r] as const))('%s: description 50-160 characters, every section filled', (_id, record) => {
    expect(record.description.length).toBeGreaterThanOrEqual(50);
    expect(record.description.length).toBeLessThanOrEqual(160);
    expect(record.problems.items.length).toBeGreaterThanOrEqual(3);
    expect(record.categories.items.length).toBeGreaterThanOrEqual(5);
    expect(record.offers.audiences.length).toBe(2);
    expect(record.howItWorks.tracks.flatMap((t) => t.steps).length).toBeGreaterThanOrEqual(3);
  });

  it('shows three screens of each product with a page, each file under public/ with alt text and a caption, each once: beside an audience or the steps', () => {
    for (const id of Object.keys(productsById) as ProductId[]) {
      const { screens, offers, howItWorks } = productsById[id];
      expect(screens.items, id).toHaveLength(3);
      for (const { image, title } of screens.items) {
        for (const file of files(image)) expect(existsSync(`${publicDir}${file}`), file).toBe(true);
        expect(image.alt.length, image.src).toBeGreaterThan(20);
        expect(title.length, image.src).toBeGreaterThan(10);
      }
      const placed = [...offers.audiences.map((audience) => audience.screen), howItWorks.screen];
      expect(placed.map((screen) => screen.image.src).sort(), id).toEqual(screens.items.map((screen) => screen.image.src).sort());
    }
  });

  it('draws its hero from screens of its own: none of them (the browser screen nor a phone in front) shows again further down', () => {
    for (const id of Object.keys(productsById) as ProductId[]) {
      const { heroScreens, offers, howItWorks } = productsById[id];
      expect(heroScreens?.length, id).toBeGreaterThan(0);
      const placed = [...offers.audiences.map((audience) => audience.screen), howItWorks.screen].map((screen) => screen.image.src);
      for (const name of heroScreens ?? []) expect(placed, `${id}: ${name}`).not.toContain(`/images/products/${name}.webp`);
    }
  });

  it('every product image exists under public/ and illustrations have alt text', () => {
    const images = [...records.flatMap((r) => [r.hero, r.about.image, ...r.screens.items.map((s) => s.image)]), ...productCards.map((c) => c.image)];
    for (const image of images) for (const file of files(image)) expect(existsSync(`${publicDir}${file}`), file).toBe(true);
    for (const image of [...records.map((r) => r.about.image), ...productCards.map((c) => c.image)]) expect(image.alt.length).toBeGreaterThan(10);
  });
});

describe('the facts each product page must state', () => {
  const has = (id: ProductId, ...facts: (string | RegExp)[]) => {
    const text = JSON.stringify(productsById[id]);
    for (const fact of facts) expect(text, String(fact)).toMatch(fact);
  };

  it('marketplace: commission-free, no bidding, one account for both roles, credits, 100% earnings, micro-teams, categories', () => {
    has('marketplace', /no commission/i, /no bidding/i, /one account holds both roles/i, /credits/i, /subscription/i, '100%', /micro-teams/i);
    has('marketplace', 'Custom web apps', 'E-commerce', 'Business websites', 'Web and print design', 'Logo and branding', 'Android apps', 'Brand identity and marketing', '"SEO"', 'Social media marketing', 'Google and Meta style ads');
  });

  it('real estate: Noida and Greater Noida, ad-free, property types, details, filters, verified agents, agent terms', () => {
    has('realEstate', 'Noida', 'Greater Noida', /ad-free/i, 'Houses', 'Apartments', 'Villas', 'Commercial spaces', '2BHK', '3BHK', /area, bathrooms and bedrooms/);
    has('realEstate', /advanced filters/i, /verified local agents/i, /pay-as-you-go/i, /no monthly or annual obligation/i, /QR code/, /multiple listings/i);
  });

  it('women-focused marketplace: every seller fact', () => {
    has('womenMarketplace', 'GST registration', /bank account, with a cancelled cheque/, 'PAN', /signature/, /PDF or (an )?image/, /review/i, /activat/i, /under 24 hours/i, /free/i, /small fixed fee/i, /per order/);
  });
});

describe('Products list cards', () => {
  const card = (key: string) => {
    const found = productCards.find((c) => c.key === key);
    if (!found) throw new Error(`no card ${key}`);
    return found;
  };

  it('sends the marketplace Learn More to the women-focused marketplace page', () => {
    expect(card('womenMarketplace').actions[0]).toMatchObject({ label: 'Learn More', to: productPaths.womenMarketplace });
  });

  it('links both product pages, the quote page for the e-commerce enquiry and the directory site', () => {
    expect(card('marketplace').actions.map((a) => a.to)).toContain(productPaths.marketplace);
    expect(card('realEstate').actions.map((a) => a.to)).toContain(productPaths.realEstate);
    expect(card('eCommerceApplication').actions).toContainEqual(expect.objectContaining({ label: 'E-Commerce Product Enquiry', to: paths.quote }));
    expect(card('directory').actions).toContainEqual(expect.objectContaining({ to: site.products.directory.url, external: true }));
    expect(new Set(productCards.map((c) => c.key)).size).toBe(productCards.length);
  });
});
