import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/schema';
import { encodeUid } from '../../graphql/uid';
import type { CartItemInput } from '../cart/add-items';
import { parseOptions } from '../cart/lines';
import { type CartContext, type CartService, type CopiedLine, linesForCopy } from '../cart/service';
import { type Caller, GUEST, hashToken } from '../customer/auth';
import { customerContact } from '../customer/lookup';
import { latestLiveOrderSince, orderById } from '../sales/order-lookup';
import { DEFAULT_STORE, findStoreView } from '../store/stores';
import {
  type AcartRow,
  deleteAcart,
  deleteAcartById,
  findAcartByCart,
  findAcartByTokenHash,
  markConverted,
  markRestored,
  moveAcart,
  upsertAcart,
} from './repository';
import './tables';

/**
 * Abandoned carts of logged-in customers (rules §1, §7, §9). The storefront saves
 * the customer's cart as it changes; a sweep e-mails a recovery link for carts left longer than
 * ACART_DELAY_MINUTES (sweep.ts); the link restores the cart: the owner gets the cart itself, anyone
 * else (a forwarded e-mail, another browser) a new guest cart with copies of its lines, so a link
 * never opens the customer's own cart to a stranger.
 */

export class AcartError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Recovery links stop working after this many days (Magento's cart_expires_in_days is 30). */
export const RECOVERY_LINK_DAYS = 30;
/** Largest cartData snapshot kept, in characters of JSON. */
export const MAX_CART_DATA = 65_536;

const saveSchema = z.object({
  cartId: z.string({ error: 'cartId is required' }).trim().min(1, 'cartId is required'),
  userName: z.string().trim().max(255).optional().default(''),
  email: z.email('email is invalid').max(255).optional(),
  cartData: z.unknown().optional(),
});

const replaceSchema = z.object({
  cartId: z.string({ error: 'cartId is required' }).trim().min(1, 'cartId is required'),
});

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const issue = result.error.issues[0]!;
    throw new AcartError(400, 'INVALID_REQUEST', issue.message);
  }
  return result.data;
}

const unauthorized = () => new AcartError(401, 'UNAUTHORIZED', "The current customer isn't authorized.");
const cartNotFound = (id: string) =>
  new AcartError(404, 'CART_NOT_FOUND', `Could not find a cart with ID "${id}"`);
const acartNotFound = () => new AcartError(404, 'ACART_NOT_FOUND', 'Abandoned cart not found');
const linkNotFound = () =>
  new AcartError(404, 'ACART_LINK_INVALID', 'This cart recovery link is invalid or has expired');

export interface AcartDeps {
  db: Kysely<Database>;
  config: Pick<AppConfig, 'env'>;
  cart: CartService;
}

function requireCustomer(caller: Caller): number {
  if (caller.customerId === null) throw unauthorized();
  return caller.customerId;
}

/** The cart a customer names, only when it is theirs (another's cart is "not found", as unknown ones). */
async function ownCart(carts: CartService, db: Kysely<Database>, customerId: number, maskedId: string) {
  const cart = await carts.findByMaskedId(db, maskedId);
  if (!cart || cart.customer_id !== customerId) throw cartNotFound(maskedId);
  return cart;
}

/** The cart input that adds a stored cart line again. */
export function cartInputOfLine(line: CopiedLine): CartItemInput {
  const options = parseOptions(line.options);
  const selected = [
    ...(options.bundle ?? []).map(([optionId, selectionId, qty]) =>
      encodeUid('bundle', optionId, selectionId, qty),
    ),
    ...(options.links ?? []).map((id) => encodeUid('downloadable', id)),
  ];
  return line.variant_sku
    ? { sku: line.variant_sku, parent_sku: line.product_sku, quantity: line.quantity }
    : { sku: line.product_sku, quantity: line.quantity, selected_options: selected.length ? selected : null };
}

export function createAcartService({ db, config, cart }: AcartDeps) {
  const cartContext = (storeCode: string, caller: Caller): CartContext => ({
    db,
    config,
    store: findStoreView(storeCode) ?? DEFAULT_STORE,
    caller,
  });

  /** A new guest cart with copies of the lines of another cart (lines the cart refuses now are left out). */
  async function guestCopy(row: AcartRow) {
    const ctx = cartContext(row.store_code, GUEST);
    const view = await cart.createGuestCart(ctx);
    const inputs = (await linesForCopy(db, row.cart_id)).map(cartInputOfLine);
    if (inputs.length) await cart.addProducts(ctx, view.cart.masked_id, inputs);
    return view.cart;
  }

  return {
    async save(caller: Caller, body: unknown, now = new Date()) {
      const customerId = requireCustomer(caller);
      const input = parse(saveSchema, body);
      const target = await ownCart(cart, db, customerId, input.cartId);
      if (target.is_active !== 1) {
        throw new AcartError(409, 'CART_NOT_ACTIVE', 'Current user does not have an active cart.');
      }
      const cartData = JSON.stringify(input.cartData ?? null);
      if (cartData.length > MAX_CART_DATA) {
        throw new AcartError(
          413,
          'CART_DATA_TOO_LARGE',
          `cartData is larger than ${MAX_CART_DATA} characters`,
        );
      }
      const customer = await customerContact({ db }, customerId);
      if (!customer) throw unauthorized();
      const created = await upsertAcart(db, {
        cartId: target.id,
        customerId,
        storeCode: target.store_code,
        email: input.email ?? customer.email,
        userName: input.userName || `${customer.firstname} ${customer.lastname}`.trim(),
        cartData,
        now,
      });
      return { created, cart_id: target.masked_id, saved_at: now.toISOString() };
    },

    async remove(caller: Caller, maskedId: string) {
      const customerId = requireCustomer(caller);
      const target = await ownCart(cart, db, customerId, maskedId);
      if (!(await deleteAcart(db, customerId, target.id))) throw acartNotFound();
      return { cart_id: maskedId, deleted: true };
    },

    /** The customer's cart was replaced (guest cart merged into it, new cart after login): follow it. */
    async replaceCart(caller: Caller, oldMaskedId: string, body: unknown, now = new Date()) {
      const customerId = requireCustomer(caller);
      const input = parse(replaceSchema, body);
      const old = await ownCart(cart, db, customerId, oldMaskedId);
      const row = await findAcartByCart(db, old.id);
      if (!row || row.customer_id !== customerId) throw acartNotFound();
      const next = await ownCart(cart, db, customerId, input.cartId);
      if (next.is_active !== 1) {
        throw new AcartError(409, 'CART_NOT_ACTIVE', 'Current user does not have an active cart.');
      }
      if (next.id !== old.id) {
        // The new cart may already have its own entry (saved after the merge): keep that one.
        if (await findAcartByCart(db, next.id)) await deleteAcartById(db, row.id);
        else await moveAcart(db, row.id, next.id, now);
      }
      return { cart_id: next.masked_id };
    },

    /**
     * The cart a recovery link continues with. The owner (their bearer) gets their cart back (their
     * active cart when that one is gone); anyone else a new guest cart with copies of the lines,
     * reused while it stays an active guest cart.
     */
    async restore(caller: Caller, token: string, now = new Date()) {
      const row = token ? await findAcartByTokenHash(db, hashToken(token)) : undefined;
      if (!row?.emailed_at) throw linkNotFound();
      if (now.getTime() - Date.parse(row.emailed_at) > RECOVERY_LINK_DAYS * 86_400_000) throw linkNotFound();
      let restored: { id: number; masked_id: string };
      if (caller.customerId === row.customer_id) {
        const original = await cart.findById(db, row.cart_id);
        restored =
          original?.is_active === 1
            ? original
            : (await cart.customerCart(cartContext(row.store_code, caller))).cart;
      } else {
        const previous = row.restored_cart_id ? await cart.findById(db, row.restored_cart_id) : undefined;
        restored =
          previous && previous.is_active === 1 && previous.customer_id === null
            ? previous
            : await guestCopy(row);
      }
      await markRestored(db, row.id, restored.id, now);
      return { cart_id: restored.masked_id };
    },

    /** Records that the recovery e-mail converted: the order placed from the recovered cart. */
    async recordConversion(token: string, now = new Date()) {
      const row = token ? await findAcartByTokenHash(db, hashToken(token)) : undefined;
      if (!row?.emailed_at) throw linkNotFound();
      if (row.converted_order_id) {
        const order = await orderById(db, row.converted_order_id);
        return { converted: true, order_number: order?.increment_id ?? null };
      }
      // Its cart, its copy, or its customer since the e-mail.
      const order = await latestLiveOrderSince(db, {
        cartIds: [row.cart_id, ...(row.restored_cart_id ? [row.restored_cart_id] : [])],
        customerId: row.customer_id,
        since: row.emailed_at,
      });
      if (!order) {
        throw new AcartError(409, 'ACART_NOT_CONVERTED', 'No order was placed from this recovered cart yet');
      }
      await markConverted(db, row.id, order.id, now);
      return { converted: true, order_number: order.increment_id };
    },
  };
}

export type AcartService = ReturnType<typeof createAcartService>;
