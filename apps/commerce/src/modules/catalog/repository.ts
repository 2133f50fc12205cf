import type { Kysely, Selectable } from 'kysely';
import type { Database, Db, ProductLinkType, ProductTable } from '../../db/schema';
import { DEFAULT_STORE } from '../store/stores';
import { productsInStore, withStoreTexts } from './store-texts';

export type ProductRow = Selectable<ProductTable>;

/** A category with its texts in one store view (falling back to the default store's). */
export interface CategoryRecord {
  id: number;
  parentId: number | null;
  path: string;
  level: number;
  position: number;
  urlKey: string;
  urlPath: string;
  isAnchor: boolean;
  includeInMenu: boolean;
  productCount: number;
  name: string;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Every active category with texts for the store view. */
export async function loadCategories(db: Kysely<Database>, storeCode: string): Promise<CategoryRecord[]> {
  const rows = await db
    .selectFrom('category as c')
    .innerJoin('category_translation as d', (join) =>
      join.onRef('d.category_id', '=', 'c.id').on('d.store_code', '=', 'default'),
    )
    .leftJoin('category_translation as t', (join) =>
      join.onRef('t.category_id', '=', 'c.id').on('t.store_code', '=', storeCode),
    )
    .where('c.is_active', '=', 1)
    .select([
      'c.id',
      'c.parent_id',
      'c.path',
      'c.level',
      'c.position',
      'c.url_key',
      'c.url_path',
      'c.is_anchor',
      'c.include_in_menu',
      'c.product_count',
      'c.created_at',
      'c.updated_at',
      'd.name as default_name',
      't.name',
      't.description',
      'd.description as default_description',
      't.meta_title',
      'd.meta_title as default_meta_title',
      't.meta_description',
      'd.meta_description as default_meta_description',
      't.meta_keywords',
      'd.meta_keywords as default_meta_keywords',
    ])
    .orderBy('c.level')
    .orderBy('c.position')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parent_id,
    path: r.path,
    level: r.level,
    position: r.position,
    urlKey: r.url_key,
    urlPath: r.url_path,
    isAnchor: r.is_anchor === 1,
    includeInMenu: r.include_in_menu === 1,
    productCount: r.product_count,
    name: r.name ?? r.default_name,
    description: r.description ?? r.default_description,
    metaTitle: r.meta_title ?? r.default_meta_title,
    metaDescription: r.meta_description ?? r.default_meta_description,
    metaKeywords: r.meta_keywords ?? r.default_meta_keywords,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  }));
}

/** Products by id with their texts in the store view (the default store's when none is named). */
export async function productsByIds(
  db: Db,
  ids: readonly number[],
  storeCode: string = DEFAULT_STORE.code,
): Promise<ProductRow[]> {
  if (ids.length === 0) return [];
  // The default view's texts are the product row's own: no join (the busiest store pays nothing).
  if (storeCode === DEFAULT_STORE.code)
    return (db as Kysely<Database>).selectFrom('product').selectAll().where('id', 'in', ids).execute();
  const rows = await productsInStore(db, storeCode).where('p.id', 'in', ids).execute();
  return rows.map(withStoreTexts);
}

export async function mediaByProductIds(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('product_media')
    .select(['id', 'product_id', 'file', 'label', 'position', 'disabled'])
    .where('product_id', 'in', ids)
    .orderBy('product_id')
    .orderBy('position')
    .execute();
}

export async function findImageSpecByFile(db: Kysely<Database>, file: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('product_media')
    .select('render_spec')
    .where('file', '=', file)
    .executeTakeFirst();
  return row?.render_spec ?? undefined;
}

export async function categoryIdsByProductIds(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('product_category')
    .select(['product_id', 'category_id'])
    .where('product_id', 'in', ids)
    .orderBy('category_id')
    .execute();
}

export async function linksByProductIds(db: Kysely<Database>, ids: readonly number[], type: ProductLinkType) {
  return db
    .selectFrom('product_link as l')
    .innerJoin('product as p', 'p.id', 'l.linked_product_id')
    .select([
      'l.product_id',
      'l.linked_product_id',
      'l.position',
      'l.qty',
      'p.sku as linked_sku',
      'p.type_id as linked_type',
    ])
    .where('l.product_id', 'in', ids)
    .where('l.link_type', '=', type)
    .where('p.status', '=', 1)
    .orderBy('l.product_id')
    .orderBy('l.position')
    .execute();
}

export async function variantsByParentIds(
  db: Kysely<Database>,
  ids: readonly number[],
  storeCode: string,
): Promise<ProductRow[]> {
  if (storeCode === DEFAULT_STORE.code)
    return db
      .selectFrom('product')
      .selectAll()
      .where('parent_id', 'in', ids)
      .where('status', '=', 1)
      .orderBy('id')
      .execute();
  const rows = await productsInStore(db, storeCode)
    .where('p.parent_id', 'in', ids)
    .where('p.status', '=', 1)
    .orderBy('p.id')
    .execute();
  return rows.map(withStoreTexts);
}

export async function configurableAttributesByProductIds(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('configurable_attribute')
    .selectAll()
    .where('product_id', 'in', ids)
    .orderBy('product_id')
    .orderBy('position')
    .execute();
}

export async function bundleOptionsByProductIds(db: Kysely<Database>, ids: readonly number[]) {
  const options = await db
    .selectFrom('bundle_option')
    .selectAll()
    .where('product_id', 'in', ids)
    .orderBy('product_id')
    .orderBy('position')
    .execute();
  const selections =
    options.length === 0
      ? []
      : await db
          .selectFrom('bundle_selection')
          .selectAll()
          .where(
            'option_id',
            'in',
            options.map((o) => o.id),
          )
          .orderBy('option_id')
          .orderBy('position')
          .execute();
  return { options, selections };
}

export async function downloadableLinksByProductIds(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('downloadable_link')
    .selectAll()
    .where('product_id', 'in', ids)
    .orderBy('product_id')
    .orderBy('sort_order')
    .execute();
}

export async function giftcardAmountsByProductIds(db: Kysely<Database>, ids: readonly number[]) {
  return db
    .selectFrom('giftcard_amount')
    .selectAll()
    .where('product_id', 'in', ids)
    .orderBy('product_id')
    .orderBy('amount_cents')
    .execute();
}

export async function attributeOptionsByIds(db: Kysely<Database>, ids: readonly number[]) {
  return db.selectFrom('attribute_option').selectAll().where('id', 'in', ids).execute();
}

export async function categoryFacets(db: Kysely<Database>, categoryId: number) {
  return db
    .selectFrom('category_facet')
    .select(['facet', 'value', 'count'])
    .where('category_id', '=', categoryId)
    .execute();
}

export async function attributeOptions(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('attribute_option')
    .selectAll()
    .where('attribute_code', '=', code)
    .orderBy('sort_order')
    .execute();
}

export async function findProductBySku(db: Kysely<Database>, sku: string): Promise<ProductRow | undefined> {
  return db.selectFrom('product').selectAll().where('sku', '=', sku).executeTakeFirst();
}

export async function variantsOf(db: Kysely<Database>, parentId: number): Promise<ProductRow[]> {
  return db.selectFrom('product').selectAll().where('parent_id', '=', parentId).orderBy('id').execute();
}

export async function skusByIds(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('product').select(['id', 'sku']).where('id', 'in', ids).execute();
}
