import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../demo/catalogue';
import { TEST_DATABASES, useTestApp } from '../../test/test-app';

describe.each(TEST_DATABASES)('GraphQL transport on %s', (dialect) => {
  // No response cache here: repeated documents must really run (compiled after the first use).
  const t = useTestApp(dialect, demoCatalogue, { GRAPHQL_RESPONSE_CACHE: '0' });

  it('answers GET /graphql with the query in the URL (cacheable reads)', async () => {
    const query = encodeURIComponent('{ storeConfig { store_code } }');
    const response = await t.app.inject({
      method: 'GET',
      url: `/graphql?query=${query}`,
      headers: { Store: 'en' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { storeConfig: { store_code: 'en' } } });
  });

  it('answers the same once documents are compiled (jit) as on their first run, errors included', async () => {
    const documents = [
      `{ products(search: "caneta", pageSize: 5) { total_count items { __typename uid sku
          price_range { minimum_price { final_price { value currency } discount { percent_off } } }
          ... on ConfigurableProduct { variants { product { sku } } }
          ... on BundleProduct { items { title } } }
          aggregations { attribute_code options { label value count } } } }`,
      `{ route(url: "/sobre-nos") { __typename relative_url ... on CmsPage { title } } }`,
      `{ products(search: "caneta", currentPage: 999) { items { sku } } }`,
      `{ cmsPage(identifier: "nope") { title } country(id: "BR") { id } }`,
    ];
    for (const query of documents) {
      const first = await t.graphql(query);
      for (let run = 0; run < 3; run++) expect(await t.graphql(query)).toEqual(first);
    }
  });

  it('answers introspection, so code generators and Magento tools can read the schema', async () => {
    const { data } = await t.graphql(`{ __schema { queryType { name } types { name } } }`);
    const types = (data!.__schema.types as { name: string }[]).map((type) => type.name);
    expect(types).toEqual(
      expect.arrayContaining([
        'SimpleProduct',
        'VirtualProduct',
        'ConfigurableProduct',
        'BundleProduct',
        'GroupedProduct',
        'DownloadableProduct',
        'GiftCardProduct',
        'CategoryTree',
        'StoreConfig',
        'RoutableInterface',
      ]),
    );
    const simple = await t.graphql(
      `{ __type(name: "SimpleProduct") { fields { name } interfaces { name } } }`,
    );
    const fields = simple.data?.__type.fields.map((f: { name: string }) => f.name);
    expect(fields).toEqual(
      expect.arrayContaining(['uid', 'price_range', 'relative_url', 'weight', 'reviews']),
    );
    expect(simple.data?.__type.interfaces.map((i: { name: string }) => i.name)).toEqual([
      'ProductInterface',
      'RoutableInterface',
      'PhysicalProductInterface',
      'CustomizableProductInterface',
    ]);
  });

  it('reports schema validation errors with graphql-js text and HTTP 200', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      payload: { query: '{ route { relative_url } }' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().errors[0]).toMatchObject({
      message: 'Field "route" argument "url" of type "String!" is required, but it was not provided.',
      extensions: { category: 'graphql' },
    });
  });

  it('reports a wrongly typed variable as a clear error', async () => {
    const { errors } = await t.graphql(
      'query ($size: Int) { products(search: "caneta", pageSize: $size) { total_count } }',
      {
        size: 'twenty',
      },
    );
    expect(errors?.[0]?.message).toMatch(
      /Variable "\$size" got invalid value "twenty"; Int cannot represent non-integer value/,
    );
  });

  it('answers a syntax error without crashing', async () => {
    const { errors } = await t.graphql('{ products(search: "x" { items { sku } } }');
    expect(errors?.[0]?.message).toMatch(/Syntax Error/);
  });

  it('refuses queries nested deeper than the limit', async () => {
    let selection = 'sku';
    for (let i = 0; i < 25; i++) selection = `related_products { ${selection} }`;
    const { errors } = await t.graphql(`{ products(search: "caneta") { items { ${selection} } } }`);
    expect(errors?.[0]?.message).toMatch(/query depth \(\d+\) exceeds the query depth limit of 20/);
  });

  it('refuses queries above the complexity limit', async () => {
    const aliases = Array.from({ length: 160 }, (_, i) => `f${i}: sku`).join(' ');
    const { errors } = await t.graphql(`{ products(search: "caneta") { items { ${aliases} } } }`);
    expect(errors?.[0]?.message).toBe('Max aliases in a document should be 30 but got 160.');
    const fields =
      'id uid name sku special_price meta_title meta_keyword meta_description new_from_date new_to_date created_at updated_at type_id canonical_url url_key url_suffix only_x_left_in_stock min_sale_qty rating_summary review_count';
    const page = await t.graphql(`{ products(search: "caneta", pageSize: 300) { items { ${fields} } } }`);
    expect(page.errors?.[0]?.message).toBe('Max query complexity should be 6000 but got 6401.');
  });

  it('refuses a request body above the size limit', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: `{ storeConfig { store_code } } #${'x'.repeat(1_100_000)}` }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers malformed JSON with 400, not a crash', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/JSON/);
  });

  it('reports health and echoes a request id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['x-request-id']).toBe('abc-123');
  });
});
