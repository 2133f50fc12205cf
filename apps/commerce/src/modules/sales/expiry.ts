import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { countedSweep } from '../../lib/metrics';
import { emitOrderEvent } from './order-events';
import { cancelOrder } from './order-status';
import { expiredOrderIds } from './repository';

export const EXPIRY_COMMENT = 'Pagamento não confirmado no prazo: pedido cancelado e estoque devolvido.';

/** How often each server looks for expired payments. */
export const SWEEP_INTERVAL_MS = 60_000;

/**
 * Cancels the Pix and boleto orders whose payment time ran out (Pix: 1800 s, rules §9) and gives
 * their stock back. Idempotent and safe on every instance at once: cancelOrder changes an order
 * only while it is still open, so each order is cancelled (and restocked) exactly once.
 * Returns how many orders this call cancelled.
 */
export async function sweepExpiredOrders(db: Kysely<Database>, now = new Date()): Promise<number> {
  let cancelled = 0;
  for (const id of await expiredOrderIds(db, now)) {
    if (await cancelOrder(db, id, EXPIRY_COMMENT, now)) {
      cancelled++;
      await emitOrderEvent(db, { kind: 'expired', orderId: id });
    }
  }
  return cancelled;
}

/** Runs the sweep every interval; the timer does not keep the process alive. Returns a stop function. */
export function startExpirySweep(
  db: Kysely<Database>,
  onError: (error: unknown) => void,
  intervalMs = SWEEP_INTERVAL_MS,
): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    countedSweep('pix_expiry', () => sweepExpiredOrders(db))
      .catch(onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
