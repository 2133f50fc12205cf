import { describe, expect, it } from 'vitest';
import { recognise, serverText, translateMessage } from './server-text';

describe('server refusals in the operator’s language', () => {
  it('fills named parameters from an object, in each language', () => {
    const body = {
      message: "The consumer isn't authorized to access %resources.",
      parameters: { resources: 'Magento_Sales::cancel' },
    };
    expect(serverText(body, 401, 'pt')).toBe(
      'Seu acesso não permite isto (Magento_Sales::cancel). Entre de novo ou peça a permissão a um administrador.',
    );
    expect(serverText(body, 401, 'en')).toBe(
      'Your access does not allow this (Magento_Sales::cancel). Sign in again or ask an administrator for the permission.',
    );
  });

  it('fills positional parameters from a list', () => {
    expect(
      serverText(
        { message: 'The staff user with the "%1" ID doesn\'t exist.', parameters: ['42'] },
        404,
        'pt',
      ),
    ).toBe('Não existe usuário da equipe com o ID "42".');
    expect(
      serverText({ message: 'Invalid date range: "%1" to "%2".', parameters: ['b', 'a'] }, 400, 'en'),
    ).toBe('Invalid period: "b" to "a".');
  });

  it('recognises a message whose values the server wrote into the text', () => {
    expect(serverText({ message: 'The return RET-2026-000123 has not been received yet.' }, 400, 'pt')).toBe(
      'A devolução RET-2026-000123 ainda não foi recebida.',
    );
    // A template with a value of its own (`%1` from parameters) and one written in by the server.
    expect(
      serverText(
        { message: 'The product with the "%1" SKU isn\'t a configurable product.', parameters: ['CAN-01'] },
        400,
        'pt',
      ),
    ).toBe('Esta ação não vale para este tipo de produto: "CAN-01" não é configurable.');
  });

  it('prefers the most specific template', () => {
    expect(recognise('Invalid value of "150" provided for the discount_amount field.')).toMatchObject({
      key: 'Invalid value of "%1" provided for the discount_amount field.',
      values: { 1: '150' },
    });
    expect(
      serverText({ message: 'Invalid value of "150" provided for the discount_amount field.' }, 400, 'pt'),
    ).toBe('Desconto inválido: "150".');
  });

  it('translates a message nested in another: a document refusal, a schema reason', () => {
    expect(
      serverText(
        {
          message:
            "Invoice Document Validation Error(s):\nThe invoice can't be created without products. Add products and try again.",
        },
        400,
        'pt',
      ),
    ).toBe('Fatura recusada: Escolha ao menos um produto para faturar.');
    expect(
      translateMessage(
        'The "%fieldName" value is invalid: %reason.',
        { fieldName: 'rule.name', reason: 'must NOT have more than 255 characters' },
        'pt',
      ),
    ).toBe('O valor de "rule.name" é inválido: deve ter no máximo 255 caracteres.');
  });

  it("says each problem of Magento's aggregate after its heading", () => {
    const body = {
      message: 'One or more input exceptions have occurred.',
      errors: [
        { message: '"%fieldName" is required. Enter and try again.', parameters: { fieldName: 'otp' } },
        {
          message: 'Invalid value of "%value" provided for the %fieldName field.',
          parameters: { fieldName: 'qty', value: '-1' },
        },
      ],
    };
    expect(serverText(body, 400, 'pt')).toBe(
      'Há problemas nos dados informados: Preencha "otp". O valor "-1" não vale para o campo qty.',
    );
    expect(serverText(body, 400, 'en')).toBe(
      'There are problems with the data entered: Fill in "otp". The value "-1" is not valid for the qty field.',
    );
  });

  it('shows a message it does not know as the server wrote it, never a blank', () => {
    expect(
      serverText({ message: 'A newer refusal about %thing.', parameters: { thing: 'X' } }, 400, 'pt'),
    ).toBe('A newer refusal about X.');
    expect(serverText({ message: 'Keep %this' }, 400, 'pt')).toBe('Keep %this');
    expect(serverText({ message: 'Maximum %1', parameters: [] }, 400, 'en')).toBe('Maximum %1');
    expect(serverText(undefined, 404, 'pt')).toBe('HTTP 404');
    expect(serverText({}, 502, 'pt')).toBe('ra.notification.http_error');
  });
});
