import { type Kysely, sql } from 'kysely';
import { bumpCatalogVersion } from '../../db/catalog-cache';
import type { Database, Db } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AlreadyExistsError, NotFoundError } from '../../graphql/errors';
import { type FieldMap, runSearch, type SearchCriteria } from '../../rest/search-criteria';
import { deleteEntityRewrites, replaceEntityRewrite } from '../catalog/url-rewrites';
import { type AuditActor, audit } from '../staff/audit';

/**
 * CMS pages and blocks as the back office edits them (Magento_Cms PageRepository/BlockRepository):
 * one entity row (identifier, active, layout) plus one row of texts per store view, `default`
 * being the fallback the storefront shows where a view has none. A change through a store view
 * writes that view's texts; through the default view or `all` the default texts. Every change
 * bumps the catalogue version, which empties the cached GraphQL answers (cmsPage, cmsBlocks) and
 * the storefront's page caches, and writes its audit row in the same transaction.
 */

export type CmsKind = 'page' | 'block';

interface KindSpec {
  table: 'cms_page' | 'cms_block';
  translations: 'cms_page_translation' | 'cms_block_translation';
  key: 'page_id' | 'block_id';
  texts: readonly string[];
  /** Entity columns besides identifier and is_active. */
  columns: readonly string[];
  notFound: string;
  duplicate: string;
}

const KINDS: Record<CmsKind, KindSpec> = {
  page: {
    table: 'cms_page',
    translations: 'cms_page_translation',
    key: 'page_id',
    texts: ['title', 'content_heading', 'content', 'meta_title', 'meta_description', 'meta_keywords'],
    columns: ['page_layout'],
    notFound: 'The CMS page with the "%1" ID doesn\'t exist.',
    duplicate: 'A page URL key for specified store already exists.',
  },
  block: {
    table: 'cms_block',
    translations: 'cms_block_translation',
    key: 'block_id',
    texts: ['title', 'content'],
    columns: [],
    notFound: 'The CMS block with the "%1" ID doesn\'t exist.',
    duplicate: 'A block identifier with the same properties already exists in the selected store.',
  },
};

export const DEFAULT_TEXTS = 'default';

/** What the API writes: Magento's field names (`active` is the entity's `is_active`). */
export type CmsInput = Record<string, string | boolean | null | undefined> & {
  identifier?: string;
  active?: boolean;
};

export interface CmsChange {
  actor: AuditActor;
  ip: string | null;
}

// The two kinds share every statement; their tables differ only by name, so the SQL is built
// over an untyped handle here and typed again at the edges.
// biome-ignore lint/suspicious/noExplicitAny: table names come from KINDS.
type AnyDb = Kysely<any>;
const untyped = (db: Kysely<Database>) => db as unknown as AnyDb;

export function cmsFields(kind: CmsKind): FieldMap {
  const spec = KINDS[kind];
  const fields: FieldMap = {
    id: { type: 'int' },
    [`${kind}_id`]: { column: 'id', type: 'int' },
    identifier: { type: 'string' },
    active: { type: 'bool' },
    is_active: { column: 'active', type: 'bool' },
  };
  for (const column of [...spec.texts, ...spec.columns]) fields[column] = { type: 'string' };
  return fields;
}

/** Entity and texts of a store view (each text from the view, else the default's), as one derived table. */
function view(db: AnyDb, kind: CmsKind, storeCode: string) {
  const spec = KINDS[kind];
  return db
    .selectFrom(`${spec.table} as e`)
    .innerJoin(`${spec.translations} as d`, (j) =>
      j.onRef(`d.${spec.key}`, '=', 'e.id').on('d.store_code', '=', DEFAULT_TEXTS),
    )
    .leftJoin(`${spec.translations} as t`, (j) =>
      j.onRef(`t.${spec.key}`, '=', 'e.id').on('t.store_code', '=', storeCode),
    )
    .select(['e.id', 'e.identifier', 'e.is_active as active', ...spec.columns.map((c) => `e.${c}`)])
    .select(spec.texts.map((c) => sql`coalesce(${sql.ref(`t.${c}`)}, ${sql.ref(`d.${c}`)})`.as(c)));
}

type CmsRow = Record<string, unknown> & { id: number; identifier: string; active: number | boolean };

/** Magento's PageInterface / BlockInterface. */
export function toMagentoCms(row: CmsRow) {
  return { ...row, id: Number(row.id), active: Number(row.active) === 1 || row.active === true };
}

export async function searchCms(
  db: Kysely<Database>,
  kind: CmsKind,
  storeCode: string,
  criteria: SearchCriteria,
) {
  const any = untyped(db);
  const { rows, total } = await runSearch(
    any.selectFrom(view(any, kind, storeCode).as('v')),
    (qb) => qb.selectAll(),
    criteria,
    { fields: cmsFields(kind), tieBreak: [{ field: 'id', direction: 'ASC' }] },
  );
  return { items: (rows as CmsRow[]).map(toMagentoCms), total };
}

export function noSuchCms(kind: CmsKind, id: number | string): NotFoundError {
  return new NotFoundError(KINDS[kind].notFound.replace('%1', String(id)));
}

export async function getCms(db: Kysely<Database>, kind: CmsKind, storeCode: string, id: number) {
  const row = (await view(untyped(db), kind, storeCode).where('e.id', '=', id).executeTakeFirst()) as
    | CmsRow
    | undefined;
  if (!row) throw noSuchCms(kind, id);
  return toMagentoCms(row);
}

function pick(input: CmsInput, names: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(names.filter((n) => input[n] !== undefined).map((n) => [n, input[n]]));
}

function entityValues(kind: CmsKind, input: CmsInput): Record<string, unknown> {
  const values: Record<string, unknown> = pick(input, KINDS[kind].columns);
  if (input.identifier !== undefined) {
    values.identifier = input.identifier;
    if (kind === 'page') values.url_key = input.identifier;
  }
  if (input.active !== undefined) values.is_active = input.active ? 1 : 0;
  return values;
}

/** Writes the texts of a view: an update of its row, or a new row from the default's texts. */
async function writeTexts(db: AnyDb, kind: CmsKind, id: number, storeCode: string, input: CmsInput) {
  const spec = KINDS[kind];
  const texts = pick(input, spec.texts);
  if (Object.keys(texts).length === 0) return;
  const key = { [spec.key]: id, store_code: storeCode };
  const current = await db
    .selectFrom(spec.translations)
    .selectAll()
    .where(spec.key, '=', id)
    .where('store_code', '=', storeCode)
    .executeTakeFirst();
  if (current) {
    await db
      .updateTable(spec.translations)
      .set(texts)
      .where(spec.key, '=', id)
      .where('store_code', '=', storeCode)
      .execute();
    return;
  }
  const fallback = await db
    .selectFrom(spec.translations)
    .select(spec.texts as string[])
    .where(spec.key, '=', id)
    .where('store_code', '=', DEFAULT_TEXTS)
    .executeTakeFirst();
  await db
    .insertInto(spec.translations)
    .values({ ...fallback, ...texts, ...key })
    .execute();
}

/** Keeps the page's storefront URL (its url_key) resolvable through the rewrite table. */
async function syncRewrite(db: AnyDb, id: number, urlKey: string) {
  await replaceEntityRewrite(db as Db, 'cms_page', id, urlKey);
}

/**
 * One change in a transaction, then the version bump after the commit: this process's listeners
 * re-read the version at once, and must read the committed one.
 */
async function inTransaction<T>(
  db: Kysely<Database>,
  kind: CmsKind,
  work: (trx: Kysely<Database>) => Promise<T>,
) {
  let result: T;
  try {
    result = await db.transaction().execute(work);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyExistsError(KINDS[kind].duplicate);
    throw error;
  }
  await bumpCatalogVersion(db);
  return result;
}

export async function createCms(
  db: Kysely<Database>,
  kind: CmsKind,
  storeCode: string,
  input: CmsInput,
  change: CmsChange,
) {
  const spec = KINDS[kind];
  return inTransaction(db, kind, async (trx) => {
    const any = untyped(trx);
    const { id } = await any
      .insertInto(spec.table)
      .values({ is_active: 1, ...entityValues(kind, input) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const texts = { content: '', ...pick(input, spec.texts) };
    await any
      .insertInto(spec.translations)
      .values({ ...texts, [spec.key]: id, store_code: DEFAULT_TEXTS })
      .execute();
    if (storeCode !== DEFAULT_TEXTS) await writeTexts(any, kind, id, storeCode, input);
    if (kind === 'page') await syncRewrite(any, id, String(input.identifier));
    const after = await getCms(trx, kind, storeCode, id);
    await audit.record(trx, { ...change, action: 'create', entityType: `cms_${kind}`, entityId: id, after });
    return after;
  });
}

export async function updateCms(
  db: Kysely<Database>,
  kind: CmsKind,
  storeCode: string,
  id: number,
  input: CmsInput,
  change: CmsChange,
) {
  const spec = KINDS[kind];
  return inTransaction(db, kind, async (trx) => {
    const before = await getCms(trx, kind, storeCode, id);
    const any = untyped(trx);
    const values = entityValues(kind, input);
    if (Object.keys(values).length)
      await any.updateTable(spec.table).set(values).where('id', '=', id).execute();
    await writeTexts(any, kind, id, storeCode, input);
    if (kind === 'page' && input.identifier && input.identifier !== before.identifier) {
      await syncRewrite(any, id, input.identifier);
    }
    const after = await getCms(trx, kind, storeCode, id);
    await audit.record(trx, {
      ...change,
      action: 'update',
      entityType: `cms_${kind}`,
      entityId: id,
      before: { store_code: storeCode, ...before },
      after: { store_code: storeCode, ...after },
    });
    return after;
  });
}

export async function deleteCms(db: Kysely<Database>, kind: CmsKind, id: number, change: CmsChange) {
  const spec = KINDS[kind];
  await inTransaction(db, kind, async (trx) => {
    const before = await getCms(trx, kind, DEFAULT_TEXTS, id);
    const any = untyped(trx);
    if (kind === 'page') {
      await deleteEntityRewrites(trx, 'cms_page', id);
    }
    await any.deleteFrom(spec.translations).where(spec.key, '=', id).execute();
    await any.deleteFrom(spec.table).where('id', '=', id).execute();
    await audit.record(trx, { ...change, action: 'delete', entityType: `cms_${kind}`, entityId: id, before });
  });
}
