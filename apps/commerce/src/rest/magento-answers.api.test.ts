import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../test/test-app';
import { integrationToken } from '../modules/staff/testing';

/**
 * The admin REST API answering as Magento 2.4 does where connectors notice: product lists
 * filtered and sorted on any attribute and by category, the directory, and — over every route of
 * /rest/schema — a Magento-shaped error, never a 500, for unknown ids, bad types and bad criteria.
 */

type Json = Record<string, any>;

const criteria = (filters: [string, string, string][], sort?: [string, 'ASC' | 'DESC']) => {
  const params = new URLSearchParams();
  filters.forEach(([field, value, condition], group) => {
    const prefix = `searchCriteria[filter_groups][${group}][filters][0]`;
    params.set(`${prefix}[field]`, field);
    params.set(`${prefix}[value]`, value);
    params.set(`${prefix}[condition_type]`, condition);
  });
  if (sort) {
    params.set('searchCriteria[sortOrders][0][field]', sort[0]);
    params.set('searchCriteria[sortOrders][0][direction]', sort[1]);
  }
  if (!filters.length && !sort) params.set('searchCriteria', '');
  return params.toString();
};

describe.each(TEST_DATABASES)('REST as Magento answers it on %s', (dialect) => {
  const t = useTestApp(dialect);
  let token: string;
  beforeAll(async () => {
    token = await integrationToken(t.database.db, 'administrator');
  });
  const get = async (url: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${token}` },
    });
    return { status: response.statusCode, body: response.json() as Json };
  };
  const products = async (query: string) => {
    const { status, body } = await get(`/rest/V1/products?${query}&searchCriteria[pageSize]=300`);
    expect(status, JSON.stringify(body)).toBe(200);
    return body as { items: Json[]; total_count: number };
  };
  const custom = (p: Json, code: string) =>
    p.custom_attributes.find((a: Json) => a.attribute_code === code)?.value;

  it('filters and sorts products on price, weight, attribute set, options, url_key and category', async () => {
    const dear = await products(criteria([['price', '100', 'gt']], ['price', 'DESC']));
    expect(dear.total_count).toBeGreaterThan(0);
    expect(dear.items.every((p) => p.price > 100)).toBe(true);
    const prices = dear.items.map((p) => p.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    // from + to in one group is a range.
    const range = new URLSearchParams({
      'searchCriteria[filter_groups][0][filters][0][field]': 'price',
      'searchCriteria[filter_groups][0][filters][0][value]': '10',
      'searchCriteria[filter_groups][0][filters][0][condition_type]': 'from',
      'searchCriteria[filter_groups][0][filters][1][field]': 'price',
      'searchCriteria[filter_groups][0][filters][1][value]': '20.5',
      'searchCriteria[filter_groups][0][filters][1][condition_type]': 'to',
      'searchCriteria[sortOrders][0][field]': 'price',
      'searchCriteria[sortOrders][0][direction]': 'ASC',
    });
    const between = await products(range.toString());
    expect(between.total_count).toBeGreaterThan(0);
    expect(between.items.every((p) => p.price >= 10 && p.price <= 20.5)).toBe(true);

    const sample = between.items.find((p) => custom(p, 'category_ids')?.length && custom(p, 'manufacturer'))!;
    expect(sample).toBeDefined();
    const category = custom(sample, 'category_ids')[0] as string;
    const inCategory = await products(criteria([['category_id', category, 'eq']]));
    expect(inCategory.items.map((p) => p.sku)).toContain(sample.sku);
    expect(inCategory.items.every((p) => custom(p, 'category_ids').includes(category))).toBe(true);
    const listed = await products(criteria([['category_id', `${category},999999`, 'in']]));
    expect(listed.total_count).toBe(inCategory.total_count);
    const outside = await products(criteria([['category_id', category, 'nin']]));
    expect(outside.items.map((p) => p.sku)).not.toContain(sample.sku);
    const all = await products(criteria([]));
    expect(outside.total_count + inCategory.total_count).toBe(all.total_count);

    const byBrand = await products(criteria([['manufacturer', custom(sample, 'manufacturer'), 'eq']]));
    expect(byBrand.items.every((p) => custom(p, 'manufacturer') === custom(sample, 'manufacturer'))).toBe(
      true,
    );
    const byKey = await products(criteria([['url_key', custom(sample, 'url_key'), 'eq']]));
    expect(byKey.items.map((p) => p.sku)).toEqual([sample.sku]);
    expect((await products(criteria([['attribute_set_id', '4', 'eq']]))).total_count).toBe(all.total_count);
    expect((await products(criteria([['attribute_set_id', '9', 'eq']]))).total_count).toBe(0);
    const heavy = await products(criteria([['weight', '1', 'gteq']], ['weight', 'ASC']));
    expect(heavy.items.every((p) => p.weight >= 1)).toBe(true);
    const onSale = await products(criteria([['special_price', '', 'notnull']], ['special_price', 'ASC']));
    expect(onSale.items.every((p) => custom(p, 'special_price') !== undefined)).toBe(true);
    for (const field of ['status', 'visibility', 'type_id', 'created_at', 'updated_at', 'color', 'name']) {
      expect((await get(`/rest/V1/products?${criteria([], [field, 'ASC'])}`)).status, field).toBe(200);
    }

    const refusals: [string, string][] = [
      [criteria([['price', 'caro', 'gt']]), 'Invalid value of "%value" provided for the %fieldName field.'],
      [
        criteria([['category_id', 'x', 'eq']]),
        'Invalid value of "%value" provided for the %fieldName field.',
      ],
      [
        criteria([['category_id', '3', 'like']]),
        'Invalid value of "%value" provided for the %fieldName field.',
      ],
      [criteria([], ['category_id', 'ASC']), 'Invalid value of "%value" provided for the %fieldName field.'],
    ];
    for (const [query, message] of refusals) {
      const { status, body } = await get(`/rest/V1/products?${query}`);
      expect(status, query).toBe(400);
      expect(body.message).toBe(message);
      expect(body.parameters).toBeTypeOf('object');
    }
  });

  it('keeps fiscal data as custom attributes: NCM, CEST, GTIN with its check digit, origin, unit', async () => {
    const put = (attributes: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: '/rest/V1/products/FISCAL-1',
        headers: { authorization: `Bearer ${token}` },
        payload: {
          product: {
            name: 'Resma A4',
            price: 29.9,
            custom_attributes: Object.entries(attributes).map(([attribute_code, value]) => ({
              attribute_code,
              value,
            })),
          },
        },
      });
    const saved = await put({
      ncm: '4802.56.10',
      cest: '1902300',
      gtin: '7891000315507',
      origin: '0',
      unit: 'pct',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const stored: [string, string][] = [
      ['ncm', '48025610'],
      ['cest', '1902300'],
      ['gtin', '7891000315507'],
      ['origin', '0'],
      ['unit', 'PCT'],
    ];
    for (const [code, value] of stored) expect(custom(saved.json(), code), code).toBe(value);
    const found = await products(criteria([['ncm', '48025610', 'eq']]));
    expect(found.items.map((p) => p.sku)).toEqual(['FISCAL-1']);
    const wrong: [string, string][] = [
      ['gtin', '7891000315508'],
      ['ncm', '4802'],
      ['origin', '9'],
      ['cest', '12'],
    ];
    for (const [code, value] of wrong) {
      const refused = await put({ [code]: value });
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json().parameters).toMatchObject({ fieldName: code });
    }
  });

  it('serves the directory: countries with their regions, one country, 404 for an unknown one', async () => {
    const list = await t.app.inject({ method: 'GET', url: '/rest/V1/directory/countries' });
    expect(list.statusCode).toBe(200);
    const brazil = (list.json() as Json[]).find((c) => c.id === 'BR')!;
    expect(brazil).toMatchObject({
      two_letter_abbreviation: 'BR',
      three_letter_abbreviation: 'BRA',
      full_name_english: 'Brazil',
      full_name_locale: 'Brasil',
    });
    expect(brazil.available_regions).toHaveLength(27);
    expect(brazil.available_regions).toContainEqual({
      id: expect.any(Number),
      code: 'SP',
      name: 'São Paulo',
    });
    const france = await t.app.inject({ method: 'GET', url: '/rest/en/V1/directory/countries/fr' });
    expect(france.json()).toMatchObject({ id: 'FR', full_name_locale: 'France' });
    expect(france.json().available_regions).toBeUndefined();
    const none = await t.app.inject({ method: 'GET', url: '/rest/V1/directory/countries/XX' });
    expect(none.statusCode).toBe(404);
    expect(none.json()).toEqual({ message: "The country isn't available." });
  });

  it('answers every route of /rest/schema with a Magento-shaped error for bad input, never a 500', async () => {
    const schema = (await get('/rest/all/schema')).body as {
      paths: Record<string, Record<string, { parameters: Json[] }>>;
    };
    const badCriteria = [
      'searchCriteria[filter_groups][0][filters][0][field]=no_such_field&searchCriteria[filter_groups][0][filters][0][value]=1',
      'searchCriteria[filter_groups][0][filters][0][field]=entity_id&searchCriteria[filter_groups][0][filters][0][value]=1&searchCriteria[filter_groups][0][filters][0][condition_type]=zz',
      'searchCriteria[pageSize]=abc',
      'searchCriteria[sortOrders][0][field]=a;b',
      'searchCriteria[filter_groups]=x',
    ];
    const failures: string[] = [];
    let requests = 0;
    for (const [path, operations] of Object.entries(schema.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const pathParams = operation.parameters.filter((p) => p.in === 'path');
        const variants: { url: string; payload?: unknown }[] = [];
        const fill = (value: (p: Json) => string) =>
          pathParams.reduce((url, p) => url.replace(`{${p.name}}`, encodeURIComponent(value(p))), path);
        if (pathParams.length) {
          variants.push({ url: fill((p) => (p.type === 'integer' ? '987654321' : 'NO-SUCH-ENTITY-X')) });
          variants.push({ url: fill(() => 'not a number!') });
        } else variants.push({ url: path });
        const withBodies = variants.flatMap((v) =>
          method === 'post' || method === 'put'
            ? [
                { ...v, payload: {} },
                { ...v, payload: { items: 'x', product: 3, entity: [1], arguments: 'no' } },
              ]
            : [v],
        );
        if (operation.parameters.some((p) => p.name.startsWith('searchCriteria')))
          for (const query of badCriteria) withBodies.push({ url: `${path}?${query}` });
        for (const variant of withBodies) {
          if (variant.url.includes('{')) continue;
          requests++;
          const response = await t.app.inject({
            method: method.toUpperCase() as 'GET',
            url: `/rest/all${variant.url}`,
            headers: { authorization: `Bearer ${token}` },
            ...(variant.payload !== undefined && { payload: variant.payload as object }),
          });
          const label = `${method.toUpperCase()} ${variant.url} ${JSON.stringify(variant.payload ?? '')}`;
          if (response.statusCode === 401) token = await integrationToken(t.database.db, 'administrator');
          if (response.statusCode >= 500) {
            failures.push(`${label}: ${response.statusCode} ${response.body.slice(0, 200)}`);
            continue;
          }
          if (response.statusCode < 400) continue;
          let body: Json;
          try {
            body = response.json();
          } catch {
            failures.push(`${label}: not JSON ${response.body.slice(0, 100)}`);
            continue;
          }
          const shaped =
            typeof body.message === 'string' &&
            (body.parameters === undefined || typeof body.parameters === 'object') &&
            !/ = \d+$/.test(body.message);
          if (!shaped)
            failures.push(`${label}: ${response.statusCode} ${JSON.stringify(body).slice(0, 200)}`);
        }
      }
    }
    expect(requests).toBeGreaterThan(200);
    expect(failures).toEqual([]);
  }, 240_000);
});
