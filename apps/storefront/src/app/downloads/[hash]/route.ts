import { proxyToCommerce } from '../../../lib/commerce-proxy.server';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ hash: string }> };

/**
 * A purchased download (My Account, "Meus downloads"): the commerce server checks that the
 * session cookie's customer bought it, then streams the file or redirects to a link's address.
 */
export async function GET(request: Request, { params }: Context) {
  const { hash } = await params;
  // A file of up to 10 MB on a slow phone connection takes minutes, not the proxy's usual 30 s.
  return proxyToCommerce(request, `/downloads/${encodeURIComponent(hash)}`, {
    redirect: 'manual',
    timeoutMs: 15 * 60_000,
  });
}
