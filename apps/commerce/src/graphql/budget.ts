/**
 * Per-client cost budget: each client address may spend `pointsPerMinute` points of query cost
 * per minute (a bucket of that size, refilled continuously). A request runs while the bucket is
 * not below zero and is charged its cost when it runs, so the last request may take it below
 * zero; then the client is refused, before its requests are even parsed, until the bucket has
 * filled up to zero again.
 *
 * Kept in this process's memory: every process of a cluster counts on its own and a restart
 * starts afresh. That is enough against one client flooding one process; the account and login
 * limits that must survive restarts are kept in the database elsewhere.
 */
export interface CostBudget {
  /** Whether the client may send a request now; otherwise the seconds until it may. */
  admit(client: string, now?: number): { ok: true } | { ok: false; retryAfterSeconds: number };
  /** Charges a request that is about to run. */
  charge(client: string, cost: number, now?: number): void;
  /** Clients tracked (for tests and metrics). */
  size(): number;
}

/** Buckets tracked at most; beyond it full buckets (clients gone quiet) are forgotten. */
const MAX_TRACKED_CLIENTS = 100_000;

export function createCostBudget({
  pointsPerMinute,
  exempt = () => false,
}: {
  /** Bucket size and refill per minute; 0 turns the budget off. */
  pointsPerMinute: number;
  /** Clients never limited (the storefront's own server-side rendering). */
  exempt?: (client: string) => boolean;
}): CostBudget {
  const perMs = pointsPerMinute / 60_000;
  const buckets = new Map<string, { points: number; at: number }>();

  function bucket(client: string, now: number) {
    const found = buckets.get(client);
    if (found) {
      found.points = Math.min(pointsPerMinute, found.points + (now - found.at) * perMs);
      found.at = now;
      return found;
    }
    if (buckets.size >= MAX_TRACKED_CLIENTS) forgetFullBuckets(now);
    const fresh = { points: pointsPerMinute, at: now };
    buckets.set(client, fresh);
    return fresh;
  }

  function forgetFullBuckets(now: number) {
    for (const [client, b] of buckets) {
      if (b.points + (now - b.at) * perMs >= pointsPerMinute) buckets.delete(client);
    }
    // Still full of busy clients: start over rather than grow without bound.
    if (buckets.size >= MAX_TRACKED_CLIENTS) buckets.clear();
  }

  const off = pointsPerMinute <= 0;
  return {
    admit(client, now = Date.now()) {
      if (off || exempt(client)) return { ok: true };
      const b = bucket(client, now);
      if (b.points >= 0) return { ok: true };
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(-b.points / perMs / 1000)) };
    },
    charge(client, cost, now = Date.now()) {
      if (off || exempt(client) || cost <= 0) return;
      const b = bucket(client, now);
      // A client can owe at most one minute: a refused client is back within a minute.
      b.points = Math.max(-pointsPerMinute, b.points - cost);
    },
    size: () => buckets.size,
  };
}

/**
 * The addresses exempt from the budget, from a comma-separated list: `loopback` (127.0.0.0/8,
 * ::1 — the storefront rendering pages on the same machine sends no X-Forwarded-For), exact
 * addresses, or `none`.
 */
export function exemptAddresses(list: string): (address: string) => boolean {
  const entries = list
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry && entry !== 'none');
  const loopback = entries.includes('loopback');
  const exact = new Set(entries.filter((entry) => entry !== 'loopback'));
  return (address) => {
    const plain = address.toLowerCase().replace(/^::ffff:(?=\d+\.)/, '');
    if (exact.has(plain) || exact.has(address.toLowerCase())) return true;
    return loopback && (plain === '::1' || /^127\./.test(plain));
  };
}
