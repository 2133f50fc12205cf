import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en';
import { pt } from '../i18n/pt';
import {
  AUDIT_ACTIONS,
  AUDIT_ENTITIES,
  auditActionLabel,
  auditRecordPath,
  PAYMENT_STATES,
  paymentDetailText,
  paymentStateLabel,
} from './labels';

/** Polyglot's lookup (the i18n provider's): nested words flattened to dotted keys, `_` as fallback. */
function translator(messages: object) {
  const phrases = new Map<string, string>();
  const flatten = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') phrases.set(`${prefix}${key}`, value);
      else if (value && typeof value === 'object') flatten(value, `${prefix}${key}.`);
    }
  };
  flatten(messages, '');
  return (key: string, options?: Record<string, unknown>) => phrases.get(key) ?? String(options?._ ?? key);
}

describe('codes in words', () => {
  const ptT = translator(pt);
  const enT = translator(en);

  it('names every audit action, entity and payment state in Portuguese and English', () => {
    for (const t of [ptT, enT]) {
      for (const code of AUDIT_ACTIONS)
        expect(t(`admin.audit_actions.${code}`), code).not.toBe(`admin.audit_actions.${code}`);
      for (const code of AUDIT_ENTITIES)
        expect(t(`admin.audit_entities.${code}`), code).not.toBe(`admin.audit_entities.${code}`);
      for (const code of PAYMENT_STATES)
        expect(t(`admin.payment_states.${code}`), code).not.toBe(`admin.payment_states.${code}`);
    }
    expect(auditActionLabel(ptT, 'update_status')).toBe('Mudou a situação');
    expect(auditActionLabel(ptT, 'option.add')).toBe('Adicionou opção');
    expect(paymentStateLabel(ptT, 'CONCLUIDA')).toBe('Paga');
    expect(paymentStateLabel(ptT, 'EM_ABERTO')).toBe('Em aberto');
    expect(paymentStateLabel(ptT, 'BAIXADO')).toBe('Baixado');
    // A code the back office does not know yet shows as itself, never as an empty cell.
    expect(paymentStateLabel(ptT, 'NOVO_ESTADO')).toBe('NOVO_ESTADO');
  });

  it('writes payment details as staff read them', () => {
    expect(paymentDetailText(ptT, 'pix_status', 'CONCLUIDA')).toBe('Paga');
    expect(paymentDetailText(ptT, 'boleto_status', 'BAIXADO')).toBe('Baixado');
    expect(paymentDetailText(ptT, 'pix_expires_at', '2026-12-08 15:30:00')).toBe('08/12/2026 12:30');
    expect(paymentDetailText(ptT, 'boleto_due_date', '2026-12-10')).toBe('10/12/2026');
    expect(paymentDetailText(ptT, 'pix_txid', 'abc123')).toBe('abc123');
  });

  it('links an audit row to the page of its record', () => {
    expect(auditRecordPath({ entity_type: 'order', entity_id: '12' })).toBe('/orders/12/show');
    expect(auditRecordPath({ action: 'add_image', entity_type: 'product', entity_id: '100025' })).toBe(
      '/products/100025',
    );
    expect(
      auditRecordPath({
        action: 'save',
        entity_type: 'product',
        entity_id: '182',
        after: { sku: 'CAN-AZ 1' },
      }),
    ).toBe('/products/CAN-AZ%201');
    expect(auditRecordPath({ action: 'save', entity_type: 'product', entity_id: '182' })).toBeUndefined();
    expect(
      auditRecordPath({ action: 'delete', entity_type: 'product', entity_id: '100025' }),
    ).toBeUndefined();
    expect(auditRecordPath({ entity_type: 'invoice', entity_id: '3', after: { order_id: 12 } })).toBe(
      '/orders/12/show',
    );
    expect(auditRecordPath({ entity_type: 'sales_rule', entity_id: '4' })).toBe('/sales-rules/4');
    expect(auditRecordPath({ entity_type: 'integration', entity_id: '2' })).toBeUndefined();
    expect(auditRecordPath({ entity_type: 'order' })).toBeUndefined();
  });
});
