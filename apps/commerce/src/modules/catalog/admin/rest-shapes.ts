import { fromCents } from '@store/br';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ProductTable } from '../../../db/schema';
import type { RestContext } from '../../../rest/api';
import { WebapiError } from '../../../rest/errors';
import { chunks } from '../indexer';
import { CatalogInputError } from './errors';
import type { ProductInput } from './products';
import { stockItem, stockItemOf } from './stock';
import type { WriteAudit } from './write';

/**
 * Magento's Product and Category objects (as its REST API answers them) from our rows, and
 * Magento's request bodies to the services' inputs. Option attributes carry Magento's default
 * attribute ids (sample data: manufacturer 83, color 93) so connectors can map them.
 */

export const ATTRIBUTE_IDS: Record<string, string> = { manufacturer: '83', color: '93' };

/** `2026-11-25T12:00:01.000Z` → Magento's `2026-11-25 12:00:01` (UTC). */
export const magentoDate = (iso: string) => iso.slice(0, 19).replace('T', ' ');

/** The caller of a route, for the audit row of its write. */
export const by = (ctx: RestContext<unknown, unknown, unknown>): WriteAudit => ({
  actor: ctx.actor(),
  ip: ctx.ip,
});

/** Params of the routes under /V1/products/{sku}. */
export const skuParams = {
  type: 'object',
  required: ['sku'],
  properties: { sku: { type: 'string', minLength: 1 } },
};

/** Runs a catalogue service, its refusals as Magento's error envelope. */
export async function magento<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof CatalogInputError) {
      const empty = Array.isArray(error.parameters) && error.parameters.length === 0;
      throw new WebapiError(error.statusCode, error.message, empty ? undefined : error.parameters);
    }
    throw error;
  }
}

type ProductRow = Selectable<ProductTable>;

/**
 * Products as Magento's ProductInterface; `withStock` adds extension_attributes.stock_item, read
 * again (`true`, a single product after a write) or from the rows given (`'row'`, a list).
 */
export async function magentoProducts(
  db: Kysely<Database>,
  rows: ProductRow[],
  withStock: boolean | 'row' = false,
) {
  const ids = rows.map((r) => r.id);
  const categories = new Map<number, { position: number; category_id: string }[]>();
  const media = new Map<number, object[]>();
  const children = new Map<number, number[]>();
  const options = new Map<
    number,
    { id: number; label: string; position: number; attribute_code: string }[]
  >();
  const specials = new Map<
    number,
    { price_from: string | null; price_to: string | null; price_cents: number }
  >();
  const childColors = new Map<number, Set<number>>();
  for (const part of chunks(ids)) {
    for (const c of await db
      .selectFrom('product_category')
      .where('product_id', 'in', part)
      .selectAll()
      .orderBy('category_id')
      .execute()) {
      categories.set(c.product_id, [
        ...(categories.get(c.product_id) ?? []),
        { position: c.position, category_id: String(c.category_id) },
      ]);
    }
    for (const m of await db
      .selectFrom('product_media')
      .where('product_id', 'in', part)
      .selectAll()
      .orderBy('position')
      .execute()) {
      const list = media.get(m.product_id) ?? [];
      list.push({
        id: m.id,
        media_type: 'image',
        label: m.label,
        position: m.position,
        disabled: m.disabled === 1,
        types: list.length === 0 ? ['image', 'small_image', 'thumbnail'] : [],
        file: `/${m.file}`,
      });
      media.set(m.product_id, list);
    }
    for (const c of await db
      .selectFrom('product')
      .where('parent_id', 'in', part)
      .select(['id', 'parent_id', 'color_id'])
      .orderBy('id')
      .execute()) {
      children.set(c.parent_id!, [...(children.get(c.parent_id!) ?? []), c.id]);
      if (c.color_id !== null)
        childColors.set(c.parent_id!, (childColors.get(c.parent_id!) ?? new Set()).add(c.color_id));
    }
    for (const o of await db
      .selectFrom('configurable_attribute')
      .where('product_id', 'in', part)
      .selectAll()
      .execute()) {
      options.set(o.product_id, [...(options.get(o.product_id) ?? []), o]);
    }
    for (const s of await db
      .selectFrom('product_special_price')
      .where('product_id', 'in', part)
      .selectAll()
      .execute()) {
      specials.set(s.product_id, s);
    }
  }
  const out = [];
  for (const p of rows) {
    const schedule = specials.get(p.id);
    const special = schedule?.price_cents ?? p.special_price_cents;
    const custom: [string, string | string[] | null][] = [
      ['description', p.description],
      ['short_description', p.short_description],
      ['url_key', p.url_key],
      ['meta_title', p.meta_title],
      ['meta_keyword', p.meta_keyword],
      ['meta_description', p.meta_description],
      ['tax_class_id', '2'],
      ['category_ids', (categories.get(p.id) ?? []).map((c) => c.category_id)],
      ['special_price', special === null ? null : String(fromCents(special))],
      ['special_from_date', schedule?.price_from ? `${schedule.price_from} 00:00:00` : null],
      ['special_to_date', schedule?.price_to ? `${schedule.price_to} 00:00:00` : null],
      ['manufacturer', p.manufacturer_id === null ? null : String(p.manufacturer_id)],
      ['color', p.color_id === null ? null : String(p.color_id)],
      ['news_from_date', p.new_from_date],
      // Ours: what the ERP needs for the NF-e.
      ['ncm', p.ncm],
      ['cest', p.cest],
      ['gtin', p.gtin],
      ['origin', p.origin === null ? null : String(p.origin)],
      ['unit', p.unit],
    ];
    const extension: Record<string, unknown> = {
      website_ids: [1],
      category_links: categories.get(p.id) ?? [],
    };
    if (withStock === 'row') extension.stock_item = stockItemOf(p);
    else if (withStock) extension.stock_item = await stockItem(db, p.sku);
    if (p.type_id === 'configurable') {
      extension.configurable_product_options = (options.get(p.id) ?? []).map((o) => ({
        id: o.id,
        attribute_id: ATTRIBUTE_IDS[o.attribute_code] ?? o.attribute_code,
        label: o.label,
        position: o.position,
        values: [...(childColors.get(p.id) ?? [])].map((value_index) => ({ value_index })),
        product_id: p.id,
      }));
      extension.configurable_product_links = children.get(p.id) ?? [];
    }
    out.push({
      id: p.id,
      sku: p.sku,
      name: p.name,
      attribute_set_id: 4,
      price: fromCents(p.price_cents),
      status: p.status,
      visibility: p.visibility,
      type_id: p.type_id,
      created_at: magentoDate(p.created_at),
      updated_at: magentoDate(p.updated_at),
      ...(p.weight !== null && { weight: p.weight }),
      extension_attributes: extension,
      product_links: [],
      options: [],
      media_gallery_entries: media.get(p.id) ?? [],
      tier_prices: [],
      custom_attributes: custom
        .filter(([, v]) => v !== null)
        .map(([attribute_code, value]) => ({ attribute_code, value })),
    });
  }
  return out;
}

export interface MagentoProductBody {
  sku?: string;
  name?: string;
  price?: number;
  status?: number;
  visibility?: number;
  type_id?: string;
  weight?: number;
  custom_attributes?: { attribute_code: string; value: unknown }[];
  extension_attributes?: {
    category_links?: { category_id: string | number; position?: number }[];
    stock_item?: { qty?: number; is_in_stock?: boolean };
    configurable_product_links?: number[];
  };
}

const CUSTOM_TEXT = [
  'description',
  'short_description',
  'url_key',
  'meta_title',
  'meta_keyword',
  'meta_description',
] as const;

const FISCAL = ['ncm', 'cest', 'gtin', 'origin', 'unit'] as const;

/** Magento's product body → the service's input (unknown custom attributes are ignored, as Magento's unknown EAV codes). */
export async function productInput(
  db: Kysely<Database>,
  sku: string,
  body: MagentoProductBody,
): Promise<ProductInput> {
  const input: ProductInput = { sku };
  if (body.name !== undefined) input.name = body.name;
  if (body.price !== undefined) input.price = body.price;
  if (body.status !== undefined) input.status = body.status;
  if (body.visibility !== undefined) input.visibility = body.visibility;
  if (body.type_id !== undefined) input.type_id = body.type_id;
  if (body.weight !== undefined) input.weight = body.weight;
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  for (const { attribute_code: code, value } of body.custom_attributes ?? []) {
    if ((CUSTOM_TEXT as readonly string[]).includes(code))
      (input as unknown as Record<string, unknown>)[code] = text(value) ?? '';
    else if (code === 'special_price') input.special_price = text(value);
    else if (code === 'special_from_date') input.special_from_date = text(value);
    else if (code === 'special_to_date') input.special_to_date = text(value);
    else if (code === 'news_from_date') input.new_from_date = text(value);
    else if (code === 'manufacturer' || code === 'color') input[code] = text(value);
    else if (FISCAL.includes(code as (typeof FISCAL)[number]))
      input[code as (typeof FISCAL)[number]] = text(value);
    else if (code === 'category_ids')
      input.category_ids = (Array.isArray(value) ? value : String(value).split(',')).map(Number);
  }
  const ext = body.extension_attributes;
  if (ext?.category_links) input.category_ids = ext.category_links.map((l) => Number(l.category_id));
  if (ext?.stock_item?.qty !== undefined) input.qty = ext.stock_item.qty;
  if (ext?.stock_item?.is_in_stock !== undefined) input.is_in_stock = ext.stock_item.is_in_stock;
  if (ext?.configurable_product_links) {
    const ids = ext.configurable_product_links;
    const rows = ids.length
      ? await db.selectFrom('product').where('id', 'in', ids).select(['id', 'sku']).execute()
      : [];
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined) {
      throw new WebapiError(400, 'Invalid value of "%value" provided for the %fieldName field.', {
        fieldName: 'configurable_product_links',
        value: String(missing),
      });
    }
    input.configurable_children = ids.map((id) => rows.find((r) => r.id === id)!.sku);
  }
  return input;
}
