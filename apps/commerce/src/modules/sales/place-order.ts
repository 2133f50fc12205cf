import { BOLETO_DEFAULTS, boletoDueDate, PIX_EXPIRATION_SECONDS } from '@store/br';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config';
import { bumpCatalogVersion } from '../../db/catalog-cache';
import type { Dialect } from '../../db/database';
import type { Database, OrderState } from '../../db/schema';
import { ordersPlaced } from '../../lib/metrics';
import type { CartLine } from '../cart/lines';
import {
  assertCheckoutAllowed,
  type CartRow,
  deactivateCart,
  findCartById,
  findCartByMaskedId,
  getCartForUser,
} from '../cart/service';
import { buildCartView, type CartView } from '../cart/view';
import { type StockCause, takeStock } from '../catalog/inventory';
import { recordCouponUse } from '../coupons/usage';
import type { Caller } from '../customer/auth';
import { lockCustomer } from '../customer/lookup';
import { recordPurchasedLinks } from './downloads/service';
import { emitOrderEvent } from './order-events';
import { addStatusHistory, stockDisplayChanged } from './order-status';
import { hashOrderToken, newOrderToken } from './order-token';
import {
  findOrderByCartId,
  insertOrder,
  insertOrderItems,
  insertStockMoves,
  nextOrderNumber,
  type OrderRow,
} from './repository';

/**
 * placeOrder (rules §4 States and transitions): one transaction re-checks the whole cart, takes the stock with
 * conditional UPDATEs, numbers the order and stores it with its items, addresses, stock moves,
 * coupon use and first status, and deactivates the cart. The cart's deactivation is the first
 * write and is conditional (active → inactive), and `sales_order.cart_id` is UNIQUE: a double
 * submit, even concurrent, places one order and the second call answers with that same order.
 */

export type PlaceOrderErrorCode =
  | 'CART_NOT_FOUND'
  | 'CART_NOT_ACTIVE'
  | 'GUEST_EMAIL_MISSING'
  | 'UNABLE_TO_PLACE_ORDER'
  | 'UNDEFINED';

export interface PlaceOrderError {
  message: string;
  code: PlaceOrderErrorCode;
  /** Finer code for the REST answers (MINIMUM_ORDER, INSUFFICIENT_STOCK…). */
  reason: string;
}

/**
 * `accessToken` is the order's clear access token, known only here: the database keeps its hash
 * (order-token.ts). It is null when the answer is an order placed earlier (a double submit): that
 * token went to the first answer, and the order's owner reads it with the bearer token.
 * Post-placement work that needs the token (the confirmation e-mail's link) takes it from here.
 */
export type PlaceOrderResult =
  | { order: OrderRow; existing: false; accessToken: string; errors: [] }
  | { order: OrderRow; existing: true; accessToken: null; errors: [] }
  | { order: null; existing: false; accessToken: null; errors: PlaceOrderError[] };

export interface PlaceOrderContext {
  db: Kysely<Database>;
  dialect: Dialect;
  config: Pick<AppConfig, 'env'>;
  store: { code: string };
  caller: Caller;
}

export const MINIMUM_ORDER_MESSAGE = 'O pedido mínimo é de R$ 100,00, sem contar o frete.';
export const STOCK_MESSAGE = 'Unable to place order: The requested qty is not available';

class PlaceOrderFailure extends Error {
  constructor(
    message: string,
    readonly code: PlaceOrderErrorCode,
    readonly reason: string,
  ) {
    super(message);
  }
}

const unable = (message: string, reason: string) =>
  new PlaceOrderFailure(`Unable to place order: ${message}`, 'UNABLE_TO_PLACE_ORDER', reason);

/** Every rule an order must meet, checked on the view read inside the transaction. */
function validate(view: CartView): void {
  if (view.lines.length === 0) throw unable('The cart does not contain products.', 'CART_EMPTY');
  if (view.lines.some((l) => !l.isAvailable)) {
    throw unable('Product that you are trying to add is not available.', 'NOT_SALABLE');
  }
  if (!view.email)
    throw new PlaceOrderFailure(
      'Guest email for cart is missing.',
      'GUEST_EMAIL_MISSING',
      'GUEST_EMAIL_MISSING',
    );
  // The cart's minimum_order shows this same check (packages/br minimumOrder).
  if (!view.totals.minimumOrder.met) throw unable(MINIMUM_ORDER_MESSAGE, 'MINIMUM_ORDER');
  if (!view.isVirtual && !view.shippingAddress) {
    throw unable(
      'The shipping address is missing. Set the address and try again.',
      'SHIPPING_ADDRESS_MISSING',
    );
  }
  if (!view.isVirtual && !view.selectedShipping) {
    throw unable(
      'The shipping method is missing. Select the shipping method and try again.',
      'SHIPPING_METHOD_MISSING',
    );
  }
  if (!view.billingAddress) {
    throw unable('The billing address is missing. Set the address and try again.', 'BILLING_ADDRESS_MISSING');
  }
  if (!view.paymentMethod)
    throw unable('Enter a valid payment method and try again.', 'PAYMENT_METHOD_MISSING');
  if (view.coupon && !view.coupon.ok) throw unable(view.coupon.error.message, 'COUPON_NOT_VALID');
}

/** Where an order starts: Pix and boleto wait for the payment until it expires. */
export function initialState(
  paymentCode: string,
  now: Date,
): { state: OrderState; status: string; expiresAt: string | null } {
  if (paymentCode === 'jetpix') {
    return {
      state: 'pending_payment',
      status: 'pending_payment',
      expiresAt: new Date(now.getTime() + PIX_EXPIRATION_SECONDS * 1000).toISOString(),
    };
  }
  if (paymentCode === 'jetboleto') {
    // Due in 2 days counted in São Paulo (UTC−3 all year since 2019); payable to the end of that day.
    const issue = new Date(now.getTime() - 3 * 3600_000).toISOString().slice(0, 10);
    const due = boletoDueDate(issue, BOLETO_DEFAULTS.dueInDays);
    return {
      state: 'pending_payment',
      status: 'pending_payment',
      expiresAt: new Date(`${due}T23:59:59.999-03:00`).toISOString(),
    };
  }
  return { state: 'new', status: 'pending', expiresAt: null };
}

function itemOptions(line: CartLine): { label: string; value: string }[] {
  if (line.configurable)
    return [{ label: line.configurable.attributeLabel, value: line.configurable.valueLabel }];
  if (line.type === 'bundle') {
    return line.bundle.map((c) => ({
      label: c.option.title,
      value: c.selections.map((s) => `${s.quantity} x ${s.product.name}`).join(', '),
    }));
  }
  if (line.type === 'downloadable') return line.links.map((l) => ({ label: 'Links', value: l.title }));
  return [];
}

/** Serialization failures and deadlocks (PostgreSQL) are retried: the whole transaction runs again. */
function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40001' || code === '40P01';
}

export async function placeOrder(ctx: PlaceOrderContext, maskedId: string): Promise<PlaceOrderResult> {
  const fail = (message: string, code: PlaceOrderErrorCode, reason: string = code): PlaceOrderResult => ({
    order: null,
    existing: false,
    accessToken: null,
    errors: [{ message, code, reason }],
  });
  if (!maskedId?.trim())
    return fail('Required parameter "cart_id" is missing', 'UNDEFINED', 'CART_ID_MISSING');
  const found = await findCartByMaskedId(ctx.db, maskedId);
  if (!found) return fail(`Could not find a cart with ID "${maskedId}"`, 'CART_NOT_FOUND');
  // Ownership and store are checked as for every cart operation (an outsider gets an authorization error).
  const cart = await getCartForUser(ctx, maskedId, { allowInactive: true });

  for (let attempt = 1; ; attempt++) {
    if (attempt > 10)
      throw new Error(`placeOrder of cart ${cart.id} kept racing after ${attempt - 1} attempts`);
    if (cart.is_active !== 1 || attempt > 1) {
      const placed = await findOrderByCartId(ctx.db, cart.id);
      if (placed) return { order: placed, existing: true, accessToken: null, errors: [] };
      const current = await findCartById(ctx.db, cart.id);
      if (current?.is_active !== 1)
        return fail('Current user does not have an active cart.', 'CART_NOT_ACTIVE');
    }
    try {
      const outcome = await placeInTransaction(ctx, cart);
      if (outcome === 'raced') continue; // another request deactivated the cart: read its order
      if (outcome.bumpCatalog) await bumpCatalogVersion(ctx.db);
      // The confirmation e-mail (order-mail.ts) is composed now, while the clear token is known.
      await emitOrderEvent(ctx.db, { kind: 'placed', orderId: outcome.order.id, token: outcome.accessToken });
      ordersPlaced.inc();
      return { order: outcome.order, existing: false, accessToken: outcome.accessToken, errors: [] };
    } catch (error) {
      if (error instanceof PlaceOrderFailure) return fail(error.message, error.code, error.reason);
      if (isRetryable(error) && attempt < 5) continue;
      throw error;
    }
  }
}

async function placeInTransaction(
  ctx: PlaceOrderContext,
  cart: CartRow,
): Promise<'raced' | { order: OrderRow; accessToken: string; bumpCatalog: boolean }> {
  const now = new Date();
  return ctx.db.transaction().execute(async (trx) => {
    if (!(await deactivateCart(trx, cart.id, now))) return 'raced';
    // One customer's orders are placed one at a time, so first-purchase coupons are used once.
    if (cart.customer_id !== null && ctx.dialect === 'postgres') await lockCustomer(trx, cart.customer_id);
    const fresh = (await findCartById(trx, cart.id)) ?? cart;
    // Read with the lines this order is built from: a file added at the last moment is seen too.
    await assertCheckoutAllowed(trx, fresh);
    const view = await buildCartView(trx, ctx.config, fresh);
    validate(view);

    // Take the stock, products in id order (two orders never wait on each other in a cycle).
    const demand = new Map<number, number>();
    for (const line of view.lines) {
      for (const { product, quantity } of line.stockPerUnit) {
        demand.set(product.id, (demand.get(product.id) ?? 0) + quantity * line.item.quantity);
      }
    }
    const moves: { product_id: number; quantity: number }[] = [];
    let bumpCatalog = false;
    // Numbered first: the stock history names the order (a refusal below rolls the number back).
    const number = await nextOrderNumber(trx);
    const taken: StockCause = {
      reason: 'order_placed',
      reference: number,
      actor: fresh.customer_id
        ? {
            type: 'customer',
            id: fresh.customer_id,
            name:
              [view.customer?.firstname, view.customer?.lastname].filter(Boolean).join(' ') || view.email!,
          }
        : { type: 'guest', name: view.email ?? 'Convidado' },
    };
    for (const [productId, quantity] of [...demand].sort((a, b) => a[0] - b[0])) {
      const left = await takeStock(trx, productId, quantity, taken);
      if (left === undefined) throw unable('The requested qty is not available', 'INSUFFICIENT_STOCK');
      if (stockDisplayChanged(left + quantity, left)) bumpCatalog = true;
      moves.push({ product_id: productId, quantity });
    }

    const payment = view.paymentMethod!;
    const start = initialState(payment.code, now);
    const billing = view.billingAddress!;
    const t = view.totals;
    const shipping = view.selectedShipping;
    const at = now.toISOString();
    const accessToken = newOrderToken();
    const orderId = await insertOrder(trx, {
      increment_id: number,
      cart_id: cart.id,
      store_code: fresh.store_code,
      access_token: hashOrderToken(accessToken),
      customer_id: fresh.customer_id,
      email: view.email!,
      customer_firstname: view.customer?.firstname ?? billing.firstname,
      customer_lastname: view.customer?.lastname ?? billing.lastname,
      customer_taxvat: view.customer?.taxvat ?? billing.vat_id,
      state: start.state,
      status: start.status,
      is_virtual: view.isVirtual ? 1 : 0,
      currency_code: 'BRL',
      subtotal_cents: t.subtotalCents,
      discount_cents: t.couponDiscountCents + t.pixDiscountCents,
      shipping_cents: t.shippingCents,
      grand_total_cents: t.grandTotalCents,
      discounts: JSON.stringify(
        t.discounts.map((d) => ({ label: d.label, amount_cents: d.amountCents, applied_to: d.appliedTo })),
      ),
      coupon_code: view.coupon?.ok ? view.coupon.code : null,
      shipping_carrier_code: shipping?.carrierCode ?? null,
      shipping_method_code: shipping?.methodCode ?? null,
      shipping_description: shipping ? `${shipping.carrierTitle} - ${shipping.methodTitle}` : null,
      payment_method_code: payment.code,
      payment_method_title: payment.title,
      purchase_order_number: fresh.purchase_order_number,
      shipping_address: view.shippingAddress ? JSON.stringify(view.shippingAddress) : null,
      billing_address: JSON.stringify(billing),
      payment_expires_at: start.expiresAt,
      paid_at: null,
      created_at: at,
      updated_at: at,
    });
    await insertOrderItems(
      trx,
      view.lines.map((line, index) => ({
        order_id: orderId,
        product_id: line.product.id,
        sku: (line.variant ?? line.product).sku,
        parent_sku: line.variant ? line.product.sku : null,
        name: (line.variant ?? line.product).name,
        url_key: line.product.url_key,
        product_type: line.type,
        quantity: line.item.quantity,
        price_cents: line.unitPriceCents,
        original_price_cents: line.unitOriginalPriceCents,
        row_total_cents: line.unitPriceCents * line.item.quantity,
        discount_cents: t.lineDiscountsCents[index] ?? 0,
        options: JSON.stringify(itemOptions(line)),
        // What one unit took from stock, so a return puts back the same products.
        stock_per_unit: JSON.stringify(
          line.stockPerUnit.map(({ product, quantity }) => ({ product_id: product.id, qty: quantity })),
        ),
      })),
    );
    await recordPurchasedLinks(trx, { id: orderId, customerId: fresh.customer_id }, view.lines, now);
    await insertStockMoves(
      trx,
      moves.map((m) => ({ order_id: orderId, ...m })),
    );
    if (view.coupon?.ok && fresh.customer_id !== null) {
      await recordCouponUse(trx, view.coupon.code, fresh.customer_id, orderId);
    }
    await addStatusHistory(
      trx,
      orderId,
      start.status,
      start.state === 'pending_payment'
        ? `Pedido recebido; aguardando pagamento (${payment.title}).`
        : 'Pedido recebido.',
      now,
    );
    const order = await trx
      .selectFrom('sales_order')
      .selectAll()
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    return { order, accessToken, bumpCatalog };
  });
}
