import { proxyToCommerce } from '../../../lib/commerce-proxy.server';

export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  const { path } = await params;
  return proxyToCommerce(request, `/media/${path.map(encodeURIComponent).join('/')}`);
}
