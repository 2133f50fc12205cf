import type { Db } from '../../db/schema';
import * as repository from './repository';

export type { OrderItemRow, OrderRow } from './repository';

/**
 * Orders as other modules need them (a return request names an order, a recovered cart tells the
 * order it became): they read and mark orders through here, never through the repository. The
 * caller's access rules are theirs.
 */

export function orderByNumber(db: Db, number: string) {
  return repository.findOrderByNumber(db, number);
}

export function orderById(db: Db, id: number) {
  return repository.findOrderById(db, id);
}

/** A customer's latest orders in every store view, newest first. */
export function latestOrdersOfCustomer(db: Db, customerId: number, limit: number) {
  return repository.latestOrdersOfCustomer(db, customerId, limit);
}

/** The lines of some orders, in the order they were placed. */
export function itemsOfOrders(db: Db, orderIds: readonly number[]) {
  return repository.orderItems(db, orderIds);
}

/** Records the day an order was delivered (staff); false when there is no such order. */
export function setOrderDelivered(db: Db, number: string, deliveredAt: string) {
  return repository.setOrderDelivered(db, number, deliveredAt);
}

/** Of some order ids, those whose order was not cancelled (a coupon's use counts while it lives). */
export function liveOrderIds(db: Db, ids: readonly number[]) {
  return repository.liveOrderIds(db, ids);
}

/** How many orders of a customer count as purchases (every state but canceled). */
export function countLiveOrders(db: Db, customerId: number) {
  return repository.countLiveOrders(db, customerId);
}

/** Of some cart ids, those an order was placed from. */
export function cartIdsWithOrders(db: Db, cartIds: readonly number[]) {
  return repository.cartIdsWithOrders(db, cartIds);
}

/** The latest non-cancelled order placed since a moment from some carts or by a customer. */
export function latestLiveOrderSince(
  db: Db,
  where: { cartIds: readonly number[]; customerId: number; since: string },
) {
  return repository.latestLiveOrderSince(db, where);
}

/** A credit memo's number, total and date (a refunded return shows them). */
export function creditmemoById(db: Db, id: number) {
  return repository.findCreditmemoById(db, id);
}
