import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, type TestApp, useTestApp } from '../../../../test/test-app';
import { insertTestOrder } from '../../payments/testing/orders';
import { staffToken } from '../../staff/testing';

/** What the admin's search box sends: `like %text%`, wildcards escaped, on four fields OR-ed. */
const SEARCHED = ['increment_id', 'customer_email', 'customer_firstname', 'customer_lastname'];
const likeValue = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const PEOPLE = [
  { email: 'ana.souza@empresa.com.br', first: 'Ana', last: 'Souza' },
  { email: 'JOSE@EXEMPLO.COM', first: 'José', last: 'Conceição' },
  { email: 'desconto50%@loja.com', first: 'Lúcia', last: 'Ávila' },
  { email: 'desconto500@loja.com', first: 'Maria_Clara', last: 'SILVA' },
  { email: 'mariaxclara@loja.com', first: 'Mariaxclara', last: 'Silva Neto' },
  { email: 'barra\\invertida@loja.com', first: 'Érica', last: 'D\'Ávila "Zé"' },
];

describe.each(TEST_DATABASES)('order search box on %s', (dialect) => {
  const t: TestApp = useTestApp(dialect);
  let token: string;
  const numbers: string[] = [];

  beforeAll(async () => {
    token = await staffToken(t.database.db, 'pedidos');
    for (const [k, person] of PEOPLE.entries()) {
      const order = await insertTestOrder(t.database.db, { method: 'checkmo' });
      const number = `90000010${k}`;
      // An update, so that the search index follows changes as well as inserts.
      await t.database.db
        .updateTable('sales_order')
        .set({
          increment_id: number,
          email: person.email,
          customer_firstname: person.first,
          customer_lastname: person.last,
        })
        .where('id', '=', order.id)
        .execute();
      numbers.push(number);
    }
  });

  async function search(text: string, fields = SEARCHED): Promise<string[]> {
    const params = new URLSearchParams({ 'searchCriteria[pageSize]': '100' });
    fields.forEach((field, f) => {
      const prefix = `searchCriteria[filter_groups][0][filters][${f}]`;
      params.append(`${prefix}[field]`, field);
      params.append(`${prefix}[value]`, likeValue(text));
      params.append(`${prefix}[condition_type]`, 'like');
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/rest/V1/orders?${params}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as { items: { increment_id: string }[]; total_count: number };
    expect(body.total_count).toBe(body.items.length);
    return body.items.map((o) => o.increment_id).sort();
  }

  /** Today's semantics straight from the table: lower(column) LIKE lower(pattern), no index. */
  async function reference(text: string): Promise<string[]> {
    const pattern = likeValue(text);
    const rows = await t.database.db
      .selectFrom('sales_order')
      .select('increment_id')
      .where((eb) =>
        eb.or(
          ['increment_id', 'email', 'customer_firstname', 'customer_lastname'].map(
            (column) =>
              sql<boolean>`lower(CAST(${sql.ref(column)} AS TEXT)) LIKE lower(${pattern}) ESCAPE '\\'`,
          ),
        ),
      )
      .execute();
    return rows.map((r) => r.increment_id).sort();
  }

  const n = (...indexes: number[]) => indexes.map((k) => `90000010${k}`);

  it('finds a substring of the number, e-mail or names in any case, as the unindexed LIKE does', async () => {
    const expected: [string, string[]][] = [
      ['souza', n(0)],
      ['SOUZA@EMP', n(0)],
      ['jose@exemplo', n(1)],
      ['conceição', n(1)],
      ['vila', n(2, 5)],
      ['lúcia', n(2)],
      ['00001', n(0, 1, 2, 3, 4, 5)],
      ['900000103', n(3)],
      ['silva', n(3, 4)],
      ['"zé"', n(5)],
      ["d'Ávila", n(5)],
      ['nada-disso', []],
    ];
    for (const [text, numbers] of expected) {
      expect({ text, found: await search(text) }).toEqual({ text, found: numbers });
      expect({ text, found: await reference(text) }).toEqual({ text, found: numbers });
    }
  });

  it('takes % and _ and a backslash literally', async () => {
    expect(await search('50%')).toEqual(n(2));
    expect(await search('o50%@')).toEqual(n(2));
    expect(await search('a_c')).toEqual(n(3));
    expect(await search('_')).toEqual(n(3));
    expect(await search('%')).toEqual(n(2));
    expect(await search('barra\\inv')).toEqual(n(5));
    expect(await search('\\')).toEqual(n(5));
  });

  it('answers one and two characters by the scan, with the same results', async () => {
    expect(await search('ç')).toEqual(n(1));
    expect(await search('si')).toEqual(n(3, 4));
    expect(await search('Ér')).toEqual(n(5));
    for (const text of ['ç', 'si', 'Ér', 'a', '0', 'é', 'É'])
      expect({ text, found: await search(text) }).toEqual({ text, found: await reference(text) });
  });

  it('matches upper-case accented text as the engine’s lower() does, index or not', async () => {
    // PostgreSQL lowers every letter; SQLite's lower() only ASCII ones, so there "CONCEIÇÃO"
    // finds nothing, with or without the index.
    for (const text of ['CONCEIÇÃO', 'ÁVILA', 'ÉRICA', 'LÚCIA'])
      expect({ text, found: await search(text) }).toEqual({ text, found: await reference(text) });
    expect(await search('CONCEIÇÃO')).toEqual(dialect === 'postgres' ? n(1) : []);
  });

  it('keeps other fields and patterns on the plain LIKE, and ANDs a search with other groups', async () => {
    expect(await search('souza', ['customer_lastname'])).toEqual(n(0));
    expect(await search('souza', ['customer_firstname'])).toEqual([]);
    const params = new URLSearchParams({
      'searchCriteria[filter_groups][0][filters][0][field]': 'customer_email',
      'searchCriteria[filter_groups][0][filters][0][value]': '%loja%',
      'searchCriteria[filter_groups][0][filters][0][condition_type]': 'like',
      'searchCriteria[filter_groups][1][filters][0][field]': 'customer_lastname',
      'searchCriteria[filter_groups][1][filters][0][value]': 'sil%',
      'searchCriteria[filter_groups][1][filters][0][condition_type]': 'like',
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/rest/V1/orders?${params}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(
      response
        .json()
        .items.map((o: { increment_id: string }) => o.increment_id)
        .sort(),
    ).toEqual(n(3, 4));
  });

  it('follows a changed e-mail and a deleted order', async () => {
    await t.database.db
      .updateTable('sales_order')
      .set({ email: 'novo.endereco@empresa.com.br' })
      .where('increment_id', '=', numbers[0]!)
      .execute();
    expect(await search('ana.souza@')).toEqual([]);
    expect(await search('novo.endereco')).toEqual(n(0));
    const extra = await insertTestOrder(t.database.db, { method: 'checkmo' });
    await t.database.db
      .updateTable('sales_order')
      .set({ email: 'apagado@loja.com' })
      .where('id', '=', extra.id)
      .execute();
    expect(await search('apagado@')).toEqual([extra.number]);
    await t.database.db.deleteFrom('sales_order').where('id', '=', extra.id).execute();
    expect(await search('apagado@')).toEqual([]);
  });

  it('answers a pattern that ends in a lone backslash instead of failing', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/rest/V1/orders?${new URLSearchParams({
        'searchCriteria[filter_groups][0][filters][0][field]': 'customer_email',
        'searchCriteria[filter_groups][0][filters][0][value]': '%barra\\',
        'searchCriteria[filter_groups][0][filters][0][condition_type]': 'like',
      })}`,
      headers: { authorization: `Bearer ${token}` },
    });
    // PostgreSQL refuses such a pattern outright; it means the backslash itself, as on MySQL.
    expect(response.statusCode).toBe(200);
    expect(response.json().items).toEqual([]);
  });

  it('reads the trigram index, not the whole table', async () => {
    if (dialect === 'sqlite') {
      const { rows } = await sql<{ rowid: number }>`
        SELECT rowid FROM sales_order_search WHERE sales_order_search MATCH ${'customer_lastname : "conceição"'}`.execute(
        t.database.db,
      );
      expect(rows).toHaveLength(1);
      return;
    }
    const plan = await t.database.db.transaction().execute(async (trx) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        EXPLAIN SELECT id FROM sales_order WHERE lower(CAST(customer_lastname AS TEXT)) LIKE lower(${'%souza%'}) ESCAPE '\\'`.execute(
        trx,
      );
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('sales_order_customer_lastname_trgm_idx');
  });
  it('finds a CPF typed with or without punctuation and a full name word by word, as the admin sends them', async () => {
    const order = await insertTestOrder(t.database.db, { method: 'checkmo', taxvat: '529.982.247-25' });
    await t.database.db
      .updateTable('sales_order')
      .set({ customer_firstname: 'Carla', customer_lastname: 'Mendes' })
      .where('id', '=', order.id)
      .execute();
    expect(await search('52998224725')).toContain(order.number);
    expect(await search('529.982.247-25')).toContain(order.number);
    // Two words, two groups: each word in any of the fields.
    const params = new URLSearchParams({ 'searchCriteria[pageSize]': '100' });
    ['Carla', 'Mendes'].forEach((word, g) => {
      SEARCHED.forEach((field, f) => {
        const prefix = `searchCriteria[filter_groups][${g}][filters][${f}]`;
        params.append(`${prefix}[field]`, field);
        params.append(`${prefix}[value]`, likeValue(word));
        params.append(`${prefix}[condition_type]`, 'like');
      });
    });
    const response = await t.app.inject({
      method: 'GET',
      url: `/rest/V1/orders?${params}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.json().items.map((o: { increment_id: string }) => o.increment_id)).toEqual([
      order.number,
    ]);
  });
});
