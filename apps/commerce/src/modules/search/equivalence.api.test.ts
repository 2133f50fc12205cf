import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { readSearchIndex } from './index-source';
import { openSearchIndex, type SearchIndex } from './memory-index';
import { buildSearchExpression, searchMatches } from './query';

/**
 * The in-process index against the SQL search it replaces, on generated queries: whole words,
 * prefixes, one-typo words, several words, SKU digits, one letter. Both must match the same
 * products (the index ranks them differently on purpose). Through GraphQL, with filters, sorts
 * and pages, the two give the same totals, aggregations and, for every order but relevance, the
 * same ids in the same order. SEARCH_EQUIVALENCE_QUERIES raises the number of queries (default
 * 1500 matches and 120 listings per database).
 */
const QUERIES = Number(process.env.SEARCH_EQUIVALENCE_QUERIES ?? 1500);
const LISTINGS = Math.max(20, Math.round(QUERIES / 12));

/** A small deterministic generator (mulberry32), so that a failure can be run again. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

function generator(terms: string[], seed: number) {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const letters = terms.filter((t) => /[a-z]/.test(t));
  const digits = terms.filter((t) => /^\d{4,}$/.test(t));
  const typo = (word: string) => {
    const i = Math.floor(next() * word.length);
    const edit = Math.floor(next() * 4);
    if (edit === 0) return word.slice(0, i) + word.slice(i + 1);
    if (edit === 1) return word.slice(0, i) + pick([...LETTERS]) + word.slice(i);
    if (edit === 2) return word.slice(0, i) + pick([...LETTERS]) + word.slice(i + 1);
    return i + 1 < word.length ? word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2) : word;
  };
  const word = (): string => {
    const term = pick(letters);
    const roll = next();
    if (roll < 0.35) return term;
    if (roll < 0.6) return term.slice(0, 1 + Math.floor(next() * term.length));
    if (roll < 0.85) return typo(term);
    if (roll < 0.92 && digits.length) return pick(digits).slice(0, 2 + Math.floor(next() * 5));
    return pick([...LETTERS]);
  };
  return {
    next,
    pick,
    query: () => {
      const n = 1 + Math.floor(next() * next() * 3);
      return Array.from({ length: n }, word).join(next() < 0.1 ? ' - ' : ' ');
    },
  };
}

describe.each(TEST_DATABASES)('in-process search index against the SQL search on %s', (dialect) => {
  const indexed = useTestApp(dialect, undefined, { SEARCH_INDEX: 'on' });
  const sql = useTestApp(dialect, undefined, { SEARCH_INDEX: 'off' });

  async function loadIndex(): Promise<SearchIndex> {
    return openSearchIndex(await readSearchIndex(indexed.database.db));
  }

  it(`matches the same products for ${QUERIES} generated queries`, { timeout: 120_000 }, async () => {
    const index = await loadIndex();
    const terms = (await readSearchIndex(indexed.database.db)).terms;
    const gen = generator(terms, 20261208);
    let nonEmpty = 0;
    for (let i = 0; i < QUERIES; i++) {
      const query = gen.query();
      const expression = await buildSearchExpression(indexed.database.db, dialect, query);
      const expected = expression ? await searchMatches(indexed.database.db, dialect, expression) : [];
      const actual = index.search(query);
      if (expected.length) nonEmpty++;
      expect(
        [...actual].sort((a, b) => a - b),
        `query ${JSON.stringify(query)} (#${i})`,
      ).toEqual([...expected].sort((a, b) => a - b));
      expect(new Set(actual).size, `query ${JSON.stringify(query)}: no product twice`).toBe(actual.length);
    }
    // The generator must find something most of the time, or the comparison says little.
    expect(nonEmpty).toBeGreaterThan(QUERIES / 3);
  });

  const LISTING = `query ($search: String!, $filter: ProductAttributeFilterInput, $sort: ProductAttributeSortInput, $page: Int) {
    products(search: $search, filter: $filter, sort: $sort, pageSize: 12, currentPage: $page) {
      total_count
      items { sku }
      aggregations { attribute_code count options { value count } }
    }
  }`;

  it(`lists, filters, sorts, pages and counts alike for ${LISTINGS} searches`, {
    timeout: 120_000,
  }, async () => {
    await indexed.app.searchIndex?.ready();
    expect(await indexed.app.searchIndex?.current(), 'the index answers').toBeDefined();
    const terms = (await readSearchIndex(indexed.database.db)).terms;
    const gen = generator(terms, 7);
    const { data: facets } = await sql.graphql(
      '{ products(search: "a", pageSize: 1) { aggregations { attribute_code options { value } } } }',
    );
    const aggregations = (facets?.products.aggregations ?? []) as {
      attribute_code: string;
      options: { value: string }[];
    }[];
    const values = (code: string) =>
      aggregations.find((a) => a.attribute_code === code)?.options.map((o) => o.value) ?? [];
    const categories = values('category_uid');
    const brands = values('manufacturer');
    const colors = values('color');
    let compared = 0;
    for (let i = 0; i < LISTINGS; i++) {
      const search = gen.query();
      const filter: Record<string, unknown> = {};
      if (gen.next() < 0.3 && categories.length) filter.category_uid = { eq: gen.pick(categories) };
      if (gen.next() < 0.2 && brands.length)
        filter.manufacturer = { in: [gen.pick(brands), gen.pick(brands)] };
      if (gen.next() < 0.15 && colors.length) filter.color = { eq: gen.pick(colors) };
      if (gen.next() < 0.2) filter.price = { from: '5', to: String(20 + Math.floor(gen.next() * 500)) };
      const sort = gen.pick([
        undefined,
        { price: 'ASC' },
        { price: 'DESC' },
        { name: 'ASC' },
        { name: 'DESC' },
      ]);
      const variables = { search, filter, sort, page: 1 };
      const [a, b] = await Promise.all([
        indexed.graphql(LISTING, variables),
        sql.graphql(LISTING, variables),
      ]);
      const where = `search ${JSON.stringify(variables)} (#${i})`;
      expect(a.errors, where).toEqual(b.errors);
      if (!b.data) continue;
      const mine = a.data?.products;
      const theirs = b.data.products;
      expect(mine.total_count, where).toBe(theirs.total_count);
      expect(mine.aggregations, where).toEqual(theirs.aggregations);
      if (sort) expect(mine.items, where).toEqual(theirs.items);
      else {
        // Relevance: the same products in another order; over all pages, the same set.
        expect(mine.items.length, where).toBe(theirs.items.length);
      }
      if (theirs.total_count > 12 && sort) {
        const page = 1 + Math.floor(gen.next() * Math.ceil(theirs.total_count / 12));
        const [c, d] = await Promise.all([
          indexed.graphql(LISTING, { ...variables, page }),
          sql.graphql(LISTING, { ...variables, page }),
        ]);
        expect(c.data?.products.items, `${where} page ${page}`).toEqual(d.data?.products.items);
      }
      if (theirs.total_count > 0) compared++;
    }
    expect(compared).toBeGreaterThan(LISTINGS / 4);
  });
});
