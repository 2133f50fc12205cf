import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { hit, type LimitDecision } from '../ratelimit/limiter';

/**
 * Form submissions per client address and clock hour, counted by the shared limiter
 * (modules/ratelimit) so that every server shares the count (docs/architecture.md, decision 4). Every
 * attempt counts, accepted or not: a refused upload costs the server as much as an accepted one.
 */

export type QuotaResult = Pick<LimitDecision, 'allowed' | 'retryAfterSeconds'>;

export async function consumeFormQuota(
  db: Kysely<Database>,
  clientIp: string,
  limitPerHour: number,
  now = new Date(),
): Promise<QuotaResult> {
  return hit(db, { name: 'form-ip', max: limitPerHour, windowMs: 3600_000 }, clientIp, now);
}
