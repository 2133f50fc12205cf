import { proxyToCommerce } from '../../../lib/commerce-proxy.server';

export const dynamic = 'force-dynamic';

/** A customer's new blog post (multipart: title, content, cover); the proxy adds the bearer token. */
export async function POST(request: Request) {
  return proxyToCommerce(request, '/blog/posts');
}
