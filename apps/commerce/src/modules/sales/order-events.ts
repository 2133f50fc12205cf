import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * What happened to an order after it was placed, for whoever must react (the order e-mails).
 * The status changes are made by other modules (payments marks orders paid) through
 * order-status.ts, which knows only the database; listeners are registered per database handle,
 * so two apps in one process (tests) never hear each other's orders.
 */
export type OrderEvent =
  /** Placed; `token` is the order's access token in clear, known only at this moment. */
  | { kind: 'placed'; orderId: number; token: string }
  | { kind: 'paid'; orderId: number }
  /** Cancelled because its Pix or boleto payment time ran out. */
  | { kind: 'expired'; orderId: number }
  // Staff or an integration moved the order and asked to notify the customer (lifecycle/).
  | { kind: 'invoiced'; orderId: number; invoiceId: number }
  | { kind: 'shipped'; orderId: number; shipmentId: number }
  | { kind: 'refunded'; orderId: number; creditmemoId: number }
  | { kind: 'canceled'; orderId: number }
  | { kind: 'delivered'; orderId: number }
  | { kind: 'commented'; orderId: number; historyId: number }
  // Staff corrected a tracking code or an address (lifecycle/corrections.ts).
  | { kind: 'tracking_changed'; orderId: number; historyId: number }
  | { kind: 'address_changed'; orderId: number; historyId: number; addressType: 'billing' | 'shipping' };

export type OrderEventListener = (event: OrderEvent) => Promise<void>;

const listeners = new WeakMap<object, OrderEventListener[]>();

/** Registers a listener for the orders of one database; returns the function that removes it. */
export function onOrderEvent(db: Kysely<Database>, listener: OrderEventListener): () => void {
  const list = listeners.get(db) ?? [];
  list.push(listener);
  listeners.set(db, list);
  return () => {
    const current = listeners.get(db) ?? [];
    listeners.set(
      db,
      current.filter((l) => l !== listener),
    );
  };
}

/**
 * Tells the listeners, after the change is committed. A listener's failure is its own: it is
 * passed to `onError` and never undoes or fails the status change that already happened.
 */
export async function emitOrderEvent(
  db: Kysely<Database>,
  event: OrderEvent,
  onError: (error: unknown) => void = (error) => console.error('order event listener failed', error),
): Promise<void> {
  for (const listener of listeners.get(db) ?? []) {
    try {
      await listener(event);
    } catch (error) {
      onError(error);
    }
  }
}
