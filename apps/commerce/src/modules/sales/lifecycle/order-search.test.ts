import { describe, expect, it } from 'vitest';
import type { SearchCriteria } from '../../../rest/search-criteria';
import { ftsQuery, indexedSubstringGroups, substringOfPattern } from './order-search';

const like = (field: string, value: string) => ({ field, value, condition_type: 'like' as const });

describe('the search box on the trigram index', () => {
  it('reads the literal text of a %text% pattern, escapes undone', () => {
    expect(substringOfPattern('%souza%')).toBe('souza');
    expect(substringOfPattern('%50\\%%')).toBe('50%');
    expect(substringOfPattern('%a\\_b%')).toBe('a_b');
    expect(substringOfPattern('%a\\\\b%')).toBe('a\\b');
  });

  it('leaves every other pattern to the LIKE alone', () => {
    expect(substringOfPattern('souza%')).toBeUndefined();
    expect(substringOfPattern('%sou%za%')).toBeUndefined();
    expect(substringOfPattern('%so_za%')).toBeUndefined();
    expect(substringOfPattern('%souza\\%')).toBeUndefined();
    expect(substringOfPattern('%')).toBeUndefined();
  });

  it('indexes a group only when every filter is a searched column with three characters or more', () => {
    const criteria: SearchCriteria = {
      filter_groups: [
        { filters: [like('increment_id', '%0001%'), like('customer_email', '%0001%')] },
        { filters: [{ field: 'status', value: 'complete', condition_type: 'eq' }] },
        { filters: [like('customer_email', '%ab%')] },
        { filters: [like('customer_lastname', '%ção%'), like('payment_method', '%pix%')] },
        { filters: [{ field: 'customer_firstname', value: 'Zé_', condition_type: 'fulltext' }] },
      ],
    };
    expect(indexedSubstringGroups(criteria)).toEqual([
      [
        { column: 'increment_id', text: '0001' },
        { column: 'email', text: '0001' },
      ],
      [{ column: 'customer_firstname', text: 'Zé_' }],
    ]);
  });

  it('quotes each substring as one FTS phrase over the columns it is looked for in', () => {
    expect(
      ftsQuery([
        { column: 'email', text: 'a"b OR c' },
        { column: 'increment_id', text: '000' },
        { column: 'customer_lastname', text: 'a"b OR c' },
      ]),
    ).toBe('{email customer_lastname} : "a""b OR c" OR {increment_id} : "000"');
  });
});
