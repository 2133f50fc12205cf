import { buildItauBoleto } from '@store/br';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../../../test/test-app';
import { loadConfig } from '../../config';
import { createCatalogCache } from '../../db/catalog-cache';
import { createServices } from '../../services';
import { createMailer } from '../mail/mailer';
import { paymentRoutes } from './payments.routes';
import { type FakeHandler, startFakeServer } from './testing/fake-server';
import { insertTestOrder } from './testing/orders';

const DYNAMIC =
  '00020101021226760014br.gov.bcb.pix2554pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca255204000053039865802BR5917LOJA EXEMPLO LTDA6009SAO PAULO62070503***63044846';

/**
 * The payment routes in production mode, against fake bank servers that follow the public
 * contracts: the Pix charge comes from the PSP and its payment is noticed by polling; bank
 * failures answer the rules §8 messages.
 */
describe.each(TEST_DATABASES)('payment routes with the production clients on %s', (dialect) => {
  const t = useTestApp(dialect);
  let app: FastifyInstance;
  let bank: Awaited<ReturnType<typeof startFakeServer>>;
  const cobs = new Map<string, Record<string, unknown>>();
  let failNext: string | undefined;

  const handler: FakeHandler = (req) => {
    if (req.path.endsWith('/token')) return { status: 200, body: { access_token: 'tok', expires_in: 3600 } };
    if (failNext && req.path.startsWith(failNext)) {
      return { status: 503, body: '<html>maintenance</html>', contentType: 'text/html' };
    }
    const cob = /^\/pix\/cob\/(\w+)$/.exec(req.path);
    if (cob && req.method === 'PUT') {
      const body = JSON.parse(req.body);
      const created = {
        ...body,
        txid: cob[1],
        status: 'ATIVA',
        calendario: { criacao: new Date().toISOString(), expiracao: body.calendario.expiracao },
        pixCopiaECola: DYNAMIC,
        location: 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25',
      };
      cobs.set(cob[1]!, created);
      return { status: 201, body: created };
    }
    if (cob) return { status: 200, body: cobs.get(cob[1]!) };
    if (req.path === '/itau/boletos') {
      const { data } = JSON.parse(req.body);
      const individual = data.dado_boleto.dados_individuais_boleto[0];
      const codes = buildItauBoleto({
        agency: '0057',
        account: '12345',
        nossoNumero: individual.numero_nosso_numero,
        dueDate: individual.data_vencimento,
        amountCents: Number(individual.valor_titulo),
      });
      return {
        status: 200,
        body: {
          data: {
            dado_boleto: {
              dados_individuais_boleto: [
                {
                  ...individual,
                  dac_titulo: String(codes.nossoNumeroDac),
                  codigo_barras: codes.barcode,
                  numero_linha_digitavel: codes.digitableLine,
                },
              ],
            },
          },
        },
      };
    }
    if (req.path === '/rede/v1/transactions') {
      const body = JSON.parse(req.body);
      return body.cardNumber === '5448280000000007'
        ? {
            status: 200,
            body: {
              returnCode: '00',
              returnMessage: 'Success.',
              tid: '9'.repeat(20),
              nsu: '1',
              authorizationCode: '2',
            },
          }
        : { status: 402, body: { returnCode: '111', returnMessage: 'Unauthorized. Insufficient funds.' } };
    }
    return { status: 404, body: {} };
  };

  beforeAll(async () => {
    bank = await startFakeServer(handler);
    const config = loadConfig({
      NODE_ENV: 'test',
      PAYMENTS_MODE: 'production',
      PIX_API_URL: `${bank.url}/pix`,
      PIX_CLIENT_ID: 'id',
      PIX_CLIENT_SECRET: 'secret',
      BOLETO_API_URL: `${bank.url}/itau`,
      BOLETO_TOKEN_URL: `${bank.url}/itau/token`,
      BOLETO_CLIENT_ID: 'id',
      BOLETO_CLIENT_SECRET: 'secret',
      BOLETO_BENEFICIARY_ID: '1',
      REDE_API_URL: `${bank.url}/rede`,
      REDE_PV: 'pv',
      REDE_TOKEN: 'token',
    });
    app = Fastify();
    const db = t.database.db;
    // The server's services with this configuration: its payment providers are the production clients.
    const mailer = createMailer({
      db,
      log: app.log,
      smtpUrl: undefined,
      from: 'loja@example.com',
      kick: 'when-told',
    });
    const services = createServices({
      db,
      cache: createCatalogCache(db, 1000),
      mailer,
      config,
      log: app.log,
    });
    await app.register(paymentRoutes({ config, database: t.database, services }));
  });
  afterAll(async () => {
    await app?.close();
    await bank?.close();
  });

  const q = (order: { number: string; token: string }) => `orderId=${order.number}&token=${order.token}`;

  it('creates the Pix charge at the PSP and notices its payment when the store polls', async () => {
    const order = await insertTestOrder(t.database.db, { method: 'jetpix' });
    const created = await app.inject({
      method: 'POST',
      url: `/payments/itau/pix/transactions?${q(order)}`,
      payload: {},
    });
    expect(created.statusCode).toBe(201);
    const { txid, pixCopiaECola } = created.json();
    expect(pixCopiaECola).toBe(DYNAMIC);
    expect(JSON.parse(bank.requests.find((r) => r.method === 'PUT')!.body).valor.original).toBe('300.00');

    cobs.set(txid, {
      ...cobs.get(txid),
      status: 'CONCLUIDA',
      pix: [{ endToEndId: 'E1', horario: '2026-08-13T12:05:00.000Z' }],
    });
    const read = await app.inject({ method: 'GET', url: `/payments/itau/pix/transactions?${q(order)}` });
    expect(read.json()).toMatchObject({
      status: 'CONCLUIDA',
      orderStatus: 'processing',
      paidAt: '2026-08-13T12:05:00.000Z',
    });
    expect(
      (await app.inject({ method: 'POST', url: `/payments/sandbox/pix/pay?txid=${txid}` })).statusCode,
    ).toBe(404);
  });

  it('answers the rules §8 messages when a bank fails', async () => {
    const pix = await insertTestOrder(t.database.db, { method: 'jetpix' });
    failNext = '/pix/cob';
    const pixFailure = await app.inject({
      method: 'POST',
      url: `/payments/itau/pix/transactions?${q(pix)}`,
      payload: {},
    });
    expect(pixFailure.statusCode).toBe(502);
    expect(pixFailure.json()).toEqual({
      message: 'Erro ao emitir cobrança imediata PIX',
      code: 'PIX_PROVIDER_ERROR',
    });

    const boleto = await insertTestOrder(t.database.db, { method: 'jetboleto' });
    failNext = '/itau/boletos';
    const boletoFailure = await app.inject({
      method: 'POST',
      url: `/payments/itau/boleto/transactions?${q(boleto)}`,
      payload: {},
    });
    expect(boletoFailure.statusCode).toBe(502);
    expect(boletoFailure.json()).toEqual({ message: 'Erro ao emitir Boleto', code: 'BOLETO_PROVIDER_ERROR' });
    failNext = undefined;
    const issued = await app.inject({
      method: 'POST',
      url: `/payments/itau/boleto/transactions?${q(boleto)}`,
      payload: {},
    });
    expect(issued.statusCode).toBe(201);

    const card = await insertTestOrder(t.database.db, { method: 'jetcred' });
    const data = {
      capture: true,
      kind: 'credit',
      cardholderName: 'MARIA',
      expirationMonth: 1,
      expirationYear: 2040,
      securityCode: '235',
      installments: 1,
    };
    const declined = await app.inject({
      method: 'POST',
      url: `/payments/rede/transactions?${q(card)}`,
      payload: { data: { ...data, cardNumber: '4111111111111111' } },
    });
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({
      returnCode: '111',
      message: 'Cartão Recusado',
      code: 'CARD_DECLINED',
    });
    failNext = '/rede';
    const down = await app.inject({
      method: 'POST',
      url: `/payments/rede/transactions?${q(card)}`,
      payload: { data: { ...data, cardNumber: '5448280000000007' } },
    });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({
      message: 'Something went wrong with your payment',
      code: 'CARD_PROVIDER_ERROR',
    });
    failNext = undefined;
    const approved = await app.inject({
      method: 'POST',
      url: `/payments/rede/transactions?${q(card)}`,
      payload: { data: { ...data, cardNumber: '5448280000000007' } },
    });
    expect(approved.json()).toMatchObject({ returnCode: '00', orderStatus: 'processing' });
  });
});
