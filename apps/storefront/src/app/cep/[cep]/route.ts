import { proxyToCommerce } from '../../../lib/commerce-proxy.server';

export const dynamic = 'force-dynamic';

/** Postcode lookup (rules §5): GET /cep/{8 digits}. */
export async function GET(request: Request, { params }: { params: Promise<{ cep: string }> }) {
  const { cep } = await params;
  return proxyToCommerce(request, `/cep/${encodeURIComponent(cep)}`);
}
