import { describe, expect, it } from 'vitest';
import { isImage, nextStatuses, requestFields, type StoreRequest } from './request-fields';

const base = { protocol: 'X', status: 'open', email: 'a@b.test', created_at: '2026-11-29 10:00:00' } as const;

describe('request fields', () => {
  it('lists a quote’s fields in the form’s order, formatted, leaving out empty ones', () => {
    const quote: StoreRequest = {
      ...base,
      type: 'quote',
      company: 'Papelaria Azul',
      cnpj: '11222333000181',
      contact_name: 'Rita',
      phone: '11987654321',
      items: [
        { sku: '100025', name: 'Caneta', quantity: 200 },
        { sku: null, name: 'Papel A4', quantity: 10 },
      ],
      items_text: null,
      message: '',
    };
    expect(requestFields(quote)).toEqual([
      { field: 'company', text: 'Papelaria Azul' },
      { field: 'cnpj', text: '11.222.333/0001-81' },
      { field: 'contact_name', text: 'Rita' },
      { field: 'email', text: 'a@b.test' },
      { field: 'phone', text: '(11) 98765-4321' },
      { field: 'items', text: '200 × Caneta (100025)\n10 × Papel A4' },
    ]);
  });

  it('lists a return’s SKUs and reason', () => {
    const fields = requestFields({
      ...base,
      type: 'return',
      order_number: '000000012',
      skus: ['100025', '100031'],
      reason: 'Tampa quebrada',
    });
    expect(fields.map((f) => f.text)).toEqual(['000000012', 'a@b.test', '100025, 100031', 'Tampa quebrada']);
  });

  it('offers only the moves the server allows; final statuses none', () => {
    expect(nextStatuses('open')).toEqual(['in_progress', 'resolved', 'refused']);
    expect(nextStatuses('in_progress')).toEqual(['resolved', 'refused']);
    expect(nextStatuses('resolved')).toEqual([]);
    expect(nextStatuses('whatever')).toEqual([]);
  });

  it('shows photos and downloads the rest', () => {
    expect(isImage({ mime: 'image/jpeg' })).toBe(true);
    expect(isImage({ mime: 'application/pdf' })).toBe(false);
    expect(isImage({ mime: 'image/svg+xml' })).toBe(false);
  });
});
