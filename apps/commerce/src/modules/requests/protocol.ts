import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The four kinds of request and the prefix of their protocol numbers. */
export const REQUEST_KINDS = {
  quote: { prefix: 'ORC', table: 'request_quote', label: 'orçamento' },
  return: { prefix: 'DEV', table: 'request_return', label: 'devolução' },
  contact: { prefix: 'CON', table: 'request_contact', label: 'contato' },
  career: { prefix: 'RH', table: 'request_career', label: 'candidatura' },
} as const;

export type RequestKind = keyof typeof REQUEST_KINDS;

/** The year of a date in São Paulo, where the store counts its protocols. */
function yearInSaoPaulo(now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en', { timeZone: 'America/Sao_Paulo', year: 'numeric' }).format(now),
  );
}

/**
 * Next protocol number of a kind: prefix, year and a counter per prefix and year, e.g.
 * 'DEV-2026-000123'. The upsert is one statement, so two servers never hand out the same number.
 */
export async function nextProtocol(db: Kysely<Database>, kind: RequestKind, now: Date): Promise<string> {
  const prefix = REQUEST_KINDS[kind].prefix;
  const year = yearInSaoPaulo(now);
  const name = `${prefix}-${year}`;
  const row = await db
    .insertInto('request_sequence')
    .values({ name, value: 1 })
    .onConflict((oc) => oc.column('name').doUpdateSet({ value: sql`request_sequence.value + 1` }))
    .returning('value')
    .executeTakeFirstOrThrow();
  return `${name}-${String(row.value).padStart(6, '0')}`;
}

/** The kind of a protocol number ('ORC-2026-000001' → 'quote'), if it has a known shape. */
export function kindOfProtocol(protocol: string): RequestKind | undefined {
  const prefix = /^([A-Z]{2,3})-\d{4}-\d{6,}$/.exec(protocol.trim().toUpperCase())?.[1];
  return (Object.keys(REQUEST_KINDS) as RequestKind[]).find((kind) => REQUEST_KINDS[kind].prefix === prefix);
}
