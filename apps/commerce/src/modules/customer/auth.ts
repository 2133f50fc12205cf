import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Who is calling: a customer (from a valid bearer token) or a guest. */
export interface Caller {
  customerId: number | null;
  /** The customer's group (Magento's group_id), 0 (NOT LOGGED IN) for a guest: what prices apply. */
  groupId: number;
  /** A bearer token was sent but is unknown, expired or revoked (Magento then treats the call as a guest's). */
  invalidToken: boolean;
}

export const GUEST: Caller = { customerId: null, groupId: 0, invalidToken: false };

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
    .selectFrom('customer_token as t')
    .innerJoin('customer as c', 'c.id', 't.customer_id')
    .select(['t.customer_id', 't.expires_at', 't.revoked_at', 'c.group_id'])
    .where('t.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.revoked_at || row.expires_at <= now.toISOString()) {
    return { ...GUEST, invalidToken: true };
  }
  return { customerId: row.customer_id, groupId: row.group_id, invalidToken: false };
}
