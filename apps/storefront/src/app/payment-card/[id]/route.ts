import { proxyToCommerce } from '../../../lib/commerce-proxy.server';

export const dynamic = 'force-dynamic';

/** Rules §7 same-origin DELETE /payment-card/{id}: deletes one of the logged-in customer's cards. */
export async function DELETE(request: Request, { params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  return proxyToCommerce(request, `/payment-card/${encodeURIComponent(id)}`);
}
