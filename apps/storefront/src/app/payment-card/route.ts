import { proxyToCommerce } from '../../lib/commerce-proxy.server';

export const dynamic = 'force-dynamic';

/** Rules §7 same-origin POST /payment-card: saves a card of the logged-in customer (never its CVV). */
export async function POST(request: Request) {
  return proxyToCommerce(request, '/payment-card');
}
