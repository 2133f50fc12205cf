import { proxyToCommerce } from '../../../lib/commerce-proxy.server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

/**
 * Rules §7 abandoned-cart endpoints: POST /acart/save, DELETE /acart/delete/{cartId},
 * PUT /acart/update/cartId/{old}, PUT /acart/update/emailConversion/{utm_term}, and the recovery
 * link's GET /acart/restore/{token}.
 */
async function forward(request: Request, { params }: Context) {
  const { path } = await params;
  return proxyToCommerce(request, `/acart/${path.map(encodeURIComponent).join('/')}`);
}

export const GET = forward;
export const POST = forward;
export const PUT = forward;
export const DELETE = forward;
