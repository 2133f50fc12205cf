import type { Transaction } from 'kysely';
import type { DatabaseHandle } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { STORE_TEXT_FIELDS, type StoreTextField, type StoreTexts } from '../store-texts';
import { text } from './product-fields';
import { type ProductInput, saveProductIn } from './products';
import { stockActorBy } from './stock';
import { type WriteAudit, writeCatalog } from './write';

const MAX_LENGTH: Record<StoreTextField, number> = {
  name: 255,
  description: 65_535,
  short_description: 65_535,
  meta_title: 255,
  meta_description: 65_535,
};

/**
 * Saves a product through a store view's URL (`PUT /rest/en/V1/products/:sku`), as Magento does:
 * the store-scoped texts become that view's overrides, every other field is the product's own.
 * A product created this way takes the texts as its defaults too (it has none yet). An empty
 * text, or one equal to the default, removes the override: the view inherits the default again.
 */
export async function saveProductInStore(
  handle: DatabaseHandle,
  input: ProductInput,
  storeCode: string,
  by?: WriteAudit,
): Promise<number> {
  const texts: StoreTexts = {};
  const rest: ProductInput = { ...input };
  for (const field of STORE_TEXT_FIELDS) {
    if (input[field] === undefined) continue;
    texts[field] = text(input[field], field, MAX_LENGTH[field]) ?? null;
    delete rest[field];
  }
  return writeCatalog(
    handle,
    async (trx, changes) => {
      const existing = await trx
        .selectFrom('product')
        .where('sku', '=', input.sku.trim())
        .select('id')
        .executeTakeFirst();
      const id = await saveProductIn(trx, existing ? rest : input, 'upsert', changes, {
        reason: 'product_save',
        actor: stockActorBy(by),
      });
      if (existing) await writeStoreTexts(trx, id, storeCode, texts);
      return id;
    },
    {
      by,
      note: (id) => ({ action: 'save', entityType: 'product', entityId: id, after: { ...input, storeCode } }),
    },
  );
}

/** Merges overrides into a product's row for the store view; a row left with no override goes. */
async function writeStoreTexts(
  trx: Transaction<Database>,
  productId: number,
  storeCode: string,
  texts: StoreTexts,
): Promise<void> {
  const fields = Object.keys(texts) as StoreTextField[];
  if (fields.length === 0) return;
  const defaults = await trx
    .selectFrom('product')
    .where('id', '=', productId)
    .select(STORE_TEXT_FIELDS)
    .executeTakeFirstOrThrow();
  const current = await trx
    .selectFrom('product_store_text')
    .where('product_id', '=', productId)
    .where('store_code', '=', storeCode)
    .select(STORE_TEXT_FIELDS)
    .executeTakeFirst();
  const next: Record<StoreTextField, string | null> = {
    name: current?.name ?? null,
    description: current?.description ?? null,
    short_description: current?.short_description ?? null,
    meta_title: current?.meta_title ?? null,
    meta_description: current?.meta_description ?? null,
  };
  for (const field of fields) {
    const value = texts[field];
    next[field] = !value?.trim() || value === defaults[field] ? null : value;
  }
  if (STORE_TEXT_FIELDS.every((field) => next[field] === null)) {
    await trx
      .deleteFrom('product_store_text')
      .where('product_id', '=', productId)
      .where('store_code', '=', storeCode)
      .execute();
  } else if (current) {
    await trx
      .updateTable('product_store_text')
      .set(next)
      .where('product_id', '=', productId)
      .where('store_code', '=', storeCode)
      .execute();
  } else {
    await trx
      .insertInto('product_store_text')
      .values({ product_id: productId, store_code: storeCode, ...next })
      .execute();
  }
}
