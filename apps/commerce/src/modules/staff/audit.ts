import type { Db } from '../../db/schema';
import './tables';

/**
 * The audit log: one row per back-office change, written in the same transaction as the change
 * (a rolled-back change leaves no row, a committed one always has its row).
 */

export interface AuditActor {
  type: 'staff' | 'integration' | 'cli';
  /** staff_user.id / staff_integration.id; null for the command line. */
  id: number | null;
  name: string;
}

export interface AuditEntry {
  actor: AuditActor;
  /** Verb in snake case: 'create', 'update', 'disable', 'invoice', 'ship', 'refund'… */
  action: string;
  /** Singular snake case: 'staff_user', 'order', 'product', 'integration'… */
  entityType: string;
  entityId?: string | number | null;
  /** Values before / after the change: plain JSON-serialisable objects (never secrets). */
  before?: unknown;
  after?: unknown;
  /** Client address (request.ip); null for the command line. */
  ip?: string | null;
}

function json(value: unknown): string | null {
  return value === undefined || value === null ? null : JSON.stringify(value);
}

export const audit = {
  async record(trx: Db, entry: AuditEntry, now = new Date()): Promise<void> {
    await trx
      .insertInto('audit_log')
      .values({
        actor_type: entry.actor.type,
        actor_id: entry.actor.id,
        actor_name: entry.actor.name,
        action: entry.action,
        entity_type: entry.entityType,
        entity_id: entry.entityId === undefined || entry.entityId === null ? null : String(entry.entityId),
        before_data: json(entry.before),
        after_data: json(entry.after),
        ip: entry.ip ?? null,
        created_at: now.toISOString(),
      })
      .execute();
  },

  /**
   * The rows of one entity and action, oldest first: a record that keeps only its latest value
   * (a request's last reply) reads its history here.
   */
  async history(db: Db, entityType: string, entityId: string | number, action: string) {
    const rows = await db
      .selectFrom('audit_log')
      .select(['actor_name', 'after_data', 'created_at'])
      .where('entity_type', '=', entityType)
      .where('entity_id', '=', String(entityId))
      .where('action', '=', action)
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      actor_name: row.actor_name,
      after: row.after_data === null ? null : (JSON.parse(row.after_data) as unknown),
      created_at: row.created_at,
    }));
  },
};

/** The actor of the operator's shell (`npm run staff`), named after the OS user. */
export function cliActor(): AuditActor {
  return { type: 'cli', id: null, name: `cli:${process.env.USER ?? 'unknown'}` };
}
