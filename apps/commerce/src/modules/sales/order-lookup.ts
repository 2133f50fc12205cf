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

/** A credit memo's number, total and date (a refunded return shows them). */
export function creditmemoById(db: Db, id: number) {
  return repository.findCreditmemoById(db, id);
}
