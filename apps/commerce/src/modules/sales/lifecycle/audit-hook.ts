import { audit } from '../../staff/audit';
import type { OnOrderChange } from './types';

/**
 * The audit log row of each order change, written in the change's transaction. Changes the store
 * makes by itself (expiry) are in the order's status history only.
 */
export const auditOrderChange: OnOrderChange = async (trx, change) => {
  if (change.actor.kind === 'system') return;
  await audit.record(trx, {
    actor: {
      type: change.actor.kind,
      id: change.actor.id === undefined ? null : Number(change.actor.id),
      name: change.actor.name,
    },
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    before: change.before,
    after: change.after,
    ip: change.ip ?? null,
  });
};
