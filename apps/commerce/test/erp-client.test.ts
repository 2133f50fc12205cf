import { describe, expect, it } from 'vitest';
import { correiosTrackingNumber, ErpDayError, loopbackUrl, searchCriteria } from '../scripts/erp-client';

describe('ERP day client pieces', () => {
  it('accepts loopback stores only', () => {
    for (const url of [
      'http://127.0.0.1:4000',
      'http://localhost:4000/',
      'http://[::1]:4000',
      'http://127.1.2.3',
    ])
      expect(loopbackUrl(url).href).toMatch(/^http:/);
    for (const url of [
      'http://10.0.0.1:4000',
      'https://loja.example.com',
      'http://127.0.0.1.nip.io',
      'ftp://127.0.0.1',
      'x',
    ])
      expect(() => loopbackUrl(url)).toThrow(ErpDayError);
  });

  it('makes Correios codes with their modulo-11 check digit', () => {
    // Weights 8 6 4 2 3 5 9 7 on 12345678: 204, rest 6, digit 5.
    expect(correiosTrackingNumber(12345678, 'AA')).toBe('AA123456785BR');
    // Rest 0 → 5 and rest 1 → 0, Correios' two special cases.
    expect(correiosTrackingNumber(0)).toBe('AB000000005BR');
    expect(correiosTrackingNumber(8)).toBe('AB000000080BR');
  });

  it('writes searchCriteria as Magento clients do', () => {
    const query = searchCriteria(
      [{ field: 'created_at', value: '2026-11-25 00:00:00', condition_type: 'gteq' }],
      {
        pageSize: 50,
        currentPage: 2,
        sortField: 'entity_id',
      },
    );
    expect(Object.fromEntries(query)).toEqual({
      'searchCriteria[filter_groups][0][filters][0][field]': 'created_at',
      'searchCriteria[filter_groups][0][filters][0][value]': '2026-11-25 00:00:00',
      'searchCriteria[filter_groups][0][filters][0][condition_type]': 'gteq',
      'searchCriteria[sortOrders][0][field]': 'entity_id',
      'searchCriteria[sortOrders][0][direction]': 'ASC',
      'searchCriteria[pageSize]': '50',
      'searchCriteria[currentPage]': '2',
    });
  });
});
