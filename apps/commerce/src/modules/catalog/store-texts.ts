import type { Kysely } from 'kysely';
import type { Database, Db } from '../../db/schema';
import type { ProductRow } from './repository';

/** The product texts a store view may override (Magento's store-scoped text attributes). */
export const STORE_TEXT_FIELDS = [
  'name',
  'description',
  'short_description',
  'meta_title',
  'meta_description',
] as const;

export type StoreTextField = (typeof STORE_TEXT_FIELDS)[number];

/** One store view's overrides of a product; null (or absent) inherits the default text. */
export type StoreTexts = Partial<Record<StoreTextField, string | null>>;

/**
 * Product rows with their texts in one store view, in a single query: the product joined with its
 * override row on the table's primary key, each text falling back to the default's. Listings,
 * cart lines and the product page all read through here, so a page of 20 products stays one
 * query whatever the store view. Columns are qualified (`p.`) by the caller's filters.
 */
export function productsInStore(db: Db, storeCode: string) {
  return (db as Kysely<Database>)
    .selectFrom('product as p')
    .leftJoin('product_store_text as t', (join) =>
      join.onRef('t.product_id', '=', 'p.id').on('t.store_code', '=', storeCode),
    )
    .selectAll('p')
    .select([
      't.name as store_name',
      't.description as store_description',
      't.short_description as store_short_description',
      't.meta_title as store_meta_title',
      't.meta_description as store_meta_description',
    ]);
}

type JoinedRow = ProductRow & {
  store_name: string | null;
  store_description: string | null;
  store_short_description: string | null;
  store_meta_title: string | null;
  store_meta_description: string | null;
};

/** A joined row as the product row shoppers of that store view see (overrides win, field by field). */
export function withStoreTexts(row: JoinedRow): ProductRow {
  const {
    store_name,
    store_description,
    store_short_description,
    store_meta_title,
    store_meta_description,
    ...product
  } = row;
  return {
    ...product,
    name: store_name ?? product.name,
    description: store_description ?? product.description,
    short_description: store_short_description ?? product.short_description,
    meta_title: store_meta_title ?? product.meta_title,
    meta_description: store_meta_description ?? product.meta_description,
  };
}
