import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../../demo/catalogue';
import { startSmtp } from '../../../../test/smtp';
import { TEST_DATABASES, type TestApp, useTestApp } from '../../../../test/test-app';
import { createCustomer, placeOrder, readyCart } from '../../cart/testing';
import { staffToken } from '../../staff/testing';

const SKU = '100025';

describe.each(TEST_DATABASES)('tracking codes and order corrections on %s', (dialect) => {
  const env: Record<string, string> = { STOREFRONT_URL: 'http://shop.test', SANDBOX_BANK: 'true' };
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  });
  const t: TestApp = useTestApp(dialect, demoCatalogue, env);
  afterAll(async () => {
    await smtp.close();
  });

  const mailsTo = async (to: string) => {
    await t.app.mailer.deliverPending();
    return smtp.messages
      .filter((m) => m.to.includes(to))
      .map((m) => m.data.replace(/=\r\n/g, '').replace(/=3D/g, '='));
  };
  const subjectOf = (raw: string) => /^subject:\s*(.*)$/im.exec(raw)?.[1] ?? '';

  async function placed(store = 'default') {
    const customer = await createCustomer(t);
    const headers = { ...customer.headers, store };
    const cartId = await readyCart(t, [{ sku: SKU, quantity: 3 }], { headers, payment: 'jetpix' });
    const answer = await placeOrder(t, cartId, headers);
    expect(answer.data!.placeOrder.errors).toEqual([]);
    const { number, token } = answer.data!.placeOrder.orderV2 as { number: string; token: string };
    // Paid, so that it may ship.
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
    return { row, email: customer.email };
  }

  const rest = async (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url: `/rest${url}`,
      headers: { authorization: `Bearer ${token}` },
      payload: payload as object,
    });

  const history = (orderId: number) =>
    t.database.db
      .selectFrom('sales_order_status_history')
      .selectAll()
      .where('order_id', '=', orderId)
      .orderBy('id')
      .execute();

  it('refuses a tracking code that is not a valid Correios code, and a carrier without a format unless confirmed', async () => {
    const token = await staffToken(t.database.db, 'pedidos');
    const { row } = await placed();
    const ship = (tracks: unknown) => rest(token, 'POST', `/V1/order/${row.id}/ship`, { tracks });

    const short = await ship([{ carrier_code: 'correios', track_number: '12345' }]);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe(
      'Shipment Document Validation Error(s):\n"12345" is not a Correios tracking number: two letters, nine digits and BR, as AA123456785BR.',
    );
    const digit = await ship([{ carrier_code: 'correios', track_number: 'AA123456789BR' }]);
    expect(digit.json().message).toContain('The check digit of the Correios tracking number "AA123456789BR"');
    const jadlog = await ship([{ carrier_code: 'jadlog', track_number: '10082512345' }]);
    expect(jadlog.json().message).toContain('Jadlog has no known tracking number format');
    expect(
      await t.database.db.selectFrom('sales_shipment').select('id').where('order_id', '=', row.id).execute(),
    ).toEqual([]);

    const ok = await ship([
      { carrier_code: 'correios', track_number: ' aa 123456785 br' },
      {
        carrier_code: 'jadlog',
        track_number: '10082512345',
        extension_attributes: { format_override: true },
      },
    ]);
    expect(ok.statusCode, ok.body).toBe(200);
    const tracks = await t.database.db
      .selectFrom('sales_shipment_track')
      .select(['carrier_code', 'track_number'])
      .where('order_id', '=', row.id)
      .orderBy('id')
      .execute();
    expect(tracks).toEqual([
      { carrier_code: 'correios', track_number: 'AA123456785BR' },
      { carrier_code: 'jadlog', track_number: '10082512345' },
    ]);
  });

  it('corrects a tracking code: checked, kept in the history, audited and e-mailed in the order language', async () => {
    const token = await staffToken(t.database.db, 'pedidos');
    const { row, email } = await placed('german');
    const shipped = await rest(token, 'POST', `/V1/order/${row.id}/ship`, {
      tracks: [{ carrier_code: 'correios', track_number: 'AA123456785BR' }],
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const track = await t.database.db
      .selectFrom('sales_shipment_track')
      .selectAll()
      .where('order_id', '=', row.id)
      .executeTakeFirstOrThrow();
    const url = `/V1/escritorio/orders/${row.id}/tracks/${track.id}`;

    const wrong = await rest(token, 'PUT', url, { carrier_code: 'correios', track_number: '12345' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toContain('"12345" is not a Correios tracking number');

    const other = await placed();
    const foreign = await rest(token, 'PUT', `/V1/escritorio/orders/${other.row.id}/tracks/${track.id}`, {
      carrier_code: 'correios',
      track_number: 'SS987654326BR',
    });
    expect(foreign.statusCode).toBe(404);

    const fixed = await rest(token, 'PUT', url, { carrier_code: 'correios', track_number: 'SS987654326BR' });
    expect(fixed.statusCode, fixed.body).toBe(200);
    expect(fixed.json()).toMatchObject({
      entity_id: track.id,
      track_number: 'SS987654326BR',
      extension_attributes: {
        tracking_url: 'https://rastreamento.correios.com.br/app/index.php?objetos=SS987654326BR',
      },
    });
    const last = (await history(row.id)).at(-1)!;
    expect(last).toMatchObject({
      comment: 'Rastreio corrigido: Correios AA123456785BR → Correios SS987654326BR.',
      is_customer_notified: 1,
      entity_name: 'shipment',
    });
    const audit = await t.database.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'update_track')
      .execute();
    expect(audit.length).toBeGreaterThan(0);

    const mails = await mailsTo(email);
    const correction = mails.find((m) => subjectOf(m).includes('Sendungsnummer'));
    expect(correction, mails.map(subjectOf).join('\n')).toBeDefined();
    expect(correction).toContain('https://rastreamento.correios.com.br/app/index.php?objetos=SS987654326BR');
  });

  it('edits the shipping and billing addresses until shipping, as checked at checkout, e-mailing the customer', async () => {
    const token = await staffToken(t.database.db, 'pedidos');
    const { row, email } = await placed();
    const entity = {
      address_type: 'shipping',
      firstname: 'Carla',
      lastname: 'Mendes',
      street: ['Rua Primeiro de Março', '10', 'Centro'],
      city: 'Rio de Janeiro',
      postcode: '20010-000',
      country_id: 'BR',
      telephone: '21999990000',
    };
    const badCep = await rest(token, 'PUT', `/V1/orders/${row.id}`, {
      entity: { ...entity, postcode: '2001' },
    });
    expect(badCep.statusCode).toBe(400);
    expect(badCep.json().message).toBe('Invalid postcode "2001": a CEP has 8 digits.');

    const saved = await rest(token, 'PUT', `/V1/orders/${row.id}`, { entity });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      address_type: 'shipping',
      city: 'Rio de Janeiro',
      region_code: 'RJ',
    });
    const order = (await rest(token, 'GET', `/V1/orders/${row.id}`)).json();
    expect(order.extension_attributes.shipping_assignments[0].shipping.address).toMatchObject({
      lastname: 'Mendes',
      postcode: '20010-000',
      region_code: 'RJ',
    });
    const last = (await history(row.id)).at(-1)!;
    expect(last.comment).toMatch(
      /^Endereço de entrega alterado: Maria Silva – Avenida Paulista.* → Carla Mendes/,
    );
    expect(last.comment).toContain('Rio de Janeiro/RJ – CEP 20010-000');

    const billing = await rest(token, 'PUT', `/V1/orders/${row.id}`, {
      entity: { ...entity, address_type: 'billing', vat_id: '111.111.111-11' },
    });
    expect(billing.statusCode).toBe(400);
    expect(billing.json().message).toBe('"vat_id" "111.111.111-11" is not a valid CPF or CNPJ.');

    const mails = await mailsTo(email);
    const changed = mails.find((m) => subjectOf(m).includes('alterado'));
    expect(changed, mails.map(subjectOf).join('\n')).toBeDefined();
    expect(changed).toContain('Rua Primeiro de Mar=C3=A7o, 10, Centro =E2=80=93 Rio de Janeiro/RJ');

    await rest(token, 'POST', `/V1/order/${row.id}/ship`, {
      tracks: [{ carrier_code: 'correios', track_number: 'AA123456785BR' }],
    });
    const late = await rest(token, 'PUT', `/V1/orders/${row.id}`, { entity });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe('The shipping address cannot be changed once the order has shipped.');
    const billed = await rest(token, 'PUT', `/V1/orders/${row.id}`, {
      entity: { ...entity, address_type: 'billing' },
    });
    expect(billed.statusCode, billed.body).toBe(200);
  });
});
