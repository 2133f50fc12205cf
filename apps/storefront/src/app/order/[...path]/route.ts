import { proxyToCommerce } from '../../../lib/commerce-proxy.server';

export const dynamic = 'force-dynamic';

/** Spec §7 own endpoints: POST /order/payment-method, /shipping-method, /shipping-address, /create. */
export async function POST(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  return proxyToCommerce(request, `/order/${path.map(encodeURIComponent).join('/')}`);
}
