import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { normalizeText } from './text';

const SEARCH = `query ($term: String!, $pageSize: Int) {
  products(search: $term, pageSize: $pageSize) {
    total_count
    items { sku name }
    sort_fields { default options { value label } }
    aggregations { attribute_code }
  }
}`;

describe.each(TEST_DATABASES)('Portuguese product search on %s', (dialect) => {
  const t = useTestApp(dialect, undefined, { SEARCH_INDEX: 'on' });
  // Searches then go through the in-process index (the default); before, through the database.
  beforeAll(async () => {
    await t.app.searchIndex?.ready();
  });

  async function search(term: string, pageSize = 50) {
    const { data, errors } = await t.graphql(SEARCH, { term, pageSize });
    expect(errors).toBeUndefined();
    return data?.products as {
      total_count: number;
      items: { sku: string; name: string }[];
      sort_fields: any;
    };
  }

  it('ignores accents and case: "cafe" and "CAFÉ" find "Café"', async () => {
    const plain = await search('cafe');
    expect(plain.total_count).toBeGreaterThan(0);
    expect(plain.items.some((i) => i.name.includes('Café'))).toBe(true);
    const accented = await search('CAFÉ');
    expect(accented.items.map((i) => i.sku)).toEqual(plain.items.map((i) => i.sku));
  });

  it('matches word prefixes: "grampe" finds "Grampeador"', async () => {
    const result = await search('grampe');
    expect(result.items.some((i) => i.name.startsWith('Grampeador'))).toBe(true);
  });

  it('tolerates one typo: "grampeadro" and "cadreno" still find grampeadores and cadernos', async () => {
    const stapler = await search('grampeadro');
    expect(stapler.items.some((i) => i.name.startsWith('Grampeador'))).toBe(true);
    const notebook = await search('cadreno');
    expect(notebook.items.some((i) => /caderno/i.test(i.name))).toBe(true);
  });

  it('requires every word: "papel a4" finds A4 paper, not all paper', async () => {
    const both = await search('papel a4');
    const paper = await search('papel');
    expect(both.total_count).toBeGreaterThan(0);
    expect(both.total_count).toBeLessThan(paper.total_count);
    for (const item of both.items) expect(item.name.toLowerCase()).toMatch(/a4/);
  });

  it('ranks name matches first', async () => {
    const result = await search('grampeador', 5);
    expect(result.items[0]?.name.toLowerCase()).toContain('grampeador');
  });

  it('matches an all-digit term against SKUs', async () => {
    const { data } = await t.graphql(
      '{ products(filter: { category_uid: { eq: "Mg==" } }, pageSize: 1) { items { sku } } }',
    );
    const sku = data?.products.items[0].sku as string;
    const exact = await search(sku);
    expect(exact.items.map((i) => i.sku)).toContain(sku);
    const prefix = await search(sku.slice(0, 4));
    expect(prefix.items.map((i) => i.sku)).toContain(sku);
  });

  it('answers no results without an error, suggesting popular searches', async () => {
    const result = await search('xyzzyplugh');
    expect(result).toMatchObject({ total_count: 0, items: [] });
    const { data } = await t.graphql('{ products(search: "xyzzyplugh") { suggestions { search } } }');
    const suggestions = data?.products.suggestions.map((s: any) => s.search) as string[];
    expect(suggestions.length).toBeGreaterThan(0);
    // Each popular search finds something.
    for (const term of suggestions) expect((await search(term, 1)).total_count).toBeGreaterThan(0);
    const found = await t.graphql('{ products(search: "caneta") { suggestions { search } } }');
    expect(found.data?.products.suggestions).toEqual([]);
  });

  it('offers popular products in stock, searches and categories', async () => {
    const { data, errors } = await t.graphql(`{ popularPicks { searches
      categories { uid name url_path url_suffix } products { sku name stock_status review_count } } }`);
    expect(errors).toBeUndefined();
    const picks = data?.popularPicks;
    expect(picks.products.length).toBe(6);
    expect(picks.products.every((p: any) => p.stock_status === 'IN_STOCK')).toBe(true);
    const reviews = picks.products.map((p: any) => p.review_count);
    expect(reviews).toEqual([...reviews].sort((a, b) => b - a));
    expect(picks.searches.length).toBeGreaterThan(0);
    expect(picks.categories.length).toBeGreaterThan(0);
    for (const category of picks.categories) expect(category.url_path).toBeTruthy();
  });

  it('sorts by relevance by default and offers name and price', async () => {
    const result = await search('caneta');
    expect(result.sort_fields.default).toBe('relevance');
    expect(result.sort_fields.options.map((o: any) => o.value)).toEqual(['relevance', 'name', 'price']);
  });

  it('combines search with a category filter and facets', async () => {
    const { data } = await t.graphql(`{ products(search: "caneta", filter: { category_uid: { eq: "Mg==" } }) {
      total_count aggregations { attribute_code options { count } } } }`);
    expect(data?.products.total_count).toBeGreaterThan(0);
    const categories = data?.products.aggregations.find((a: any) => a.attribute_code === 'category_uid');
    expect(categories.options.length).toBeGreaterThan(0);
  });

  it('treats punctuation and operators in the query as plain words', async () => {
    for (const term of ['"caneta', 'caneta*', 'caneta OR papel', '(((', 'caneta & lápis | x', "d'água"]) {
      const { errors } = await t.graphql(SEARCH, { term, pageSize: 5 });
      expect(errors).toBeUndefined();
    }
  });
});

const BY_NAME = `query ($search: String, $direction: SortEnum) {
  products(search: $search, filter: { category_uid: { eq: "Mg==" } }, sort: { name: $direction }, pageSize: 200) {
    items { sku name stock_status }
  }
}`;

describe.each(TEST_DATABASES)('name order in each store view on %s', (dialect) => {
  const t = useTestApp(dialect, undefined, { SEARCH_INDEX: 'on' });
  // Searches then go through the in-process index (the default); before, through the database.
  beforeAll(async () => {
    await t.app.searchIndex?.ready();
  });

  async function byName(store: string, direction: 'ASC' | 'DESC', search?: string) {
    const { data, errors } = await t.graphql(BY_NAME, { search, direction }, { Store: store });
    expect(errors).toBeUndefined();
    return data?.products.items as { sku: string; name: string; stock_status: string }[];
  }

  /** Products in stock come first in every order: each half must be in name order on its own. */
  function expectNameOrder(items: { name: string; stock_status: string }[], direction: 'ASC' | 'DESC') {
    for (const status of ['IN_STOCK', 'OUT_OF_STOCK']) {
      const keys = items.filter((i) => i.stock_status === status).map((i) => normalizeText(i.name));
      const sorted = [...keys].sort();
      expect(keys).toEqual(direction === 'ASC' ? sorted : sorted.reverse());
    }
  }

  it.each([
    ['en', 'ASC'],
    ['german', 'ASC'],
    ['german', 'DESC'],
    ['default', 'ASC'],
  ] as const)('lists a category in the %s view by the names it shows (%s)', async (store, direction) => {
    const items = await byName(store, direction);
    expect(items.length).toBeGreaterThan(100);
    expectNameOrder(items, direction);
  });

  it('orders differently where the translated names do', async () => {
    const pt = (await byName('default', 'ASC')).map((i) => i.sku);
    const en = (await byName('en', 'ASC')).map((i) => i.sku);
    const de = (await byName('german', 'ASC')).map((i) => i.sku);
    expect(en).not.toEqual(pt);
    expect(de).not.toEqual(en);
  });

  it('sorts search results by the store view’s names too', async () => {
    for (const [store, term] of [
      ['en', 'pen'],
      ['german', 'kugelschreiber'],
    ] as const) {
      const items = await byName(store, 'ASC', term);
      expect(items.length).toBeGreaterThan(1);
      expectNameOrder(items, 'ASC');
    }
  });
});
