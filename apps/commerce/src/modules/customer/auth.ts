import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Who is calling: a customer (from a valid bearer token) or a guest. */
export interface Caller {
  customerId: number | null;
  /** A bearer token was sent but is unknown, expired or revoked (Magento then treats the call as a guest's). */
  invalidToken: boolean;
}

export const GUEST: Caller = { customerId: null, invalidToken: false };

/** Tokens are stored as their SHA-256: a copy of the table does not let anyone log in. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer …` header, if any. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/** Resolves the caller of a request from its Authorization header. */
export async function resolveCaller(
  db: Kysely<Database>,
  authorization: string | undefined,
  now = new Date(),
): Promise<Caller> {
  const token = bearerToken(authorization);
  if (!token) return GUEST;
  const row = await db
    .selectFrom('customer_token')
    .select(['customer_id', 'expires_at', 'revoked_at'])
    .where('token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at <= now.toISOString()) {
    return { customerId: null, invalidToken: true };
  }
  return { customerId: row.customer_id, invalidToken: false };
}
