import 'server-only';
import { commerceUrl } from '../../lib/config';
import type { StoreCode } from '../../lib/graphql.server';
import { requestIdHeaders } from '../../lib/request-id.server';
import { customerToken } from '../../lib/session.server';
import type { Boleto, PixCharge } from '../payments';
import type { PlacedOrder } from './place-order';

/**
 * Server-side reads of one order and its payment, for /checkout?order= (back to the payment after
 * a reload) and /checkout/success. The order's access token (or the signed-in owner's session) is
 * the shopper's proof of ownership.
 */

export interface OrderAddress {
  firstname: string;
  lastname: string;
  street: string[];
  city: string;
  region?: string | { code?: string | null } | null;
  postcode: string;
}

export interface OrderDetails extends PlacedOrder {
  items?: Array<{ sku: string; name: string; quantity?: number; qty_ordered?: number }>;
  shipping_address?: OrderAddress | null;
}

async function getJson<T>(path: string, store: StoreCode): Promise<T | undefined> {
  // A signed-in owner proves ownership with the bearer token: the commerce server stores only a
  // hash of the order token, so orders opened from My Account come without it.
  const bearer = await customerToken();
  const response = await fetch(`${commerceUrl()}${path}`, {
    headers: {
      Accept: 'application/json',
      Store: store,
      ...(bearer ? { Authorization: `Bearer ${bearer}` } : {}),
      ...requestIdHeaders(),
    },
    cache: 'no-store',
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status === 404) return undefined;
  if (!response.ok) {
    throw new Error(`GET ${path.split('?')[0]} answered HTTP ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

const query = (number: string, token: string) => new URLSearchParams({ orderId: number, token }).toString();

/** The order, or undefined when the number and token do not match one. */
export async function findOrder(number: string, token: string, store: StoreCode) {
  const body = await getJson<{ order: OrderDetails }>(
    `/order/${encodeURIComponent(number)}?${new URLSearchParams({ token })}`,
    store,
  );
  return body?.order;
}

export async function findPixCharge(number: string, token: string, store: StoreCode) {
  return getJson<PixCharge>(`/payments/itau/pix/transactions?${query(number, token)}`, store);
}

export async function findBoleto(number: string, token: string, store: StoreCode) {
  return (
    await getJson<{ data: Boleto }>(`/payments/itau/boleto/transactions?${query(number, token)}`, store)
  )?.data;
}
