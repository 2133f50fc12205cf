import type { Db } from '../../db/schema';
import * as repository from './repository';

/**
 * The parts of composite products (a bundle's options, a downloadable product's links, a grouped
 * product's members, a configurable product's attribute) and attribute option labels, for other
 * modules' rules: the cart prices and checks its lines with them. Each takes product ids in any
 * number and repeats, and answers nothing for none.
 */

const unique = (ids: readonly number[]) => [...new Set(ids)];

export async function configurableAttributes(db: Db, productIds: readonly number[]) {
  return productIds.length ? repository.configurableAttributesByProductIds(db, unique(productIds)) : [];
}

export async function attributeOptionsByIds(db: Db, ids: readonly number[]) {
  return ids.length ? repository.attributeOptionsByIds(db, unique(ids)) : [];
}

export async function bundleOptions(db: Db, productIds: readonly number[]) {
  if (productIds.length === 0) return { options: [], selections: [] };
  return repository.bundleOptionsByProductIds(db, unique(productIds));
}

export async function downloadableLinks(db: Db, productIds: readonly number[]) {
  return productIds.length ? repository.downloadableLinksByProductIds(db, unique(productIds)) : [];
}

/** The members of a grouped product with their default quantities, in the product's order. */
export async function groupedMembers(db: Db, productId: number) {
  return db
    .selectFrom('product_link')
    .select(['linked_product_id', 'qty', 'position'])
    .where('product_id', '=', productId)
    .where('link_type', '=', 'associated')
    .orderBy('position')
    .execute();
}
