import { isValidGtin, isValidOrigin, normalizeCest, normalizeNcm } from '@store/br';
import type { Transaction } from 'kysely';
import type { DatabaseHandle } from '../../../db/database';
import type { Database, ProductTypeId } from '../../../db/schema';
import { indexSearch } from '../../search/indexer';
import { recordStockMovements, type StockCause } from '../stock-movements';
import { CatalogInputError, invalidField, noSuchProduct } from './errors';
import { idsBySku, priceToCents, refreshPrices, scheduleDate, writeSpecialPrices } from './prices';
import {
  assignCategories,
  checkCategories,
  chooseUrlKey,
  moveProductUrl,
  resolveOptions,
  text,
} from './product-fields';
import { refreshParentStock, stockActorBy } from './stock';
import { type CatalogChanges, type WriteAudit, writeCatalog } from './write';

/**
 * Types that can be created and edited here; gift cards stay readable. A bundle's or grouped
 * product's items, and a downloadable product's links, are set through product-types-*.ts after
 * it is created.
 */
export const WRITABLE_TYPES = [
  'simple',
  'virtual',
  'configurable',
  'bundle',
  'grouped',
  'downloadable',
] as const;
/** Types whose price comes from their variants or items, so none is asked for. */
const PRICED_BY_MEMBERS: readonly string[] = ['configurable', 'bundle', 'grouped'];
export type WritableType = (typeof WRITABLE_TYPES)[number];

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
  /** Fiscal data for the NF-e: NCM (8 digits), CEST (7), GTIN/EAN, ICMS origin 0–8, unit; null clears. */
  ncm?: string | null;
  cest?: string | null;
  gtin?: string | null;
  origin?: number | string | null;
  unit?: string | null;
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
  const stock: StockCause = { reason: 'product_save', actor: stockActorBy(by) };
  return writeCatalog(handle, (trx, changes) => saveProductIn(trx, input, mode, changes, stock), {
    by,
    note: (id) => ({ action: 'save', entityType: 'product', entityId: id, after: input }),
  });
}

/**
 * The write itself, inside the caller's transaction (the CSV import runs many). Every check runs
 * before the first statement that writes, so a refused product leaves nothing behind. A quantity
 * given is recorded in the stock history with `stock`'s reason and actor.
 */
export async function saveProductIn(
  trx: Trx,
  input: ProductInput,
  mode: 'create' | 'update' | 'upsert',
  changes: CatalogChanges,
  stock: StockCause,
): Promise<number> {
  const sku = productSku(input);
  const existing = await trx.selectFrom('product').where('sku', '=', sku).selectAll().executeTakeFirst();
  if (!existing && mode === 'update') throw noSuchProduct(sku);
  if (existing && mode === 'create') throw skuTaken(sku);
  const checked = checkProductFields(input, sku, existing);
  const { type, special, specialFrom, specialTo } = checked;
  const urlKey = await chooseUrlKey(
    trx,
    input.url_key,
    checked.name ?? existing?.name ?? sku,
    sku,
    existing?.id,
  );
  const options = await resolveOptions(trx, input);
  const categoryIds =
    input.category_ids === undefined ? undefined : await checkCategories(trx, input.category_ids);
  const children =
    input.configurable_children === undefined
      ? undefined
      : await checkChildren(trx, type, sku, input.configurable_children, existing?.id);

  // --- writes
  const fields = productColumns(checked, input, options, urlKey, existing?.url_key);
  let id: number;
  if (existing) {
    id = existing.id;
    await trx.updateTable('product').set(fields).where('id', '=', id).execute();
    if (urlKey !== existing.url_key) await moveProductUrl(trx, id, existing.url_key, urlKey);
  } else {
    const row = await trx
      .insertInto('product')
      .values(newProductRow(checked, fields, urlKey))
      .returning('id')
      .executeTakeFirstOrThrow();
    id = row.id;
    await trx.insertInto('url_rewrite').values(productRewrite(id, urlKey)).execute();
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
  if (input.qty !== undefined && type !== 'configurable') {
    const after = Math.floor(input.qty);
    await recordStockMovements(trx, [{ productId: id, sku, before: existing?.stock_qty ?? 0, after }], stock);
  }
  await refreshParentStock(trx, [id]);
  changes.products.add(id);
  return id;
}

export const skuTaken = (sku: string) =>
  new CatalogInputError(
    'The product with the "%1" SKU already exists.',
    [sku],
    `O SKU ${sku} já existe.`,
    400,
    'sku',
  );

/** The input's sku, trimmed; refused when missing or too long. */
export const productSku = (input: ProductInput) => text(input.sku, 'sku', 64, true)!.trim();

/** A product's own fields as checked by checkProductFields. */
export interface CheckedProduct {
  sku: string;
  type: ProductTypeId;
  name?: string;
  priceCents?: number;
  /** Cents; null removes it; undefined leaves it. */
  special?: number | null;
  specialFrom: string | null;
  specialTo: string | null;
  weight?: number | null;
  fiscal: FiscalColumns;
  newFrom?: string | null;
  description?: string;
  shortDescription?: string;
  metaTitle?: string | null;
  metaDescription?: string | null;
  metaKeyword?: string | null;
}

interface FiscalColumns {
  ncm?: string | null;
  cest?: string | null;
  gtin?: string | null;
  origin?: number | null;
  unit?: string | null;
}

/** The fiscal fields as stored: digits checked (GTIN's check digit too), empty clears. */
function checkFiscal(input: ProductInput): FiscalColumns {
  const blank = (v: unknown) => v === null || v === '';
  const read = <T>(value: unknown, field: string, parse: (text: string) => T | undefined, why: string) => {
    if (value === undefined) return undefined;
    if (blank(value)) return null;
    const parsed = parse(String(value).trim());
    if (parsed === undefined) throw invalidField(field, why);
    return parsed;
  };
  return {
    ncm: read(input.ncm, 'ncm', normalizeNcm, 'O NCM tem 8 dígitos.'),
    cest: read(input.cest, 'cest', normalizeCest, 'O CEST tem 7 dígitos.'),
    gtin: read(
      input.gtin,
      'gtin',
      (v) => (isValidGtin(v) ? v : undefined),
      'GTIN/EAN inválido (8, 12, 13 ou 14 dígitos, com o dígito verificador).',
    ),
    origin: read(
      input.origin,
      'origin',
      (v) => (/^\d$/.test(v) && isValidOrigin(Number(v)) ? Number(v) : undefined),
      'A origem é um número de 0 a 8.',
    ),
    unit: read(
      input.unit,
      'unit',
      (v) => (/^[A-Za-z0-9]{1,6}$/.test(v) ? v.toUpperCase() : undefined),
      'A unidade tem até 6 letras ou números (UN, CX, PCT).',
    ),
  };
}

/**
 * The checks of a product's own fields, which need nothing from the database but the product as
 * it is (undefined when new): shared by single saves and the CSV import's batches of new products.
 */
export function checkProductFields(
  input: ProductInput,
  sku: string,
  existing: { type_id: string } | undefined,
): CheckedProduct {
  const type = (input.type_id ?? existing?.type_id ?? 'simple') as ProductTypeId;
  if (existing && input.type_id !== undefined && input.type_id !== existing.type_id) {
    throw invalidField('type_id', `O tipo do produto ${sku} não pode ser trocado (${existing.type_id}).`);
  }
  if (!existing && !(WRITABLE_TYPES as readonly string[]).includes(type)) {
    throw invalidField(
      'type_id',
      `Tipo de produto "${type}" não aceito: use simple, virtual, configurable, bundle, grouped ou downloadable.`,
    );
  }
  const name = text(input.name, 'name', 255, !existing);
  const priceCents = input.price === undefined ? undefined : priceToCents(input.price, 'price');
  if (!existing && priceCents === undefined && !PRICED_BY_MEMBERS.includes(type)) {
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
  const optionalText = (value: string | null | undefined, field: string, max: number) =>
    value === undefined ? undefined : (text(value, field, max) ?? null);
  return {
    sku,
    type,
    name,
    priceCents,
    special,
    specialFrom,
    specialTo,
    weight: weight as number | null | undefined,
    fiscal: checkFiscal(input),
    newFrom,
    description: text(input.description, 'description', 65_535),
    shortDescription: text(input.short_description, 'short_description', 65_535),
    metaTitle: optionalText(input.meta_title, 'meta_title', 255),
    metaDescription: optionalText(input.meta_description, 'meta_description', 65_535),
    metaKeyword: optionalText(input.meta_keyword, 'meta_keyword', 65_535),
  };
}

/** The product columns a save sets (absent input fields are left out). */
export function productColumns(
  checked: CheckedProduct,
  input: ProductInput,
  options: { manufacturer?: number | null; color?: number | null },
  urlKey: string,
  currentUrlKey: string | undefined,
) {
  const c = checked;
  return {
    ...(c.name !== undefined && { name: c.name }),
    ...(c.priceCents !== undefined && { price_cents: c.priceCents }),
    ...(input.status !== undefined && { status: input.status }),
    ...(input.visibility !== undefined && { visibility: input.visibility }),
    ...(urlKey !== currentUrlKey && { url_key: urlKey }),
    ...(c.weight !== undefined && { weight: c.weight }),
    ...Object.fromEntries(Object.entries(c.fiscal).filter(([, v]) => v !== undefined)),
    ...(c.description !== undefined && { description: c.description }),
    ...(c.shortDescription !== undefined && { short_description: c.shortDescription }),
    ...(c.metaTitle !== undefined && { meta_title: c.metaTitle }),
    ...(c.metaDescription !== undefined && { meta_description: c.metaDescription }),
    ...(c.metaKeyword !== undefined && { meta_keyword: c.metaKeyword }),
    ...(c.newFrom !== undefined && { new_from_date: c.newFrom }),
    ...(options.manufacturer !== undefined && { manufacturer_id: options.manufacturer }),
    ...(options.color !== undefined && { color_id: options.color }),
    ...(input.qty !== undefined && { stock_qty: Math.floor(input.qty) }),
    ...((input.is_in_stock !== undefined || input.qty !== undefined) && {
      is_in_stock: (input.is_in_stock ?? (input.qty ?? 0) > 0) ? 1 : 0,
    }),
    updated_at: new Date().toISOString(),
  };
}

/** The row of a new product: defaults, then the given columns. */
export function newProductRow(
  checked: CheckedProduct,
  fields: ReturnType<typeof productColumns>,
  urlKey: string,
) {
  const price = checked.priceCents ?? 0;
  return {
    sku: checked.sku,
    type_id: checked.type,
    parent_id: null,
    visibility: 4,
    status: 1,
    name: checked.name!,
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
    ncm: null,
    cest: null,
    gtin: null,
    origin: null,
    unit: null,
    volume_height: null,
    volume_width: null,
    volume_length: null,
    description: '',
    short_description: '',
    // Every column named, so that rows of a multi-row INSERT all have the same ones.
    meta_title: null,
    meta_description: null,
    meta_keyword: null,
    new_from_date: null,
    stock_qty: 0,
    is_in_stock: checked.type === 'configurable' ? 0 : 1,
    rating_summary: 0,
    review_count: 0,
    created_at: fields.updated_at,
    ...fields,
  };
}

/** The URL rewrite of a new product's page. */
export const productRewrite = (id: number, urlKey: string) => ({
  request_path: `${urlKey}.html`,
  entity_type: 'product' as const,
  entity_id: id,
  target_path: `${urlKey}.html`,
  redirect_code: 0,
});

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
