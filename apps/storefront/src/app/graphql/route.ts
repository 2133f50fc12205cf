import { proxyToCommerce } from '../../lib/commerce-proxy.server';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return proxyToCommerce(request, '/graphql');
}

export function POST(request: Request) {
  return proxyToCommerce(request, '/graphql');
}
