import { formatDigitableLine, installmentPlan, parsePixPayload, validateDigitableLine } from '@store/br';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { insertTestCustomer, insertTestOrder, type TestOrder } from './testing/orders';
import { pdfText } from './testing/pdf-text';

const card = (cardNumber: string, extra: Record<string, unknown> = {}) => ({
  capture: true,
  kind: 'credit',
  reference: 'ignored',
  cardholderName: 'MARIA SILVA',
  cardNumber,
  expirationMonth: 12,
  expirationYear: new Date().getFullYear() + 2,
  securityCode: '123',
  installments: 1,
  ...extra,
});

describe.each(TEST_DATABASES)('payment service on %s', (dialect) => {
  const t = useTestApp(dialect, undefined, { CEP_PROVIDERS: 'local', SANDBOX_BANK: 'true' });
  const db = () => t.database.db;

  const post = (url: string, payload: unknown = {}, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });
  const q = (order: TestOrder, extra = '') =>
    `orderId=${order.number}&username=Maria&email=maria%40example.com&token=${order.token}${extra}`;
  const orderState = async (id: number) =>
    db()
      .selectFrom('sales_order')
      .select(['state', 'status', 'paid_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  describe('Pix', () => {
    it('creates the charge of the order: BR Code with the grand total, QR URL, expiry of the order', async () => {
      const expires = new Date(Date.now() + 1700_000).toISOString();
      const order = await insertTestOrder(db(), {
        method: 'jetpix',
        grandTotalCents: 29_100,
        paymentExpiresAt: expires,
      });
      const res = await post(`/payments/itau/pix/transactions?${q(order)}`, {
        data: { calendario: { expiracao: 1800 }, valor: { original: '291.00' }, chave: 'x' },
        amount: 291,
      });
      expect(res.statusCode).toBe(201);
      const body = res.json();
      expect(body.txid).toMatch(/^[a-zA-Z0-9]{32}$/);
      expect(body.status).toBe('ATIVA');
      expect(body.valor).toEqual({ original: '291.00' });
      expect(body.expiresAt).toBe(expires);
      expect(body.calendario.expiracao).toBeGreaterThan(1690);
      expect(body.calendario.expiracao).toBeLessThanOrEqual(1700);
      expect(body.qrCodeUrl).toBe(`/payments/itau/pix/qrcode?txid=${body.txid}&token=${order.token}`);
      const parsed = parsePixPayload(body.pixCopiaECola);
      expect(parsed.ok && parsed.payload.amountCents).toBe(29_100);

      // Idempotent: the same charge, 200.
      const again = await post(`/payments/itau/pix/transactions?${q(order)}`, { amount: 291 });
      expect(again.statusCode).toBe(200);
      expect(again.json().txid).toBe(body.txid);

      const qr = await get(body.qrCodeUrl);
      expect(qr.statusCode).toBe(200);
      expect(qr.headers['content-type']).toBe('image/png');
      expect(qr.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    });

    it('refuses a missing or wrong token, an unknown order and a differing amount', async () => {
      const order = await insertTestOrder(db(), { method: 'jetpix', grandTotalCents: 15_000 });
      for (const url of [
        `/payments/itau/pix/transactions?orderId=${order.number}`,
        `/payments/itau/pix/transactions?orderId=${order.number}&token=wrong`,
        `/payments/itau/pix/transactions?orderId=999999999&token=${order.token}`,
      ]) {
        const res = await post(url, { amount: 150 });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Pedido não encontrado', code: 'ORDER_NOT_FOUND' });
      }
      const tooLittle = await post(`/payments/itau/pix/transactions?${q(order)}`, { amount: 149.99 });
      expect(tooLittle.statusCode).toBe(422);
      expect(tooLittle.json().code).toBe('AMOUNT_MISMATCH');
      const original = await post(`/payments/itau/pix/transactions?${q(order)}`, {
        data: { valor: { original: '1.00' } },
      });
      expect(original.json().code).toBe('AMOUNT_MISMATCH');
      const nonsense = await post(`/payments/itau/pix/transactions?${q(order)}`, { amount: 'abc' });
      expect(nonsense.json().code).toBe('AMOUNT_MISMATCH');
      const qr = await get(`/payments/itau/pix/qrcode?txid=nope&token=${order.token}`);
      expect(qr.statusCode).toBe(404);
      expect(qr.json().message).toBe('Erro ao emitir QR Code PIX');
    });

    it('creates one charge when the same order is asked for several at once', async () => {
      const order = await insertTestOrder(db(), { method: 'jetpix' });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => post(`/payments/itau/pix/transactions?${q(order)}`)),
      );
      expect(new Set(answers.map((a) => a.json().txid)).size).toBe(1);
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
      expect(answers.every((a) => a.statusCode === 201 || a.statusCode === 200)).toBe(true);
    });

    it('lets the owner pay with the bearer token instead of the order token', async () => {
      const customer = await insertTestCustomer(db());
      const order = await insertTestOrder(db(), { method: 'jetpix', customerId: customer.id });
      const auth = { authorization: `Bearer ${customer.token}` };
      const res = await post(`/payments/itau/pix/transactions?orderId=${order.number}`, {}, auth);
      expect(res.statusCode).toBe(201);
      const other = await insertTestCustomer(db());
      const stranger = await get(`/payments/itau/pix/transactions?orderId=${order.number}`, {
        authorization: `Bearer ${other.token}`,
      });
      expect(stranger.statusCode).toBe(404);
      const qr = await get(`/payments/itau/pix/qrcode?txid=${res.json().txid}`, auth);
      expect(qr.statusCode).toBe(200);
    });

    it('is paid through the sandbox bank: charge CONCLUIDA, order processing, paying twice changes nothing', async () => {
      const order = await insertTestOrder(db(), { method: 'jetpix' });
      const noCharge = await get(`/payments/itau/pix/transactions?${q(order)}`);
      expect(noCharge.statusCode).toBe(404);
      expect(noCharge.json().message).toBe('Erro ao consultar o lançamento PIX');

      const { txid } = (await post(`/payments/itau/pix/transactions?${q(order)}`)).json();
      const before = (await get(`/payments/itau/pix/transactions?${q(order)}`)).json();
      expect(before).toMatchObject({ txid, status: 'ATIVA', orderStatus: 'pending_payment', paidAt: null });

      const paid = await post(`/payments/sandbox/pix/pay?txid=${txid}`);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ txid, status: 'CONCLUIDA', orderStatus: 'processing' });
      const after = (await get(`/payments/itau/pix/transactions?${q(order)}`)).json();
      expect(after).toMatchObject({ status: 'CONCLUIDA', orderStatus: 'processing' });
      expect(after.paidAt).toEqual(expect.any(String));
      expect((await orderState(order.id)).state).toBe('processing');

      expect((await post(`/payments/sandbox/pix/pay?txid=${txid}`)).statusCode).toBe(200);
      const history = await db()
        .selectFrom('sales_order_status_history')
        .select('status')
        .where('order_id', '=', order.id)
        .execute();
      expect(history.filter((h) => h.status === 'processing')).toHaveLength(1);
      // A paid order answers with its paid charge rather than charging again.
      const again = await post(`/payments/itau/pix/transactions?${q(order)}`);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ txid, status: 'CONCLUIDA' });
      expect((await post('/payments/sandbox/pix/pay?txid=unknown')).statusCode).toBe(404);
    });

    it('expires with the order: no new charge after the deadline, an old one is removed and cannot be paid', async () => {
      const late = await insertTestOrder(db(), {
        method: 'jetpix',
        paymentExpiresAt: new Date(Date.now() - 1000).toISOString(),
      });
      const res = await post(`/payments/itau/pix/transactions?${q(late)}`);
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe('PAYMENT_EXPIRED');

      const order = await insertTestOrder(db(), { method: 'jetpix' });
      const { txid } = (await post(`/payments/itau/pix/transactions?${q(order)}`)).json();
      await db()
        .updateTable('payment_pix_charge')
        .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
        .where('txid', '=', txid)
        .execute();
      expect((await get(`/payments/itau/pix/transactions?${q(order)}`)).json().status).toBe(
        'REMOVIDA_PELO_PSP',
      );
      const pay = await post(`/payments/sandbox/pix/pay?txid=${txid}`);
      expect(pay.statusCode).toBe(409);
      expect((await orderState(order.id)).state).toBe('pending_payment');
    });

    it('refuses orders of another method or not open', async () => {
      const boleto = await insertTestOrder(db(), { method: 'jetboleto' });
      const wrong = await post(`/payments/itau/pix/transactions?${q(boleto)}`);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().code).toBe('PAYMENT_METHOD_MISMATCH');
      const cancelled = await insertTestOrder(db(), { method: 'jetpix', state: 'canceled' });
      const res = await post(`/payments/itau/pix/transactions?${q(cancelled)}`);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'ORDER_NOT_OPEN', orderStatus: 'canceled' });
    });
  });

  describe('boleto', () => {
    it('issues the Itaú boleto of the order with valid codes, the same one twice, and its PDF', async () => {
      const order = await insertTestOrder(db(), { method: 'jetboleto', grandTotalCents: 45_678 });
      const res = await post(`/payments/itau/boleto/transactions?${q(order)}`, {
        data: {},
        amount: '456.78',
      });
      expect(res.statusCode).toBe(201);
      const { data } = res.json();
      expect(data).toMatchObject({ amount: 456.78, status: 'EM_ABERTO' });
      expect(data.nossoNumero).toMatch(/^109\/\d{8}-\d$/);
      expect(data.barcode).toMatch(/^3419\d{40}$/);
      const line = validateDigitableLine(data.digitableLine);
      expect(line.ok && line.barcode).toBe(data.barcode);
      expect(line.ok && line.amountCents).toBe(45_678);
      expect(data.formattedLine).toBe(formatDigitableLine(data.digitableLine));
      expect(data.pdfUrl).toBe(`/payments/itau/boleto/pdf?orderId=${order.number}&token=${order.token}`);
      expect(data.dueDate >= data.issueDate).toBe(true);

      const again = await post(`/payments/itau/boleto/transactions?${q(order)}`, {});
      expect(again.statusCode).toBe(200);
      expect(again.json().data.barcode).toBe(data.barcode);
      const read = await get(`/payments/itau/boleto/transactions?${q(order)}`);
      expect(read.json().data).toEqual(data);

      const pdf = await get(data.pdfUrl);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.headers['content-disposition']).toBe(`attachment; filename="boleto-${order.number}.pdf"`);
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = pdfText(pdf.rawPayload).replace(/\s+/g, ' ');
      expect(text).toContain(data.formattedLine);
      expect(text).toContain('529.982.247-25');
    });

    it('needs the payer document; one typed at payment is used when the order has none', async () => {
      const order = await insertTestOrder(db(), { method: 'jetboleto', taxvat: null });
      const missing = await post(`/payments/itau/boleto/transactions?${q(order)}`, {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().code).toBe('PAYER_DOCUMENT_REQUIRED');
      const ok = await post(`/payments/itau/boleto/transactions?${q(order)}`, {
        data: { payer: { document: '11.222.333/0001-81' } },
      });
      expect(ok.statusCode).toBe(201);
      const row = await db()
        .selectFrom('payment_boleto')
        .select('payer')
        .where('order_id', '=', order.id)
        .executeTakeFirstOrThrow();
      expect(JSON.parse(row.payer)).toMatchObject({ personType: 'J', document: '11222333000181' });
    });

    it('answers the spec messages for a missing boleto, refuses a wrong amount and is paid in the sandbox', async () => {
      const order = await insertTestOrder(db(), { method: 'jetboleto' });
      const none = await get(`/payments/itau/boleto/transactions?${q(order)}`);
      expect(none.statusCode).toBe(404);
      expect(none.json()).toEqual({ message: 'Erro ao consultar boleto', code: 'BOLETO_NOT_FOUND' });
      expect((await get(`/payments/itau/boleto/pdf?${q(order)}`)).statusCode).toBe(404);
      const wrong = await post(`/payments/itau/boleto/transactions?${q(order)}`, { amount: 1 });
      expect(wrong.json().code).toBe('AMOUNT_MISMATCH');
      expect((await get(`/payments/itau/boleto/transactions?orderId=${order.number}`)).statusCode).toBe(404);

      await post(`/payments/itau/boleto/transactions?${q(order)}`, {});
      const paid = await post(`/payments/sandbox/boleto/pay?orderId=${order.number}`);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({ data: { status: 'PAGO' }, orderStatus: 'processing' });
      expect((await orderState(order.id)).state).toBe('processing');
    });

    it('renders slip data sent to the receipt-PDF generator, and checks it', async () => {
      const order = await insertTestOrder(db(), { method: 'jetboleto', grandTotalCents: 12_345 });
      const { data } = (await post(`/payments/itau/boleto/transactions?${q(order)}`, {})).json();
      const slip = {
        linhaDigitavel: data.formattedLine,
        valor: '123.45',
        dataVencimento: data.dueDate,
        nossoNumero: data.nossoNumero,
        numeroDocumento: order.number,
        pagador: { nome: 'Maria Silva', documento: '529.982.247-25', endereco: 'Praça da Sé, 100' },
      };
      const res = await post('/payments/boleto/pdf', { BoletoSDTJSON: JSON.stringify(slip) });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(pdfText(res.rawPayload).replace(/\s+/g, ' ')).toContain(data.formattedLine);

      const bad = async (payload: unknown, status: number) => {
        const answer = await post('/payments/boleto/pdf', payload);
        expect(answer.statusCode).toBe(status);
        expect(answer.json().message).toEqual(expect.any(String));
      };
      await bad({}, 400);
      await bad({ BoletoSDTJSON: '{not json' }, 400);
      await bad({ BoletoSDTJSON: JSON.stringify({ ...slip, valor: '1.00' }) }, 422);
      await bad({ BoletoSDTJSON: JSON.stringify({ ...slip, linhaDigitavel: '123' }) }, 422);
      await bad({ BoletoSDTJSON: JSON.stringify({ ...slip, dataVencimento: '2030-01-01' }) }, 422);
      await bad(
        { BoletoSDTJSON: JSON.stringify({ ...slip, pagador: { nome: 'X', documento: '123' } }) },
        422,
      );
    });
  });

  describe('card (e.Rede)', () => {
    it('lists the installment plan of the order, interest from the 4th', async () => {
      const order = await insertTestOrder(db(), { method: 'jetcred', grandTotalCents: 30_000 });
      const res = await get(`/payments/rede/installments?${q(order)}`);
      expect(res.statusCode).toBe(200);
      const { options } = res.json();
      expect(options).toHaveLength(installmentPlan(30_000).length);
      expect(options[0]).toEqual({
        number_installments: 1,
        amount: { value: 300 },
        total: { value: 300 },
        interest_free: true,
      });
      expect(options[3].interest_free).toBe(false);
      expect(options[3].total.value).toBeGreaterThan(300);
    });

    it('approves a test card: order processing, only brand/last4/tid stored, a second call does not charge again', async () => {
      const order = await insertTestOrder(db(), { method: 'jetcred', grandTotalCents: 30_000 });
      const res = await post(`/payments/rede/transactions?${q(order)}`, {
        data: card('5448280000000007', { installments: 4, amount: installmentPlan(30_000)[3]!.totalCents }),
        amount: 300,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        returnCode: '00',
        installments: 4,
        amount: installmentPlan(30_000)[3]!.totalCents,
        orderStatus: 'processing',
        brand: 'mastercard',
        last4: '0007',
      });
      expect(body.tid).toMatch(/^\d{20}$/);
      expect(body.nsu).toEqual(expect.any(String));
      expect(body.authorizationCode).toEqual(expect.any(String));
      expect((await orderState(order.id)).state).toBe('processing');

      const rows = await db()
        .selectFrom('payment_card_transaction')
        .selectAll()
        .where('order_id', '=', order.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(JSON.stringify(rows)).not.toContain('5448280000000007');
      expect(JSON.stringify(rows)).not.toContain('"123"');

      const again = await post(`/payments/rede/transactions?${q(order)}`, { data: card('4111111111111111') });
      expect(again.statusCode).toBe(200);
      expect(again.json().tid).toBe(body.tid);
      expect(
        await db()
          .selectFrom('payment_card_transaction')
          .select('id')
          .where('order_id', '=', order.id)
          .execute(),
      ).toHaveLength(1);
    });

    it.each([
      ['4000000000001117', '111', 'Cartão Recusado'],
      ['4000000000001091', '109', 'Cartão Inexistente'],
      ['4000000000001240', '124', 'Não autorizado, contate a Rede'],
      ['4000000000000374', '37', 'Não autorizado, dados inválidos'],
    ])(
      'declines %s with code %s, and the same order is then paid with another card',
      async (number, code, message) => {
        const order = await insertTestOrder(db(), { method: 'jetcred' });
        const declined = await post(`/payments/rede/transactions?${q(order)}`, {
          data: card(number),
          amount: 300,
        });
        expect(declined.statusCode).toBe(402);
        expect(declined.json()).toEqual({
          returnCode: code,
          returnMessage: message,
          message,
          code: 'CARD_DECLINED',
        });
        expect((await orderState(order.id)).state).toBe('new');

        const approved = await post(`/payments/rede/transactions?${q(order)}`, {
          data: card('4111111111111111'),
        });
        expect(approved.statusCode).toBe(200);
        expect(approved.json().orderStatus).toBe('processing');
        const refs = await db()
          .selectFrom('payment_card_transaction')
          .select(['reference', 'status'])
          .where('order_id', '=', order.id)
          .orderBy('attempt')
          .execute();
        expect(refs.map((r) => r.status)).toEqual(['declined', 'approved']);
        expect(new Set(refs.map((r) => r.reference)).size).toBe(2);
      },
    );

    it('charges an order once when several card payments arrive at the same time', async () => {
      const order = await insertTestOrder(db(), { method: 'jetcred' });
      const answers = await Promise.all(
        Array.from({ length: 4 }, () =>
          post(`/payments/rede/transactions?${q(order)}`, { data: card('4111111111111111') }),
        ),
      );
      for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
      const approved = await db()
        .selectFrom('payment_card_transaction')
        .select('tid')
        .where('order_id', '=', order.id)
        .where('status', '=', 'approved')
        .execute();
      expect(approved).toHaveLength(1);
      expect(new Set(answers.filter((a) => a.statusCode === 200).map((a) => a.json().tid))).toEqual(
        new Set([approved[0]!.tid]),
      );
    });

    it('refuses invalid cards with the spec messages and codes', async () => {
      const order = await insertTestOrder(db(), { method: 'jetcred', grandTotalCents: 5_000 });
      const expect422 = async (data: unknown, code: string, message?: string, amount?: unknown) => {
        const res = await post(`/payments/rede/transactions?${q(order)}`, { data, amount });
        expect(res.statusCode).toBe(422);
        expect(res.json().code).toBe(code);
        if (message) expect(res.json().message).toBe(message);
      };
      await expect422(
        card('5448280000000007', { kind: 'debit' }),
        'CARD_NOT_ACCEPTED',
        'debit and international cards not accepted',
      );
      await expect422(card('6011000990139424'), 'CARD_BRAND_NOT_SUPPORTED', 'card brand not supported');
      await expect422(card('4111111111111112'), 'INVALID_CARD');
      await expect422(card('4111111111111111', { expirationYear: 2020 }), 'INVALID_CARD');
      await expect422(card('4111111111111111', { securityCode: '12' }), 'INVALID_CARD');
      // R$ 50,00 in 10x would be R$ 5,00 a month, below the R$ 10,00 minimum.
      await expect422(
        card('4111111111111111', { installments: 10 }),
        'BELOW_INSTALLMENT_MINIMUM',
        'purchase below instalment minimum',
      );
      await expect422(card('4111111111111111'), 'AMOUNT_MISMATCH', undefined, 49.99);
      await expect422(card('4111111111111111', { amount: 1 }), 'AMOUNT_MISMATCH');
      const incomplete = await post(`/payments/rede/transactions?${q(order)}`, { data: { kind: 'credit' } });
      expect(incomplete.statusCode).toBe(400);
      expect(incomplete.json().code).toBe('INVALID_REQUEST');
      const pixOrder = await insertTestOrder(db(), { method: 'jetpix' });
      const wrong = await post(`/payments/rede/transactions?${q(pixOrder)}`, {
        data: card('4111111111111111'),
      });
      expect(wrong.json().code).toBe('PAYMENT_METHOD_MISMATCH');
      expect((await orderState(order.id)).state).toBe('new');
      expect(
        await db()
          .selectFrom('payment_card_transaction')
          .select('id')
          .where('order_id', '=', order.id)
          .execute(),
      ).toHaveLength(0);
    });
  });

  describe('postcode', () => {
    it('answers from the offline directory, 400 below 8 digits and 502 when no provider knows', async () => {
      const found = await get('/cep/01001-000');
      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({
        cep: '01001-000',
        logradouro: 'Praça da Sé',
        complemento: 'lado ímpar',
        bairro: 'Sé',
        localidade: 'São Paulo',
        uf: 'SP',
      });
      const short = await get('/cep/0100100');
      expect(short.statusCode).toBe(400);
      expect(short.json().code).toBe('INVALID_CEP');
      expect((await get('/cep/123456789')).statusCode).toBe(400);
      const unknown = await get('/cep/99999999');
      expect(unknown.statusCode).toBe(502);
      expect(unknown.json()).toEqual({ message: 'Erro ao buscar endereço', code: 'CEP_LOOKUP_FAILED' });
    });
  });
});

describe('payment service in production mode on sqlite', () => {
  const t = useTestApp('sqlite', undefined, {
    NODE_ENV: 'production',
    PAYMENTS_MODE: 'production',
    PIX_KEY: 'financeiro@escritoriototal.com.br',
    PIX_API_URL: 'http://127.0.0.1:9/pix',
    PIX_CLIENT_ID: 'id',
    PIX_CLIENT_SECRET: 'secret',
    BOLETO_API_URL: 'http://127.0.0.1:9/itau',
    BOLETO_TOKEN_URL: 'http://127.0.0.1:9/token',
    BOLETO_CLIENT_ID: 'id',
    BOLETO_CLIENT_SECRET: 'secret',
    BOLETO_BENEFICIARY_ID: '1',
    REDE_API_URL: 'http://127.0.0.1:9/rede',
    REDE_PV: 'pv',
    REDE_TOKEN: 'token',
    PAYMENTS_TIMEOUT_MS: '2000',
    PAGE_CACHE_SECRET: 'a-page-cache-secret-for-tests',
    SMTP_URL: 'smtp://127.0.0.1:9',
    STOREFRONT_URL: 'https://loja.example.com',
    CARD_VAULT_KEY: 'ab'.repeat(32),
  });

  it('has no sandbox pay endpoint and answers the spec message when the bank cannot be reached', async () => {
    const order = await insertTestOrder(t.database.db, { method: 'jetpix' });
    const pay = await t.app.inject({ method: 'POST', url: '/payments/sandbox/pix/pay?txid=x' });
    expect(pay.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/payments/itau/pix/transactions?orderId=${order.number}&token=${order.token}`,
      payload: {},
    });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'Erro ao emitir cobrança imediata PIX',
      code: 'PIX_PROVIDER_ERROR',
    });
  });
});
