import 'server-only';
import { isIP } from 'node:net';

/**
 * The shopper's address, as the storefront's own server established it (server.cjs, edge.cjs):
 * the TCP peer's address, or the one TRUSTED_PROXY_HOPS reverse proxies reported. server.cjs
 * drops whatever the client sent in this header, X-Forwarded-For, X-Real-IP and Forwarded first,
 * so what a shopper writes there never reaches the commerce server. Under `next dev` (no
 * server.cjs) there is none, and the commerce server sees the storefront's own address.
 */
export const CLIENT_ADDRESS_HEADER = 'x-storefront-client-address';

/** `X-Forwarded-For: <the shopper's address>` for a request to the commerce server, or nothing. */
export function clientAddressHeaders(request: Request): Record<string, string> {
  const address = request.headers.get(CLIENT_ADDRESS_HEADER)?.trim();
  return address && isIP(address) ? { 'X-Forwarded-For': address } : {};
}
