import { describe, expect, it } from 'vitest';
import { filterGroups, likeValue, searchCriteriaParams } from './search-criteria';

/** The query as Magento reads it: `searchCriteria[...]` keys in order, values decoded. */
function entries(params: URLSearchParams) {
  return [...params.entries()];
}

describe('searchCriteriaParams', () => {
  it('writes the worked example of the orders API: AND across groups, sort, page', () => {
    const params = searchCriteriaParams({
      filter: { updated_at__gteq: '2024-11-20 00:00:00', status: ['processing', 'complete'] },
      sort: { field: 'updated_at', order: 'DESC' },
      pagination: { page: 1, perPage: 50 },
    });
    expect(entries(params)).toEqual([
      ['searchCriteria[filter_groups][0][filters][0][field]', 'updated_at'],
      ['searchCriteria[filter_groups][0][filters][0][value]', '2024-11-20 00:00:00'],
      ['searchCriteria[filter_groups][0][filters][0][condition_type]', 'gteq'],
      ['searchCriteria[filter_groups][1][filters][0][field]', 'status'],
      ['searchCriteria[filter_groups][1][filters][0][value]', 'processing,complete'],
      ['searchCriteria[filter_groups][1][filters][0][condition_type]', 'in'],
      ['searchCriteria[sortOrders][0][field]', 'updated_at'],
      ['searchCriteria[sortOrders][0][direction]', 'DESC'],
      ['searchCriteria[pageSize]', '50'],
      ['searchCriteria[currentPage]', '1'],
    ]);
    // Brackets are percent-encoded on the wire, as PHP clients send them.
    expect(params.toString()).toContain('searchCriteria%5BpageSize%5D=50');
  });

  it('puts the search box in one OR group over the resource’s fields', () => {
    const groups = filterGroups(
      { q: ' Silva ', status: 'pending' },
      { searchFields: ['customer_lastname', 'customer_email'] },
    );
    expect(groups).toEqual([
      [
        { field: 'customer_lastname', value: '%Silva%', condition_type: 'like' },
        { field: 'customer_email', value: '%Silva%', condition_type: 'like' },
      ],
      [{ field: 'status', value: 'pending', condition_type: 'eq' }],
    ]);
  });

  it('with searchWords, puts each word in its own group so every word must match some field', () => {
    const groups = filterGroups(
      { q: '  Maria   Souza ' },
      { searchFields: ['firstname', 'lastname'], searchWords: true },
    );
    expect(groups).toEqual([
      [
        { field: 'firstname', value: '%Maria%', condition_type: 'like' },
        { field: 'lastname', value: '%Maria%', condition_type: 'like' },
      ],
      [
        { field: 'firstname', value: '%Souza%', condition_type: 'like' },
        { field: 'lastname', value: '%Souza%', condition_type: 'like' },
      ],
    ]);
    // A CPF typed with its punctuation is one word: the server strips the dots and dash.
    expect(filterGroups({ q: '529.982.247-25' }, { searchFields: ['taxvat'], searchWords: true })).toEqual([
      [{ field: 'taxvat', value: '%529.982.247-25%', condition_type: 'like' }],
    ]);
  });

  it('skips empty filters and a search box without fields', () => {
    expect(filterGroups({ q: 'x', status: '', sku: undefined, type_id: [], price: null })).toEqual([]);
    expect(entries(searchCriteriaParams({ filter: {} }))).toEqual([['searchCriteria', '']]);
  });

  it('reads the condition from the key suffix and maps field names', () => {
    const groups = filterGroups(
      { price__lteq: 10, name__like: 'caneta', id__nin: [1, 2], sku__notnull: true, visibility__neq: ['1'] },
      { fieldMap: { id: 'entity_id' } },
    );
    expect(groups).toEqual([
      [{ field: 'price', value: '10', condition_type: 'lteq' }],
      [{ field: 'name', value: '%caneta%', condition_type: 'like' }],
      [{ field: 'entity_id', value: '1,2', condition_type: 'nin' }],
      [{ field: 'sku', value: '1', condition_type: 'notnull' }],
      [{ field: 'visibility', value: '1', condition_type: 'nin' }],
    ]);
  });

  it('keeps an unknown suffix as part of the field name (fields with double underscores)', () => {
    expect(filterGroups({ custom__thing: 'a' })).toEqual([
      [{ field: 'custom__thing', value: 'a', condition_type: 'eq' }],
    ]);
  });

  it('widens a bare day to the whole day for upper bounds', () => {
    expect(filterGroups({ created_at__gteq: '2026-11-25', created_at__lteq: '2026-11-25' })).toEqual([
      [{ field: 'created_at', value: '2026-11-25 00:00:00', condition_type: 'gteq' }],
      [{ field: 'created_at', value: '2026-11-25 23:59:59', condition_type: 'lteq' }],
    ]);
  });

  it('escapes LIKE wildcards typed by a person but keeps the ones a screen sends', () => {
    expect(likeValue('50%_off')).toBe('%50\\%\\_off%');
    expect(filterGroups({ sku__like: 'CAN-%' })).toEqual([
      [{ field: 'sku', value: 'CAN-%', condition_type: 'like' }],
    ]);
  });

  it('maps the sort field and writes ASC for anything but DESC', () => {
    const params = searchCriteriaParams(
      { sort: { field: 'id', order: 'asc' }, pagination: { page: 3, perPage: 25 } },
      { fieldMap: { id: 'sku' } },
    );
    expect(params.get('searchCriteria[sortOrders][0][field]')).toBe('sku');
    expect(params.get('searchCriteria[sortOrders][0][direction]')).toBe('ASC');
    expect(params.get('searchCriteria[currentPage]')).toBe('3');
  });

  it('writes booleans as 1/0 and dates in Magento’s UTC format', () => {
    expect(
      filterGroups({ is_active: false, created_at__from: new Date('2026-11-25T10:20:30.000Z') }),
    ).toEqual([
      [{ field: 'is_active', value: '0', condition_type: 'eq' }],
      [{ field: 'created_at', value: '2026-11-25 10:20:30', condition_type: 'from' }],
    ]);
  });
});
