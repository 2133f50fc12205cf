import { createHash, createHmac } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import './tables';

/**
 * Card-testing defence: a card payment reserves one attempt on each of its subjects — the order,
 * the card (by fingerprint), the customer, the client address — before the acquirer is called.
 * An approval or a provider failure gives the attempt back; a decline keeps it. So each counter
 * holds the declines (plus the attempts in flight) of its window, and once one reaches its limit
 * the next payment is refused without reaching the acquirer.
 *
 * A counter moves by one conditional upsert (insert, or add one where the window has room, or
 * restart an expired window) inside a transaction over all subjects: on SQLite writes are
 * serialised; on PostgreSQL the upsert locks the row, and the subjects are always taken in the
 * same order, so concurrent attempts cannot pass a limit together nor deadlock.
 */

export type AttemptScope = 'order' | 'card' | 'customer' | 'ip';

export interface AttemptSubject {
  scope: AttemptScope;
  subject: string;
  limit: number;
}

export interface Reservation {
  held: { scope: AttemptScope; subject: string; windowStart: string }[];
}

export type ReserveOutcome = { ok: true; reservation: Reservation } | { ok: false; scope: AttemptScope };

class LimitReached extends Error {
  constructor(readonly scope: AttemptScope) {
    super(`card attempt limit reached (${scope})`);
  }
}

/**
 * The card's fingerprint: HMAC-SHA256 of the number under a key derived from the server's card
 * vault key. Equal numbers give equal fingerprints; without the key a fingerprint reveals nothing
 * (a plain hash of a 16-digit number with a known prefix could be brute-forced).
 */
export function cardFingerprint(vaultKey: Buffer, cardNumber: string): string {
  const key = createHmac('sha256', vaultKey).update('card-fingerprint/v1').digest();
  return createHmac('sha256', key).update(cardNumber).digest('hex');
}

/** A subject that may be personal (an e-mail address) is stored as its SHA-256. */
export const hashedSubject = (value: string) => createHash('sha256').update(value).digest('hex');

export function createAttemptLimiter(db: Kysely<Database>, windowMinutes: number) {
  let prunedAt = 0;
  /** Counters whose window ended are dropped, at most once a minute per process. */
  async function prune(now: Date, cutoff: string) {
    if (now.getTime() - prunedAt < 60_000) return;
    prunedAt = now.getTime();
    await db.deleteFrom('payment_attempt_limit').where('updated_at', '<', cutoff).execute();
  }

  return {
    windowMinutes,

    /**
     * Takes one attempt on every subject, or none: the first subject at its limit is named.
     * `unlimited` scopes are counted without their limit (an address that passed the bot check).
     */
    async reserve(
      subjects: AttemptSubject[],
      now: Date,
      unlimited: ReadonlySet<AttemptScope> = new Set(),
    ): Promise<ReserveOutcome> {
      const at = now.toISOString();
      const cutoff = new Date(now.getTime() - windowMinutes * 60_000).toISOString();
      await prune(now, cutoff);
      // One order of subjects everywhere: two transactions never wait on each other in a cycle.
      const ordered = [...subjects].sort((a, b) =>
        a.scope === b.scope ? a.subject.localeCompare(b.subject) : a.scope.localeCompare(b.scope),
      );
      try {
        const held = await db.transaction().execute(async (trx) => {
          const taken: Reservation['held'] = [];
          for (const { scope, subject, limit } of ordered) {
            const free = unlimited.has(scope) ? 1 : 0;
            const result = await sql<{ window_start: string }>`
              INSERT INTO payment_attempt_limit (scope, subject, window_start, attempts, updated_at)
              VALUES (${scope}, ${subject}, ${at}, 1, ${at})
              ON CONFLICT (scope, subject) DO UPDATE SET
                attempts = CASE WHEN payment_attempt_limit.window_start < ${cutoff} THEN 1
                           ELSE payment_attempt_limit.attempts + 1 END,
                window_start = CASE WHEN payment_attempt_limit.window_start < ${cutoff} THEN ${at}
                               ELSE payment_attempt_limit.window_start END,
                updated_at = ${at}
              WHERE payment_attempt_limit.window_start < ${cutoff}
                 OR payment_attempt_limit.attempts < ${limit}
                 OR ${free} = 1
              RETURNING window_start`.execute(trx);
            const row = result.rows[0];
            if (!row) throw new LimitReached(scope);
            taken.push({ scope, subject, windowStart: row.window_start });
          }
          return taken;
        });
        return { ok: true, reservation: { held } };
      } catch (error) {
        if (error instanceof LimitReached) return { ok: false, scope: error.scope };
        throw error;
      }
    },

    /** Gives the attempts back (approved, or the acquirer was never reached). */
    async release(reservation: Reservation, now: Date): Promise<void> {
      for (const { scope, subject, windowStart } of reservation.held) {
        await db
          .updateTable('payment_attempt_limit')
          .set((eb) => ({ attempts: eb('attempts', '-', 1), updated_at: now.toISOString() }))
          .where('scope', '=', scope)
          .where('subject', '=', subject)
          .where('window_start', '=', windowStart)
          .where('attempts', '>', 0)
          .execute();
      }
    },
  };
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>;
