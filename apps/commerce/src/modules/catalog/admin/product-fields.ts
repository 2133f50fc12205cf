import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { slugify } from '../../../lib/slug';
import { ROOT_CATEGORY_ID } from '../indexer';
import { CatalogInputError, invalidField } from './errors';
import type { ProductInput } from './products';

/** Product fields that live in other tables: URL rewrites, attribute options, category links. */

type Trx = Transaction<Database>;

/** Option attributes a product carries (filterable in listings). */
export const OPTION_ATTRIBUTES = ['manufacturer', 'color'] as const;

/** A text field of the input: absent stays absent; too long or not text is refused. */
export function text(value: unknown, field: string, max: number, required = false): string | undefined {
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

export async function chooseUrlKey(
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
export async function moveProductUrl(trx: Trx, id: number, from: string, to: string) {
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

export async function resolveOptions(trx: Trx, input: ProductInput) {
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

export async function checkCategories(trx: Trx, ids: number[]): Promise<number[]> {
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
