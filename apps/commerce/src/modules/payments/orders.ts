import type { Db } from '../../db/schema';
import { type OrderRow, orderById, orderByNumber } from '../sales/order-lookup';

/** Orders as the payment service sees them: read from the sales module for totals and access. */

/** The part of an order the payment service needs. */
export interface PayableOrder {
  id: number;
  incrementId: string;
  /** SHA-256 of the order's access token (modules/sales/order-token.ts); never the token. */
  accessTokenHash: string;
  customerId: number | null;
  email: string;
  firstname: string;
  lastname: string;
  taxvat: string | null;
  state: string;
  status: string;
  grandTotalCents: number;
  paymentMethodCode: string;
  billingAddress: string;
  paymentExpiresAt: string | null;
  paidAt: string | null;
  createdAt: string;
}

function toOrder(row: OrderRow): PayableOrder {
  return {
    id: row.id,
    incrementId: row.increment_id,
    accessTokenHash: row.access_token,
    customerId: row.customer_id,
    email: row.email,
    firstname: row.customer_firstname,
    lastname: row.customer_lastname,
    taxvat: row.customer_taxvat,
    state: row.state,
    status: row.status,
    grandTotalCents: row.grand_total_cents,
    paymentMethodCode: row.payment_method_code,
    billingAddress: row.billing_address,
    paymentExpiresAt: row.payment_expires_at,
    paidAt: row.paid_at,
    createdAt: row.created_at,
  };
}

export async function findOrderByNumber(db: Db, incrementId: string): Promise<PayableOrder | undefined> {
  const row = await orderByNumber(db, incrementId);
  return row && toOrder(row);
}

export async function findOrderById(db: Db, id: number): Promise<PayableOrder | undefined> {
  const row = await orderById(db, id);
  return row && toOrder(row);
}
