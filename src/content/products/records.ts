/**
 * The product pages' records, by id: the one list of them. Each product's copy and facts are
 * stored in data/<art name>.json (`ProductData`); this module adds its name, address and path
 * from site.ts and products/paths.ts, and its images from the file name. The Products list cards are in
 * catalogue.ts.
 */
import { productPaths } from '@/content/products/paths';
import { site } from '@/content/site';
import { productArt, productCopy, productHero, productScreen, type ProductPageArt } from './art';
import { productIcons } from './icons';
import type { ProductData, ProductId, ProductPoint, ProductPointData, ProductRecord, ProductScreen } from './types';

const pointFrom = ({ icon, ...point }: ProductPointData): ProductPoint => ({ ...point, icon: productIcons[icon] });

const stored = import.meta.glob<ProductData>('./data/*.json', { eager: true, import: 'default' });

/** The stored data with `{name}` in every string replaced by the product's name. */
function withName<T>(value: T, name: string): T {
  if (typeof value === 'string') return value.replaceAll('{name}', name) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => withName(item, name)) as T;
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withName(item, name)])) as T;
  return value;
}

function productFrom(file: string, data: ProductData): ProductRecord {
  const art = file.replace(/^.*\/|\.json$/g, '') as ProductPageArt;
  const { name, url } = site.products[data.id];
  const { about, screens, problems, offers, howItWorks, ...rest } = withName(data, name);
  const shown = new Map(screens.items.map(({ image, alt, title }) => [image, { image: productScreen(image, alt), closeImage: productScreen(`${image}-close`, alt), title }]));
  // A screen named where it is shown: one of the record's own screens, or the record is wrong.
  const screen = (image: string): ProductScreen => {
    const found = shown.get(image);
    if (!found) throw new Error(`${file}: "${image}" is not one of its screens`);
    return found;
  };
  return {
    ...rest,
    problems: { heading: problems.heading, items: problems.items.map(pointFrom) },
    offers: {
      heading: offers.heading,
      audiences: offers.audiences.map((audience) => ({ heading: audience.heading, items: audience.items.map(pointFrom), screen: screen(audience.screen) })),
    },
    howItWorks: { ...howItWorks, screen: screen(howItWorks.screen) },
    name,
    url,
    path: productPaths[data.id],
    hero: productHero(art),
    about: { heading: about.heading, paragraphs: about.paragraphs, image: productArt(art, about.imageAlt), ask: withName(productCopy.ask, name) },
    screens: { items: [...shown.values()] },
  };
}

export const productsById = Object.fromEntries(
  Object.entries(stored).map(([file, data]) => [data.id, productFrom(file, data)]),
) as Readonly<Record<ProductId, ProductRecord>>;

export function getProduct(id: ProductId): ProductRecord {
  return productsById[id];
}
