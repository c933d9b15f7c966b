/**
 * The product pages' records, by id: the one list of them (each record in its own file beside
 * this one). The Products list cards are in catalogue.ts.
 */
import { marketplace } from './marketplace';
import { realEstate } from './real-estate';
import type { ProductId, ProductRecord } from './types';
import { womenMarketplace } from './women-marketplace';

export const productsById: Readonly<Record<ProductId, ProductRecord>> = { marketplace, realEstate, womenMarketplace };

export function getProduct(id: ProductId): ProductRecord {
  return productsById[id];
}
