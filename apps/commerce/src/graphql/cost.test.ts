import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { documentCost, SEARCH_COST } from './cost';
import { LimitError } from './limits';
import { buildTypeDefs } from './schema';

const schema = buildSchema(buildTypeDefs());
const cost = (query: string, variables: Record<string, unknown> = {}, operationName?: string) =>
  documentCost(schema, parse(query), variables, operationName);

describe('documentCost', () => {
  it('counts one point per field and multiplies a page of items by its size', () => {
    // products 1 + items (1 + sku 1) × 20 (the schema default) + total_count 1
    expect(cost('{ products(filter: {}) { total_count items { sku } } }')).toBe(1 + 1 + 20 * 2);
    expect(cost('{ products(filter: {}, pageSize: 300) { items { sku } } }')).toBe(1 + 300 * 2);
    expect(
      cost('query ($n: Int) { products(filter: {}, pageSize: $n) { items { sku name } } }', { n: 5 }),
    ).toBe(1 + 5 * 3);
    expect(cost('{ products(search: "caneta", pageSize: 5) { items { sku } } }')).toBe(
      1 + SEARCH_COST + 5 * 2,
    );
  });

  it('counts the rest of a paged answer (facets, page info) once', () => {
    expect(
      cost(
        '{ products(filter: {}, pageSize: 10) { page_info { total_pages } aggregations { label } items { sku } } }',
      ),
    ).toBe(1 + 2 + 2 + 10 * 2);
  });

  it('prices the attacker probe (900 aliases of 300 SKUs) far above the limit', () => {
    const aliases = Array.from(
      { length: 900 },
      (_, i) => `a${i}: products(search: "a", pageSize: 300) { items { sku } }`,
    );
    expect(cost(`{ ${aliases.join(' ')} }`)).toBe(900 * (601 + SEARCH_COST));
  });

  it('counts fragments where they are spread, an interface at its dearest type, __typename free', () => {
    const query = `{ products(search: "a", pageSize: 2) { items { __typename ...Card
      ... on ConfigurableProduct { variants { product { sku name } } } } } }
      fragment Card on ProductInterface { sku name }`;
    // items: 1 + sku + name + variants (1 + product (1 + 2)) = 7, twice
    expect(cost(query)).toBe(1 + SEARCH_COST + 2 * 7);
  });

  it('heeds @skip and @include', () => {
    const query = `query ($facets: Boolean!) { products(search: "a", pageSize: 1) {
      aggregations @include(if: $facets) { label options { label } } items { sku } } }`;
    expect(cost(query, { facets: false })).toBe(1 + SEARCH_COST + 2);
    expect(cost(query, { facets: true })).toBe(1 + SEARCH_COST + 2 + 4);
  });

  it('multiplies pages within pages, and counts other lists once', () => {
    expect(
      cost('{ products(filter: {}, pageSize: 10) { items { reviews(pageSize: 5) { items { summary } } } } }'),
    ).toBe(1 + 10 * (1 + 1 + 5 * 2));
    expect(
      cost('{ customer { wishlists(pageSize: 10) { id items_v2(pageSize: 4) { items { id } } } } }'),
    ).toBe(1 + 1 + 1 + 1 + 4 * 2);
  });

  it('counts the named operation, or the dearest one', () => {
    const query = `query A { storeConfig { store_code } } query B { products(search: "a", pageSize: 5) { items { sku } } }`;
    expect(cost(query, {}, 'A')).toBe(2);
    expect(cost(query)).toBe(1 + SEARCH_COST + 5 * 2);
  });

  it('grows linearly, not exponentially, with fragments spread many times', () => {
    let fragments = 'fragment F0 on ProductInterface { sku }';
    for (let i = 1; i <= 30; i++)
      fragments += ` fragment F${i} on ProductInterface { related_products { ...F${i - 1} } upsell_products { ...F${i - 1} } }`;
    const started = performance.now();
    const total = cost(`{ products(search: "a", pageSize: 1) { items { ...F30 } } } ${fragments}`);
    expect(total).toBeGreaterThan(2 ** 30);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses a page size above 300 as Magento does', () => {
    expect(() => cost('{ products(search: "a", pageSize: 301) { items { sku } } }')).toThrow(
      new LimitError('Maximum pageSize is 300'),
    );
    expect(() => cost('{ customer { orders(pageSize: 1000) { items { number } } } }')).toThrow(
      /Maximum pageSize is 300/,
    );
  });

  it('refuses an argument list longer than 300 values', () => {
    const skus = Array.from({ length: 301 }, (_, i) => `s${i}`);
    expect(() =>
      cost('query ($s: [String]) { products(filter: { sku: { in: $s } }) { items { sku } } }', { s: skus }),
    ).toThrow(/holds a list of 301 values; at most 300/);
    expect(
      cost('query ($s: [String]) { products(filter: { sku: { in: $s } }) { items { sku } } }', {
        s: skus.slice(0, 300),
      }),
    ).toBe(1 + 20 * 2);
  });
});
