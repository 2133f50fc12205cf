import { describe, expect, it } from 'vitest';
import { findStoreView } from '../store/stores';
import { composeOrderMail, mailLanguage, type OrderMailData } from './mails';
import type { OrderItemRow, OrderRow } from './repository';

const order = {
  id: 7,
  increment_id: '000000042',
  store_code: 'default',
  customer_id: null,
  email: 'ana@example.com',
  customer_firstname: 'Ana <b>',
  customer_lastname: 'Lima',
  state: 'pending_payment',
  status: 'pending_payment',
  is_virtual: 0,
  currency_code: 'BRL',
  subtotal_cents: 20_000,
  discount_cents: 1_000,
  shipping_cents: 1_500,
  grand_total_cents: 20_500,
  discounts: JSON.stringify([{ label: 'Cupom BEMVINDO', amount_cents: 1_000, applied_to: 'ITEM' }]),
  shipping_description: 'Transportadora - Econômico',
  payment_method_code: 'jetboleto',
  payment_method_title: 'Boleto bancário',
  shipping_address: JSON.stringify({
    firstname: 'Ana',
    lastname: 'Lima',
    street: ['Rua A', '10', 'Centro'],
    city: 'Campinas',
    region: { region_code: 'SP' },
    postcode: '13010-000',
  }),
  billing_address: JSON.stringify({
    firstname: 'Ana',
    lastname: 'Lima',
    street: ['Rua A'],
    city: 'Campinas',
  }),
} as unknown as OrderRow;

const items = [
  { name: 'Caneta "azul" <script>', sku: 'C-1', quantity: 2, price_cents: 10_000, row_total_cents: 20_000 },
] as unknown as OrderItemRow[];

const data = (patch: Partial<OrderMailData> = {}): OrderMailData => ({
  kind: 'confirmation',
  store: findStoreView('default')!,
  order,
  items,
  ...patch,
});

describe('order e-mails', () => {
  it('picks the language of the store view', () => {
    expect(mailLanguage(findStoreView('default')!)).toBe('pt');
    expect(mailLanguage(findStoreView('en')!)).toBe('en');
    expect(mailLanguage(findStoreView('german')!)).toBe('de');
  });

  it('escapes what shoppers typed in the HTML and keeps it as typed in the text', () => {
    const mail = composeOrderMail(data());
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Caneta &quot;azul&quot; &lt;script&gt;');
    expect(mail.html).toContain('Olá, Ana &lt;b&gt;!');
    expect(mail.text).toContain('2 × Caneta "azul" <script> (C-1)');
  });

  it('lists discounts, shipping and the total, and the boleto with its PDF attached', () => {
    const pdf = Buffer.from('%PDF-1.4');
    const mail = composeOrderMail(
      data({
        boleto: {
          digitableLine: '34191090080000012345678901230006198370000020500',
          barcode: '34191983700000205001090000000012345678901230',
          dueDate: '2026-11-27',
          pdf,
        },
      }),
    );
    expect(mail.text).toMatch(/Cupom BEMVINDO: − R\$\s10,00/);
    expect(mail.text).toMatch(/Frete: R\$\s15,00/);
    expect(mail.text).toMatch(/Total do pedido: R\$\s205,00/);
    expect(mail.text).toContain('Pague até 27/11/2026');
    expect(mail.text).toContain('34191.09008 00000.123456 78901.230006 1 98370000020500');
    expect(mail.attachments).toEqual([
      { filename: 'boleto-000000042.pdf', contentType: 'application/pdf', content: pdf },
    ]);
  });

  it('the cancellation carries no payment instructions nor attachments', () => {
    const mail = composeOrderMail(
      data({ kind: 'canceled', boleto: { digitableLine: '1', barcode: '2', dueDate: '2026-11-27' } }),
    );
    expect(mail.subject).toBe('Pedido nº 000000042 cancelado');
    expect(mail.text).not.toContain('Linha digitável');
    expect(mail.attachments).toBeUndefined();
  });
});
