import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { parseAddress } from '../cart/address';
import type { Mailer } from '../mail/mailer';
import { renderBoletoPdf } from '../payments/artefacts/boleto-pdf';
import { pixQrPng } from '../payments/artefacts/qr';
import { PaymentError } from '../payments/errors';
import type { PaymentService } from '../payments/service';
import { DEFAULT_STORE, findStoreView } from '../store/stores';
import { trackingUrl } from './lifecycle/carriers';
import { addressLine } from './lifecycle/corrections';
import { composeLifecycleMail, type LifecycleMailData } from './lifecycle/mails';
import { composeOrderMail, type OrderMailData } from './mails';
import './lifecycle/tables';
import { type OrderEvent, onOrderEvent } from './order-events';
import { orderItems } from './repository';
import './tables';

/**
 * Sends the order e-mails on the order's events: the confirmation when it is placed, "payment
 * received" when it is paid, the cancellation when its Pix or boleto expired unpaid. Each order
 * gets each kind once: the (order, kind) row in sales_order_mail is claimed before sending, and a
 * repeated event finds it taken. A failure here is logged and never fails the shop action.
 */

/** The tracks a mail lists, oldest first, each with its carrier's tracking link. */
async function mailTracks(db: Kysely<Database>, by: 'shipment_id' | 'order_id', id: number) {
  const tracks = await db
    .selectFrom('sales_shipment_track')
    .selectAll()
    .where(by, '=', id)
    .orderBy('id')
    .execute();
  return tracks.map((t) => ({
    title: t.title,
    number: t.track_number,
    url: trackingUrl(t.carrier_code, t.track_number),
  }));
}

export interface OrderMailDeps {
  db: Kysely<Database>;
  mailer: Pick<Mailer, 'send'>;
  config: Pick<AppConfig, 'storefrontUrl'>;
  log: FastifyBaseLogger;
  /**
   * Asked for the order's Pix charge or boleto: the same one the payment pages show (it creates it
   * once per order and answers the existing one afterwards).
   */
  payments: PaymentService;
}

const PENDING_METHODS = new Set(['jetpix', 'jetboleto']);

export function createOrderMails({ db, mailer, config, log, payments }: OrderMailDeps) {
  async function loadOrder(orderId: number) {
    return db.selectFrom('sales_order').selectAll().where('id', '=', orderId).executeTakeFirst();
  }

  /** Claims (order, kind); false when that e-mail was already sent. */
  async function claim(orderId: number, kind: string): Promise<number | undefined> {
    const row = await db
      .insertInto('sales_order_mail')
      .values({ order_id: orderId, kind, mail_id: null, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.columns(['order_id', 'kind']).doNothing())
      .returning('id')
      .executeTakeFirst();
    return row?.id;
  }

  async function send(data: OrderMailData): Promise<boolean> {
    const claimed = await claim(data.order.id, data.kind);
    if (claimed === undefined) return false;
    const message = composeOrderMail(data);
    const { id } = await mailer.send(message);
    await db.updateTable('sales_order_mail').set({ mail_id: id }).where('id', '=', claimed).execute();
    return true;
  }

  function linkBase(storeCode: string): string {
    const store = findStoreView(storeCode) ?? DEFAULT_STORE;
    return `${config.storefrontUrl}${store.routePrefix}`;
  }

  /** The customer's order page in My Account (customers), or the token page (guests, at placement). */
  function orderUrl(
    order: { increment_id: string; customer_id: number | null; store_code: string },
    token?: string,
  ) {
    if (order.customer_id !== null)
      return `${linkBase(order.store_code)}/customer/order-history/${encodeURIComponent(order.increment_id)}`;
    if (!token) return undefined;
    return `${linkBase(order.store_code)}/checkout/success?${new URLSearchParams({ order: order.increment_id, token })}`;
  }

  const storeOf = (code: string) => findStoreView(code) ?? DEFAULT_STORE;

  async function confirmation(orderId: number, token: string): Promise<boolean> {
    const order = await loadOrder(orderId);
    if (!order) return false;
    const data: OrderMailData = {
      kind: 'confirmation',
      store: storeOf(order.store_code),
      order,
      items: await orderItems(db, [order.id]),
      orderUrl: orderUrl(order, token),
    };
    const open = order.state === 'new' || order.state === 'pending_payment';
    if (open && PENDING_METHODS.has(order.payment_method_code)) {
      const access = { orderNumber: order.increment_id, token };
      try {
        if (order.payment_method_code === 'jetpix') {
          const { charge } = await payments.pix.create(access, {});
          if (charge.status === 'ATIVA') {
            data.pix = {
              code: charge.pix_copia_e_cola,
              expiresAt: charge.expires_at,
              qrPng: await pixQrPng(charge.pix_copia_e_cola),
            };
          }
        } else {
          const { boleto, order: payable } = await payments.boleto.create(access, {});
          if (boleto.status === 'EM_ABERTO') {
            data.boleto = {
              digitableLine: boleto.digitable_line,
              barcode: boleto.barcode,
              dueDate: boleto.due_date,
              pdf: await renderBoletoPdf(payments.boleto.slip(boleto, payable)),
            };
          }
        }
      } catch (error) {
        // No charge yet (a boleto needs the payer's CPF/CNPJ, a bank may be down): the e-mail still
        // confirms the order, and its link leads to the page that issues the payment.
        if (!(error instanceof PaymentError)) throw error;
        log.warn({ err: error, order: order.increment_id }, 'order e-mail sent without its payment data');
      }
    }
    return send(data);
  }

  async function paid(orderId: number): Promise<boolean> {
    const order = await loadOrder(orderId);
    if (!order) return false;
    const data: OrderMailData = {
      kind: 'paid',
      store: storeOf(order.store_code),
      order,
      items: await orderItems(db, [order.id]),
      orderUrl: orderUrl(order),
    };
    if (order.payment_method_code === 'jetcred') {
      const card = await payments.card.approvedTransaction(order.id);
      if (card) {
        data.card = {
          installments: card.installments,
          installmentCents: Math.round(card.amount_cents / Math.max(1, card.installments)),
          brand: card.brand,
          last4: card.last4,
        };
      }
    }
    return send(data);
  }

  async function canceled(orderId: number): Promise<boolean> {
    const order = await loadOrder(orderId);
    if (order?.state !== 'canceled') return false;
    return send({
      kind: 'canceled',
      store: storeOf(order.store_code),
      order,
      items: await orderItems(db, [order.id]),
      orderUrl: orderUrl(order),
    });
  }

  /** A lifecycle e-mail (lifecycle/mails.ts), claimed under its own key: one per document. */
  async function lifecycle(
    event: Exclude<OrderEvent, { kind: 'placed' | 'paid' | 'expired' }>,
  ): Promise<boolean> {
    const order = await loadOrder(event.orderId);
    if (!order) return false;
    const data: LifecycleMailData = {
      kind: event.kind,
      store: storeOf(order.store_code),
      order,
      orderUrl: orderUrl(order),
    };
    let key: string = event.kind;
    if (event.kind === 'invoiced') {
      const invoice = await db
        .selectFrom('sales_invoice')
        .selectAll()
        .where('id', '=', event.invoiceId)
        .executeTakeFirstOrThrow();
      Object.assign(data, { documentNumber: invoice.increment_id, amountCents: invoice.grand_total_cents });
      key = `invoice:${invoice.id}`;
    } else if (event.kind === 'shipped') {
      data.tracks = await mailTracks(db, 'shipment_id', event.shipmentId);
      key = `shipment:${event.shipmentId}`;
    } else if (event.kind === 'refunded') {
      const memo = await db
        .selectFrom('sales_creditmemo')
        .selectAll()
        .where('id', '=', event.creditmemoId)
        .executeTakeFirstOrThrow();
      Object.assign(data, {
        documentNumber: memo.increment_id,
        amountCents: memo.grand_total_cents,
        bankTransfer: memo.refund_method === 'bank_transfer',
      });
      key = `creditmemo:${memo.id}`;
    } else if (event.kind === 'tracking_changed') {
      // The whole current list: the customer follows every parcel from this one e-mail.
      data.tracks = await mailTracks(db, 'order_id', order.id);
      key = `tracking:${event.historyId}`;
    } else if (event.kind === 'address_changed') {
      data.addressType = event.addressType;
      data.address = addressLine(
        parseAddress(event.addressType === 'billing' ? order.billing_address : order.shipping_address),
      );
      key = `address:${event.historyId}`;
    } else if (event.kind === 'commented') {
      const row = await db
        .selectFrom('sales_order_status_history')
        .select('comment')
        .where('id', '=', event.historyId)
        .executeTakeFirstOrThrow();
      data.comment = row.comment;
      key = `comment:${event.historyId}`;
    }
    const claimed = await claim(order.id, key);
    if (claimed === undefined) return false;
    const { id } = await mailer.send(composeLifecycleMail(data));
    await db.updateTable('sales_order_mail').set({ mail_id: id }).where('id', '=', claimed).execute();
    return true;
  }

  async function handle(event: OrderEvent): Promise<void> {
    try {
      if (event.kind === 'placed') await confirmation(event.orderId, event.token);
      else if (event.kind === 'paid') await paid(event.orderId);
      else if (event.kind === 'expired') await canceled(event.orderId);
      else await lifecycle(event);
    } catch (error) {
      log.error({ err: error, orderId: event.orderId, event: event.kind }, 'order e-mail failed');
    }
  }

  return { confirmation, paid, canceled, handle };
}

/** Sends the order e-mails of this database's orders from now on; returns the function that stops it. */
export function registerOrderMails(deps: OrderMailDeps): () => void {
  const mails = createOrderMails(deps);
  return onOrderEvent(deps.db, mails.handle);
}
