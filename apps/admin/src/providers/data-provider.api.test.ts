import { beforeAll, describe, expect, it } from 'vitest';
import { createTestStaffUser, staffToken } from '../../../commerce/src/modules/staff/testing';
import { useCommerceServer } from '../../test/api-server';
import { dataProvider } from './data-provider';
import { tokenStore } from './http';
import { searchCriteriaParams } from './search-criteria';

/** The data provider through the same /rest/V1 routes and searchCriteria grammar the ERPs use. */
describe('dataProvider against the commerce server', () => {
  const t = useCommerceServer();
  beforeAll(async () => {
    for (const name of ['ana', 'bruno', 'carla']) {
      await createTestStaffUser(t.database.db, { role: 'pedidos', email: `${name}@loja.test` });
    }
    await createTestStaffUser(t.database.db, { role: 'catalogo', email: 'daniel@loja.test' });
  });

  it('lists with filters, search, sort and pages as searchCriteria', async () => {
    tokenStore.set(await staffToken(t.database.db, 'administrator'));
    const page = await dataProvider.getList('staff-users', {
      filter: { role: 'pedidos', q: 'loja.test' },
      sort: { field: 'email', order: 'DESC' },
      pagination: { page: 1, perPage: 2 },
    });
    expect(page.total).toBe(3);
    expect(page.data.map((u) => u.email)).toEqual(['carla@loja.test', 'bruno@loja.test']);
    expect(page.data[0]?.id).toEqual(expect.any(Number));
    const next = await dataProvider.getList('staff-users', {
      filter: { role: 'pedidos', q: 'loja.test' },
      sort: { field: 'email', order: 'DESC' },
      pagination: { page: 2, perPage: 2 },
    });
    expect(next.data.map((u) => u.email)).toEqual(['ana@loja.test']);
    const either = await dataProvider.getList('staff-users', {
      filter: { role: ['catalogo'], email__like: 'daniel' },
      sort: { field: 'id', order: 'ASC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(either.data.map((u) => u.email)).toEqual(['daniel@loja.test']);
  });

  it('creates, reads and changes a record; the audit log records it', async () => {
    tokenStore.set(await staffToken(t.database.db, 'administrator'));
    const { data: created } = await dataProvider.create('staff-users', {
      data: { email: 'eva@loja.test', firstname: 'Eva', lastname: 'Lima', role: 'atendimento' },
    });
    expect(created.one_time_password).toEqual(expect.any(String));
    const { data: one } = await dataProvider.getOne('staff-users', { id: created.id });
    expect(one).toMatchObject({ email: 'eva@loja.test', role: 'atendimento', must_change_password: true });
    const { data: changed } = await dataProvider.update('staff-users', {
      id: created.id,
      data: { ...one, role: 'conteudo' },
      previousData: one,
    });
    expect(changed.role).toBe('conteudo');
    const log = await dataProvider.getList('audit-log', {
      filter: { entity_type: 'staff_user', entity_id: String(created.id) },
      sort: { field: 'created_at', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(log.total).toBeGreaterThanOrEqual(2);
  });

  it('passes the server’s refusal on in the screen’s language, with its status and body', async () => {
    tokenStore.set(await staffToken(t.database.db, 'administrator'));
    await expect(
      dataProvider.update('staff-users', {
        id: 999_999,
        data: { firstname: 'X' },
        previousData: { id: 999_999 },
      }),
    ).rejects.toMatchObject({
      status: 404,
      message: 'Não existe usuário da equipe com o ID "999999".',
      body: { message: 'The staff user with the "%1" ID doesn\'t exist.' },
    });
    tokenStore.set(await staffToken(t.database.db, 'catalogo'));
    await expect(
      dataProvider.getList('staff-users', {
        filter: {},
        sort: { field: 'id', order: 'ASC' },
        pagination: { page: 1, perPage: 5 },
      }),
    ).rejects.toMatchObject({
      status: 401,
      message:
        'Seu acesso não permite isto (Magento_User::acl_users). Entre de novo ou peça a permissão a um administrador.',
      body: { message: "The consumer isn't authorized to access %resources." },
    });
  });

  it('a create that would overwrite, or a bad value, is refused beside its field', async () => {
    tokenStore.set(await staffToken(t.database.db, 'administrator'));
    const existing = await t.database.db
      .selectFrom('product')
      .select(['sku', 'name', 'price_cents'])
      .where('type_id', '=', 'simple')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await expect(
      dataProvider.create('products', {
        data: { sku: existing.sku, name: 'Sobrescrito', price: '1,00', type_id: 'simple', status: 1 },
      }),
    ).rejects.toMatchObject({
      status: 400,
      body: { errors: { sku: 'admin.errors.sku_exists', root: { serverError: 'admin.errors.sku_exists' } } },
    });
    const after = await t.database.db
      .selectFrom('product')
      .select(['name', 'price_cents'])
      .where('sku', '=', existing.sku)
      .executeTakeFirstOrThrow();
    expect(after).toEqual({ name: existing.name, price_cents: existing.price_cents });
    await expect(
      dataProvider.create('products', {
        data: { sku: 'NEG-1', name: 'Negativo', price: '-3', type_id: 'simple' },
      }),
    ).rejects.toMatchObject({ body: { errors: { price: 'admin.errors.invalid' } } });
    const { data: typed } = await dataProvider.create('products', {
      data: { sku: 'TYPED-1', name: 'Digitado', price: '31,90', type_id: 'simple', status: 1 },
    });
    expect(typed).toMatchObject({ sku: 'TYPED-1', price: 31.9 });
    for (const [email, error] of [
      ['ana@loja.test', 'admin.errors.email_exists'],
      ['sem-arroba', 'admin.errors.invalid'],
    ] as const) {
      await expect(
        dataProvider.create('staff-users', {
          data: { email, firstname: 'A', lastname: 'B', role: 'pedidos' },
        }),
        email,
      ).rejects.toMatchObject({ body: { errors: { email: error } } });
    }
  });

  it('sends only order filters the orders API accepts (the order list’s filters and search)', async () => {
    tokenStore.set(await staffToken(t.database.db, 'pedidos'));
    const result = await dataProvider.getList('orders', {
      filter: {
        q: '100000',
        status: 'processing',
        created_at__gteq: '2026-01-01',
        created_at__lteq: '2026-12-31',
        customer_email__like: 'ana',
        increment_id: '000000001',
      },
      sort: { field: 'created_at', order: 'DESC' },
      pagination: { page: 1, perPage: 25 },
    });
    expect(result).toEqual({ data: [], total: 0 });
  });

  it('sends only filters the customer, request, order and review APIs accept (Clientes, Solicitações)', async () => {
    tokenStore.set(await staffToken(t.database.db, 'atendimento'));
    const customers = await dataProvider.getList('customers', {
      filter: { q: 'Maria Souza 529.982.247-25' },
      sort: { field: 'created_at', order: 'DESC' },
      pagination: { page: 1, perPage: 25 },
    });
    expect(customers).toEqual({ data: [], total: 0 });
    const requests = await dataProvider.getList('requests', {
      filter: { q: 'DEV-2026', type: 'return', status: 'open' },
      sort: { field: 'created_at', order: 'DESC' },
      pagination: { page: 1, perPage: 25 },
    });
    expect(requests).toEqual({ data: [], total: 0 });
    // The customer page: its orders and its reviews.
    const orders = await dataProvider.getManyReference('orders', {
      target: 'customer_id',
      id: 1,
      filter: {},
      sort: { field: 'created_at', order: 'DESC' },
      pagination: { page: 1, perPage: 10 },
    });
    expect(orders).toEqual({ data: [], total: 0 });
    const reviews = await dataProvider.call<{ items: unknown[] }>('escritorio/reviews', {
      query: searchCriteriaParams({
        filter: { customer_id: 1 },
        sort: { field: 'created_at', order: 'DESC' },
        pagination: { page: 1, perPage: 20 },
      }),
    });
    expect(reviews.items).toEqual([]);
  });
});
