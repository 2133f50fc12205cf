import { createHash, timingSafeEqual } from 'node:crypto';
import { toCents } from '@store/br';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { resolveCaller } from '../customer/auth';
import { matchesOrderToken } from '../sales/order-token';
import { ORDER_NOT_FOUND, PaymentError } from './errors';
import { findOrderByNumber, type PayableOrder } from './orders';

/** How a caller proves it may pay an order: the order's token, or its owner's bearer token. */
export interface OrderAccess {
  orderNumber?: string;
  token?: string;
  authorization?: string;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares secrets in constant time (their digests have the same length). */
export function sameSecret(a: string, b: string): boolean {
  return timingSafeEqual(digest(a), digest(b));
}

/**
 * Loads the order a payment call is about. Unknown order, wrong or missing token: the same 404,
 * so that order numbers cannot be probed.
 */
export async function getAccessibleOrder(db: Kysely<Database>, access: OrderAccess): Promise<PayableOrder> {
  if (!access.orderNumber) throw ORDER_NOT_FOUND();
  const order = await findOrderByNumber(db, access.orderNumber);
  if (!order) throw ORDER_NOT_FOUND();
  await assertOrderAccess(db, order, access);
  return order;
}

export async function assertOrderAccess(
  db: Kysely<Database>,
  order: PayableOrder,
  access: Pick<OrderAccess, 'token' | 'authorization'>,
): Promise<void> {
  if (matchesOrderToken(access.token, order.accessTokenHash)) return;
  if (access.authorization && order.customerId !== null) {
    const caller = await resolveCaller(db, access.authorization);
    if (caller.customerId === order.customerId) return;
  }
  throw ORDER_NOT_FOUND();
}

/**
 * The clear token the caller proved access with, for links that must carry it (QR code, PDF);
 * undefined when the caller came with the owner's bearer token (those links then need it too).
 */
export function presentedToken(order: PayableOrder, access: Pick<OrderAccess, 'token'>): string | undefined {
  return matchesOrderToken(access.token, order.accessTokenHash) ? access.token : undefined;
}

const METHOD_TITLES: Record<string, string> = {
  jetpix: 'Pix',
  jetboleto: 'Boleto bancário',
  jetcred: 'Cartão de crédito',
};

/** A payment call must match the method chosen at checkout. */
export function assertPaymentMethod(order: PayableOrder, code: 'jetpix' | 'jetboleto' | 'jetcred'): void {
  if (order.paymentMethodCode !== code) {
    throw new PaymentError(
      422,
      'PAYMENT_METHOD_MISMATCH',
      `Este pedido não foi feito com ${METHOD_TITLES[code]} como forma de pagamento`,
    );
  }
}

/** States an order can still be paid from (the same as modules/sales/order-status.ts). */
export function isOpen(order: PayableOrder): boolean {
  return order.state === 'new' || order.state === 'pending_payment';
}

export function assertOpen(order: PayableOrder): void {
  if (isOpen(order)) return;
  const paid = order.state === 'processing' || order.state === 'complete';
  throw new PaymentError(
    409,
    paid ? 'ORDER_ALREADY_PAID' : 'ORDER_NOT_OPEN',
    paid ? 'Este pedido já foi pago' : 'Este pedido foi cancelado e não pode mais ser pago',
    { orderStatus: order.status },
  );
}

/**
 * The server computes every amount from the order; a client amount is only checked. It is a
 * decimal in reais (159.9 or '159.90'); anything that is not exactly the expected cents is refused.
 */
export function assertClientAmount(amount: unknown, expectedCents: number, field = 'amount'): void {
  if (amount === undefined || amount === null || amount === '') return;
  if (amountInCents(amount) !== expectedCents) {
    throw new PaymentError(
      422,
      'AMOUNT_MISMATCH',
      `O valor informado (${field}) não confere com o total do pedido`,
      { expected: expectedCents / 100 },
    );
  }
}

/** Exact cents of a decimal amount, or undefined when it is not a number of whole cents. */
export function amountInCents(amount: unknown): number | undefined {
  if (typeof amount !== 'number' && typeof amount !== 'string') return undefined;
  try {
    const floor = toCents(amount, 'floor');
    return floor === toCents(amount, 'half-up') ? floor : undefined;
  } catch {
    // Not a plain decimal ('abc', '1,5'): no amount at all, which never matches.
    return undefined;
  }
}

/** 'YYYY-MM-DD' of an instant in São Paulo (boleto dates are the bank's calendar days). */
export function saoPauloDate(instant: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
