/** The product pages' paths, by product: the route table and every link to a product page use these. */
import { site } from '@/content/site';
import type { ProductId } from './types';

export const productPaths: Readonly<Record<ProductId, string>> = {
  marketplace: '/product/serviceplex',
  realEstate: '/product/propertyshops',
  womenMarketplace: `/${site.products.womenMarketplace.slug}`,
};
