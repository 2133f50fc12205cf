import type { Db } from '../../db/schema';
import * as repository from './repository';

export type { ProductRow } from './repository';

/**
 * Products by sku or id, for other modules' rules (the cart resolves what is added, the wishlist
 * what is saved): they read the catalogue through here, never through its repository.
 */

export function findProductBySku(db: Db, sku: string) {
  return repository.findProductBySku(db, sku);
}

/**
 * The products of some ids (each once, whatever the repeats), in no particular order, with their
 * texts in the store view (the default store's when none is named).
 */
export function productsByIds(db: Db, ids: readonly number[], storeCode?: string) {
  return repository.productsByIds(db, [...new Set(ids)], storeCode);
}

/** The variants (children) of a configurable product, by id. */
export function variantsOf(db: Db, parentId: number) {
  return repository.variantsOf(db, parentId);
}

/** The sku of each of some product ids. */
export function skusByIds(db: Db, ids: readonly number[]) {
  return repository.skusByIds(db, ids);
}
