import { randomBytes } from 'node:crypto';
import { centsToDecimalString, PIX_EXPIRATION_SECONDS, personType, taxvatToDigits } from '@store/br';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { markOrderPaid } from '../sales/order-status';
import { MESSAGES, PaymentError, ProviderError } from './errors';
import {
  assertClientAmount,
  assertOpen,
  assertOrderAccess,
  assertPaymentMethod,
  getAccessibleOrder,
  type OrderAccess,
} from './order-access';
import { findOrderById, type PayableOrder } from './orders';
import type { PixProvider } from './providers';
import {
  closePixCharge,
  findPixChargeByOrder,
  findPixChargeByTxid,
  insertPixCharge,
  type PixChargeRow,
} from './repository';
import { pixEndToEndId, SANDBOX_ISPB } from './sandbox/pix';

export interface PixServiceDeps {
  db: Kysely<Database>;
  provider: PixProvider;
  log: FastifyBaseLogger;
  now?: () => Date;
}

/** Body of POST /payments/itau/pix/transactions (rules §7); only checked, the server decides. */
export interface CreatePixInput {
  amount?: unknown;
  original?: unknown;
}

const TXID_ALPHABET = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** 32 random letters and digits: fits the cob rule [a-zA-Z0-9]{26,35}. */
export function newTxid(): string {
  const bytes = randomBytes(32);
  // 62 symbols: the modulo bias (256 % 62) is irrelevant for an identifier.
  return Array.from(bytes, (byte) => TXID_ALPHABET[byte % TXID_ALPHABET.length]).join('');
}

/**
 * Pix immediate charges: one per order, amount = order grand total (the 3 % Pix discount is
 * already in it), expiring with the order (payment_expires_at). Paying it moves the order to
 * processing (markOrderPaid); an expired or cancelled one is REMOVIDA_PELO_PSP.
 */
export function createPixService({ db, provider, log, now = () => new Date() }: PixServiceDeps) {
  // Settles an active charge as paid, then the order. A Pix for an order that was cancelled in
  // the meantime is kept as paid and logged: staff refund it (the order cannot be revived).
  async function settle(charge: PixChargeRow, payment: { paidAt?: string; endToEndId?: string }) {
    const at = now();
    if (!(await closePixCharge(db, charge.id, 'CONCLUIDA', at, payment))) return;
    const paid = await markOrderPaid(db, charge.order_id, `Pix recebido (txid ${charge.txid})`, at);
    if (!paid)
      log.warn(
        { txid: charge.txid, orderId: charge.order_id },
        'Pix paid for an order that is not open: refund it',
      );
  }

  // Brings an active charge up to date: the PSP's status (production), then expiry and cancellation.
  async function refresh(charge: PixChargeRow, order: PayableOrder, failure: string): Promise<PixChargeRow> {
    if (charge.status !== 'ATIVA') return charge;
    let remote: Awaited<ReturnType<PixProvider['getCharge']>>;
    try {
      remote = await provider.getCharge(charge.txid);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      log.error({ err: error, txid: charge.txid }, 'Pix API read failed');
      throw new PaymentError(502, 'PIX_PROVIDER_ERROR', failure);
    }
    if (remote?.status === 'CONCLUIDA') {
      await settle(charge, { paidAt: remote.paidAt, endToEndId: remote.endToEndId });
    } else if (remote && remote.status !== 'ATIVA') {
      await closePixCharge(db, charge.id, remote.status, now());
    } else if (order.state === 'canceled' || new Date(charge.expires_at) <= now()) {
      await closePixCharge(db, charge.id, 'REMOVIDA_PELO_PSP', now());
    }
    return (await findPixChargeByTxid(db, charge.txid)) ?? charge;
  }

  async function orderOf(charge: PixChargeRow): Promise<PayableOrder> {
    const order = await findOrderById(db, charge.order_id);
    if (!order) throw new Error(`Pix charge ${charge.txid} has no order`);
    return order;
  }

  return {
    /** Creates the order's charge, or returns the one it has (created: false). */
    async create(
      access: OrderAccess,
      input: CreatePixInput,
    ): Promise<{ charge: PixChargeRow; created: boolean; order: PayableOrder }> {
      const order = await getAccessibleOrder(db, access);
      assertPaymentMethod(order, 'jetpix');
      const existing = await findPixChargeByOrder(db, order.id);
      if (existing)
        return { charge: await refresh(existing, order, MESSAGES.pixCreate), created: false, order };
      assertOpen(order);
      assertClientAmount(input.amount, order.grandTotalCents);
      assertClientAmount(input.original, order.grandTotalCents, 'valor.original');

      const createdAt = now();
      const expiresAt = order.paymentExpiresAt
        ? new Date(order.paymentExpiresAt)
        : new Date(createdAt.getTime() + PIX_EXPIRATION_SECONDS * 1000);
      const expirationSeconds = Math.floor((expiresAt.getTime() - createdAt.getTime()) / 1000);
      if (expirationSeconds <= 0) {
        throw new PaymentError(409, 'PAYMENT_EXPIRED', 'O prazo de pagamento deste pedido expirou');
      }
      const taxvat = order.taxvat ? taxvatToDigits(order.taxvat) : undefined;
      const name = `${order.firstname} ${order.lastname}`.trim().slice(0, 200);
      const txid = newTxid();
      let result: Awaited<ReturnType<PixProvider['createCharge']>>;
      try {
        result = await provider.createCharge({
          txid,
          amountCents: order.grandTotalCents,
          expirationSeconds,
          description: `Pedido ${order.incrementId}`,
          debtor: taxvat
            ? personType(taxvat) === 'F'
              ? { name, cpf: taxvat }
              : { name, cnpj: taxvat }
            : undefined,
        });
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        log.error({ err: error, order: order.incrementId }, 'Pix charge creation failed');
        throw new PaymentError(502, 'PIX_PROVIDER_ERROR', MESSAGES.pixCreate);
      }
      const inserted = await insertPixCharge(db, {
        order_id: order.id,
        txid: result.txid,
        provider: provider.name,
        status: result.status,
        amount_cents: order.grandTotalCents,
        pix_copia_e_cola: result.pixCopiaECola,
        location: result.location ?? null,
        expiration_seconds: expirationSeconds,
        created_at: new Date(result.createdAt).toISOString(),
        expires_at: expiresAt.toISOString(),
        paid_at: null,
        end_to_end_id: null,
        updated_at: createdAt.toISOString(),
      });
      // A parallel request created the order's charge first: answer with that one.
      const charge = await findPixChargeByOrder(db, order.id);
      if (!charge) throw new Error(`Pix charge of order ${order.incrementId} vanished`);
      return { charge, created: inserted, order };
    },

    /** The order's charge, refreshed, with the order's status. */
    async read(access: OrderAccess): Promise<{ charge: PixChargeRow; order: PayableOrder }> {
      const order = await getAccessibleOrder(db, access);
      const existing = await findPixChargeByOrder(db, order.id);
      if (!existing) throw new PaymentError(404, 'PIX_CHARGE_NOT_FOUND', MESSAGES.pixRead);
      const charge = await refresh(existing, order, MESSAGES.pixRead);
      return { charge, order: (await findOrderById(db, order.id)) ?? order };
    },

    /** The charge of a txid, for its QR image; the caller must hold the order's token or be its owner. */
    async findForQr(txid: string | undefined, access: Pick<OrderAccess, 'token' | 'authorization'>) {
      const charge = txid ? await findPixChargeByTxid(db, txid) : undefined;
      if (!charge) throw new PaymentError(404, 'PIX_CHARGE_NOT_FOUND', MESSAGES.pixQr);
      await assertOrderAccess(db, await orderOf(charge), access);
      return charge;
    },

    /** Sandbox bank: the payer paid this charge (development endpoint and CLI only). */
    async sandboxPay(txid: string | undefined): Promise<{ charge: PixChargeRow; order: PayableOrder }> {
      const found = txid ? await findPixChargeByTxid(db, txid) : undefined;
      if (!found) throw new PaymentError(404, 'PIX_CHARGE_NOT_FOUND', MESSAGES.pixRead);
      const charge = await refresh(found, await orderOf(found), MESSAGES.pixRead);
      // The sandbox PSP names the payment as a real one would: its endToEndId is what a devolução cites.
      if (charge.status === 'ATIVA')
        await settle(charge, { endToEndId: pixEndToEndId('E', SANDBOX_ISPB, now()) });
      else if (charge.status !== 'CONCLUIDA') {
        throw new PaymentError(409, 'PIX_CHARGE_NOT_ACTIVE', 'A cobrança PIX expirou ou foi removida', {
          status: charge.status,
        });
      }
      const settled = (await findPixChargeByTxid(db, charge.txid)) ?? charge;
      return { charge: settled, order: await orderOf(settled) };
    },
  };
}

export type PixService = ReturnType<typeof createPixService>;

/** The charge as the API shows it after a POST (BCB cob field names, rules §7). */
export function pixChargeOutput(charge: PixChargeRow, qrCodeUrl: string) {
  return {
    txid: charge.txid,
    status: charge.status,
    pixCopiaECola: charge.pix_copia_e_cola,
    valor: { original: centsToDecimalString(charge.amount_cents) },
    calendario: { criacao: charge.created_at, expiracao: charge.expiration_seconds },
    expiresAt: charge.expires_at,
    qrCodeUrl,
  };
}
