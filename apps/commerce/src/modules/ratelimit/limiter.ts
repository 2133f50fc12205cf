import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import './tables';

/**
 * Every abuse limit of the store, counted in the `rate_limit` table so that all instances share
 * one count (docs/architecture.md, decision 4). Each operation is one atomic statement (an upsert or a
 * conditional update) that works on SQLite and PostgreSQL alike, so two requests racing on two
 * instances cannot both slip under a limit. Subjects (e-mails, addresses) are stored hashed.
 *
 * Three kinds of limit, each with the semantics of a well-known library:
 * - `hit`: a fixed-window counter where every attempt counts, allowed while the count is at most
 *   `max` (@fastify/rate-limit's semantics);
 * - `take`: Magento's password-reset protection: at most `max` accepted requests per window and
 *   at least `minIntervalMs` between two accepted ones; a refused request does not count;
 * - `failure`/`streak`/`clearStreak`: a streak of failures that is forgotten after `windowMs`
 *   without a new one, for progressive delays (customer/login-throttle.ts).
 */

type Db = Kysely<Database>;

export interface LimitRule {
  /** Short name, part of the key: 'login-ip', 'reset-email'… */
  name: string;
  max: number;
  windowMs: number;
  /** `take` only: least time between two accepted requests. */
  minIntervalMs?: number;
}

export interface LimitDecision {
  allowed: boolean;
  /** Hits counted in the current window (for `hit`, including this one). */
  count: number;
  /** When refused: seconds until a request may be accepted again. */
  retryAfterSeconds: number;
}

export interface Streak {
  count: number;
  lastAt: Date;
}

export function limitKey(rule: Pick<LimitRule, 'name'>, subject: string): string {
  return `${rule.name}:${createHash('sha256').update(subject).digest('hex').slice(0, 48)}`;
}

function windowStartMs(rule: LimitRule, now: Date): number {
  return Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;
}

const iso = (ms: number) => new Date(ms).toISOString();
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Forgets rows no limit needs any more: now and then, not on every request. A day of margin keeps
 * a minimum interval that outlasts its window.
 */
async function maybePrune(db: Db, now: Date): Promise<void> {
  if (Math.random() >= 0.02) return;
  await db
    .deleteFrom('rate_limit')
    .where('expires_at', '<', iso(now.getTime() - 86_400_000))
    .execute();
}

/** Counts one attempt in the current fixed window, allowed or not (forms, registrations). */
export async function hit(
  db: Db,
  rule: LimitRule,
  subject: string,
  now = new Date(),
): Promise<LimitDecision> {
  const start = windowStartMs(rule, now);
  const end = start + rule.windowMs;
  const row = await db
    .insertInto('rate_limit')
    .values({
      key: limitKey(rule, subject),
      window_start: iso(start),
      count: 1,
      last_at: now.toISOString(),
      expires_at: iso(end),
    })
    .onConflict((oc) =>
      oc
        .columns(['key', 'window_start'])
        .doUpdateSet({ count: sql`rate_limit.count + 1`, last_at: now.toISOString() }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  await maybePrune(db, now);
  const count = Number(row.count);
  return { allowed: count <= rule.max, count, retryAfterSeconds: seconds(end - now.getTime()) };
}

/**
 * Accepts a request when fewer than `max` were accepted in the window begun by the first of them
 * and the last one is at least `minIntervalMs` old; a refused request does not count (Magento's
 * password-reset protection: "Max Number of Requests" per hour, "Min Time Between Requests").
 */
export async function take(
  db: Db,
  rule: LimitRule,
  subject: string,
  now = new Date(),
): Promise<LimitDecision> {
  const key = limitKey(rule, subject);
  const at = now.toISOString();
  const interval = rule.minIntervalMs ?? 0;
  const newEnd = iso(now.getTime() + rule.windowMs);
  // A few rounds at most: a concurrent request may insert or change the row between our statements.
  for (let round = 0; round < 4; round++) {
    const updated = await db
      .updateTable('rate_limit')
      .set({
        count: sql`CASE WHEN expires_at <= ${at} THEN 1 ELSE count + 1 END`,
        expires_at: sql`CASE WHEN expires_at <= ${at} THEN ${newEnd} ELSE expires_at END`,
        last_at: at,
      })
      .where('key', '=', key)
      .where('window_start', '=', '')
      .where('last_at', '<=', iso(now.getTime() - interval))
      .where((eb) => eb.or([eb('expires_at', '<=', at), eb('count', '<', rule.max)]))
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) {
      await maybePrune(db, now);
      return { allowed: true, count: 0, retryAfterSeconds: 0 };
    }
    const inserted = await db
      .insertInto('rate_limit')
      .values({ key, window_start: '', count: 1, last_at: at, expires_at: newEnd })
      .onConflict((oc) => oc.columns(['key', 'window_start']).doNothing())
      .returning('count')
      .executeTakeFirst();
    if (inserted) return { allowed: true, count: 1, retryAfterSeconds: 0 };
    const row = await db
      .selectFrom('rate_limit')
      .select(['count', 'last_at', 'expires_at'])
      .where('key', '=', key)
      .where('window_start', '=', '')
      .executeTakeFirst();
    if (!row) continue;
    const count = Number(row.count);
    const intervalWait = new Date(row.last_at).getTime() + interval - now.getTime();
    const windowWait =
      count >= rule.max && row.expires_at > at ? new Date(row.expires_at).getTime() - now.getTime() : 0;
    if (intervalWait > 0 || windowWait > 0) {
      return { allowed: false, count, retryAfterSeconds: seconds(Math.max(intervalWait, windowWait)) };
    }
  }
  return { allowed: false, count: rule.max, retryAfterSeconds: 1 };
}

/** Counts one failure of a streak; a streak quiet for `windowMs` starts again from one. */
export async function failure(db: Db, rule: LimitRule, subject: string, now = new Date()): Promise<Streak> {
  const at = now.toISOString();
  const stale = iso(now.getTime() - rule.windowMs);
  const row = await db
    .insertInto('rate_limit')
    .values({
      key: limitKey(rule, subject),
      window_start: '',
      count: 1,
      last_at: at,
      expires_at: iso(now.getTime() + rule.windowMs),
    })
    .onConflict((oc) =>
      oc.columns(['key', 'window_start']).doUpdateSet({
        count: sql`CASE WHEN rate_limit.last_at < ${stale} THEN 1 ELSE rate_limit.count + 1 END`,
        last_at: at,
        expires_at: iso(now.getTime() + rule.windowMs),
      }),
    )
    .returning(['count', 'last_at'])
    .executeTakeFirstOrThrow();
  await maybePrune(db, now);
  return { count: Number(row.count), lastAt: new Date(row.last_at) };
}

/** The current streak of failures (count 0 when none or forgotten). */
export async function streak(db: Db, rule: LimitRule, subject: string, now = new Date()): Promise<Streak> {
  const row = await db
    .selectFrom('rate_limit')
    .select(['count', 'last_at'])
    .where('key', '=', limitKey(rule, subject))
    .where('window_start', '=', '')
    .executeTakeFirst();
  if (!row || row.last_at < iso(now.getTime() - rule.windowMs)) return { count: 0, lastAt: new Date(0) };
  return { count: Number(row.count), lastAt: new Date(row.last_at) };
}

export async function clearStreak(db: Db, rule: LimitRule, subject: string): Promise<void> {
  await db
    .deleteFrom('rate_limit')
    .where('key', '=', limitKey(rule, subject))
    .where('window_start', '=', '')
    .execute();
}
