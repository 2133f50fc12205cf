import type { Kysely, Selectable } from 'kysely';
import type { DatabaseHandle } from '../../../db/database';
import type { Database, ProductTable } from '../../../db/schema';
import { CatalogInputError, noSuchProduct } from './errors';
import { refreshPrices } from './prices';
import { text } from './product-fields';
import { compositeOf, memberOf, wrongType } from './product-types';
import { type ProductInput, saveProductIn } from './products';
import { ATTRIBUTE_IDS } from './rest-shapes';
import { refreshParentStock, stockActorBy } from './stock';
import { type CatalogChanges, type WriteAudit, writeCatalog } from './write';

/**
 * Magento's configurable-product management (ConfigurableProduct/Api: LinkManagement and
 * OptionRepository) over our tables: a variant is a simple product whose `parent_id` is the
 * configurable, and an option a `configurable_attribute` row. The storefront offers the variants
 * by colour only, so colour is the one attribute an option may use.
 */

/** The attributes an option may use, by Magento attribute id or code. */
const OPTION_ATTRIBUTES: Record<string, { code: string; label: string }> = {
  [ATTRIBUTE_IDS.color!]: { code: 'color', label: 'Cor' },
  color: { code: 'color', label: 'Cor' },
};

/** Magento's ConfigurableOption as the API reads and writes it. */
export interface ConfigurableOptionBody {
  id?: number;
  attribute_id?: string | number;
  label?: string;
  position?: number;
  is_use_default?: boolean;
  values?: { value_index: number }[];
}

type ProductRow = Selectable<ProductTable>;

const noSuchOption = () =>
  new CatalogInputError(
    "The option that was requested doesn't exist. Verify the entity and try again.",
    [],
    'Esta opção (ou variação) não existe neste produto.',
    404,
  );

/** The variants of a configurable (any status), oldest first; none for another type, as Magento. */
export async function configurableChildren(db: Kysely<Database>, sku: string) {
  const parent = await db.selectFrom('product').where('sku', '=', sku).selectAll().executeTakeFirst();
  if (!parent) await compositeOf(db, sku, 'configurable');
  if (parent?.type_id !== 'configurable') return [];
  return db.selectFrom('product').where('parent_id', '=', parent.id).selectAll().orderBy('id').execute();
}

/** The options of a configurable with the colours its variants use. */
export async function configurableOptions(db: Kysely<Database>, sku: string) {
  const parent = await compositeOf(db, sku, 'configurable');
  const [rows, colours] = await Promise.all([
    db
      .selectFrom('configurable_attribute')
      .where('product_id', '=', parent.id)
      .selectAll()
      .orderBy('position')
      .execute(),
    db
      .selectFrom('product')
      .where('parent_id', '=', parent.id)
      .where('color_id', 'is not', null)
      .select('color_id')
      .distinct()
      .orderBy('color_id')
      .execute(),
  ]);
  return rows.map((row) => ({
    id: row.id,
    attribute_id: ATTRIBUTE_IDS[row.attribute_code] ?? row.attribute_code,
    label: row.label,
    position: row.position,
    is_use_default: true,
    values: colours.map((c) => ({ value_index: c.color_id! })),
    product_id: parent.id,
  }));
}

export async function configurableOption(db: Kysely<Database>, sku: string, id: number) {
  const option = (await configurableOptions(db, sku)).find((o) => o.id === id);
  if (!option) throw noSuchOption();
  return option;
}

/** Adds an option (Magento's POST …/options); answers its id. */
export async function addConfigurableOption(
  handle: DatabaseHandle,
  sku: string,
  option: ConfigurableOptionBody,
  by?: WriteAudit,
): Promise<number> {
  return writeCatalog(
    handle,
    async (trx, changes) => {
      const parent = await compositeOf(trx, sku, 'configurable');
      const attribute = OPTION_ATTRIBUTES[String(option.attribute_id ?? '')];
      if (!attribute) {
        throw new CatalogInputError(
          'Invalid value of "%value" provided for the %fieldName field.',
          { fieldName: 'attribute_id', value: String(option.attribute_id ?? '') },
          'As variações usam a cor (color, atributo 93): outro atributo não é aceito.',
          400,
          'attribute_id',
        );
      }
      const taken = await trx
        .selectFrom('configurable_attribute')
        .where('product_id', '=', parent.id)
        .where('attribute_code', '=', attribute.code)
        .select('id')
        .executeTakeFirst();
      if (taken) {
        throw new CatalogInputError(
          'Something went wrong while saving option.',
          [],
          `O produto ${sku} já tem a opção de ${attribute.label.toLowerCase()}.`,
          400,
          'attribute_id',
        );
      }
      const row = await trx
        .insertInto('configurable_attribute')
        .values({
          product_id: parent.id,
          attribute_code: attribute.code,
          label: text(option.label, 'label', 255)?.trim() || attribute.label,
          position: option.position ?? 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      changes.products.add(parent.id);
      return row.id;
    },
    {
      by,
      note: (id) => ({
        action: 'option.add',
        entityType: 'product',
        entityId: sku,
        after: { id, ...option },
      }),
    },
  );
}

/** Changes an option's label or position (Magento's PUT …/options/{id}); answers its id. */
export async function updateConfigurableOption(
  handle: DatabaseHandle,
  sku: string,
  id: number,
  option: ConfigurableOptionBody,
  by?: WriteAudit,
): Promise<number> {
  return writeCatalog(
    handle,
    async (trx, changes) => {
      const parent = await compositeOf(trx, sku, 'configurable');
      const row = await optionRow(trx, parent.id, id);
      if (
        option.attribute_id !== undefined &&
        OPTION_ATTRIBUTES[String(option.attribute_id)]?.code !== row.attribute_code
      ) {
        throw new CatalogInputError(
          'Invalid value of "%value" provided for the %fieldName field.',
          { fieldName: 'attribute_id', value: String(option.attribute_id) },
          'O atributo de uma opção não pode ser trocado: remova a opção e crie outra.',
          400,
          'attribute_id',
        );
      }
      const label = text(option.label, 'label', 255)?.trim();
      await trx
        .updateTable('configurable_attribute')
        .set({ ...(label && { label }), ...(option.position !== undefined && { position: option.position }) })
        .where('id', '=', id)
        .execute();
      changes.products.add(parent.id);
      return id;
    },
    {
      by,
      note: () => ({
        action: 'option.update',
        entityType: 'product',
        entityId: sku,
        after: { id, ...option },
      }),
    },
  );
}

/**
 * Removes an option. Without any option left the variants cannot be told apart, so they leave
 * the configurable (they stay as products), as Magento unlinks them.
 */
export async function deleteConfigurableOption(
  handle: DatabaseHandle,
  sku: string,
  id: number,
  by?: WriteAudit,
): Promise<void> {
  await writeCatalog(
    handle,
    async (trx, changes) => {
      const parent = await compositeOf(trx, sku, 'configurable');
      await optionRow(trx, parent.id, id);
      await trx.deleteFrom('configurable_attribute').where('id', '=', id).execute();
      const left = await trx
        .selectFrom('configurable_attribute')
        .where('product_id', '=', parent.id)
        .select('id')
        .executeTakeFirst();
      if (!left) {
        const children = await trx
          .selectFrom('product')
          .where('parent_id', '=', parent.id)
          .select('id')
          .execute();
        await trx
          .updateTable('product')
          .set({ parent_id: null })
          .where('parent_id', '=', parent.id)
          .execute();
        for (const child of children) changes.products.add(child.id);
        await refreshParentStock(trx, [parent.id]);
      }
      changes.products.add(parent.id);
    },
    { by, note: () => ({ action: 'option.delete', entityType: 'product', entityId: sku, before: { id } }) },
  );
}

async function optionRow(trx: Kysely<Database>, productId: number, id: number) {
  const row = await trx
    .selectFrom('configurable_attribute')
    .where('id', '=', id)
    .where('product_id', '=', productId)
    .selectAll()
    .executeTakeFirst();
  if (!row) throw noSuchOption();
  return row;
}

/** Makes an existing simple product a variant (Magento's POST …/child). */
export async function addConfigurableChild(
  handle: DatabaseHandle,
  sku: string,
  childSku: string,
  by?: WriteAudit,
): Promise<void> {
  await writeCatalog(
    handle,
    async (trx, changes) => {
      const parent = await compositeOf(trx, sku, 'configurable');
      const child = await memberOf(trx, childSku, 'childSku');
      await attachChild(trx, parent, child, changes);
    },
    { by, note: () => ({ action: 'child.add', entityType: 'product', entityId: sku, after: { childSku } }) },
  );
}

/**
 * The checks and the link of a variant joining its configurable (inside the caller's
 * transaction): it needs a value of every option's attribute, and no other variant may have the
 * same values.
 */
async function attachChild(
  trx: Kysely<Database>,
  parent: ProductRow,
  child: ProductRow,
  changes: CatalogChanges,
) {
  if (child.parent_id === parent.id) {
    throw new CatalogInputError(
      'The product is already attached.',
      [],
      `${child.sku} já é uma variação de ${parent.sku}.`,
      400,
      'childSku',
    );
  }
  if (child.parent_id !== null) {
    throw new CatalogInputError(
      'The product is already attached.',
      [],
      `${child.sku} já é variação de outro produto: remova-o de lá antes.`,
      400,
      'childSku',
    );
  }
  const options = await trx
    .selectFrom('configurable_attribute')
    .where('product_id', '=', parent.id)
    .select('attribute_code')
    .execute();
  if (options.length === 0) {
    throw new CatalogInputError(
      "The parent product doesn't have configurable product options.",
      [],
      `${parent.sku} ainda não tem opções (atributos das variações).`,
      400,
      'childSku',
    );
  }
  if (child.color_id === null) {
    throw new CatalogInputError(
      'The child product doesn\'t have the "%1" attribute value. Verify the value and try again.',
      ['color'],
      `${child.sku} não tem cor: informe a cor da variação.`,
      400,
      'color',
    );
  }
  const twin = await trx
    .selectFrom('product')
    .where('parent_id', '=', parent.id)
    .where('color_id', '=', child.color_id)
    .select('sku')
    .executeTakeFirst();
  if (twin) {
    throw new CatalogInputError(
      'Products "%1" and "%2" have the same set of attribute values.',
      [child.sku, twin.sku],
      `${twin.sku} já é a variação desta cor.`,
      400,
      'color',
    );
  }
  await trx.updateTable('product').set({ parent_id: parent.id }).where('id', '=', child.id).execute();
  await relink(trx, parent.id, [child.id], changes);
}

/** A new variant as the admin's Variações tab sends it. */
export interface NewVariantBody {
  sku: string;
  /** Option id or label (a new label becomes an option). */
  color: string | number;
  /** Reais. */
  price: number | string;
  qty?: number | string;
  /** Defaults to the configurable's name and the colour. */
  name?: string;
  status?: number;
}

/**
 * Creates a simple product and makes it a variant, in one transaction: a refused link leaves no
 * product behind, and an existing SKU is refused rather than overwritten (Magento's POST
 * /V1/products would update it). The variant is sold through its configurable (not visible on
 * its own) and ships as it: it takes the configurable's manufacturer, weight and box when it has
 * none of its own. Answers the new product's id.
 */
export async function createConfigurableChild(
  handle: DatabaseHandle,
  sku: string,
  body: NewVariantBody,
  by?: WriteAudit,
): Promise<number> {
  return writeCatalog(
    handle,
    async (trx, changes) => {
      const parent = await compositeOf(trx, sku, 'configurable');
      const color =
        typeof body.color === 'number' ? String(body.color) : text(body.color, 'color', 255)?.trim();
      if (!color) {
        throw new CatalogInputError(
          '"%fieldName" is required. Enter and try again.',
          { fieldName: 'color' },
          'Informe a cor da variação.',
          400,
          'color',
        );
      }
      const qty = Number(body.qty ?? 0);
      const input: ProductInput = {
        sku: body.sku,
        type_id: 'simple',
        name: body.name?.trim() || `${parent.name} ${await colourLabel(trx, color)}`,
        price: body.price,
        status: body.status ?? 1,
        visibility: 1,
        color,
        qty,
        is_in_stock: qty > 0,
        weight: parent.weight,
        manufacturer: parent.manufacturer_id,
      };
      const id = await saveProductIn(trx, input, 'create', changes, {
        reason: 'product_save',
        actor: stockActorBy(by),
      });
      await trx
        .updateTable('product')
        .set({
          volume_height: parent.volume_height,
          volume_width: parent.volume_width,
          volume_length: parent.volume_length,
        })
        .where('id', '=', id)
        .execute();
      const child = await trx
        .selectFrom('product')
        .where('id', '=', id)
        .selectAll()
        .executeTakeFirstOrThrow();
      await attachChild(trx, parent, child, changes);
      return id;
    },
    {
      by,
      note: (id) => ({
        action: 'child.create',
        entityType: 'product',
        entityId: sku,
        after: { id, ...body },
      }),
    },
  );
}

/** The label of a colour given by option id or label. */
async function colourLabel(trx: Kysely<Database>, color: string) {
  if (!/^\d+$/.test(color)) return color;
  const row = await trx
    .selectFrom('attribute_option')
    .where('attribute_code', '=', 'color')
    .where('id', '=', Number(color))
    .select('label')
    .executeTakeFirst();
  return row?.label ?? color;
}

/** A variant leaves its configurable (Magento's DELETE …/children/{childSku}); it stays a product. */
export async function removeConfigurableChild(
  handle: DatabaseHandle,
  sku: string,
  childSku: string,
  by?: WriteAudit,
): Promise<void> {
  await writeCatalog(
    handle,
    async (trx, changes) => {
      const parent = await trx.selectFrom('product').where('sku', '=', sku).selectAll().executeTakeFirst();
      if (!parent) throw noSuchProduct(sku);
      if (parent.type_id !== 'configurable') throw wrongType(sku, 'configurable');
      const child = await trx
        .selectFrom('product')
        .where('sku', '=', childSku)
        .where('parent_id', '=', parent.id)
        .select('id')
        .executeTakeFirst();
      if (!child) throw noSuchOption();
      await trx.updateTable('product').set({ parent_id: null }).where('id', '=', child.id).execute();
      await relink(trx, parent.id, [child.id], changes);
    },
    {
      by,
      note: () => ({ action: 'child.remove', entityType: 'product', entityId: sku, before: { childSku } }),
    },
  );
}

/** The parent's price range and stock follow its variants; both sides are reindexed. */
async function relink(trx: Kysely<Database>, parentId: number, childIds: number[], changes: CatalogChanges) {
  await refreshPrices(trx, [parentId]);
  await refreshParentStock(trx, [parentId]);
  changes.products.add(parentId);
  for (const id of childIds) changes.products.add(id);
}
