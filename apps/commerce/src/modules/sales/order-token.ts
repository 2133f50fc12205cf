import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * An order's access token proves ownership to guests (payment pages, the success page, the
 * confirmation e-mail's link). The database keeps only its SHA-256: whoever reads the database
 * (a backup, a leaked copy) cannot open or pay anyone's orders. The clear token exists in the
 * answer of placeOrder and wherever the shopper took it from there.
 */

/** A new clear token (128 random bits, hex). */
export function newOrderToken(): string {
  return randomBytes(16).toString('hex');
}

/** What `sales_order.access_token` stores: the SHA-256 of the token, hex. */
export function hashOrderToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a presented token is the one whose hash is stored (constant time). */
export function matchesOrderToken(token: string | undefined, storedHash: string): boolean {
  if (!token) return false;
  const presented = Buffer.from(hashOrderToken(token), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
