import type { Kysely, Transaction } from 'kysely';
import { bumpCatalogVersion } from '../../../db/catalog-cache';
import type { Dialect } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { ReversalService } from '../../payments/reversal-service';
import { emitOrderEvent, type OrderEvent } from '../order-events';
import type { OrderRow } from '../repository';
import { LifecycleError } from './errors';
import { lockOrder, priorResult, recordOperation } from './state';
import type { OnOrderChange } from './types';

export interface LifecycleDeps {
  db: Kysely<Database>;
  dialect: Dialect;
  reversals: ReversalService;
  /** Audit seam (see types.ts): every change, inside its transaction. */
  onChange?: OnOrderChange;
  now?: () => Date;
}

export interface Outcome<T> {
  result: T;
  /** Told after the commit (e-mails), when the request asked to notify. */
  events?: OrderEvent[];
  /** Stock came back: the catalogue's cached pages change. */
  restocked?: boolean;
}

/** Runs one transition: one transaction, its request recorded under `key`, events after commit. */
export async function transition<T extends number | boolean | null>(
  deps: LifecycleDeps,
  orderId: number,
  operation: string,
  key: string | undefined,
  body: (trx: Transaction<Database>, order: OrderRow, now: Date) => Promise<Outcome<T>>,
): Promise<{ result: T; repeated: boolean }> {
  if (key !== undefined) {
    const prior = await priorResult(deps.db, key);
    if (prior !== undefined) return { result: prior as T, repeated: true };
  }
  const now = deps.now?.() ?? new Date();
  let outcome: Outcome<T>;
  try {
    outcome = await deps.db.transaction().execute(async (trx) => {
      const order = await lockOrder(trx, deps.dialect, orderId);
      const done = await body(trx, order, now);
      if (key !== undefined) {
        await recordOperation(
          trx,
          key,
          orderId,
          operation,
          typeof done.result === 'number' ? done.result : null,
          now,
        );
      }
      return done;
    });
  } catch (error) {
    // A twin request committed first (its key is taken): answer what it did.
    if (key !== undefined && !(error instanceof LifecycleError)) {
      const prior = await priorResult(deps.db, key);
      if (prior !== undefined) return { result: prior as T, repeated: true };
    }
    throw error;
  }
  if (outcome.restocked) await bumpCatalogVersion(deps.db);
  for (const event of outcome.events ?? []) await emitOrderEvent(deps.db, event);
  return { result: outcome.result, repeated: false };
}

export const money = (cents: number) => `R$ ${(cents / 100).toFixed(2).replace('.', ',')}`;
