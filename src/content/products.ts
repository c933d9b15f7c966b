/**
 * The product lookup table: each product page's id mapped to its record (records live in
 * content/products/). The Products list cards are in content/products/catalogue.ts.
 */
import { marketplace } from './products/marketplace';
import { realEstate } from './products/real-estate';
import type { ProductId, ProductRecord } from './products/types';
import { womenMarketplace } from './products/women-marketplace';

export const productsById: Readonly<Record<ProductId, ProductRecord>> = { marketplace, realEstate, womenMarketplace };

export function getProduct(id: ProductId): ProductRecord {
  return productsById[id];
}
