import { proxyToCommerce } from '../../../lib/commerce-proxy.server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

/** Rules §7 payment service: Pix, boleto (Itaú) and card (Rede) under /payments. */
async function forward(request: Request, { params }: Context) {
  const { path } = await params;
  return proxyToCommerce(request, `/payments/${path.map(encodeURIComponent).join('/')}`);
}

export const GET = forward;
export const POST = forward;
