import { proxyToCommerce } from '../../../lib/commerce-proxy.server';

export const dynamic = 'force-dynamic';

/** The request forms (quote, return, contact, careers; the return form's orders and the limits). */
function forward(request: Request, path: string[]) {
  return proxyToCommerce(request, `/requests/${path.map(encodeURIComponent).join('/')}`);
}

export async function GET(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return forward(request, (await params).path);
}

export async function POST(request: Request, { params }: { params: Promise<{ path: string[] }> }) {
  return forward(request, (await params).path);
}
