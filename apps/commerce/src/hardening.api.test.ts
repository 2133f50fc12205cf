import { describe, expect, it } from 'vitest';
import { TEST_DATABASES, useTestApp } from '../test/test-app';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { insertTestCustomer, insertTestOrder } from './modules/payments/testing/orders';

const INTROSPECTION = '{ __schema { queryType { name } } }';

/** Everything NODE_ENV=production requires (config.ts), with the sandbox-free payment credentials. */
const PRODUCTION_ENV = {
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
  REDE_PV: 'pv',
  REDE_TOKEN: 'token',
  PAGE_CACHE_SECRET: 'a-page-cache-secret-for-tests',
  SMTP_URL: 'smtp://127.0.0.1:9',
  STOREFRONT_URL: 'https://loja.example.com',
  CARD_VAULT_KEY: 'ab'.repeat(32),
};

describe.each(TEST_DATABASES)('GraphQL introspection on %s', (dialect) => {
  describe('in production', () => {
    const t = useTestApp(dialect, undefined, PRODUCTION_ENV);
    it('is refused; ordinary queries and __typename still answer', async () => {
      const answer = await t.graphql(INTROSPECTION);
      expect(answer.data).toBeNull();
      expect(answer.errors?.[0]?.message).toMatch(/introspection/i);
      const ordinary = await t.graphql('{ storeConfig { store_code __typename } }');
      expect(ordinary.errors).toBeUndefined();
      expect(ordinary.data).toEqual({ storeConfig: { store_code: 'default', __typename: 'StoreConfig' } });
    });
  });

  describe('in development', () => {
    const t = useTestApp(dialect);
    it('answers', async () => {
      const answer = await t.graphql(INTROSPECTION);
      expect(answer.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
    });
  });
});

describe('request logs', () => {
  it('carry neither query tokens nor the Authorization header', async () => {
    const lines: string[] = [];
    const database = openDatabase('file::memory:');
    await migrate(database);
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'file::memory:', LOG_LEVEL: 'info' });
    const app = await buildApp({ config, database, logStream: { write: (line) => void lines.push(line) } });
    try {
      const order = await insertTestOrder(database.db, { method: 'jetpix' });
      const customer = await insertTestCustomer(database.db);
      await app.inject({
        method: 'GET',
        url: `/order/${order.number}?token=${order.token}&x=1`,
        headers: { authorization: `Bearer ${customer.token}` },
      });
      await app.inject({ method: 'GET', url: `/payments/itau/pix/qrcode?txid=abc&token=${order.token}` });
      // A handler that logs the request's headers gets them censored too.
      app.log.info({ req: { headers: { authorization: `Bearer ${customer.token}` } } }, 'headers logged');
      const output = lines.join('');
      expect(output).toContain(`/order/${order.number}?token=[redacted]&x=1`);
      expect(output).toContain('/payments/itau/pix/qrcode?txid=abc&token=[redacted]');
      expect(output).toContain('headers logged');
      expect(output).not.toContain(order.token);
      expect(output).not.toContain(customer.token);
    } finally {
      await app.close();
    }
  });
});
