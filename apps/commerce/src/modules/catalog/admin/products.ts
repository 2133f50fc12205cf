import type { Transaction } from 'kysely';
import type { DatabaseHandle } from '../../../db/database';
import type { Database, ProductTypeId } from '../../../db/schema';
import { slugify } from '../../../lib/slug';
import { indexSearch } from '../../search/indexer';
import { ROOT_CATEGORY_ID } from '../indexer';
import { CatalogInputError, invalidField, noSuchProduct } from './errors';
import { idsBySku, priceToCents, refreshPrices, scheduleDate, writeSpecialPrices } from './prices';
import { refreshParentStock } from './stock';
import { type CatalogChanges, type WriteAudit, writeCatalog } from './write';

/** Types that can be created and edited here; the others (bundle, grouped…) stay readable. */
export const WRITABLE_TYPES = ['simple', 'virtual', 'configurable'] as const;
export type WritableType = (typeof WRITABLE_TYPES)[number];

/** Option attributes a product carries (filterable in listings). */
export const OPTION_ATTRIBUTES = ['manufacturer', 'color'] as const;

/** A product as the admin API and the CSV import write it; absent fields are left as they are. */
export interface ProductInput {
  sku: string;
  type_id?: string;
  name?: string;
  /** Reais. */
  price?: number | string;
  /** Reais; null removes it. */
  special_price?: number | string | null;
  special_from_date?: string | null;
  special_to_date?: string | null;
  /** Magento's: 1 enabled, 2 disabled. */
  status?: number;
  /** Magento's: 1 not visible individually, 2 catalogue, 3 search, 4 both. */
  visibility?: number;
  url_key?: string;
  weight?: number | string | null;
  description?: string;
  short_description?: string;
  meta_title?: string | null;
  meta_description?: string | null;
  meta_keyword?: string | null;
  new_from_date?: string | null;
  /** Option id (number) or label (string, created when new); null clears it. */
  manufacturer?: number | string | null;
  color?: number | string | null;
  qty?: number;
  is_in_stock?: boolean;
  /** Replaces the product's categories. */
  category_ids?: number[];
  /** Configurable products: the variants (existing simple products with a colour). */
  configurable_children?: string[];
}

type Trx = Transaction<Database>;

/** Creates or updates one product (by sku) with its indexes; returns its id. */
export async function saveProduct(
  handle: DatabaseHandle,
  input: ProductInput,
  mode: 'create' | 'update' | 'upsert' = 'upsert',
  by?: WriteAudit,
): Promise<number> {
  return writeCatalog(handle, (trx, changes) => saveProductIn(trx, input, mode, changes), {
    by,
    note: (id) => ({ action: 'save', entityType: 'product', entityId: id, after: input }),
  });
}

function text(value: unknown, field: string, max: number, required = false): string | undefined {
  if (value === undefined || value === null) {
    if (required)
      throw new CatalogInputError(
        '"%fieldName" is required. Enter and try again.',
        { fieldName: field },
        `Preencha "${field}".`,
        400,
        field,
      );
    return undefined;
  }
  if (typeof value !== 'string' || value.length > max || (required && value.trim() === '')) {
    throw invalidField(field, `"${field}" deve ser um texto de até ${max} caracteres.`);
  }
  return value;
}

/**
 * The write itself, inside the caller's transaction (the CSV import runs many). Every check runs
 * before the first statement that writes, so a refused product leaves nothing behind.
 */
export async function saveProductIn(
  trx: Trx,
  input: ProductInput,
  mode: 'create' | 'update' | 'upsert',
  changes: CatalogChanges,
): Promise<number> {
  const sku = text(input.sku, 'sku', 64, true)!.trim();
  const existing = await trx.selectFrom('product').where('sku', '=', sku).selectAll().executeTakeFirst();
  if (!existing && mode === 'update') throw noSuchProduct(sku);
  if (existing && mode === 'create') {
    throw new CatalogInputError(
      'The product with the "%1" SKU already exists.',
      [sku],
      `O SKU ${sku} já existe.`,
      400,
      'sku',
    );
  }
  const type = (input.type_id ?? existing?.type_id ?? 'simple') as ProductTypeId;
  if (existing && input.type_id !== undefined && input.type_id !== existing.type_id) {
    throw invalidField('type_id', `O tipo do produto ${sku} não pode ser trocado (${existing.type_id}).`);
  }
  if (!existing && !(WRITABLE_TYPES as readonly string[]).includes(type)) {
    throw invalidField(
      'type_id',
      `Tipo de produto "${type}" não aceito: use simple, virtual ou configurable.`,
    );
  }
  const name = text(input.name, 'name', 255, !existing);
  const priceCents = input.price === undefined ? undefined : priceToCents(input.price, 'price');
  if (!existing && priceCents === undefined && type !== 'configurable') {
    throw new CatalogInputError(
      '"%fieldName" is required. Enter and try again.',
      { fieldName: 'price' },
      'Preencha "price".',
      400,
      'price',
    );
  }
  for (const [field, value, allowed] of [
    ['status', input.status, [1, 2]],
    ['visibility', input.visibility, [1, 2, 3, 4]],
  ] as const) {
    if (value !== undefined && !(allowed as readonly number[]).includes(value)) {
      throw invalidField(field, `"${field}" deve ser ${allowed.join(', ')}.`);
    }
  }
  const special =
    input.special_price === undefined
      ? undefined
      : input.special_price === null || input.special_price === ''
        ? null
        : priceToCents(input.special_price, 'special_price');
  const specialFrom = scheduleDate(input.special_from_date, 'special_from_date');
  const specialTo = scheduleDate(input.special_to_date, 'special_to_date');
  const weight =
    input.weight === undefined || input.weight === null || input.weight === ''
      ? input.weight
      : Number(input.weight);
  if (typeof weight === 'number' && !(weight >= 0))
    throw invalidField('weight', 'O peso deve ser um número maior ou igual a zero.');
  if (input.qty !== undefined && !(Number.isFinite(input.qty) && input.qty >= 0)) {
    throw invalidField('qty', 'A quantidade deve ser um número maior ou igual a zero.');
  }
  const newFrom =
    input.new_from_date === undefined ? undefined : scheduleDate(input.new_from_date, 'new_from_date');
  const urlKey = await chooseUrlKey(trx, input.url_key, name ?? existing?.name ?? sku, sku, existing?.id);
  const options = await resolveOptions(trx, input);
  const categoryIds =
    input.category_ids === undefined ? undefined : await checkCategories(trx, input.category_ids);
  const children =
    input.configurable_children === undefined
      ? undefined
      : await checkChildren(trx, type, sku, input.configurable_children, existing?.id);

  // --- writes
  const now = new Date().toISOString();
  const description = text(input.description, 'description', 65_535);
  const shortDescription = text(input.short_description, 'short_description', 65_535);
  const fields = {
    ...(name !== undefined && { name }),
    ...(priceCents !== undefined && { price_cents: priceCents }),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.visibility !== undefined && { visibility: input.visibility }),
    ...(urlKey !== existing?.url_key && { url_key: urlKey }),
    ...(weight !== undefined && { weight: weight as number | null }),
    ...(description !== undefined && { description }),
    ...(shortDescription !== undefined && { short_description: shortDescription }),
    ...(input.meta_title !== undefined && { meta_title: text(input.meta_title, 'meta_title', 255) ?? null }),
    ...(input.meta_description !== undefined && {
      meta_description: text(input.meta_description, 'meta_description', 65_535) ?? null,
    }),
    ...(input.meta_keyword !== undefined && {
      meta_keyword: text(input.meta_keyword, 'meta_keyword', 65_535) ?? null,
    }),
    ...(newFrom !== undefined && { new_from_date: newFrom }),
    ...(options.manufacturer !== undefined && { manufacturer_id: options.manufacturer }),
    ...(options.color !== undefined && { color_id: options.color }),
    ...(input.qty !== undefined && { stock_qty: Math.floor(input.qty) }),
    ...((input.is_in_stock !== undefined || input.qty !== undefined) && {
      is_in_stock: (input.is_in_stock ?? (input.qty ?? 0) > 0) ? 1 : 0,
    }),
    updated_at: now,
  };
  let id: number;
  if (existing) {
    id = existing.id;
    await trx.updateTable('product').set(fields).where('id', '=', id).execute();
    if (urlKey !== existing.url_key) await moveProductUrl(trx, id, existing.url_key, urlKey);
  } else {
    const price = priceCents ?? 0;
    const row = await trx
      .insertInto('product')
      .values({
        sku,
        type_id: type,
        parent_id: null,
        visibility: 4,
        status: 1,
        name: name!,
        url_key: urlKey,
        price_cents: price,
        special_price_cents: null,
        min_price_cents: price,
        max_price_cents: price,
        min_regular_price_cents: price,
        max_regular_price_cents: price,
        manufacturer_id: null,
        color_id: null,
        weight: null,
        volume_height: null,
        volume_width: null,
        volume_length: null,
        description: '',
        short_description: '',
        stock_qty: 0,
        is_in_stock: type === 'configurable' ? 0 : 1,
        rating_summary: 0,
        review_count: 0,
        created_at: now,
        ...fields,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
    await trx
      .insertInto('url_rewrite')
      .values({
        request_path: `${urlKey}.html`,
        entity_type: 'product',
        entity_id: id,
        target_path: `${urlKey}.html`,
        redirect_code: 0,
      })
      .execute();
  }
  if (categoryIds) await assignCategories(trx, id, categoryIds);
  if (children) await linkChildren(trx, id, children, changes);
  if (type === 'configurable' && !existing) {
    await trx
      .insertInto('configurable_attribute')
      .values({ product_id: id, attribute_code: 'color', label: 'Cor', position: 0 })
      .execute();
  }
  if (special !== undefined || specialFrom !== null || specialTo !== null) {
    const current = await trx
      .selectFrom('product_special_price')
      .where('product_id', '=', id)
      .selectAll()
      .executeTakeFirst();
    const cents =
      special === undefined ? (current?.price_cents ?? existing?.special_price_cents ?? null) : special;
    await writeSpecialPrices(trx, [{ id, cents, from: specialFrom, to: specialTo }]);
  } else {
    await refreshPrices(trx, [id]);
  }
  await refreshParentStock(trx, [id]);
  changes.products.add(id);
  return id;
}

async function chooseUrlKey(
  trx: Trx,
  given: string | undefined,
  name: string,
  sku: string,
  id: number | undefined,
) {
  const taken = async (key: string) => {
    const row = await trx
      .selectFrom('url_rewrite')
      .where('request_path', '=', `${key}.html`)
      .select(['entity_type', 'entity_id'])
      .executeTakeFirst();
    const product = await trx
      .selectFrom('product')
      .where('url_key', '=', key)
      .select('id')
      .executeTakeFirst();
    return (
      (row !== undefined && !(row.entity_type === 'product' && row.entity_id === id)) ||
      (product !== undefined && product.id !== id)
    );
  };
  if (given !== undefined) {
    const key = slugify(given);
    if (!key || key.length > 200) throw invalidField('url_key', 'A chave de URL (url_key) é inválida.');
    if (await taken(key)) {
      throw new CatalogInputError(
        'URL key for specified store already exists.',
        [],
        `A chave de URL "${key}" já está em uso.`,
        400,
        'url_key',
      );
    }
    return key;
  }
  if (id !== undefined) {
    const current = await trx
      .selectFrom('product')
      .where('id', '=', id)
      .select('url_key')
      .executeTakeFirstOrThrow();
    return current.url_key;
  }
  const base = slugify(name).slice(0, 180) || slugify(sku);
  return (await taken(base)) ? `${base}-${slugify(sku)}` : base;
}

/** A product's URL moved: the old address answers with a permanent redirect (Magento's default). */
async function moveProductUrl(trx: Trx, id: number, from: string, to: string) {
  await trx
    .updateTable('url_rewrite')
    .set({ request_path: `${to}.html`, target_path: `${to}.html` })
    .where('entity_type', '=', 'product')
    .where('entity_id', '=', id)
    .where('redirect_code', '=', 0)
    .execute();
  await trx
    .updateTable('url_rewrite')
    .set({ target_path: `${to}.html` })
    .where('entity_type', '=', 'product')
    .where('entity_id', '=', id)
    .execute();
  await trx
    .insertInto('url_rewrite')
    .values({
      request_path: `${from}.html`,
      entity_type: 'product',
      entity_id: id,
      target_path: `${to}.html`,
      redirect_code: 301,
    })
    .onConflict((oc) => oc.column('request_path').doNothing())
    .execute();
}

async function resolveOptions(trx: Trx, input: ProductInput) {
  const out: { manufacturer?: number | null; color?: number | null } = {};
  for (const code of OPTION_ATTRIBUTES) {
    const value = input[code];
    if (value === undefined) continue;
    if (value === null || value === '') {
      out[code] = null;
      continue;
    }
    const byId = typeof value === 'number' || /^\d+$/.test(value);
    const row = await trx
      .selectFrom('attribute_option')
      .where('attribute_code', '=', code)
      .where(byId ? 'id' : 'label', '=', byId ? Number(value) : String(value).trim())
      .select('id')
      .executeTakeFirst();
    if (row) out[code] = row.id;
    else if (byId) throw invalidField(code, `A opção ${value} de "${code}" não existe.`);
    else {
      const label = text(value, code, 255)!.trim();
      const last = await trx
        .selectFrom('attribute_option')
        .where('attribute_code', '=', code)
        .select((eb) => eb.fn.max('sort_order').as('n'))
        .executeTakeFirst();
      const created = await trx
        .insertInto('attribute_option')
        .values({ attribute_code: code, label, sort_order: Number(last?.n ?? -1) + 1 })
        .returning('id')
        .executeTakeFirstOrThrow();
      out[code] = created.id;
    }
  }
  return out;
}

async function checkCategories(trx: Trx, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await trx.selectFrom('category').where('id', 'in', unique).select('id').execute();
  const found = new Set(rows.map((r) => r.id));
  const missing = unique.find((id) => !found.has(id) || id < ROOT_CATEGORY_ID);
  if (missing !== undefined) throw invalidField('category_ids', `A categoria ${missing} não existe.`);
  return unique;
}

/** Replaces a product's categories; a new assignment goes to the end of its category. */
export async function assignCategories(trx: Trx, productId: number, categoryIds: number[]) {
  const current = await trx
    .selectFrom('product_category')
    .where('product_id', '=', productId)
    .select('category_id')
    .execute();
  const keep = new Set(categoryIds);
  const drop = current.map((c) => c.category_id).filter((id) => !keep.has(id));
  if (drop.length > 0) {
    await trx
      .deleteFrom('product_category')
      .where('product_id', '=', productId)
      .where('category_id', 'in', drop)
      .execute();
  }
  const have = new Set(current.map((c) => c.category_id));
  for (const categoryId of categoryIds.filter((id) => !have.has(id))) {
    const last = await trx
      .selectFrom('product_category')
      .where('category_id', '=', categoryId)
      .select((eb) => eb.fn.max('position').as('n'))
      .executeTakeFirst();
    await trx
      .insertInto('product_category')
      .values({ product_id: productId, category_id: categoryId, position: Number(last?.n ?? 0) + 1 })
      .execute();
  }
}

async function checkChildren(
  trx: Trx,
  type: string,
  sku: string,
  skus: string[],
  parentId: number | undefined,
) {
  if (type !== 'configurable')
    throw invalidField('configurable_children', `O produto ${sku} não é configurável.`);
  const ids = await idsBySku(trx, skus).catch(() => {
    throw invalidField('configurable_children', 'Uma das variações informadas não existe.');
  });
  const rows = await trx
    .selectFrom('product')
    .where('id', 'in', [...ids.values()])
    .select(['id', 'sku', 'type_id', 'color_id', 'parent_id'])
    .execute();
  const colors = new Set<number>();
  for (const row of rows) {
    if (row.type_id !== 'simple' && row.type_id !== 'virtual') {
      throw invalidField('configurable_children', `A variação ${row.sku} deve ser um produto simples.`);
    }
    if (row.color_id === null)
      throw invalidField('configurable_children', `A variação ${row.sku} não tem cor (color).`);
    if (colors.has(row.color_id)) {
      throw new CatalogInputError(
        'Products "%1" and "%2" have the same set of attribute values.',
        [row.sku, sku],
        `Duas variações de ${sku} têm a mesma cor (${row.sku}).`,
        400,
        'configurable_children',
      );
    }
    if (row.parent_id !== null && row.parent_id !== parentId) {
      throw invalidField('configurable_children', `A variação ${row.sku} já pertence a outro produto.`);
    }
    colors.add(row.color_id);
  }
  return [...ids.values()];
}

/** The variants of a configurable: listed ones join it, others leave it (they are not deleted). */
async function linkChildren(trx: Trx, parentId: number, childIds: number[], changes: CatalogChanges) {
  const before = await trx.selectFrom('product').where('parent_id', '=', parentId).select('id').execute();
  for (const row of before) changes.products.add(row.id);
  await trx.updateTable('product').set({ parent_id: null }).where('parent_id', '=', parentId).execute();
  if (childIds.length > 0)
    await trx.updateTable('product').set({ parent_id: parentId }).where('id', 'in', childIds).execute();
  for (const id of childIds) changes.products.add(id);
  await refreshPrices(trx, [parentId]);
  await refreshParentStock(trx, [parentId]);
}

/**
 * Deletes a product (Magento's DELETE /V1/products/{sku}). Its variants stay, unlinked; its
 * search document goes first (the FTS5 table needs the indexed text to forget it).
 */
export async function deleteProduct(handle: DatabaseHandle, sku: string, by?: WriteAudit): Promise<void> {
  await writeCatalog(
    handle,
    async (trx, changes) => {
      const row = await trx
        .selectFrom('product')
        .where('sku', '=', sku)
        .select(['id', 'parent_id'])
        .executeTakeFirst();
      if (!row) throw noSuchProduct(sku);
      await trx.updateTable('product').set({ status: 2 }).where('id', '=', row.id).execute();
      await indexSearch(trx, handle.dialect, [row.id]);
      const children = await trx.selectFrom('product').where('parent_id', '=', row.id).select('id').execute();
      await trx.updateTable('product').set({ parent_id: null }).where('parent_id', '=', row.id).execute();
      await trx
        .deleteFrom('url_rewrite')
        .where('entity_type', '=', 'product')
        .where('entity_id', '=', row.id)
        .execute();
      await trx.deleteFrom('product').where('id', '=', row.id).execute();
      if (row.parent_id !== null) {
        await refreshPrices(trx, [row.parent_id]);
        await refreshParentStock(trx, [row.parent_id]);
        changes.products.add(row.parent_id);
      }
      changes.products.add(row.id);
      for (const child of children) changes.products.add(child.id);
    },
    { by, note: () => ({ action: 'delete', entityType: 'product', entityId: sku }) },
  );
}
