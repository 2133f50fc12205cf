import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../../test/test-app';
import { integrationToken } from '../../staff/testing';

/**
 * Creating a product never overwrites one: the back office's create route refuses a taken SKU or
 * URL key, while Magento's POST /V1/products keeps saving by SKU for the ERPs.
 */
describe.each(TEST_DATABASES)('product create route on %s', (dialect) => {
  const t = useTestApp(dialect);
  let token: string;
  let existing: { sku: string; name: string; price: number; url_key: string };
  beforeAll(async () => {
    token = await integrationToken(t.database.db, 'catalogo');
    const row = await t.database.db
      .selectFrom('product')
      .where('type_id', '=', 'simple')
      .select(['sku', 'name', 'price_cents', 'url_key'])
      .orderBy('id')
      .executeTakeFirstOrThrow();
    existing = { sku: row.sku, name: row.name, price: row.price_cents / 100, url_key: row.url_key };
  });
  const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
  const readBack = async (sku: string) =>
    (await call('GET', `/rest/V1/products/${encodeURIComponent(sku)}`)).json();

  it('refuses an SKU that exists, beside the sku field, and leaves the product as it was', async () => {
    const response = await call('POST', '/rest/V1/escritorio/products', {
      product: {
        sku: existing.sku,
        name: 'Nome Sobrescrito',
        price: 1,
        type_id: 'simple',
        attribute_set_id: 4,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The product with the "%1" SKU already exists.',
      parameters: [existing.sku],
    });
    const after = await readBack(existing.sku);
    expect(after).toMatchObject({ sku: existing.sku, name: existing.name, price: existing.price });
  });

  it('refuses a URL key that another product has', async () => {
    const response = await call('POST', '/rest/V1/escritorio/products', {
      product: {
        sku: 'NOVO-URL-1',
        name: 'Outro produto',
        price: 10,
        custom_attributes: [{ attribute_code: 'url_key', value: existing.url_key }],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('URL key for specified store already exists.');
    expect((await call('GET', '/rest/V1/products/NOVO-URL-1')).statusCode).toBe(404);
  });

  it('creates a new product, then refuses the same create a second time', async () => {
    const body = {
      product: { sku: 'NOVO-CRIADO-1', name: 'Caneta Nova Qwertix', price: 31.9, type_id: 'simple' },
    };
    const created = await call('POST', '/rest/V1/escritorio/products', body);
    expect(created.statusCode).toBe(200);
    expect(created.json()).toMatchObject({ sku: 'NOVO-CRIADO-1', name: 'Caneta Nova Qwertix', price: 31.9 });
    const again = await call('POST', '/rest/V1/escritorio/products', {
      product: { ...body.product, name: 'Segunda Vez', price: 99 },
    });
    expect(again.statusCode).toBe(400);
    expect(await readBack('NOVO-CRIADO-1')).toMatchObject({ name: 'Caneta Nova Qwertix', price: 31.9 });
  });

  it("keeps Magento's POST /V1/products as a save by SKU (an existing product is updated)", async () => {
    const response = await call('POST', '/rest/V1/products', {
      product: { sku: 'NOVO-CRIADO-1', name: 'Atualizada pelo ERP' },
    });
    expect(response.statusCode).toBe(200);
    expect(await readBack('NOVO-CRIADO-1')).toMatchObject({ name: 'Atualizada pelo ERP', price: 31.9 });
  });
});
