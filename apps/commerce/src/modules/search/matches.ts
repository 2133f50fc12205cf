/**
 * Documents a query matched, in no order, with what ranks them: fewer typo-only words first,
 * then the higher total, then the lower product id (see compareMatches).
 */
export interface Matches {
  docs: Uint32Array;
  typos: Uint8Array;
  totals: Float64Array;
}

/** Relevance order of entries i and j of the matches (negative: i first). */
export function compareMatches(m: Matches, productIds: Int32Array, i: number, j: number): number {
  return (
    m.typos[i]! - m.typos[j]! ||
    m.totals[j]! - m.totals[i]! ||
    productIds[m.docs[i]!]! - productIds[m.docs[j]!]!
  );
}
