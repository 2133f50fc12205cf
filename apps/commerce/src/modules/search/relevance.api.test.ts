import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { JUDGED_QUERIES, type JudgedQuery } from './judged-queries';
import { queryWords } from './text';

/**
 * Scores the store's search on the judged shopping queries: the share of queries with an
 * expected product in the first three, and nDCG@10 (every expected product counts 1). The
 * thresholds sit a little under what the in-process index reaches, so that a change that makes
 * ranking worse fails here; the figures are printed on every run.
 */
const MIN_TOP3 = 0.95;
const MIN_NDCG = 0.93;

const SEARCH = `query ($term: String!) {
  products(search: $term, pageSize: 10) { items { sku stock_status } }
}`;

interface Result {
  sku: string;
  stock_status: string;
}

function ndcgAt10(skus: string[], expected: Set<string>): number {
  let dcg = 0;
  skus.slice(0, 10).forEach((sku, i) => {
    if (expected.has(sku)) dcg += 1 / Math.log2(i + 2);
  });
  let ideal = 0;
  for (let i = 0; i < Math.min(10, expected.size); i++) ideal += 1 / Math.log2(i + 2);
  return ideal === 0 ? 0 : dcg / ideal;
}

describe('search relevance on the judged queries', () => {
  const t = useTestApp('sqlite', undefined, { SEARCH_INDEX: 'on' });

  async function search(judged: JudgedQuery): Promise<Result[]> {
    const { data, errors } = await t.graphql(
      SEARCH,
      { term: judged.query },
      judged.store ? { Store: judged.store } : {},
    );
    expect(errors).toBeUndefined();
    return data?.products.items as Result[];
  }

  /** Every document word of the given products (name, keywords, description), as indexed. */
  async function documentWords(skus: string[]): Promise<Map<string, string[]>> {
    if (skus.length === 0) return new Map();
    const rows = await t.database.db
      .selectFrom('search_document as d')
      .innerJoin('product as p', 'p.id', 'd.product_id')
      .where('p.sku', 'in', skus)
      .select(['p.sku', 'd.name', 'd.keywords', 'd.description'])
      .execute();
    return new Map(rows.map((r) => [r.sku, `${r.name} ${r.keywords} ${r.description}`.split(' ')]));
  }

  it('finds what shoppers expect, never a typo above an exact match', async () => {
    await t.app.searchIndex?.ready();
    expect(JUDGED_QUERIES.length).toBeGreaterThanOrEqual(80);
    const known = new Set(
      (await t.database.db.selectFrom('product').select('sku').execute()).map((r) => r.sku),
    );
    let hits = 0;
    let ndcg = 0;
    const misses: string[] = [];
    const typoFirst: string[] = [];
    const byKind = new Map<string, { n: number; hits: number }>();
    for (const judged of JUDGED_QUERIES) {
      const expected = new Set(judged.expected.filter((sku) => known.has(sku)));
      expect(expected.size, `expected products of "${judged.query}" exist`).toBeGreaterThan(0);
      const items = await search(judged);
      const skus = items.map((i) => i.sku);
      const hit = skus.slice(0, 3).some((sku) => expected.has(sku));
      hits += hit ? 1 : 0;
      ndcg += ndcgAt10(skus, expected);
      if (!hit) misses.push(`${judged.query} → ${skus.slice(0, 3).join(', ')}`);
      const kind = byKind.get(judged.kind) ?? { n: 0, hits: 0 };
      kind.n++;
      kind.hits += hit ? 1 : 0;
      byKind.set(judged.kind, kind);

      // A result that holds every query word (as typed, or as a word starting with it) must not
      // come after one that needed a typo correction, among products of the same stock status.
      const words = await documentWords(skus);
      const query = queryWords(judged.query);
      const exact = (sku: string) =>
        query.every((q) => (words.get(sku) ?? []).some((w) => (q.length > 1 ? w.startsWith(q) : w === q)));
      items.forEach((item, i) => {
        if (exact(item.sku)) return;
        const later = items.slice(i + 1).find((o) => o.stock_status === item.stock_status && exact(o.sku));
        if (later) typoFirst.push(`${judged.query}: ${item.sku} (typo) before ${later.sku}`);
      });
    }
    const top3 = hits / JUDGED_QUERIES.length;
    const meanNdcg = ndcg / JUDGED_QUERIES.length;
    console.log(
      `search relevance: ${JUDGED_QUERIES.length} queries, top-3 hit rate ${(top3 * 100).toFixed(1)} %, ` +
        `nDCG@10 ${meanNdcg.toFixed(3)}; by kind: ${[...byKind]
          .map(([kind, s]) => `${kind} ${s.hits}/${s.n}`)
          .join(', ')}${misses.length ? `\n  misses: ${misses.join('\n          ')}` : ''}`,
    );
    expect(typoFirst).toEqual([]);
    expect(top3).toBeGreaterThanOrEqual(MIN_TOP3);
    expect(meanNdcg).toBeGreaterThanOrEqual(MIN_NDCG);
  });

  it('puts coffee first for "café", "cafe" and "caf"', async () => {
    await t.app.searchIndex?.ready();
    for (const query of ['café', 'cafe', 'caf']) {
      const [first] = await search({ query, kind: 'word', expected: [] });
      expect(first?.sku, query).toMatch(/^5000(0\d|10)$/);
    }
  });
});
