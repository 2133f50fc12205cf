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

/**
 * Product ids with their skus, as a subquery another module joins where it filters or sorts by
 * sku in SQL (staff search reviews by sku): `.innerJoin(productSkuView(db).as('p'), 'p.id', …)`.
 * The product table stays the catalogue's; this view is what it publishes of it.
 */
export function productSkuView(db: Db) {
  return db.selectFrom('product').select(['id', 'sku']);
}

/** Records the review figures shown with a product (moderation recomputes them from approved reviews). */
export async function setRatingSummary(
  db: Db,
  productId: number,
  values: { reviewCount: number; ratingSummary: number },
): Promise<void> {
  await db
    .updateTable('product')
    .set({ review_count: values.reviewCount, rating_summary: values.ratingSummary })
    .where('id', '=', productId)
    .execute();
}

/** The enabled products among some skus, with their names (a quote request lists them). */
export async function enabledProductNames(db: Db, skus: readonly string[]) {
  if (skus.length === 0) return [];
  return db
    .selectFrom('product')
    .select(['sku', 'name'])
    .where('sku', 'in', skus)
    .where('status', '=', 1)
    .execute();
}
