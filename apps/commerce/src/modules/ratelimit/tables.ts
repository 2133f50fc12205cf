/** Migration 009-accounts-security: the counters of every abuse limit (see limiter.ts). */
export interface RateLimitTable {
  /** `<rule>:<SHA-256 of the subject>`: no e-mail or address is stored in clear. */
  key: string;
  /** ISO start of a fixed window; '' for a streak of failures. */
  window_start: string;
  count: number;
  /** When the last counted hit happened. */
  last_at: string;
  /** After this the row counts for nothing and may be deleted. */
  expires_at: string;
}

declare module '../../db/schema' {
  interface Database {
    rate_limit: RateLimitTable;
  }
}
