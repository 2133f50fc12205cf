import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { slugify } from '../../../lib/slug';
import { saoPauloDate } from '../../requests/dates';
import { chunks } from '../indexer';
import { recordStockMovements, type StockCause } from '../stock-movements';
import { CatalogInputError, invalidField } from './errors';
import { ownPrices } from './prices';
import { OPTION_ATTRIBUTES, text } from './product-fields';
import {
  type CheckedProduct,
  checkProductFields,
  newProductRow,
  type ProductInput,
  productColumns,
  productRewrite,
  productSku,
} from './products';
import type { CatalogChanges } from './write';

type Trx = Transaction<Database>;

/** Rows per INSERT: the product row has ~35 columns, far below either engine's parameter limit. */
const INSERT_BATCH = 200;

type OptionCode = (typeof OPTION_ATTRIBUTES)[number];

/** A checked new product waiting for its batch to be written. */
interface Pending {
  checked: CheckedProduct;
  input: ProductInput;
  urlKey: string;
  /** Option ids, or labels of options that the batch creates. */
  options: Partial<Record<OptionCode, number | string | null>>;
  categoryIds?: number[];
}

/**
 * The CSV import's common case, new simple and virtual products, written many at a time instead of
 * one statement per table and per row (a 10,000-row file took minutes on PostgreSQL that way).
 * What the rules need is read once (the file's skus and URL keys that exist, attribute options);
 * each row is checked with the rules of saveProductIn (checkProductFields, the URL key and option
 * choices below mirror chooseUrlKey and resolveOptions) against that and what earlier rows
 * claimed, so a refused row never reaches the database; `flush` then writes the accepted rows with
 * one INSERT per table and per 200 rows. Rows this cannot take (updates, configurables, images,
 * new categories) go through saveProductIn: the import flushes before each of them, and tells
 * the batch what they wrote (`claimed`), so the file is applied in its order.
 */
export class NewProductBatch {
  private pending: Pending[] = [];
  private readonly pendingSkus = new Set<string>();
  private optionsStale = false;

  private constructor(
    private readonly trx: Trx,
    /** Skus that exist (or that this import has written). */
    private readonly skus: Set<string>,
    /** URL keys a new product cannot take (a product has it, or a rewrite answers it). */
    private readonly takenKeys: Set<string>,
    /** Option ids by `code:label` and `code:id:N`. */
    private options: Map<string, number>,
    /** The last URL rewrite read into takenKeys. */
    private lastRewriteId: number,
  ) {}

  /** Reads what the file's rows will be checked against. */
  static async prepare(trx: Trx, inputs: ProductInput[]): Promise<NewProductBatch> {
    const skus = new Set<string>();
    const given = [...new Set(inputs.map((i) => (typeof i.sku === 'string' ? i.sku.trim() : '')))];
    for (const part of chunks(given.filter(Boolean))) {
      const rows = await trx.selectFrom('product').where('sku', 'in', part).select('sku').execute();
      for (const row of rows) skus.add(row.sku);
    }
    const candidates = new Set<string>();
    for (const input of inputs) {
      if (typeof input.url_key === 'string') candidates.add(slugify(input.url_key));
      const base = keyBase(input);
      candidates.add(base);
      if (typeof input.sku === 'string') candidates.add(`${base}-${slugify(input.sku.trim())}`);
    }
    const takenKeys = new Set<string>();
    for (const part of chunks([...candidates].filter(Boolean))) {
      const products = await trx
        .selectFrom('product')
        .where('url_key', 'in', part)
        .select('url_key')
        .execute();
      for (const row of products) takenKeys.add(row.url_key);
      const rewrites = await trx
        .selectFrom('url_rewrite')
        .where(
          'request_path',
          'in',
          part.map((key) => `${key}.html`),
        )
        .select('request_path')
        .execute();
      for (const row of rewrites) takenKeys.add(row.request_path.slice(0, -'.html'.length));
    }
    const last = await trx
      .selectFrom('url_rewrite')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst();
    return new NewProductBatch(trx, skus, takenKeys, await readOptions(trx), Number(last?.id ?? 0));
  }

  /**
   * Whether the row is a new product this batch can check and write (a second row of a sku waiting
   * here updates it: it goes one by one, after the flush).
   */
  takes(input: ProductInput, extra: { categoriesKnown: boolean; images: number; variations: boolean }) {
    const sku = typeof input.sku === 'string' ? input.sku.trim() : '';
    return (
      sku !== '' &&
      !this.skus.has(sku) &&
      !this.pendingSkus.has(sku) &&
      (input.type_id === undefined || input.type_id === 'simple' || input.type_id === 'virtual') &&
      input.configurable_children === undefined &&
      extra.categoriesKnown &&
      extra.images === 0 &&
      !extra.variations
    );
  }

  /** Checks a new product and keeps it for the next flush; throws CatalogInputError when refused. */
  async add(input: ProductInput, categoryIds: number[] | undefined): Promise<void> {
    if (this.optionsStale) {
      this.options = await readOptions(this.trx);
      this.optionsStale = false;
    }
    const sku = productSku(input);
    const checked = checkProductFields(input, sku, undefined);
    const urlKey = this.chooseUrlKey(input.url_key, checked.name ?? sku, sku);
    const options: Pending['options'] = {};
    for (const code of OPTION_ATTRIBUTES) {
      const value = input[code];
      if (value === undefined) continue;
      if (value === null || value === '') {
        options[code] = null;
        continue;
      }
      if (typeof value === 'number' || /^\d+$/.test(value)) {
        // An option id must exist and belong to the attribute (as resolveOptions' lookup).
        const id = Number(value);
        if (!this.options.has(`${code}:id:${id}`))
          throw invalidField(code, `A opção ${value} de "${code}" não existe.`);
        options[code] = id;
        continue;
      }
      const label = String(value).trim();
      options[code] = this.options.get(`${code}:${label}`) ?? text(value, code, 255)!.trim();
    }
    this.takenKeys.add(urlKey);
    this.pending.push({
      checked,
      input,
      urlKey,
      options,
      categoryIds: categoryIds && [...new Set(categoryIds)],
    });
    this.pendingSkus.add(sku);
  }

  /**
   * What a row written by saveProductIn claimed: its sku, the addresses it took (its own, the
   * redirect from its old one, those of categories it created), maybe new options.
   */
  async claimed(sku: string) {
    this.skus.add(sku);
    const rewrites = await this.trx
      .selectFrom('url_rewrite')
      .where('id', '>', this.lastRewriteId)
      .select(['id', 'request_path'])
      .execute();
    for (const row of rewrites) {
      this.takenKeys.add(row.request_path.replace(/\.html$/, ''));
      this.lastRewriteId = Math.max(this.lastRewriteId, row.id);
    }
    this.optionsStale = true;
  }

  /** chooseUrlKey for a new product, on the keys read up front and those of earlier rows. */
  private chooseUrlKey(given: string | undefined, name: string, sku: string): string {
    if (given !== undefined) {
      const key = slugify(given);
      if (!key || key.length > 200) throw invalidField('url_key', 'A chave de URL (url_key) é inválida.');
      if (this.takenKeys.has(key)) throw keyTaken(key);
      return key;
    }
    const base = slugify(name).slice(0, 180) || slugify(sku);
    if (!this.takenKeys.has(base)) return base;
    const suffixed = `${base}-${slugify(sku)}`;
    if (this.takenKeys.has(suffixed)) throw keyTaken(suffixed);
    return suffixed;
  }

  /** Writes the waiting rows (their quantities into the stock history); returns their ids by sku. */
  async flush(changes: CatalogChanges, stock: StockCause): Promise<Map<string, number>> {
    const rows = this.pending;
    this.pending = [];
    this.pendingSkus.clear();
    const ids = new Map<string, number>();
    if (rows.length === 0) return ids;
    await this.createOptions(rows);
    const today = saoPauloDate(new Date());
    for (const part of chunks(rows, INSERT_BATCH)) {
      const values = part.map(({ checked, input, options, urlKey }) => {
        const resolved = Object.fromEntries(
          Object.entries(options).map(([code, v]) => [
            code,
            typeof v === 'string' ? this.options.get(`${code}:${v}`)! : v,
          ]),
        );
        const row = newProductRow(
          checked,
          productColumns(checked, input, resolved, urlKey, undefined),
          urlKey,
        );
        // The new product's special price (saveProductIn: writeSpecialPrices, then refreshPrices).
        const scheduled = checked.special ?? null;
        return {
          ...row,
          ...ownPrices(
            {
              price_cents: row.price_cents,
              special_price_cents: null,
              scheduled,
              price_from: scheduled === null ? null : checked.specialFrom,
              price_to: scheduled === null ? null : checked.specialTo,
            },
            today,
          ),
        };
      });
      const inserted = await this.trx
        .insertInto('product')
        .values(values)
        .returning(['id', 'sku', 'stock_qty'])
        .execute();
      for (const row of inserted) ids.set(row.sku, row.id);
      await recordStockMovements(
        this.trx,
        inserted.map((row) => ({ productId: row.id, sku: row.sku, before: 0, after: row.stock_qty })),
        stock,
      );
    }
    for (const part of chunks(rows, INSERT_BATCH)) {
      await this.trx
        .insertInto('url_rewrite')
        .values(part.map((r) => productRewrite(ids.get(r.checked.sku)!, r.urlKey)))
        .execute();
      const schedules = part.filter((r) => r.checked.special !== undefined && r.checked.special !== null);
      if (schedules.length > 0) {
        await this.trx
          .insertInto('product_special_price')
          .values(
            schedules.map((r) => ({
              product_id: ids.get(r.checked.sku)!,
              price_cents: r.checked.special!,
              price_from: r.checked.specialFrom,
              price_to: r.checked.specialTo,
            })),
          )
          .execute();
      }
    }
    await this.assignCategories(rows, ids);
    // New simple products have no variants and no parent: no parent stock to refresh.
    for (const [sku, id] of ids) {
      this.skus.add(sku);
      changes.products.add(id);
    }
    return ids;
  }

  /** Options named by the batch's rows that do not exist yet, at the end of their attribute. */
  private async createOptions(rows: Pending[]) {
    for (const code of OPTION_ATTRIBUTES) {
      const labels = [
        ...new Set(
          rows
            .map((r) => r.options[code])
            .filter((v): v is string => typeof v === 'string' && !this.options.has(`${code}:${v}`)),
        ),
      ];
      if (labels.length === 0) continue;
      const last = await this.trx
        .selectFrom('attribute_option')
        .where('attribute_code', '=', code)
        .select((eb) => eb.fn.max('sort_order').as('n'))
        .executeTakeFirst();
      const first = Number(last?.n ?? -1) + 1;
      for (const part of chunks(labels, INSERT_BATCH)) {
        const created = await this.trx
          .insertInto('attribute_option')
          .values(
            part.map((label) => ({
              attribute_code: code,
              label,
              sort_order: first + labels.indexOf(label),
            })),
          )
          .returning(['id', 'label'])
          .execute();
        for (const row of created) {
          this.options.set(`${code}:${row.label}`, row.id);
          this.options.set(`${code}:id:${row.id}`, row.id);
        }
      }
    }
  }

  /** Each new assignment at the end of its category, in the file's order (as assignCategories). */
  private async assignCategories(rows: Pending[], ids: Map<string, number>) {
    const categories = [...new Set(rows.flatMap((r) => r.categoryIds ?? []))];
    const last = new Map<number, number>();
    for (const part of chunks(categories)) {
      const maxima = await this.trx
        .selectFrom('product_category')
        .where('category_id', 'in', part)
        .groupBy('category_id')
        .select(['category_id', (eb) => eb.fn.max('position').as('n')])
        .execute();
      for (const row of maxima) last.set(row.category_id, Number(row.n ?? 0));
    }
    const links = rows.flatMap((r) =>
      (r.categoryIds ?? []).map((categoryId) => {
        const position = (last.get(categoryId) ?? 0) + 1;
        last.set(categoryId, position);
        return { product_id: ids.get(r.checked.sku)!, category_id: categoryId, position };
      }),
    );
    for (const part of chunks(links, INSERT_BATCH * 2))
      await this.trx.insertInto('product_category').values(part).execute();
  }
}

/** The URL key a new product without one gets before any clash (chooseUrlKey's base). */
function keyBase(input: ProductInput): string {
  const sku = typeof input.sku === 'string' ? input.sku.trim() : '';
  const name = typeof input.name === 'string' ? input.name : sku;
  return slugify(name).slice(0, 180) || slugify(sku);
}

const keyTaken = (key: string) =>
  new CatalogInputError(
    'URL key for specified store already exists.',
    [],
    `A chave de URL "${key}" já está em uso.`,
    400,
    'url_key',
  );

/** Option ids by `code:label` and `code:id:N`. */
async function readOptions(trx: Trx) {
  const rows = await trx
    .selectFrom('attribute_option')
    .where('attribute_code', 'in', [...OPTION_ATTRIBUTES])
    .select(['id', 'attribute_code', 'label'])
    .execute();
  const byLabel = new Map<string, number>();
  for (const row of rows) {
    byLabel.set(`${row.attribute_code}:${row.label}`, row.id);
    byLabel.set(`${row.attribute_code}:id:${row.id}`, row.id);
  }
  return byLabel;
}
