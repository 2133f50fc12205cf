import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../demo/catalogue';
import { TEST_DATABASES, useTestApp } from '../../test/test-app';

const SEARCH = `query ($term: String!) { products(search: $term, pageSize: 5) { total_count items { sku name } } }`;

/** A search for a page of 300 products with six fields: 1 + 100 + 300 × 7 = 2201 points. */
const EXPENSIVE = (term: string) =>
  `{ products(search: "${term}", pageSize: 300) { items { sku name uid url_key stock_status rating_summary } } }`;

describe.each(TEST_DATABASES)('GraphQL input limits on %s', (dialect) => {
  // Answers are computed every time (no response cache); 6000 points a minute per client address.
  const t = useTestApp(dialect, demoCatalogue, { GRAPHQL_RESPONSE_CACHE: '0', GRAPHQL_COST_BUDGET: '6000' });

  async function post(payload: string, headers: Record<string, string> = {}) {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...headers },
      payload,
    });
    return { response, ms: performance.now() - started, body: response.json() };
  }

  it('answers a search of one 10,000- or 20,000-letter word at once, and searches as before', async () => {
    await t.graphql(SEARCH, { term: 'caneta' }); // warm up
    for (const length of [10_000, 20_000]) {
      const started = performance.now();
      const { data, errors } = await t.graphql(SEARCH, { term: 'a'.repeat(length) });
      expect(performance.now() - started).toBeLessThan(1000);
      expect(errors).toBeUndefined();
      expect(data?.products).toEqual({ total_count: 0, items: [] });
    }
    const many = await t.graphql(SEARCH, { term: `caneta ${'azul '.repeat(5000)}` });
    expect(many.errors).toBeUndefined();
    const typo = await t.graphql(SEARCH, { term: 'grampeadro' });
    expect(typo.data?.products.items.some((i: { name: string }) => i.name.startsWith('Grampeador'))).toBe(
      true,
    );
  });

  it('reads only the first 128 characters of a search, as Magento shortens it', async () => {
    const { data } = await t.graphql(SEARCH, { term: `${'x'.repeat(127)} caneta` });
    const plain = await t.graphql(SEARCH, { term: 'x'.repeat(127) });
    expect(data?.products).toEqual(plain.data?.products);
  });

  it('bounds name and description filters like a search', async () => {
    const words = Array.from({ length: 20_000 }, (_, i) => `w${i}`).join(' ');
    const { data, errors } = await t.graphql(
      `query ($w: String) { products(filter: { name: { match: $w }, description: { match: $w } }) { total_count } }`,
      { w: words },
    );
    expect(errors).toBeUndefined();
    expect(data?.products.total_count).toBe(0);
  });

  it('refuses an alias bomb before running it', async () => {
    const aliases = (n: number, pageSize: number) =>
      Array.from(
        { length: n },
        (_, i) => `a${i}: products(search: "a${i}", pageSize: ${pageSize}) { items { sku } }`,
      );
    const bomb = await post(JSON.stringify({ query: `{ ${aliases(900, 300).join(' ')} }` }));
    expect(bomb.response.statusCode).toBe(400);
    expect(bomb.body.errors[0].message).toMatch(/Document contains more that 5000 tokens/);
    expect(bomb.ms).toBeLessThan(1000);

    const over = await t.graphql(`{ ${aliases(31, 1).join(' ')} }`);
    expect(over).toEqual({
      data: null,
      errors: [
        {
          message: 'Max aliases in a document should be 30 but got 31.',
          extensions: { category: 'graphql-input' },
        },
      ],
    });
    const roots = await t.graphql(`{ ${aliases(21, 1).join(' ')} }`);
    expect(roots.errors?.[0]?.message).toBe('Max root fields in an operation should be 20 but got 21.');
    const allowed = await t.graphql(`{ ${aliases(20, 1).join(' ')} }`);
    expect(allowed.errors).toBeUndefined();
    expect(Object.keys(allowed.data ?? {})).toHaveLength(20);
  });

  it('refuses a document with more fields than validation should compare', async () => {
    const { response, body } = await post(
      JSON.stringify({ query: `{ storeConfig { ${'store_code '.repeat(600)} } }` }),
    );
    expect(response.statusCode).toBe(200);
    expect(body.errors[0]).toMatchObject({
      message: 'Max fields in a document should be 500 but got 601.',
      extensions: { category: 'graphql-input' },
    });
  });

  it('refuses a page size above 300 as Magento does, and serves 300', async () => {
    for (const query of [
      '{ products(search: "caneta", pageSize: 301) { items { sku } } }',
      '{ categories(pageSize: 5000) { items { name } } }',
      '{ categoryList(filters: {}) { products(pageSize: 301) { items { sku } } } }',
    ]) {
      expect(await t.graphql(query)).toEqual({
        data: null,
        errors: [{ message: 'Maximum pageSize is 300', extensions: { category: 'graphql-input' } }],
      });
    }
    const { data, errors } = await t.graphql(
      '{ products(search: "a", pageSize: 300) { page_info { page_size } } }',
    );
    expect(errors).toBeUndefined();
    expect(data?.products.page_info.page_size).toBe(300);
  });

  it('counts a page of items as many times as its size in the cost limit', async () => {
    const fields =
      'id uid name sku special_price meta_title meta_keyword meta_description new_from_date new_to_date created_at updated_at type_id canonical_url url_key url_suffix only_x_left_in_stock min_sale_qty rating_summary review_count';
    const big = await t.graphql(`{ products(search: "caneta", pageSize: 300) { items { ${fields} } } }`);
    expect(big.errors?.[0]).toMatchObject({
      message: 'Max query complexity should be 6000 but got 6401.',
    });
    const page = await t.graphql(`{ products(search: "caneta", pageSize: 50) { items { ${fields} } } }`);
    expect(page.errors).toBeUndefined();
  });

  it('refuses an argument list of more than 300 values', async () => {
    const skus = Array.from({ length: 1000 }, (_, i) => `sku-${i}`);
    const { data, errors } = await t.graphql(
      'query ($s: [String]) { products(filter: { sku: { in: $s } }) { total_count } }',
      { s: skus },
    );
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({
      message: 'Argument products(filter) holds a list of 1000 values; at most 300 are accepted.',
      extensions: { category: 'graphql-input' },
    });
  });

  it.each([
    ['a JSON null body', 'application/json', 'null', /must be a JSON object/],
    [
      'a JSON array (batch)',
      'application/json',
      '[{"query":"{ storeConfig { store_code } }"}]',
      /must be a JSON object/,
    ],
    ['a JSON number', 'application/json', '42', /must be a JSON object/],
    ['a null query', 'application/json', '{"query": null}', /"query" must be a non-empty string/],
    ['no query', 'application/json', '{"variables": {}}', /"query" must be a non-empty string/],
    [
      'variables as text',
      'application/json',
      '{"query": "{ storeConfig { store_code } }", "variables": "x"}',
      /"variables" must be a JSON object/,
    ],
    [
      'a JSON AST as the query',
      'application/json',
      JSON.stringify({ query: '{"kind":"Document","definitions":[]}' }),
      /not a GraphQL document/,
    ],
    [
      'text that is not GraphQL',
      'application/graphql',
      'hello there',
      /Syntax Error: Unexpected Name "hello"/,
    ],
    [
      'JSON sent as GraphQL',
      'application/graphql',
      '{"query": "{ storeConfig { store_code } }"}',
      /not a GraphQL document|Syntax Error/,
    ],
    ['an empty GraphQL body', 'application/graphql', '   ', /"query" must be a non-empty string/],
    ['plain text', 'text/plain', 'hello', /must be a JSON object/],
  ])('answers %s with 400 in Magento’s error shape', async (_name, type, payload, message) => {
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': type },
      payload,
    });
    expect(performance.now() - started).toBeLessThan(500);
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.data).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].message).toMatch(message);
    expect(body.errors[0].extensions.category).toMatch(/^graphql(-input)?$/);
  });

  it('answers malformed GET requests with 400', async () => {
    for (const url of [
      '/graphql',
      '/graphql?query=',
      '/graphql?query={storeConfig{store_code}}&variables=notjson',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0].extensions.category).toBe('graphql-input');
    }
  });

  it('stops a client that spends its cost budget, not the others, and not the storefront', async () => {
    const attacker = { 'x-forwarded-for': '203.0.113.10' };
    for (let i = 0; i < 3; i++) {
      const { response, body } = await post(JSON.stringify({ query: EXPENSIVE(`papel${i}`) }), attacker);
      expect(response.statusCode).toBe(200);
      expect(body.errors).toBeUndefined();
    }
    // 3 × 2201 points: 6000 are spent; the next request is refused before it is parsed.
    const refused = await post(JSON.stringify({ query: EXPENSIVE('papel9') }), attacker);
    expect(refused.response.statusCode).toBe(429);
    expect(Number(refused.response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.body.errors[0]).toMatchObject({
      message: expect.stringMatching(/^Too many requests: this client has spent its query budget/),
      extensions: { category: 'graphql-input' },
    });
    const cheap = await post(JSON.stringify({ query: '{ storeConfig { store_code } }' }), attacker);
    expect(cheap.response.statusCode).toBe(429);

    const other = await post(JSON.stringify({ query: EXPENSIVE('caneta') }), {
      'x-forwarded-for': '203.0.113.11',
    });
    expect(other.response.statusCode).toBe(200);
    expect(other.body.errors).toBeUndefined();
    // No X-Forwarded-For from loopback: the storefront rendering pages, never limited.
    for (let i = 0; i < 4; i++) {
      const own = await post(JSON.stringify({ query: EXPENSIVE(`lapis${i}`) }));
      expect(own.response.statusCode).toBe(200);
    }
  });

  it('charges refused requests, so a client sending only bad ones is stopped', async () => {
    const client = { 'x-forwarded-for': '203.0.113.12' };
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await post('null', client)).response.statusCode);
    expect(statuses.slice(0, 6)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(statuses.slice(7)).toEqual([429]);
  });
});
