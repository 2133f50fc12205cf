import type { Kysely, Selectable } from 'kysely';
import type { Database, Db } from '../../db/schema';
import { isUniqueViolation } from '../../db/unique-violation';
import { AlreadyExistsError, InputError, NotFoundError } from '../../graphql/errors';
import { type FieldMap, runSearch, type SearchCriteria } from '../../rest/search-criteria';
import { deleteGroupTierPrices } from '../catalog/tier-prices';
import { type AuditActor, audit } from '../staff/audit';
import type { CustomerGroupTable } from './tables';

/**
 * Customer groups (Magento_Customer's GroupRepository): NOT LOGGED IN prices what guests see,
 * General is every new account's group, and the store adds its own (Atacado, Revenda, Governo)
 * to give their customers other prices. Other modules read a customer's group through
 * `customer/lookup.ts`; prices by group are the catalogue's (tier prices).
 */

export const NOT_LOGGED_IN_GROUP_ID = 0;
export const GENERAL_GROUP_ID = 1;
/** Magento's "Retail Customer" tax class: the store charges no taxes, every group has it. */
const RETAIL_TAX_CLASS = { id: 3, name: 'Retail Customer' } as const;
const MAX_CODE_LENGTH = 32;

export type CustomerGroupRow = Selectable<CustomerGroupTable>;

export interface GroupChange {
  actor: AuditActor;
  ip: string | null;
}

/** Magento's GroupInterface. */
export function toMagentoGroup(row: CustomerGroupRow) {
  return {
    id: row.id,
    code: row.code,
    tax_class_id: row.tax_class_id,
    tax_class_name: RETAIL_TAX_CLASS.name,
  };
}

export const GROUP_FIELDS: FieldMap = {
  id: { type: 'int' },
  customer_group_id: { column: 'id', type: 'int' },
  code: { type: 'string' },
  customer_group_code: { column: 'code', type: 'string' },
  tax_class_id: { type: 'int' },
};

export function noSuchGroup(id: number | string): NotFoundError {
  return new NotFoundError(`No such entity with id = ${id}`);
}

export async function listGroups(db: Db): Promise<CustomerGroupRow[]> {
  return db.selectFrom('customer_group').selectAll().orderBy('id').execute();
}

export async function findGroup(db: Db, id: number): Promise<CustomerGroupRow | undefined> {
  return db.selectFrom('customer_group').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function groupOrThrow(db: Db, id: number): Promise<CustomerGroupRow> {
  const row = await findGroup(db, id);
  if (!row) throw noSuchGroup(id);
  return row;
}

/** Group ids by code (the CSV import and the tier-price API name groups by code). */
export async function groupIdsByCode(db: Db): Promise<Map<string, number>> {
  return new Map((await listGroups(db)).map((g) => [g.code.toLowerCase(), g.id]));
}

export async function searchGroups(db: Kysely<Database>, criteria: SearchCriteria) {
  const { rows, total } = await runSearch(db.selectFrom('customer_group'), (qb) => qb.selectAll(), criteria, {
    fields: GROUP_FIELDS,
    tieBreak: [{ field: 'id', direction: 'ASC' }],
  });
  return { items: (rows as CustomerGroupRow[]).map(toMagentoGroup), total };
}

function groupCode(raw: unknown): string {
  const code = typeof raw === 'string' ? raw.trim() : '';
  if (!code) throw new InputError('"code" is required. Enter and try again.');
  if (code.length > MAX_CODE_LENGTH) {
    throw new InputError('Code is more than 32 characters. Set the code and try again.');
  }
  return code;
}

const DUPLICATE_GROUP = 'Customer Group already exists.';

async function saveGroup<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AlreadyExistsError(DUPLICATE_GROUP);
    throw error;
  }
}

/** Creates a group; codes are unique without regard to case ("atacado" is "Atacado"). */
export async function createGroup(
  db: Kysely<Database>,
  input: { code?: unknown },
  change: GroupChange,
): Promise<CustomerGroupRow> {
  const code = groupCode(input.code);
  return db.transaction().execute(async (trx) => {
    if ((await groupIdsByCode(trx)).has(code.toLowerCase())) throw new AlreadyExistsError(DUPLICATE_GROUP);
    const row = await saveGroup(() =>
      trx
        .insertInto('customer_group')
        .values({ code, tax_class_id: RETAIL_TAX_CLASS.id })
        .returningAll()
        .executeTakeFirstOrThrow(),
    );
    await audit.record(trx, {
      ...change,
      action: 'create',
      entityType: 'customer_group',
      entityId: row.id,
      after: row,
    });
    return row;
  });
}

/** Renames a group (NOT LOGGED IN keeps its name: Magento refuses that too). */
export async function updateGroup(
  db: Kysely<Database>,
  id: number,
  input: { code?: unknown },
  change: GroupChange,
): Promise<CustomerGroupRow> {
  const code = groupCode(input.code);
  return db.transaction().execute(async (trx) => {
    const before = await groupOrThrow(trx, id);
    if (id === NOT_LOGGED_IN_GROUP_ID && code !== before.code) {
      throw new InputError('The "NOT LOGGED IN" group can\'t be renamed.');
    }
    const other = (await groupIdsByCode(trx)).get(code.toLowerCase());
    if (other !== undefined && other !== id) throw new AlreadyExistsError(DUPLICATE_GROUP);
    await saveGroup(() => trx.updateTable('customer_group').set({ code }).where('id', '=', id).execute());
    const after = await groupOrThrow(trx, id);
    await audit.record(trx, {
      ...change,
      action: 'update',
      entityType: 'customer_group',
      entityId: id,
      before,
      after,
    });
    return after;
  });
}

/**
 * Deletes a store-created group: its customers go back to General (Magento's default group) and
 * its tier prices go with it (through the catalogue), in the same transaction.
 */
export async function deleteGroup(db: Kysely<Database>, id: number, change: GroupChange): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await groupOrThrow(trx, id);
    if (id === NOT_LOGGED_IN_GROUP_ID || id === GENERAL_GROUP_ID)
      throw new InputError('Cannot delete group.');
    await trx
      .updateTable('customer')
      .set({ group_id: GENERAL_GROUP_ID })
      .where('group_id', '=', id)
      .execute();
    await deleteGroupTierPrices(trx, id);
    await trx.deleteFrom('customer_group').where('id', '=', id).execute();
    await audit.record(trx, {
      ...change,
      action: 'delete',
      entityType: 'customer_group',
      entityId: id,
      before,
    });
  });
}

/** A group a customer can be put in: any existing group but NOT LOGGED IN, which is the guests'. */
export async function assignableGroup(db: Db, id: number): Promise<number> {
  if (id === NOT_LOGGED_IN_GROUP_ID)
    throw new InputError('A customer can\'t be in the "NOT LOGGED IN" group.');
  await groupOrThrow(db, id);
  return id;
}
