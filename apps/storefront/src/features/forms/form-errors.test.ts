import { describe, expect, it } from 'vitest';
import { describeServerError, mapServerFields } from './form-errors';
import { FormRequestError } from './request-client';

describe('describeServerError', () => {
  it("keeps the server's words and the deadline's date", () => {
    const error = new FormRequestError(
      'O prazo de 7 dias para devolução terminou em 15/11/2026.',
      422,
      'RETURN_DEADLINE_PASSED',
      {},
    );
    expect(describeServerError(error)).toEqual({
      key: 'RETURN_DEADLINE_PASSED',
      values: { date: '15/11/2026' },
      serverMessage: 'O prazo de 7 dias para devolução terminou em 15/11/2026.',
    });
  });

  it('tells a lost connection from an unavailable store and from anything else', () => {
    expect(describeServerError(new FormRequestError('fetch failed', 0, 'NETWORK', {})).key).toBe('NETWORK');
    expect(describeServerError(new FormRequestError('x', 502, 'HTTP_502', {})).key).toBe('UNAVAILABLE');
    expect(describeServerError(new FormRequestError('x', 404, 'NOT_FOUND', {})).key).toBe('UNKNOWN');
    expect(describeServerError(new Error('boom')).key).toBe('UNKNOWN');
  });
});

describe('mapServerFields', () => {
  it("maps the server's names onto the form's once each and drops the unknown", () => {
    const toForm = (name: string) =>
      ({ contact_name: 'contactName', cnpj: 'cnpj', 'items.0.quantity': 'items.0.quantity' })[name] as
        | 'contactName'
        | 'cnpj'
        | 'items.0.quantity'
        | undefined;
    expect(
      mapServerFields(
        {
          contact_name: 'Informe o nome do contato.',
          cnpj: 'CNPJ inválido.',
          _: 'x',
          'items.0.quantity': 'Q',
        },
        toForm,
      ),
    ).toEqual([
      ['contactName', 'Informe o nome do contato.'],
      ['cnpj', 'CNPJ inválido.'],
      ['items.0.quantity', 'Q'],
    ]);
  });
});
