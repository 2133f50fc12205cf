import type { Db } from '../../db/schema';
import { AuthorizationError, NotFoundError } from '../../graphql/errors';
import type { Caller } from '../customer/auth';
import { hashOrderToken, matchesOrderToken } from './order-token';
import { findOrderByNumber, findOrderByTokenHash, type OrderRow, ordersOfCustomer } from './repository';

/** Order look-ups with their access rules: the owner's token, or the order's own access token. */

/**
 * The order of a number if the caller may see it: its access token (guests, payment pages) or the
 * bearer token of the customer who placed it. Undefined otherwise — callers answer "not found"
 * either way, so an order number alone reveals nothing.
 */
export async function findOrderForCaller(
  db: Db,
  number: string,
  token: string | undefined,
  caller: Caller,
): Promise<OrderRow | undefined> {
  const order = await findOrderByNumber(db, number);
  if (!order) return undefined;
  if (matchesOrderToken(token, order.access_token)) return order;
  if (caller.customerId !== null && order.customer_id === caller.customerId) return order;
  return undefined;
}

/** The logged-in customer's id; a guest is refused with Magento's authorization error. */
export function requireCustomerId(caller: Caller): number {
  if (caller.customerId === null) throw new AuthorizationError("The current customer isn't authorized.");
  return caller.customerId;
}

export async function customerOrders(db: Db, caller: Caller, storeCode: string): Promise<OrderRow[]> {
  return ordersOfCustomer(db, requireCustomerId(caller), storeCode);
}

export async function orderByToken(db: Db, token: string): Promise<OrderRow> {
  const order = token.trim() ? await findOrderByTokenHash(db, hashOrderToken(token.trim())) : undefined;
  if (!order) throw new NotFoundError("We couldn't locate an order with the information provided.");
  return order;
}
