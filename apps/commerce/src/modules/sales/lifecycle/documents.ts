import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema';
import { paymentOfOrder } from '../../payments/lookup';
import { ReversalError } from '../../payments/reversal-service';
import { stockActorOf } from '../order-status';
import type { OrderRow } from '../repository';
import { checkedTrackNumber, findCarrier } from './carriers';
import { type LifecycleDeps, money, transition } from './context';
import { LifecycleError } from './errors';
import { addQty, insertItems, pickQuantities, prorate, settleState, subtotalOf } from './quantities';
import {
  findOrder,
  itemsOf,
  nextDocumentNumber,
  priorResult,
  requestKey,
  returnItemToStock,
  toInvoice,
  toRefund,
  toShip,
  writeHistory,
} from './state';
import type { BankAccount, ItemQty, RequestOptions, TrackInput } from './types';

/**
 * The order's documents: invoice (the payment captured or confirmed), shipment with its tracks,
 * credit memo (a refund, in full or by item quantities, optionally returning items to stock).
 * An invoice or shipment repeated with the same Idempotency-Key answers the document the first
 * one created; without a key it is a new request, refused once nothing is left (Magento's
 * behaviour, which lets an ERP tell a repeat from a new document). A refund's key falls back to
 * a hash of its body: money never moves twice for one request.
 */

type Trx = Transaction<Database>;

const INVOICEABLE = new Set(['new', 'pending_payment', 'processing']);
const SHIPPABLE = new Set(['new', 'processing']);
/** States in which Magento's validators refuse by the order's status, before looking at quantities. */
const NOT_READY_TO_INVOICE = new Set(['payment_review', 'holded', 'canceled', 'complete', 'closed']);
const NOT_READY_TO_SHIP = new Set(['payment_review', 'holded', 'canceled']);

/** Magento's CanInvoice: the status first, then whether anything is left to invoice. */
function invoiceRefusal(order: OrderRow, nothingLeft: boolean): LifecycleError | undefined {
  if (NOT_READY_TO_INVOICE.has(order.state))
    return new LifecycleError(
      `An invoice cannot be created when an order has a status of ${order.status}`,
      400,
      'Invoice',
    );
  if (!INVOICEABLE.has(order.state) || nothingLeft)
    return new LifecycleError('The order does not allow an invoice to be created.', 400, 'Invoice');
  return undefined;
}

/** Magento's CanShip, worded the same way. */
function shipRefusal(order: OrderRow, nothingLeft: boolean): LifecycleError | undefined {
  if (NOT_READY_TO_SHIP.has(order.state))
    return new LifecycleError(
      `A shipment cannot be created when an order has a status of ${order.status}`,
      400,
      'Shipment',
    );
  if (!SHIPPABLE.has(order.state) || order.is_virtual || nothingLeft)
    return new LifecycleError('The order does not allow a shipment to be created.', 400, 'Shipment');
  return undefined;
}
const REFUNDABLE = new Set(['processing', 'complete']);

/** What a refund asks for; everything refundable when no items are given. */
export interface RefundInput {
  items?: ItemQty[];
  shippingCents?: number;
  adjustmentPositiveCents?: number;
  adjustmentNegativeCents?: number;
}

/** The credit memo a refund would write: its quantities and amounts, or the refusal. */
async function planRefund(db: Trx | LifecycleDeps['db'], order: OrderRow, input: RefundInput) {
  if (!REFUNDABLE.has(order.state)) {
    throw new LifecycleError('The order does not allow a creditmemo to be created.', 400, 'Creditmemo');
  }
  const items = await itemsOf(db, order.id);
  const picked = pickQuantities(items, input.items, toRefund, 'Creditmemo', {
    unknown: 'The creditmemo contains one or more items that are not part of the original order.',
    tooMany: (sku) =>
      `The quantity to creditmemo must not be greater than the unrefunded quantity for product SKU "${sku}".`,
    empty: "You can't create a creditmemo without products.",
  });
  const docs = async (table: 'sales_invoice' | 'sales_creditmemo') =>
    db
      .selectFrom(table)
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('grand_total_cents'), eb.lit(0)).as('total'),
        eb.fn.coalesce(eb.fn.sum<number>('shipping_cents'), eb.lit(0)).as('shipping'),
      ])
      .where('order_id', '=', order.id)
      .executeTakeFirstOrThrow();
  const invoiced = await docs('sales_invoice');
  const refunded = await docs('sales_creditmemo');
  const shippingLeft = Number(invoiced.shipping) - Number(refunded.shipping);
  const before = subtotalOf(items, (i) => i.qty_refunded);
  const subtotal = subtotalOf(items, (i) => picked.get(i.id) ?? 0);
  const discount = prorate(order.discount_cents, before, before + subtotal, order.subtotal_cents);
  const refundsAll = items.every((i) => toRefund(i) - (picked.get(i.id) ?? 0) <= 0);
  const shipping = input.shippingCents ?? (refundsAll ? shippingLeft : 0);
  if (shipping < 0 || shipping > shippingLeft) {
    throw new LifecycleError(
      `The most shipping available to refund is ${(shippingLeft / 100).toFixed(2)}.`,
      400,
      'Creditmemo',
    );
  }
  const plus = input.adjustmentPositiveCents ?? 0;
  const minus = input.adjustmentNegativeCents ?? 0;
  const total = subtotal - discount + shipping + plus - minus;
  const available = Number(invoiced.total) - Number(refunded.total);
  if (total <= 0) throw new LifecycleError("The credit memo's total must be positive.", 400, 'Creditmemo');
  if (total > available) {
    throw new LifecycleError(
      `The most money available to refund is ${(available / 100).toFixed(2)}.`,
      400,
      'Creditmemo',
    );
  }
  return { items, picked, subtotal, discount, shipping, plus, minus, total };
}

export function createOrderDocuments(deps: LifecycleDeps) {
  return {
    /** Invoices what is asked (everything left by default); an unpaid order's payment is confirmed by it. */
    async invoice(orderId: number, input: { items?: ItemQty[] } & RequestOptions): Promise<number> {
      // Only a request that names itself is a retry; without a key a second invoice is refused as Magento refuses it.
      const key = input.idempotencyKey ? requestKey(orderId, 'invoice', input.idempotencyKey, {}) : undefined;
      const { result } = await transition(deps, orderId, 'invoice', key, async (trx, order, now) => {
        const items = await itemsOf(trx, orderId);
        const refusal = invoiceRefusal(
          order,
          items.every((i) => toInvoice(i) <= 0),
        );
        if (refusal) throw refusal;
        const picked = pickQuantities(items, input.items, toInvoice, 'Invoice', {
          unknown: 'The invoice contains one or more items that are not part of the original order.',
          tooMany: (sku) =>
            `The quantity to invoice must not be greater than the uninvoiced quantity for product SKU "${sku}".`,
          empty: "The invoice can't be created without products. Add products and try again.",
        });
        const before = subtotalOf(items, (i) => i.qty_invoiced);
        const subtotal = subtotalOf(items, (i) => picked.get(i.id) ?? 0);
        const discount = prorate(order.discount_cents, before, before + subtotal, order.subtotal_cents);
        const first = !(await trx
          .selectFrom('sales_invoice')
          .select('id')
          .where('order_id', '=', orderId)
          .executeTakeFirst());
        const shipping = first ? order.shipping_cents : 0;
        const { card, pix } = await paymentOfOrder(trx, orderId);
        const number = await nextDocumentNumber(trx, 'invoice');
        const invoice = await trx
          .insertInto('sales_invoice')
          .values({
            order_id: orderId,
            increment_id: number,
            state: 2,
            subtotal_cents: subtotal,
            discount_cents: discount,
            shipping_cents: shipping,
            grand_total_cents: subtotal - discount + shipping,
            total_qty: [...picked.values()].reduce((a, b) => a + b, 0),
            transaction_id: card?.tid ?? pix?.end_to_end_id ?? null,
            comment: input.comment ?? null,
            created_at: now.toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await insertItems(trx, 'invoice', invoice.id, items, picked);
        await addQty(trx, 'qty_invoiced', picked);
        const after = await settleState(trx, order, now, true);
        const confirmed = order.paid_at ? '' : ' Pagamento confirmado.';
        await writeHistory(trx, {
          orderId,
          status: after.status,
          comment: `${input.comment ?? `Fatura nº ${number} criada: ${money(invoice.grand_total_cents)}.`}${confirmed}`,
          actor: input.actor,
          notified: input.notify ?? false,
          visibleOnFront: input.commentVisible,
          entityName: 'invoice',
          now,
        });
        await deps.onChange?.(trx, {
          actor: input.actor,
          ip: input.ip,
          entityType: 'invoice',
          entityId: invoice.id,
          action: 'create',
          before: null,
          after: invoice,
        });
        return {
          result: invoice.id,
          events: input.notify ? [{ kind: 'invoiced' as const, orderId, invoiceId: invoice.id }] : [],
        };
      });
      return result;
    },

    /** Ships what is asked (everything left by default) with its tracks. */
    async ship(
      orderId: number,
      input: { items?: ItemQty[]; tracks?: TrackInput[] } & RequestOptions,
    ): Promise<number> {
      const tracks = input.tracks ?? [];
      const key = input.idempotencyKey ? requestKey(orderId, 'ship', input.idempotencyKey, {}) : undefined;
      const { result } = await transition(deps, orderId, 'ship', key, async (trx, order, now) => {
        const items = await itemsOf(trx, orderId);
        const refusal = shipRefusal(
          order,
          items.every((i) => toShip(i) <= 0),
        );
        if (refusal) throw refusal;
        const numbers = tracks.map((track) => checkedTrackNumber(track, 'Shipment'));
        const picked = pickQuantities(items, input.items, toShip, 'Shipment', {
          unknown: 'The shipment contains one or more items that are not part of the original order.',
          tooMany: (sku) =>
            `The quantity to ship must not be greater than the unshipped quantity for product SKU "${sku}".`,
          empty: "You can't create a shipment without products.",
        });
        const number = await nextDocumentNumber(trx, 'shipment');
        const shipment = await trx
          .insertInto('sales_shipment')
          .values({
            order_id: orderId,
            increment_id: number,
            total_qty: [...picked.values()].reduce((a, b) => a + b, 0),
            comment: input.comment ?? null,
            created_at: now.toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await insertItems(trx, 'shipment', shipment.id, items, picked);
        if (tracks.length) {
          await trx
            .insertInto('sales_shipment_track')
            .values(
              tracks.map((t, i) => ({
                shipment_id: shipment.id,
                order_id: orderId,
                carrier_code: t.carrier_code.trim().toLowerCase() || 'custom',
                title: t.title?.trim() || findCarrier(t.carrier_code)?.title || t.carrier_code,
                track_number: numbers[i]!,
                created_at: now.toISOString(),
              })),
            )
            .execute();
        }
        await addQty(trx, 'qty_shipped', picked);
        const after = await settleState(trx, order, now);
        const trackText = tracks.map(
          (t, i) =>
            `${t.title?.trim() || findCarrier(t.carrier_code)?.title || t.carrier_code} ${numbers[i]}`,
        );
        await writeHistory(trx, {
          orderId,
          status: after.status,
          comment:
            input.comment ??
            `Envio nº ${number} criado.${trackText.length ? ` Rastreio: ${trackText.join(', ')}.` : ''}`,
          actor: input.actor,
          notified: input.notify ?? false,
          visibleOnFront: input.commentVisible,
          entityName: 'shipment',
          now,
        });
        await deps.onChange?.(trx, {
          actor: input.actor,
          ip: input.ip,
          entityType: 'shipment',
          entityId: shipment.id,
          action: 'create',
          before: null,
          after: { ...shipment, tracks },
        });
        return {
          result: shipment.id,
          events: input.notify ? [{ kind: 'shipped' as const, orderId, shipmentId: shipment.id }] : [],
        };
      });
      return result;
    },

    /** The order's lines with the quantity still refundable (ordered and invoiced, not yet refunded). */
    async refundableItems(orderId: number) {
      return (await itemsOf(deps.db, orderId))
        .map((i) => ({ order_item_id: i.id, sku: i.sku, qty: toRefund(i) }))
        .filter((i) => i.qty > 0);
    },

    /** The credit memo `refund` would write now (nothing is written): its items and amounts in cents. */
    async previewRefund(orderId: number, input: RefundInput = {}) {
      const p = await planRefund(deps.db, await findOrder(deps.db, orderId), input);
      return {
        items: p.items
          .filter((i) => p.picked.has(i.id))
          .map((i) => ({ order_item_id: i.id, sku: i.sku, qty: p.picked.get(i.id)! })),
        subtotalCents: p.subtotal,
        discountCents: p.discount,
        shippingCents: p.shipping,
        totalCents: p.total,
      };
    },

    /**
     * A credit memo for what is asked (everything refundable by default), paid back through the
     * order's payment method before the memo is written (see reversal-service.ts).
     */
    async refund(
      orderId: number,
      input: RefundInput & {
        returnToStockItems?: number[];
        bankAccount?: BankAccount;
        /** What the refund is for (a return's protocol), added to the history comment. */
        origin?: string;
      } & RequestOptions,
    ): Promise<number> {
      const body = {
        items: input.items ?? [],
        shipping: input.shippingCents,
        plus: input.adjustmentPositiveCents,
        minus: input.adjustmentNegativeCents,
        stock: input.returnToStockItems ?? [],
      };
      const key = requestKey(orderId, 'refund', input.idempotencyKey, body);
      const prior = await priorResult(deps.db, key);
      if (prior != null) return prior;

      // Worked out before the money moves, and again under the lock (a concurrent memo may have won).
      const plan = (db: Trx | LifecycleDeps['db'], order: OrderRow) => planRefund(db, order, input);
      const order = await findOrder(deps.db, orderId);
      const planned = await plan(deps.db, order);
      let reversal: Awaited<ReturnType<LifecycleDeps['reversals']['refund']>>;
      try {
        reversal = await deps.reversals.refund(order, key, planned.total, input.bankAccount);
      } catch (error) {
        if (error instanceof ReversalError) throw new LifecycleError(error.message, 400, 'Creditmemo');
        throw error;
      }

      const { result } = await transition(deps, orderId, 'refund', key, async (trx, locked, now) => {
        const p = await plan(trx, locked);
        if (p.total !== planned.total) {
          throw new LifecycleError(
            'The order changed while it was being refunded. Try again.',
            409,
            'Creditmemo',
          );
        }
        const number = await nextDocumentNumber(trx, 'creditmemo');
        const memo = await trx
          .insertInto('sales_creditmemo')
          .values({
            order_id: orderId,
            increment_id: number,
            state: reversal.method === 'bank_transfer' ? 1 : 2,
            subtotal_cents: p.subtotal,
            discount_cents: p.discount,
            shipping_cents: p.shipping,
            adjustment_positive_cents: p.plus,
            adjustment_negative_cents: p.minus,
            grand_total_cents: p.total,
            refund_method: reversal.method,
            payment_refund_id: reversal.row?.id ?? null,
            comment: input.comment ?? null,
            created_at: now.toISOString(),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const back = new Set((input.returnToStockItems ?? []).map(Number).filter((id) => p.picked.has(id)));
        await insertItems(trx, 'creditmemo', memo.id, p.items, p.picked, back);
        await addQty(trx, 'qty_refunded', p.picked);
        const restocked = {
          reason: 'refund',
          reference: `${locked.increment_id} · reembolso ${number}`,
          actor: stockActorOf(input.actor),
        } as const;
        for (const itemId of back) {
          await returnItemToStock(
            trx,
            p.items.find((i) => i.id === itemId)!,
            p.picked.get(itemId)!,
            restocked,
          );
        }
        const after = await settleState(trx, locked, now);
        const how = {
          card_cancellation: 'cancelamento no cartão (e.Rede)',
          pix_devolucao: `devolução Pix ${reversal.row?.reference ?? ''}`.trim(),
          bank_transfer: 'transferência bancária a fazer para a conta do cliente',
          offline: 'reembolso fora da loja',
        }[reversal.method];
        await writeHistory(trx, {
          orderId,
          status: after.status,
          comment:
            input.comment ??
            `Reembolso nº ${number}${input.origin ? ` (${input.origin})` : ''}: ${money(p.total)} (${how}).`,
          actor: input.actor,
          notified: input.notify ?? false,
          visibleOnFront: input.commentVisible,
          entityName: 'creditmemo',
          now,
        });
        await deps.onChange?.(trx, {
          actor: input.actor,
          ip: input.ip,
          entityType: 'creditmemo',
          entityId: memo.id,
          action: 'create',
          before: null,
          after: memo,
        });
        return {
          result: memo.id,
          restocked: back.size > 0,
          events: input.notify ? [{ kind: 'refunded' as const, orderId, creditmemoId: memo.id }] : [],
        };
      });
      return result;
    },
  };
}
