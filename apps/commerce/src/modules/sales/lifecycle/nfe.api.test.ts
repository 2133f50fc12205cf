import { describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../../demo/catalogue';
import { TEST_DATABASES, type TestApp, useTestApp } from '../../../../test/test-app';
import { createCustomer, placeOrder, readyCart } from '../../cart/testing';
import { staffToken } from '../../staff/testing';

const SKU = '100025';
// The NF-e taxpayer manual's example key (model 55, series 12, number 780, check digit 5).
const KEY = '52060433009911002506550120000007800267301615';
const XML = `<?xml version="1.0"?><nfeProc><NFe><infNFe Id="NFe${KEY}"/></NFe><protNFe><chNFe>${KEY}</chNFe></protNFe></nfeProc>`;
const PDF = Buffer.from('%PDF-1.4\n% DANFE\n').toString('base64');

/** The ERP writes the NF-e back: on the invoice it creates, or later; the customer sees and downloads it. */
describe.each(TEST_DATABASES)('NF-e write-back on %s', (dialect) => {
  const t: TestApp = useTestApp(dialect, demoCatalogue, { SANDBOX_BANK: 'true' });

  async function paidPixOrder() {
    const customer = await createCustomer(t);
    const cartId = await readyCart(t, [{ sku: SKU, quantity: 3 }], {
      headers: customer.headers,
      payment: 'jetpix',
    });
    const placed = await placeOrder(t, cartId, customer.headers);
    const { number, token } = placed.data!.placeOrder.orderV2 as { number: string; token: string };
    const charge = await t.app.inject({
      method: 'POST',
      url: `/payments/itau/pix/transactions?orderId=${number}&token=${token}`,
      payload: {},
    });
    await t.app.inject({ method: 'POST', url: `/payments/sandbox/pix/pay?txid=${charge.json().txid}` });
    const row = await t.database.db
      .selectFrom('sales_order')
      .selectAll()
      .where('increment_id', '=', number)
      .executeTakeFirstOrThrow();
    return { row, headers: customer.headers };
  }

  it('attaches an NF-e on invoice creation, refuses a wrong one, shows it to the customer', async () => {
    const token = await staffToken(t.database.db, 'pedidos');
    const call = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url: `/rest${url}`,
        headers: { authorization: `Bearer ${token}` },
        payload: payload as object,
      });
    const { row: order, headers } = await paidPixOrder();
    const nfe = {
      access_key: KEY,
      number: 780,
      series: 12,
      issued_at: '2026-12-01 14:00:00',
      xml: XML,
      danfe_pdf: PDF,
    };

    const refusals: [Record<string, unknown>, string][] = [
      [{ ...nfe, access_key: `${KEY.slice(0, 43)}4` }, 'nfe.access_key'],
      [{ ...nfe, number: 781 }, 'nfe.number'],
      [{ ...nfe, issued_at: 'ontem' }, 'nfe.issued_at'],
      [{ ...nfe, xml: '<nfeProc/>' }, 'nfe.xml'],
      [{ ...nfe, danfe_pdf: Buffer.from('hello').toString('base64') }, 'nfe.danfe_pdf'],
    ];
    for (const [wrong, field] of refusals) {
      const refused = await call('POST', `/V1/order/${order.id}/invoice`, {
        arguments: { extension_attributes: { nfe: wrong } },
      });
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json()).toMatchObject({
        message: 'Invalid value of "%value" provided for the %fieldName field.',
        parameters: { fieldName: field },
      });
    }
    expect(
      await t.database.db.selectFrom('sales_invoice').where('order_id', '=', order.id).select('id').execute(),
    ).toEqual([]);

    const created = await call('POST', `/V1/order/${order.id}/invoice`, {
      capture: true,
      arguments: { extension_attributes: { nfe } },
    });
    expect(created.statusCode).toBe(200);
    const invoiceId = Number(created.json());
    const invoice = (await call('GET', `/V1/invoices/${invoiceId}`)).json();
    expect(invoice.extension_attributes.nfe).toEqual({
      access_key: KEY,
      number: 780,
      series: 12,
      issued_at: '2026-12-01 14:00:00',
      has_danfe_pdf: true,
      has_xml: true,
    });

    // A correction through the dedicated endpoint: the DANFE now at the ERP's address.
    const fixed = await call('POST', `/V1/invoices/${invoiceId}/nfe`, {
      nfe: {
        access_key: KEY,
        issued_at: '2026-12-01T14:05:00Z',
        danfe_url: 'https://erp.example.com/danfe/780.pdf',
        xml: XML,
      },
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().extension_attributes.nfe).toMatchObject({
      danfe_url: 'https://erp.example.com/danfe/780.pdf',
      has_danfe_pdf: false,
    });
    expect((await call('POST', '/V1/invoices/999999/nfe', { nfe })).statusCode).toBe(404);
    expect((await call('POST', '/V1/invoices/1/nfe', {})).statusCode).toBe(400);

    const { data, errors } = await t.graphql(
      `{ customer { orders(filter: { number: { eq: "${order.increment_id}" } }) { items { invoices { number nota_fiscal { access_key number series issued_at danfe_url xml_url } } } } } }`,
      {},
      headers,
    );
    expect(errors).toBeUndefined();
    const shown = data!.customer.orders.items[0].invoices[0].nota_fiscal;
    expect(shown).toMatchObject({
      issued_at: '2026-12-01 14:05:00',
      access_key: KEY,
      number: 780,
      series: 12,
      danfe_url: 'https://erp.example.com/danfe/780.pdf',
    });
    const xml = await t.app.inject({ method: 'GET', url: shown.xml_url });
    expect(xml.statusCode).toBe(200);
    expect(xml.headers['content-type']).toContain('application/xml');
    expect(xml.body).toBe(XML);
    const guessed = await t.app.inject({
      method: 'GET',
      url: shown.xml_url.replace(/[0-9a-f]{4}\//, '0000/'),
    });
    expect(guessed.statusCode).toBe(404);
  });
});
