import { proxyToCommerce } from '../../../lib/commerce-proxy.server';

export const dynamic = 'force-dynamic';

/** Rules §7 same-origin GET /payment-card/all: the logged-in customer's saved cards. */
export async function GET(request: Request) {
  return proxyToCommerce(request, '/payment-card/all');
}
