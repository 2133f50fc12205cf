import { ReversalError } from '../../payments/reversal-service';
import { restockOrder, stockActorOf } from '../order-status';
import { type LifecycleDeps, transition } from './context';
import { LifecycleError } from './errors';
import { findOrder, itemsOf, requestKey, setState, writeHistory } from './state';
import type { Actor, RequestOptions } from './types';

/**
 * The order's own transitions: cancel, hold, unhold, delivered and comments. Each checks the
 * order's state under its row lock, changes it, writes the status history and tells the audit
 * seam in one transaction; repeated calls find the order already moved and change nothing.
 */

export const HOLD_NOT_AVAILABLE = 'A hold action is not available.';
export const UNHOLD_NOT_AVAILABLE = 'You cannot remove the hold.';
export const CANCEL_NOT_AVAILABLE = 'You cannot cancel this order.';
export const DELIVERED_NOT_AVAILABLE = 'An order is marked delivered once it is invoiced and shipped.';
export const BOLETO_PAID_CANCEL =
  'This order was paid by boleto: invoice it and create a credit memo (refund by bank transfer) instead of canceling it.';

const CANCELLABLE = new Set(['new', 'pending_payment', 'processing']);
const HOLDABLE = new Set(['new', 'pending_payment', 'processing']);

export function createOrderTransitions(deps: LifecycleDeps) {
  const notifyEvent = <E>(notify: boolean | undefined, event: E) => (notify ? [event] : []);

  return {
    /**
     * Cancels an order nothing of which was invoiced or shipped: closes its open Pix charge or
     * boleto, voids its card payment or returns its Pix, gives its stock back. False when it was
     * already cancelled (a repeat).
     */
    async cancel(orderId: number, options: RequestOptions): Promise<boolean> {
      const order = await findOrder(deps.db, orderId);
      if (order.state === 'canceled') return false;
      const items = await itemsOf(deps.db, orderId);
      const touched = items.some((i) => i.qty_invoiced > 0 || i.qty_shipped > 0);
      if (!CANCELLABLE.has(order.state) || touched) throw new LifecycleError(CANCEL_NOT_AVAILABLE);
      if (await deps.reversals.boletoPaid(orderId)) throw new LifecycleError(BOLETO_PAID_CANCEL);
      // The money side first, outside the transaction (banks are remote); each reversal is claimed
      // under the request's key, so a retry after a failure below never voids twice.
      const key = requestKey(orderId, 'cancel', options.idempotencyKey, {});
      let payments: string[];
      try {
        payments = await deps.reversals.cancelPayments(order, key);
      } catch (error) {
        if (error instanceof ReversalError) throw new LifecycleError(error.message);
        throw error;
      }
      const { result } = await transition(deps, orderId, 'cancel', undefined, async (trx, locked, now) => {
        if (locked.state === 'canceled') return { result: false };
        if (!CANCELLABLE.has(locked.state)) throw new LifecycleError(CANCEL_NOT_AVAILABLE);
        const restocked = await restockOrder(trx, orderId, stockActorOf(options.actor));
        const after = await setState(trx, locked, 'canceled', now);
        const comment = [options.comment ?? 'Pedido cancelado; estoque devolvido.', ...payments].join(' ');
        await writeHistory(trx, {
          orderId,
          status: 'canceled',
          comment,
          actor: options.actor,
          notified: options.notify ?? false,
          visibleOnFront: options.commentVisible,
          now,
        });
        await deps.onChange?.(trx, {
          actor: options.actor,
          ip: options.ip,
          entityType: 'order',
          entityId: orderId,
          action: 'cancel',
          before: { state: locked.state, status: locked.status },
          after: { state: after.state, status: after.status },
        });
        return {
          result: true,
          restocked,
          events: notifyEvent(options.notify, { kind: 'canceled' as const, orderId }),
        };
      });
      return result;
    },

    async hold(orderId: number, options: RequestOptions): Promise<true> {
      await transition(deps, orderId, 'hold', undefined, async (trx, order, now) => {
        if (!HOLDABLE.has(order.state)) throw new LifecycleError(HOLD_NOT_AVAILABLE);
        const after = await setState(trx, order, 'holded', now, 'holded', {
          hold_before_state: order.state,
          hold_before_status: order.status,
        });
        await writeHistory(trx, {
          orderId,
          status: 'holded',
          comment: options.comment ?? 'Pedido em espera.',
          actor: options.actor,
          notified: false,
          now,
        });
        await deps.onChange?.(trx, {
          actor: options.actor,
          ip: options.ip,
          entityType: 'order',
          entityId: orderId,
          action: 'hold',
          before: { state: order.state, status: order.status },
          after: { state: after.state, status: after.status },
        });
        return { result: true };
      });
      return true;
    },

    async unhold(orderId: number, options: RequestOptions): Promise<true> {
      await transition(deps, orderId, 'unhold', undefined, async (trx, order, now) => {
        if (order.state !== 'holded' || !order.hold_before_state)
          throw new LifecycleError(UNHOLD_NOT_AVAILABLE);
        const after = await setState(
          trx,
          order,
          order.hold_before_state,
          now,
          order.hold_before_status ?? undefined,
          {
            hold_before_state: null,
            hold_before_status: null,
          },
        );
        await writeHistory(trx, {
          orderId,
          status: after.status,
          comment: options.comment ?? 'Pedido liberado da espera.',
          actor: options.actor,
          notified: false,
          now,
        });
        await deps.onChange?.(trx, {
          actor: options.actor,
          ip: options.ip,
          entityType: 'order',
          entityId: orderId,
          action: 'unhold',
          before: { state: order.state, status: order.status },
          after: { state: after.state, status: after.status },
        });
        return { result: true };
      });
      return true;
    },

    /** Records the delivery (from the carrier or staff). False when it was already recorded. */
    async delivered(orderId: number, options: RequestOptions): Promise<boolean> {
      const { result } = await transition(deps, orderId, 'delivered', undefined, async (trx, order, now) => {
        if (order.status === 'delivered') return { result: false };
        if (order.state !== 'complete') throw new LifecycleError(DELIVERED_NOT_AVAILABLE);
        await setState(trx, order, 'complete', now, 'delivered');
        await writeHistory(trx, {
          orderId,
          status: 'delivered',
          comment: options.comment ?? 'Pedido entregue.',
          actor: options.actor,
          notified: options.notify ?? false,
          visibleOnFront: options.commentVisible,
          now,
        });
        await deps.onChange?.(trx, {
          actor: options.actor,
          ip: options.ip,
          entityType: 'order',
          entityId: orderId,
          action: 'delivered',
          before: { status: order.status },
          after: { status: 'delivered' },
        });
        return { result: true, events: notifyEvent(options.notify, { kind: 'delivered' as const, orderId }) };
      });
      return result;
    },

    /**
     * Adds a comment (Magento's statusHistory). A status, when given, becomes the order's status
     * (Magento sets it unconditionally; we keep the current one when none is sent).
     */
    async comment(
      orderId: number,
      input: {
        comment: string;
        status?: string;
        visibleOnFront?: boolean;
        notify?: boolean;
        actor: Actor;
        ip?: string;
      },
    ): Promise<number> {
      const { result } = await transition(deps, orderId, 'comment', undefined, async (trx, order, now) => {
        const status = input.status?.trim() || order.status;
        if (status !== order.status) {
          await trx
            .updateTable('sales_order')
            .set({ status, updated_at: now.toISOString() })
            .where('id', '=', orderId)
            .execute();
        }
        const historyId = await writeHistory(trx, {
          orderId,
          status,
          comment: input.comment,
          actor: input.actor,
          notified: input.notify ?? false,
          visibleOnFront: input.visibleOnFront,
          note: true,
          now,
        });
        await deps.onChange?.(trx, {
          actor: input.actor,
          ip: input.ip,
          entityType: 'order',
          entityId: orderId,
          action: 'comment',
          before: { status: order.status },
          after: { status, comment: input.comment },
        });
        return {
          result: historyId,
          events: notifyEvent(input.notify, { kind: 'commented' as const, orderId, historyId }),
        };
      });
      return result;
    },
  };
}
