import type { Kysely, Selectable } from 'kysely';
import type { Database, ProductTable } from '../../../db/schema';
import { chunks } from '../indexer';
import { CatalogInputError, noSuchProduct } from './errors';

/**
 * What the composite types (configurable, bundle, grouped) share in the admin API: finding the
 * parent and the member products with Magento's refusals, and the price range of bundles and
 * grouped products, which follows their members (configurables are kept by refreshPrices).
 */

type ProductRow = Selectable<ProductTable>;

/** Types that can be a variant, a kit item or a grouped item: products that hold their own stock. */
export const MEMBER_TYPES: readonly string[] = ['simple', 'virtual'];

/** The product of `sku`, refused with 404 when unknown and 400 when not of `type`. */
export async function compositeOf(db: Kysely<Database>, sku: string, type: string): Promise<ProductRow> {
  const row = await db.selectFrom('product').where('sku', '=', sku).selectAll().executeTakeFirst();
  if (!row) throw noSuchProduct(sku);
  if (row.type_id !== type) throw wrongType(sku, type);
  return row;
}

/** Magento's wording for a call made on a product of another type. */
export const wrongType = (sku: string, type: string) =>
  new CatalogInputError(
    `The product with the "%1" SKU isn't a ${type} product.`,
    [sku],
    `O produto ${sku} não é do tipo ${TYPE_NAMES[type] ?? type}.`,
    400,
    'sku',
  );

const TYPE_NAMES: Record<string, string> = {
  configurable: 'configurável',
  bundle: 'kit (bundle)',
  grouped: 'agrupado',
};

/** The member of `childSku`: 404 when unknown, 400 when it is itself a composite. */
export async function memberOf(db: Kysely<Database>, childSku: string, field: string): Promise<ProductRow> {
  const row = await db.selectFrom('product').where('sku', '=', childSku).selectAll().executeTakeFirst();
  if (!row) throw noSuchProduct(childSku);
  if (!MEMBER_TYPES.includes(row.type_id)) {
    throw new CatalogInputError(
      'The product "%1" must be a simple or virtual product.',
      [childSku],
      `O produto ${childSku} precisa ser simples (ou virtual): ${row.type_id} não pode ser item.`,
      400,
      field,
    );
  }
  return row;
}

/** A quantity Magento accepts for a kit item or a grouped item's default: a number above zero. */
export function positiveQty(value: unknown, field: string): number {
  const qty = value === undefined ? 1 : Number(value);
  if (!Number.isFinite(qty) || qty <= 0 || qty > 10_000) {
    throw new CatalogInputError(
      'Invalid value of "%value" provided for the %fieldName field.',
      { fieldName: field, value: String(value) },
      'A quantidade deve ser maior que zero (até 10.000).',
      400,
      field,
    );
  }
  return qty;
}

interface Choice {
  final: number;
  regular: number;
}
const add = (a: Choice, b: Choice): Choice => ({ final: a.final + b.final, regular: a.regular + b.regular });
const byFinal = (a: Choice, b: Choice) => a.final - b.final;

/**
 * The price range of a bundle from its options: the cheapest choice of each required option is
 * the lowest price; the dearest choice of each option (all items of a checkbox or multi-select
 * option) the highest. Each choice weighs its default quantity.
 */
export function bundleRange(options: { required: boolean; multiple: boolean; choices: Choice[] }[]) {
  let low: Choice = { final: 0, regular: 0 };
  let high: Choice = { final: 0, regular: 0 };
  for (const option of options) {
    const sorted = [...option.choices].sort(byFinal);
    if (sorted.length === 0) continue;
    if (option.required) low = add(low, sorted[0]!);
    high = add(high, option.multiple ? sorted.reduce(add) : sorted.at(-1)!);
  }
  return { low, high };
}

const columnsOf = (low: Choice, high: Choice) => ({
  min_price_cents: low.final,
  min_regular_price_cents: low.regular,
  max_price_cents: high.final,
  max_regular_price_cents: high.regular,
});

/** Recomputes the price range of the bundles and grouped products among `ids` from their members. */
export async function refreshCompositePrices(trx: Kysely<Database>, ids: readonly number[]) {
  for (const part of chunks([...ids])) {
    const parents = await trx
      .selectFrom('product')
      .where('id', 'in', part)
      .where('type_id', 'in', ['bundle', 'grouped'])
      .select(['id', 'type_id'])
      .execute();
    for (const parent of parents) {
      const range =
        parent.type_id === 'bundle'
          ? await bundlePrices(trx, parent.id)
          : await groupedPrices(trx, parent.id);
      if (range) await trx.updateTable('product').set(range).where('id', '=', parent.id).execute();
    }
  }
}

async function bundlePrices(trx: Kysely<Database>, productId: number) {
  const rows = await trx
    .selectFrom('bundle_option as o')
    .leftJoin('bundle_selection as s', 's.option_id', 'o.id')
    .leftJoin('product as m', 'm.id', 's.product_id')
    .where('o.product_id', '=', productId)
    .select(['o.id', 'o.required', 'o.type', 's.qty', 'm.min_price_cents', 'm.price_cents', 'm.status'])
    .execute();
  const options = new Map<number, { required: boolean; multiple: boolean; choices: Choice[] }>();
  for (const row of rows) {
    const option = options.get(row.id) ?? {
      required: row.required === 1,
      multiple: row.type === 'checkbox' || row.type === 'multi',
      choices: [],
    };
    options.set(row.id, option);
    if (row.qty === null || row.min_price_cents === null || row.status !== 1) continue;
    option.choices.push({ final: row.min_price_cents * row.qty, regular: (row.price_cents ?? 0) * row.qty });
  }
  const { low, high } = bundleRange([...options.values()]);
  return columnsOf(low, high);
}

async function groupedPrices(trx: Kysely<Database>, productId: number) {
  const members = await trx
    .selectFrom('product_link as l')
    .innerJoin('product as m', 'm.id', 'l.linked_product_id')
    .where('l.product_id', '=', productId)
    .where('l.link_type', '=', 'associated')
    .where('m.status', '=', 1)
    .select(['m.min_price_cents as final', 'm.price_cents as regular'])
    .execute();
  const sorted = members.sort(byFinal);
  if (sorted.length === 0) return undefined;
  return columnsOf(sorted[0]!, sorted.at(-1)!);
}
