import type { Transaction } from 'kysely';
import type { DatabaseHandle } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { slugify } from '../../../lib/slug';
import { ROOT_CATEGORY_ID } from '../indexer';
import { CatalogInputError, invalidField, noSuchCategory } from './errors';
import { idsBySku } from './prices';
import { type CatalogChanges, type WriteAudit, writeCatalog } from './write';

type Trx = Transaction<Database>;

/** The three store views; a new category gets its name in each until it is translated. */
const STORE_CODES = ['default', 'en', 'german'] as const;

export interface CategoryInput {
  parent_id?: number;
  name?: string;
  is_active?: boolean;
  include_in_menu?: boolean;
  is_anchor?: boolean;
  position?: number;
  url_key?: string;
  description?: string | null;
  meta_title?: string | null;
  meta_description?: string | null;
  meta_keywords?: string | null;
}

async function categoryRow(trx: Trx, id: number) {
  const row = await trx.selectFrom('category').where('id', '=', id).selectAll().executeTakeFirst();
  if (!row) throw noSuchCategory(id);
  return row;
}

function checkName(name: unknown): string {
  if (typeof name !== 'string' || name.trim() === '' || name.length > 255) {
    throw invalidField('name', 'O nome da categoria é obrigatório (até 255 caracteres).');
  }
  return name.trim();
}

/** The category and every category below it. */
async function subtreeIds(trx: Trx, path: string): Promise<number[]> {
  const rows = await trx
    .selectFrom('category')
    .where((eb) => eb.or([eb('path', '=', path), eb('path', 'like', `${path}/%`)]))
    .select('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Products whose listings (anchor ancestors) or search words depend on these categories. */
async function touchProductsOf(trx: Trx, categoryIds: number[], changes: CatalogChanges) {
  if (categoryIds.length === 0) return;
  const rows = await trx
    .selectFrom('product_category')
    .where('category_id', 'in', categoryIds)
    .select('product_id')
    .execute();
  for (const row of rows) changes.products.add(row.product_id);
}

/** A url path not used by another page ("Magento: URL key for specified store already exists"). */
async function checkUrlPathFree(trx: Trx, urlPath: string, id: number | undefined) {
  const row = await trx
    .selectFrom('url_rewrite')
    .where('request_path', '=', `${urlPath}.html`)
    .select(['entity_type', 'entity_id'])
    .executeTakeFirst();
  if (row && !(row.entity_type === 'category' && row.entity_id === id)) {
    throw new CatalogInputError(
      'URL key for specified store already exists.',
      [],
      `O endereço "${urlPath}" já está em uso.`,
      400,
      'url_key',
    );
  }
}

const childUrlPath = (parent: { id: number; url_path: string }, key: string) =>
  parent.id === ROOT_CATEGORY_ID ? key : `${parent.url_path}/${key}`;

/** Magento's POST /V1/categories. */
export async function createCategory(
  handle: DatabaseHandle,
  input: CategoryInput,
  by?: WriteAudit,
): Promise<number> {
  return writeCatalog(handle, (trx) => createCategoryIn(trx, input), {
    by,
    note: (id) => ({ action: 'create', entityType: 'category', entityId: id, after: input }),
  });
}

/** Creates a category inside the caller's transaction (the CSV import creates missing ones). */
export async function createCategoryIn(trx: Trx, input: CategoryInput): Promise<number> {
  const name = checkName(input.name);
  const parent = await categoryRow(trx, input.parent_id ?? ROOT_CATEGORY_ID);
  if (parent.id < ROOT_CATEGORY_ID)
    throw invalidField('parent_id', 'Escolha uma categoria dentro da categoria padrão.');
  const urlKey = slugify(input.url_key ?? name);
  if (!urlKey) throw invalidField('url_key', 'A chave de URL (url_key) é inválida.');
  const urlPath = childUrlPath(parent, urlKey);
  await checkUrlPathFree(trx, urlPath, undefined);
  const last = await trx
    .selectFrom('category')
    .where('parent_id', '=', parent.id)
    .select((eb) => eb.fn.max('position').as('n'))
    .executeTakeFirst();
  const now = new Date().toISOString();
  const { id } = await trx
    .insertInto('category')
    .values({
      parent_id: parent.id,
      path: parent.path,
      level: parent.level + 1,
      position: input.position ?? Number(last?.n ?? 0) + 1,
      url_key: urlKey,
      url_path: urlPath,
      is_anchor: input.is_anchor === false ? 0 : 1,
      include_in_menu: input.include_in_menu === false ? 0 : 1,
      is_active: input.is_active === false ? 0 : 1,
      product_count: 0,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('category')
    .set({ path: `${parent.path}/${id}` })
    .where('id', '=', id)
    .execute();
  await trx
    .insertInto('category_translation')
    .values(
      STORE_CODES.map((store_code) => ({
        category_id: id,
        store_code,
        name,
        description: input.description ?? null,
        meta_title: input.meta_title ?? null,
        meta_description: input.meta_description ?? null,
        meta_keywords: input.meta_keywords ?? null,
      })),
    )
    .execute();
  await trx
    .insertInto('url_rewrite')
    .values({
      request_path: `${urlPath}.html`,
      entity_type: 'category',
      entity_id: id,
      target_path: `${urlPath}.html`,
      redirect_code: 0,
    })
    .execute();
  return id;
}

/**
 * Magento's PUT /V1/categories/{id}. A new name replaces the store's (pt-BR) name and the other
 * views' names that were still copies of it; a new url_key moves the category's and its
 * descendants' addresses, the old ones redirecting (301).
 */
export async function updateCategory(
  handle: DatabaseHandle,
  id: number,
  input: CategoryInput,
  by?: WriteAudit,
): Promise<void> {
  const name = input.name === undefined ? undefined : checkName(input.name);
  await writeCatalog(
    handle,
    async (trx, changes) => {
      const row = await categoryRow(trx, id);
      if (row.id < ROOT_CATEGORY_ID) throw invalidField('id', 'A raiz do catálogo não pode ser alterada.');
      if (input.parent_id !== undefined && input.parent_id !== row.parent_id)
        await moveIn(trx, row.id, input.parent_id, undefined, changes);
      const now = new Date().toISOString();
      await trx
        .updateTable('category')
        .set({
          ...(input.is_active !== undefined && { is_active: input.is_active ? 1 : 0 }),
          ...(input.include_in_menu !== undefined && { include_in_menu: input.include_in_menu ? 1 : 0 }),
          ...(input.is_anchor !== undefined && { is_anchor: input.is_anchor ? 1 : 0 }),
          ...(input.position !== undefined && { position: input.position }),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
      const current = await trx
        .selectFrom('category_translation')
        .where('category_id', '=', id)
        .where('store_code', '=', 'default')
        .select('name')
        .executeTakeFirst();
      const texts = {
        ...(input.description !== undefined && { description: input.description }),
        ...(input.meta_title !== undefined && { meta_title: input.meta_title }),
        ...(input.meta_description !== undefined && { meta_description: input.meta_description }),
        ...(input.meta_keywords !== undefined && { meta_keywords: input.meta_keywords }),
      };
      if (Object.keys(texts).length > 0) {
        await trx
          .updateTable('category_translation')
          .set(texts)
          .where('category_id', '=', id)
          .where('store_code', '=', 'default')
          .execute();
      }
      if (name !== undefined && name !== current?.name) {
        await trx
          .updateTable('category_translation')
          .set({ name })
          .where('category_id', '=', id)
          .where((eb) => eb.or([eb('store_code', '=', 'default'), eb('name', '=', current?.name ?? '')]))
          .execute();
      }
      if (input.url_key !== undefined && slugify(input.url_key) !== row.url_key) {
        const key = slugify(input.url_key);
        if (!key) throw invalidField('url_key', 'A chave de URL (url_key) é inválida.');
        await trx.updateTable('category').set({ url_key: key }).where('id', '=', id).execute();
        await rewriteUrlPaths(trx, id);
      }
      // Listing membership (active, anchor, parent) and search words (name) of its products change.
      await touchProductsOf(trx, await subtreeIds(trx, (await categoryRow(trx, id)).path), changes);
    },
    { by, note: () => ({ action: 'update', entityType: 'category', entityId: id, after: input }) },
  );
}

/** Recomputes url_path of a category and its descendants; old addresses redirect (301). */
async function rewriteUrlPaths(trx: Trx, id: number) {
  const row = await categoryRow(trx, id);
  const parent = await categoryRow(trx, row.parent_id!);
  const rows = await trx
    .selectFrom('category')
    .where((eb) => eb.or([eb('path', '=', row.path), eb('path', 'like', `${row.path}/%`)]))
    .select(['id', 'parent_id', 'url_key', 'url_path', 'level'])
    .orderBy('level')
    .execute();
  const newPath = new Map<number, string>([[parent.id, parent.url_path]]);
  for (const c of rows) {
    const path = c.parent_id === ROOT_CATEGORY_ID ? c.url_key : `${newPath.get(c.parent_id!)}/${c.url_key}`;
    newPath.set(c.id, path);
    if (path === c.url_path) continue;
    await checkUrlPathFree(trx, path, c.id);
    await trx.updateTable('category').set({ url_path: path }).where('id', '=', c.id).execute();
    await trx
      .updateTable('url_rewrite')
      .set({ request_path: `${path}.html`, target_path: `${path}.html` })
      .where('entity_type', '=', 'category')
      .where('entity_id', '=', c.id)
      .where('redirect_code', '=', 0)
      .execute();
    await trx
      .updateTable('url_rewrite')
      .set({ target_path: `${path}.html` })
      .where('entity_type', '=', 'category')
      .where('entity_id', '=', c.id)
      .execute();
    await trx
      .insertInto('url_rewrite')
      .values({
        request_path: `${c.url_path}.html`,
        entity_type: 'category',
        entity_id: c.id,
        target_path: `${path}.html`,
        redirect_code: 301,
      })
      .onConflict((oc) => oc.column('request_path').doNothing())
      .execute();
  }
}

async function moveIn(
  trx: Trx,
  id: number,
  parentId: number,
  afterId: number | undefined,
  changes: CatalogChanges,
) {
  const row = await categoryRow(trx, id);
  const parent = await categoryRow(trx, parentId);
  if (row.id < ROOT_CATEGORY_ID || parent.id < ROOT_CATEGORY_ID)
    throw invalidField('parent_id', 'A raiz do catálogo não pode ser movida.');
  if (parent.path === row.path || parent.path.startsWith(`${row.path}/`)) {
    throw new CatalogInputError(
      'Operation do not allow to move a parent category to any of children category',
      [],
      'Uma categoria não pode ser movida para dentro de si mesma.',
    );
  }
  const before = await subtreeIds(trx, row.path);
  await touchProductsOf(trx, before, changes);
  const siblings = await trx
    .selectFrom('category')
    .where('parent_id', '=', parent.id)
    .where('id', '!=', id)
    .select(['id', 'position'])
    .orderBy('position')
    .execute();
  const index = afterId === undefined ? siblings.length : siblings.findIndex((s) => s.id === afterId) + 1;
  const order = [...siblings.slice(0, index).map((s) => s.id), id, ...siblings.slice(index).map((s) => s.id)];
  for (const [i, siblingId] of order.entries()) {
    await trx
      .updateTable('category')
      .set({ position: i + 1 })
      .where('id', '=', siblingId)
      .execute();
  }
  const newPath = `${parent.path}/${id}`;
  const levelShift = parent.level + 1 - row.level;
  const subtree = await trx
    .selectFrom('category')
    .where((eb) => eb.or([eb('path', '=', row.path), eb('path', 'like', `${row.path}/%`)]))
    .select(['id', 'path', 'level'])
    .execute();
  for (const c of subtree) {
    await trx
      .updateTable('category')
      .set({
        path: newPath + c.path.slice(row.path.length),
        level: c.level + levelShift,
        ...(c.id === id && { parent_id: parent.id }),
      })
      .where('id', '=', c.id)
      .execute();
  }
  await rewriteUrlPaths(trx, id);
}

/** Magento's PUT /V1/categories/{id}/move: under a new parent, after a sibling (or last). */
export async function moveCategory(
  handle: DatabaseHandle,
  id: number,
  parentId: number,
  afterId?: number,
  by?: WriteAudit,
): Promise<void> {
  await writeCatalog(handle, (trx, changes) => moveIn(trx, id, parentId, afterId, changes), {
    by,
    note: () => ({
      action: 'move',
      entityType: 'category',
      entityId: id,
      after: { parent_id: parentId, after_id: afterId },
    }),
  });
}

/** Magento's DELETE /V1/categories/{id}: the category and its descendants; products stay. */
export async function deleteCategory(handle: DatabaseHandle, id: number, by?: WriteAudit): Promise<void> {
  await writeCatalog(
    handle,
    async (trx, changes) => {
      const row = await categoryRow(trx, id);
      if (row.id <= ROOT_CATEGORY_ID) {
        throw new CatalogInputError(
          'Cannot delete the root category.',
          [],
          'A categoria raiz não pode ser excluída.',
        );
      }
      const ids = await subtreeIds(trx, row.path);
      await touchProductsOf(trx, ids, changes);
      await trx
        .deleteFrom('url_rewrite')
        .where('entity_type', '=', 'category')
        .where('entity_id', 'in', ids)
        .execute();
      await trx.deleteFrom('category_product_index').where('category_id', 'in', ids).execute();
      await trx.deleteFrom('category_facet').where('category_id', 'in', ids).execute();
      await trx.deleteFrom('category').where('id', 'in', ids).execute();
    },
    { by, note: () => ({ action: 'delete', entityType: 'category', entityId: id }) },
  );
}

/** Magento's POST /V1/categories/{id}/products: assigns a product (or changes its position). */
export async function assignProduct(
  handle: DatabaseHandle,
  categoryId: number,
  sku: string,
  position?: number,
  by?: WriteAudit,
) {
  await writeCatalog(
    handle,
    async (trx, changes) => {
      await categoryRow(trx, categoryId);
      const productId = (await idsBySku(trx, [sku])).get(sku)!;
      const last = await trx
        .selectFrom('product_category')
        .where('category_id', '=', categoryId)
        .select((eb) => eb.fn.max('position').as('n'))
        .executeTakeFirst();
      const value = position ?? Number(last?.n ?? 0) + 1;
      await trx
        .insertInto('product_category')
        .values({ category_id: categoryId, product_id: productId, position: value })
        .onConflict((oc) => oc.columns(['category_id', 'product_id']).doUpdateSet({ position: value }))
        .execute();
      changes.products.add(productId);
    },
    {
      by,
      note: () => ({
        action: 'assign_product',
        entityType: 'category',
        entityId: categoryId,
        after: { sku, position },
      }),
    },
  );
}

/** Magento's DELETE /V1/categories/{id}/products/{sku}. */
export async function unassignProduct(
  handle: DatabaseHandle,
  categoryId: number,
  sku: string,
  by?: WriteAudit,
) {
  await writeCatalog(
    handle,
    async (trx, changes) => {
      await categoryRow(trx, categoryId);
      const productId = (await idsBySku(trx, [sku])).get(sku)!;
      await trx
        .deleteFrom('product_category')
        .where('category_id', '=', categoryId)
        .where('product_id', '=', productId)
        .execute();
      changes.products.add(productId);
    },
    {
      by,
      note: () => ({
        action: 'unassign_product',
        entityType: 'category',
        entityId: categoryId,
        after: { sku },
      }),
    },
  );
}
