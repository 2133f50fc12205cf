import { proxyToCommerce } from '../../../lib/commerce-proxy.server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

/**
 * Rules §7 own endpoints: POST /order/payment-method, /shipping-method, /shipping-address, /create;
 * GET /order/{number} (the order with its state, for the payment panels of My Account and of the
 * guest's order page: the order's token or the customer's cookie proves access).
 */
async function forward(request: Request, { params }: Context) {
  const { path } = await params;
  return proxyToCommerce(request, `/order/${path.map(encodeURIComponent).join('/')}`);
}

export const GET = forward;
export const POST = forward;
