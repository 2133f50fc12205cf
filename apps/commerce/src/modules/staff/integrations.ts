import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import { inputError, invalidFieldValue, notFound } from '../../rest/errors';
import { magentoDate } from '../../rest/format';
import { isRole } from './acl';
import { type AuditActor, audit } from './audit';
import type { StaffIntegrationTable } from './tables';
import { issueIntegrationToken } from './tokens';

/**
 * Integrations: an ERP or a script with a long-lived bearer token scoped to a role (Magento's
 * integration access token used as Bearer). The token is shown once at creation; revoking the
 * integration kills it for good.
 */

type Db = Kysely<Database>;

export function integrationOutput(row: Selectable<StaffIntegrationTable>) {
  return {
    id: Number(row.id),
    name: row.name,
    role: row.role,
    status: row.revoked_at ? 'revoked' : 'active',
    created_at: magentoDate(row.created_at),
    ...(row.revoked_at ? { revoked_at: magentoDate(row.revoked_at) } : {}),
  };
}

export async function createIntegration(
  db: Db,
  input: { name: string; role: string },
  actor: AuditActor,
  ip: string | null,
): Promise<ReturnType<typeof integrationOutput> & { access_token: string }> {
  const name = input.name.trim();
  if (!name) throw invalidFieldValue('name', input.name);
  if (!isRole(input.role)) throw invalidFieldValue('role', input.role);
  return db.transaction().execute(async (trx) => {
    const taken = await trx
      .selectFrom('staff_integration')
      .select('id')
      .where('name', '=', name)
      .executeTakeFirst();
    if (taken) throw inputError('Integration with name "%1" exists.', [name]);
    const row = await trx
      .insertInto('staff_integration')
      .values({
        name,
        role: input.role,
        created_by: actor.type === 'staff' ? actor.id : null,
        created_at: new Date().toISOString(),
        revoked_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const token = await issueIntegrationToken(trx, Number(row.id));
    const output = integrationOutput(row);
    await audit.record(trx, {
      actor,
      action: 'create',
      entityType: 'integration',
      entityId: row.id,
      after: output,
      ip,
    });
    return { ...output, access_token: token };
  });
}

/** Revokes an integration (by id or name) and its tokens; revoking twice is harmless. */
export async function revokeIntegration(
  db: Db,
  key: { id: number } | { name: string },
  actor: AuditActor,
  ip: string | null,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const query = trx.selectFrom('staff_integration').selectAll();
    const row = await ('id' in key
      ? query.where('id', '=', key.id)
      : query.where('name', '=', key.name)
    ).executeTakeFirst();
    if (!row) {
      throw notFound("Integration with ID '%1' does not exist.", ['id' in key ? String(key.id) : key.name]);
    }
    if (row.revoked_at) return;
    const now = new Date().toISOString();
    await trx.updateTable('staff_integration').set({ revoked_at: now }).where('id', '=', row.id).execute();
    await trx
      .updateTable('staff_token')
      .set({ revoked_at: now })
      .where('integration_id', '=', row.id)
      .where('revoked_at', 'is', null)
      .execute();
    await audit.record(trx, {
      actor,
      action: 'revoke',
      entityType: 'integration',
      entityId: row.id,
      before: integrationOutput(row),
      after: integrationOutput({ ...row, revoked_at: now }),
      ip,
    });
  });
}
