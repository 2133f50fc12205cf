import type { Kysely, Transaction } from 'kysely';
import type { DatabaseHandle } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { CatalogInputError } from './errors';
import { text } from './product-fields';
import { compositeOf, memberOf, positiveQty, refreshCompositePrices } from './product-types';
import { type WriteAudit, writeCatalog } from './write';

/**
 * Magento's bundle management (Bundle/Api: ProductOptionRepository, ProductLinkManagement) over
 * `bundle_option` and `bundle_selection`. Prices are dynamic (the items' prices), so a link's
 * `price` is read back as the item's price and never stored.
 */

/** Magento's option types: one choice (select, radio) or several (checkbox, multi). */
export const BUNDLE_TYPES = ['select', 'radio', 'checkbox', 'multi'] as const;

export interface BundleLinkBody {
  id?: string | number;
  sku?: string;
  option_id?: number;
  qty?: number;
  position?: number;
  is_default?: boolean;
  can_change_quantity?: number | boolean;
}

export interface BundleOptionBody {
  option_id?: number;
  title?: string;
  required?: boolean;
  type?: string;
  position?: number;
  sku?: string;
  product_links?: BundleLinkBody[];
}

type Trx = Transaction<Database>;

const noSuchOption = (sku: string, optionId: number) =>
  new CatalogInputError(
    'Product with specified sku: "%1" does not contain option: "%2"',
    [sku, String(optionId)],
    `O kit ${sku} não tem a opção ${optionId}.`,
    404,
    'option_id',
  );

/** The options of a bundle with their items, in Magento's shape. */
export async function bundleOptions(db: Kysely<Database>, sku: string) {
  const bundle = await compositeOf(db, sku, 'bundle');
  const options = await db
    .selectFrom('bundle_option')
    .where('product_id', '=', bundle.id)
    .selectAll()
    .orderBy('position')
    .orderBy('id')
    .execute();
  const links =
    options.length === 0
      ? []
      : await db
          .selectFrom('bundle_selection as s')
          .innerJoin('product as m', 'm.id', 's.product_id')
          .where(
            's.option_id',
            'in',
            options.map((o) => o.id),
          )
          .select(['s.id', 's.option_id', 's.qty', 's.position', 's.is_default', 's.can_change_qty'])
          .select(['m.sku', 'm.name', 'm.min_price_cents'])
          .orderBy('s.position')
          .orderBy('s.id')
          .execute();
  return options.map((o) => ({
    option_id: o.id,
    title: o.title,
    required: o.required === 1,
    type: o.type,
    position: o.position,
    sku,
    product_links: links
      .filter((l) => l.option_id === o.id)
      .map((l) => ({
        id: String(l.id),
        sku: l.sku,
        name: l.name,
        option_id: o.id,
        qty: l.qty,
        position: l.position,
        is_default: l.is_default === 1,
        price: l.min_price_cents / 100,
        price_type: null,
        can_change_quantity: l.can_change_qty,
      })),
  }));
}

/** The option's own fields, checked; `partial` leaves absent ones out (an update). */
function optionFields(option: BundleOptionBody, partial: boolean) {
  if (typeof option.title === 'string' && option.title.trim() === '') throw requiredTitle();
  const title = text(option.title, 'title', 255, !partial)?.trim();
  if (option.type !== undefined && !(BUNDLE_TYPES as readonly string[]).includes(option.type)) {
    throw new CatalogInputError(
      'Invalid value of "%value" provided for the %fieldName field.',
      { fieldName: 'type', value: String(option.type) },
      'Tipo de opção inválido: use select, radio, checkbox ou multi.',
      400,
      'type',
    );
  }
  return {
    ...(title !== undefined && { title }),
    ...((option.type !== undefined || !partial) && { type: option.type ?? 'select' }),
    ...((option.required !== undefined || !partial) && { required: option.required === false ? 0 : 1 }),
    ...((option.position !== undefined || !partial) && { position: option.position ?? 0 }),
  };
}

const requiredTitle = () =>
  new CatalogInputError(
    '"%fieldName" is required. Enter and try again.',
    { fieldName: 'title' },
    'Informe o título da opção.',
    400,
    'title',
  );

/** Adds an option, with its items when given (Magento's POST /V1/bundle-products/options/add). */
export async function addBundleOption(
  handle: DatabaseHandle,
  option: BundleOptionBody,
  by?: WriteAudit,
): Promise<number> {
  const sku = text(option.sku, 'sku', 64, true)!;
  const fields = optionFields(option, false) as Required<ReturnType<typeof optionFields>>;
  return writeCatalog(
    handle,
    async (trx, changes) => {
      const bundle = await compositeOf(trx, sku, 'bundle');
      // Without a position a new option goes last, as the admin adds them one under another.
      const last = await trx
        .selectFrom('bundle_option')
        .where('product_id', '=', bundle.id)
        .select((eb) => eb.fn.max('position').as('n'))
        .executeTakeFirst();
      const position = option.position ?? Number(last?.n ?? 0) + 1;
      const row = await trx
        .insertInto('bundle_option')
        .values({ product_id: bundle.id, ...fields, position })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const link of option.product_links ?? []) await insertLink(trx, sku, row.id, link);
      await refreshCompositePrices(trx, [bundle.id]);
      changes.products.add(bundle.id);
      return row.id;
    },
    {
      by,
      note: (id) => ({
        action: 'bundle.option.add',
        entityType: 'product',
        entityId: sku,
        after: { id, ...option },
      }),
    },
  );
}

/**
 * Changes an option (Magento's PUT /V1/bundle-products/options/{optionId}); sent
 * `product_links` replace its items. Answers the option id.
 */
export async function updateBundleOption(
  handle: DatabaseHandle,
  optionId: number,
  option: BundleOptionBody,
  by?: WriteAudit,
): Promise<number> {
  const sku = text(option.sku, 'sku', 64, true)!;
  const fields = optionFields(option, true);
  return writeCatalog(
    handle,
    async (trx, changes) => {
      const bundle = await compositeOf(trx, sku, 'bundle');
      await optionRow(trx, bundle.id, sku, optionId);
      if (Object.keys(fields).length > 0)
        await trx.updateTable('bundle_option').set(fields).where('id', '=', optionId).execute();
      if (option.product_links) {
        await trx.deleteFrom('bundle_selection').where('option_id', '=', optionId).execute();
        for (const link of option.product_links) await insertLink(trx, sku, optionId, link);
      }
      await refreshCompositePrices(trx, [bundle.id]);
      changes.products.add(bundle.id);
      return optionId;
    },
    {
      by,
      note: () => ({
        action: 'bundle.option.update',
        entityType: 'product',
        entityId: sku,
        after: { optionId, ...option },
      }),
    },
  );
}

/** Removes an option and its items (Magento's DELETE /V1/bundle-products/{sku}/options/{optionId}). */
export async function deleteBundleOption(
  handle: DatabaseHandle,
  sku: string,
  optionId: number,
  by?: WriteAudit,
) {
  await writeCatalog(
    handle,
    async (trx, changes) => {
      const bundle = await compositeOf(trx, sku, 'bundle');
      await optionRow(trx, bundle.id, sku, optionId);
      await trx.deleteFrom('bundle_selection').where('option_id', '=', optionId).execute();
      await trx.deleteFrom('bundle_option').where('id', '=', optionId).execute();
      await refreshCompositePrices(trx, [bundle.id]);
      changes.products.add(bundle.id);
    },
    {
      by,
      note: () => ({
        action: 'bundle.option.delete',
        entityType: 'product',
        entityId: sku,
        before: { optionId },
      }),
    },
  );
}

/** Adds an item to an option (Magento's POST /V1/bundle-products/{sku}/links/{optionId}); answers its id. */
export async function addBundleLink(
  handle: DatabaseHandle,
  sku: string,
  optionId: number,
  link: BundleLinkBody,
  by?: WriteAudit,
): Promise<number> {
  return writeCatalog(
    handle,
    async (trx, changes) => {
      const bundle = await compositeOf(trx, sku, 'bundle');
      await optionRow(trx, bundle.id, sku, optionId);
      const id = await insertLink(trx, sku, optionId, link);
      await refreshCompositePrices(trx, [bundle.id]);
      changes.products.add(bundle.id);
      return id;
    },
    {
      by,
      note: (id) => ({
        action: 'bundle.link.add',
        entityType: 'product',
        entityId: sku,
        after: { id, optionId, ...link },
      }),
    },
  );
}

/** Takes an item out of an option (Magento's DELETE …/options/{optionId}/children/{childSku}). */
export async function removeBundleLink(
  handle: DatabaseHandle,
  sku: string,
  optionId: number,
  childSku: string,
  by?: WriteAudit,
) {
  await writeCatalog(
    handle,
    async (trx, changes) => {
      const bundle = await compositeOf(trx, sku, 'bundle');
      await optionRow(trx, bundle.id, sku, optionId);
      const link = await trx
        .selectFrom('bundle_selection as s')
        .innerJoin('product as m', 'm.id', 's.product_id')
        .where('s.option_id', '=', optionId)
        .where('m.sku', '=', childSku)
        .select('s.id')
        .executeTakeFirst();
      if (!link) {
        throw new CatalogInputError(
          "Requested bundle option product doesn't exist.",
          [],
          `${childSku} não é item desta opção.`,
          404,
          'sku',
        );
      }
      await trx.deleteFrom('bundle_selection').where('id', '=', link.id).execute();
      await refreshCompositePrices(trx, [bundle.id]);
      changes.products.add(bundle.id);
    },
    {
      by,
      note: () => ({
        action: 'bundle.link.remove',
        entityType: 'product',
        entityId: sku,
        before: { optionId, childSku },
      }),
    },
  );
}

async function optionRow(trx: Trx, productId: number, sku: string, optionId: number) {
  const row = await trx
    .selectFrom('bundle_option')
    .where('id', '=', optionId)
    .where('product_id', '=', productId)
    .selectAll()
    .executeTakeFirst();
  if (!row) throw noSuchOption(sku, optionId);
  return row;
}

async function insertLink(trx: Trx, sku: string, optionId: number, link: BundleLinkBody): Promise<number> {
  const childSku = text(link.sku, 'sku', 64, true)!;
  const member = await memberOf(trx, childSku, 'sku');
  const qty = positiveQty(link.qty, 'qty');
  const taken = await trx
    .selectFrom('bundle_selection')
    .where('option_id', '=', optionId)
    .where('product_id', '=', member.id)
    .select('id')
    .executeTakeFirst();
  if (taken) {
    throw new CatalogInputError(
      'Child with specified sku: "%1" already assigned to product: "%2"',
      [childSku, sku],
      `${childSku} já é item desta opção.`,
      400,
      'sku',
    );
  }
  const row = await trx
    .insertInto('bundle_selection')
    .values({
      option_id: optionId,
      product_id: member.id,
      qty,
      is_default: link.is_default ? 1 : 0,
      can_change_qty: link.can_change_quantity ? 1 : 0,
      position: link.position ?? 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
