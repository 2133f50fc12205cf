import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database, OrderState } from '../../../db/schema';
import { hashToken } from '../../customer/auth';
import { hashOrderToken } from '../../sales/order-token';

/**
 * Test data for payment suites: an order inserted directly (with the cart it references), so
 * payment tests do not depend on the checkout. Columns are the minimum migration 002 requires.
 */
export interface TestOrderOptions {
  method: 'jetpix' | 'jetboleto' | 'jetcred' | 'checkmo';
  grandTotalCents?: number;
  state?: OrderState;
  paymentExpiresAt?: string | null;
  customerId?: number | null;
  taxvat?: string | null;
  billingAddress?: Record<string, unknown>;
}

export interface TestOrder {
  id: number;
  number: string;
  token: string;
}

let sequence = 0;

export const TEST_BILLING_ADDRESS = {
  firstname: 'Maria',
  lastname: 'Silva',
  street: ['Praça da Sé', '100', 'Sé'],
  city: 'São Paulo',
  region: { region_code: 'SP', region: 'São Paulo' },
  postcode: '01001-000',
  country_code: 'BR',
  telephone: '11999990000',
};

const TITLES = {
  jetpix: 'Pix',
  jetboleto: 'Boleto bancário',
  jetcred: 'Cartão de crédito',
  checkmo: 'Check / Money order',
};

export async function insertTestOrder(db: Kysely<Database>, options: TestOrderOptions): Promise<TestOrder> {
  const now = new Date().toISOString();
  const unique = `${process.pid}${Date.now()}${++sequence}`.slice(-12);
  const cart = await db
    .insertInto('cart')
    .values({
      masked_id: randomBytes(16).toString('hex'),
      store_code: 'default',
      customer_id: options.customerId ?? null,
      is_active: 0,
      created_at: now,
      updated_at: now,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const grandTotal = options.grandTotalCents ?? 30_000;
  const waitsForPayment = options.method === 'jetpix' || options.method === 'jetboleto';
  const state = options.state ?? (waitsForPayment ? 'pending_payment' : 'new');
  const token = randomBytes(24).toString('hex');
  const number = `T${unique}`;
  const order = await db
    .insertInto('sales_order')
    .values({
      increment_id: number,
      cart_id: cart.id,
      store_code: 'default',
      access_token: hashOrderToken(token),
      customer_id: options.customerId ?? null,
      email: 'maria@example.com',
      customer_firstname: 'Maria',
      customer_lastname: 'Silva',
      customer_taxvat: options.taxvat === undefined ? '52998224725' : options.taxvat,
      state,
      status: state === 'new' ? 'pending' : state,
      is_virtual: 0,
      currency_code: 'BRL',
      subtotal_cents: grandTotal,
      discount_cents: 0,
      shipping_cents: 0,
      grand_total_cents: grandTotal,
      payment_method_code: options.method,
      payment_method_title: TITLES[options.method],
      billing_address: JSON.stringify(options.billingAddress ?? TEST_BILLING_ADDRESS),
      shipping_address: JSON.stringify(options.billingAddress ?? TEST_BILLING_ADDRESS),
      payment_expires_at:
        options.paymentExpiresAt !== undefined
          ? options.paymentExpiresAt
          : waitsForPayment
            ? new Date(Date.now() + 1800_000).toISOString()
            : null,
      created_at: now,
      updated_at: now,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: order.id, number, token };
}

/** A customer with a valid bearer token. */
export async function insertTestCustomer(db: Kysely<Database>): Promise<{ id: number; token: string }> {
  const now = new Date().toISOString();
  const customer = await db
    .insertInto('customer')
    .values({
      email: `c${randomBytes(6).toString('hex')}@example.com`,
      firstname: 'Maria',
      lastname: 'Silva',
      taxvat: '52998224725',
      created_at: now,
      updated_at: now,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = randomBytes(24).toString('hex');
  await db
    .insertInto('customer_token')
    .values({
      token_hash: hashToken(token),
      customer_id: customer.id,
      created_at: now,
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
      revoked_at: null,
    } as never)
    .execute();
  return { id: customer.id, token };
}
