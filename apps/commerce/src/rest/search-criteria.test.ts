import Database from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { WebapiError } from './errors';
import { type FieldMap, isoFromMagentoDate, parseSearchCriteria, runSearch } from './search-criteria';

const q = (pairs: Record<string, string>) => pairs;
const f = (g: number, i: number, key: string) => `searchCriteria[filter_groups][${g}][filters][${i}][${key}]`;

function errorOf(run: () => unknown): { message: string; parameters?: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof WebapiError) return error.body();
    throw error;
  }
  throw new Error('no error');
}

describe('parseSearchCriteria', () => {
  it('reads filter groups, sort orders and paging in either spelling', () => {
    const criteria = parseSearchCriteria(
      q({
        [f(0, 0, 'field')]: 'status',
        [f(0, 0, 'value')]: 'processing,complete',
        [f(0, 0, 'condition_type')]: 'in',
        'search_criteria[filterGroups][1][filters][0][field]': 'updated_at',
        'search_criteria[filterGroups][1][filters][0][value]': '2024-11-20 00:00:00',
        'search_criteria[filterGroups][1][filters][0][conditionType]': 'GTEQ',
        'searchCriteria[sortOrders][0][field]': 'updated_at',
        'searchCriteria[sortOrders][0][direction]': 'desc',
        'searchCriteria[page_size]': '50',
        'searchCriteria[currentPage]': '2',
        unrelated: 'x',
      }),
    );
    expect(criteria).toEqual({
      filter_groups: [
        { filters: [{ field: 'status', value: 'processing,complete', condition_type: 'in' }] },
        { filters: [{ field: 'updated_at', value: '2024-11-20 00:00:00', condition_type: 'gteq' }] },
      ],
      sort_orders: [{ field: 'updated_at', direction: 'DESC' }],
      page_size: 50,
      current_page: 2,
    });
  });

  it('orders groups and filters by index, defaults condition_type to eq', () => {
    const criteria = parseSearchCriteria({
      [f(1, 0, 'field')]: 'b',
      [f(0, 1, 'field')]: 'a2',
      [f(0, 0, 'field')]: 'a1',
      [f(0, 0, 'value')]: 'x',
    });
    expect(criteria.filter_groups.map((g) => g.filters.map((x) => x.field))).toEqual([['a1', 'a2'], ['b']]);
    expect(criteria.filter_groups[0]?.filters[0]?.condition_type).toBe('eq');
    expect(criteria.filter_groups[0]?.filters[1]?.value).toBe('');
  });

  it('accepts an empty searchCriteria and refuses a missing one', () => {
    expect(parseSearchCriteria({ searchCriteria: '' })).toEqual({ filter_groups: [] });
    expect(errorOf(() => parseSearchCriteria({}))).toEqual({
      message: '"%fieldName" is required. Enter and try again.',
      parameters: { fieldName: 'searchCriteria' },
    });
  });

  it('refuses bad directions, sort fields, page sizes and condition types', () => {
    expect(
      errorOf(() =>
        parseSearchCriteria({
          'searchCriteria[sortOrders][0][field]': 'id',
          'searchCriteria[sortOrders][0][direction]': 'UP',
        }),
      ).message,
    ).toBe('The sort order has to be specified as %1 for ascending order or %2 for descending order.');
    expect(errorOf(() => parseSearchCriteria({ 'searchCriteria[sortOrders][0][field]': 'id;drop' }))).toEqual(
      {
        message: 'Sort order field %1 contains restricted symbols',
        parameters: ['id;drop'],
      },
    );
    expect(
      errorOf(() => parseSearchCriteria({ 'searchCriteria[pageSize]': 'ten' })).parameters,
    ).toMatchObject({
      fieldName: 'pageSize',
      type: 'int',
    });
    expect(
      errorOf(() => parseSearchCriteria({ [f(0, 0, 'field')]: 'id', [f(0, 0, 'condition_type')]: 'regexp' })),
    ).toEqual({
      message: 'Invalid value of "%value" provided for the %fieldName field.',
      parameters: { fieldName: 'condition_type', value: 'regexp' },
    });
    expect(errorOf(() => parseSearchCriteria({ [f(0, 0, 'value')]: '1' })).parameters).toEqual({
      fieldName: 'field',
    });
  });
});

describe('isoFromMagentoDate', () => {
  it('reads Magento UTC dates as ISO', () => {
    expect(isoFromMagentoDate('2024-11-20 13:05:00')).toBe('2024-11-20T13:05:00.000Z');
    expect(isoFromMagentoDate('2024-11-20')).toBe('2024-11-20T00:00:00.000Z');
    expect(isoFromMagentoDate('2024-11-20T13:05:00-03:00')).toBe('2024-11-20T16:05:00.000Z');
    expect(isoFromMagentoDate('yesterday')).toBeUndefined();
  });
});

interface ItemTable {
  id: number;
  sku: string;
  qty: number;
  tags: string | null;
  created_at: string;
}

describe('runSearch on SQLite', () => {
  const db = new Kysely<{ item: ItemTable }>({
    dialect: new SqliteDialect({ database: new Database(':memory:') }),
  });
  const fields: FieldMap = {
    id: { type: 'int' },
    sku: { type: 'string' },
    qty: { type: 'float' },
    tags: { type: 'string' },
    created_at: { type: 'date' },
  };
  beforeAll(async () => {
    await db.schema
      .createTable('item')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('sku', 'text')
      .addColumn('qty', 'real')
      .addColumn('tags', 'text')
      .addColumn('created_at', 'text')
      .execute();
    await db
      .insertInto('item')
      .values([
        { id: 1, sku: 'CANETA-AZUL', qty: 10, tags: 'a,b', created_at: '2024-11-01T10:00:00.000Z' },
        { id: 2, sku: 'caneta-preta', qty: 0, tags: 'b', created_at: '2024-11-10T10:00:00.000Z' },
        { id: 3, sku: 'PAPEL-A4', qty: 5.5, tags: null, created_at: '2024-11-20T10:00:00.000Z' },
        { id: 4, sku: 'GRAMPO_26', qty: 100, tags: 'ab,c', created_at: '2024-11-30T10:00:00.000Z' },
      ])
      .execute();
  });

  async function ids(query: Record<string, string>): Promise<{ ids: number[]; total: number }> {
    const criteria = parseSearchCriteria({ searchCriteria: '', ...query });
    const { rows, total } = await runSearch<{ id: number }>(
      db.selectFrom('item'),
      (qb) => qb.select('id'),
      criteria,
      { fields, tieBreak: [{ field: 'id', direction: 'ASC' }] },
    );
    return { ids: rows.map((r) => r.id), total };
  }
  const one = (field: string, value: string, condition: string) => ({
    [f(0, 0, 'field')]: field,
    [f(0, 0, 'value')]: value,
    [f(0, 0, 'condition_type')]: condition,
  });

  it('applies every condition type', async () => {
    const cases: [string, string, string, number[]][] = [
      ['sku', 'PAPEL-A4', 'eq', [3]],
      ['id', '3', 'neq', [1, 2, 4]],
      ['qty', '5.5', 'gt', [1, 4]],
      ['qty', '5.5', 'gteq', [1, 3, 4]],
      ['qty', '5.5', 'moreq', [1, 3, 4]],
      ['qty', '10', 'lt', [2, 3]],
      ['qty', '10', 'lteq', [1, 2, 3]],
      ['created_at', '2024-11-10 10:00:00', 'from', [2, 3, 4]],
      ['created_at', '2024-11-10 10:00:00', 'to', [1, 2]],
      ['sku', 'caneta%', 'like', [1, 2]],
      ['sku', 'caneta%', 'nlike', [3, 4]],
      // A backslash escapes a wildcard, as on MySQL; a lone one at the end is itself.
      ['sku', '%O\\_2%', 'like', [4]],
      ['sku', '%A\\%', 'like', []],
      ['sku', 'GRAMPO\\', 'like', []],
      ['sku', 'o_2', 'fulltext', [4]],
      ['id', '1, 3,4', 'in', [1, 3, 4]],
      ['id', '1,3', 'nin', [2, 4]],
      ['tags', '1', 'null', [3]],
      ['tags', '1', 'notnull', [1, 2, 4]],
      ['tags', 'b', 'finset', [1, 2]],
      ['tags', 'b', 'nfinset', [4]],
      ['sku', '', 'seq', []],
      ['tags', '', 'sneq', [1, 2, 4]],
    ];
    for (const [field, value, condition, expected] of cases) {
      expect({ condition, ...(await ids(one(field, value, condition))) }).toEqual({
        condition,
        ids: expected,
        total: expected.length,
      });
    }
  });

  it('ORs filters inside a group and ANDs groups', async () => {
    const orInGroup = {
      [f(0, 0, 'field')]: 'sku',
      [f(0, 0, 'value')]: 'PAPEL-A4',
      [f(0, 1, 'field')]: 'id',
      [f(0, 1, 'value')]: '1',
    };
    expect((await ids(orInGroup)).ids).toEqual([1, 3]);
    const andAcross = {
      ...orInGroup,
      [f(1, 0, 'field')]: 'qty',
      [f(1, 0, 'value')]: '6',
      [f(1, 0, 'condition_type')]: 'gt',
    };
    expect((await ids(andAcross)).ids).toEqual([1]);
  });

  it('merges a from/to pair on one field into a range', async () => {
    const range = {
      [f(0, 0, 'field')]: 'created_at',
      [f(0, 0, 'value')]: '2024-11-05',
      [f(0, 0, 'condition_type')]: 'from',
      [f(0, 1, 'field')]: 'created_at',
      [f(0, 1, 'value')]: '2024-11-25',
      [f(0, 1, 'condition_type')]: 'to',
    };
    expect((await ids(range)).ids).toEqual([2, 3]);
  });

  it('sorts and pages, total_count unpaged', async () => {
    const page = {
      'searchCriteria[sortOrders][0][field]': 'qty',
      'searchCriteria[sortOrders][0][direction]': 'DESC',
      'searchCriteria[pageSize]': '2',
      'searchCriteria[currentPage]': '2',
    };
    expect(await ids(page)).toEqual({ ids: [3, 2], total: 4 });
    expect(await ids({ ...page, 'searchCriteria[currentPage]': '9' })).toEqual({ ids: [], total: 4 });
  });

  it('refuses fields outside the whitelist and unreadable values with a 400', async () => {
    await expect(ids(one('password_hash', 'x', 'eq'))).rejects.toMatchObject({
      statusCode: 400,
      parameters: { fieldName: 'field', value: 'password_hash' },
    });
    await expect(ids({ 'searchCriteria[sortOrders][0][field]': 'secret' })).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(ids(one('id', 'abc', 'eq'))).rejects.toMatchObject({
      statusCode: 400,
      parameters: { fieldName: 'id', value: 'abc' },
    });
    await expect(ids(one('created_at', 'soon', 'gt'))).rejects.toMatchObject({ statusCode: 400 });
  });
});
