import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Form submissions per client address and clock hour, counted in `form_rate_limit` so that every
 * server shares the count (ARCHITECTURE decision 4). Every attempt counts, accepted or not: a
 * refused upload costs the server as much as an accepted one.
 */

export interface QuotaResult {
  allowed: boolean;
  /** Seconds until the current window ends. */
  retryAfterSeconds: number;
}

const HOUR_MS = 3600_000;

export async function consumeFormQuota(
  db: Kysely<Database>,
  clientIp: string,
  limitPerHour: number,
  now = new Date(),
): Promise<QuotaResult> {
  const windowStartMs = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const windowStart = new Date(windowStartMs).toISOString();
  const clientKey = createHash('sha256').update(clientIp).digest('hex');
  const row = await db
    .insertInto('form_rate_limit')
    .values({ client_key: clientKey, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['client_key', 'window_start']).doUpdateSet({ hits: sql`form_rate_limit.hits + 1` }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  if (row.hits === 1) {
    // First hit of a window for this client: past windows are of no use any more.
    await db
      .deleteFrom('form_rate_limit')
      .where('window_start', '<', new Date(windowStartMs - HOUR_MS).toISOString())
      .execute();
  }
  return {
    allowed: row.hits <= limitPerHour,
    retryAfterSeconds: Math.ceil((windowStartMs + HOUR_MS - now.getTime()) / 1000),
  };
}
