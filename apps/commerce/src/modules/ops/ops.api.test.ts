import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogue } from '../../../demo/catalogue';
import { seedCatalogue } from '../../../demo/seed';
import { TEST_DATABASES, TEST_POSTGRES_URL, useTestApp } from '../../../test/test-app';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { bumpCatalogVersion } from '../../db/catalog-cache';
import { type DatabaseHandle, openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';

const PRICE =
  '{ products(filter: { sku: { eq: "100025" } }) { items { price_range { minimum_price { final_price { value } } } } } }';
const priceOf = (body: any): number =>
  body.data.products.items[0].price_range.minimum_price.final_price.value;

describe.each(TEST_DATABASES)('operations endpoints on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('answers /ready once every migration is applied, and /health', async () => {
    expect((await t.app.inject({ url: '/ready' })).json()).toEqual({ status: 'ready' });
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  });

  it('counts requests per route and GraphQL operation, and response cache hits, on /metrics', async () => {
    for (let i = 0; i < 2; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/graphql',
        payload: { query: `query OpsPrice ${PRICE}` },
      });
    }
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toMatch(
      /commerce_http_requests_total\{method="POST",route="\/graphql",status="200"\} \d+/,
    );
    expect(metrics.body).toMatch(
      /commerce_graphql_operation_duration_seconds_count\{operation="OpsPrice"\} [1-9]/,
    );
    expect(metrics.body).toMatch(
      /commerce_cache_lookups_total\{cache="graphql_response",result="hit"\} [1-9]/,
    );
    expect(metrics.body).toContain('commerce_orders_placed_total');
    expect(metrics.body).toContain('commerce_sweep_runs_total');
  });

  it('refuses /metrics to a caller that is not on this machine', async () => {
    const far = await t.app.inject({ url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(far.statusCode).toBe(403);
    // X-Forwarded-For does not make a stranger local.
    const forwarded = await t.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode).toBe(403);
  });

  it('keeps a well-formed X-Request-Id and replaces any other', async () => {
    const kept = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'sf-1234abcd-5678' } });
    expect(kept.headers['x-request-id']).toBe('sf-1234abcd-5678');
    const forged = await t.app.inject({ url: '/health', headers: { 'x-request-id': 'a\nfake log line' } });
    expect(forged.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('shutdown with a version request waiting', () => {
  it('answers the waiting request and closes at once', async () => {
    const database = openDatabase('file::memory:');
    await migrate(database);
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'file::memory:' });
    const app = await buildApp({ config, database, logger: false });
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const first = (await (await fetch(`${address}/cache/version`)).json()) as { catalog: number };
    const version = first.catalog;
    const waiting = fetch(`${address}/cache/version?after=${version}`).then((r) => r.json());
    await new Promise((resolve) => setTimeout(resolve, 100));
    const closing = Date.now();
    await app.close();
    expect(Date.now() - closing).toBeLessThan(2000);
    expect(await waiting).toEqual({ catalog: version });
  });
});

describe('metrics token', () => {
  const t = useTestApp('sqlite', undefined, { METRICS_TOKEN: 'scrape-token-0123456789' });

  it('asks for the bearer token, even from this machine', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    const right = await t.app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { authorization: 'Bearer scrape-token-0123456789' },
    });
    expect(right.statusCode).toBe(200);
  });
});

describe('request id in the logs', () => {
  it("names the caller's request id on the request's log lines", async () => {
    const lines: string[] = [];
    const database = openDatabase('file::memory:');
    await migrate(database);
    const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'file::memory:', LOG_LEVEL: 'info' });
    const app = await buildApp({ config, database, logStream: { write: (line) => lines.push(line) } });
    try {
      await app.inject({ url: '/health', headers: { 'x-request-id': 'storefront-req-42abc' } });
      const logged = lines.map((line) => JSON.parse(line) as { reqId?: string });
      expect(logged.filter((line) => line.reqId === 'storefront-req-42abc').length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  });
});

/**
 * Two commerce instances on one database: a change made by any process (here a third handle, as
 * a CLI or another instance would) reaches both instances' caches and their waiting
 * GET /cache/version requests within 2 s: by NOTIFY on PostgreSQL (the poll is set to a minute to
 * prove it), by the 1 s poll of `cache_version` on SQLite.
 */
describe.each(TEST_DATABASES)('catalogue changes across instances on %s', (dialect) => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const dir = mkdtempSync(path.join(tmpdir(), 'ops-instances-'));
  const url = dialect === 'sqlite' ? `file:${path.join(dir, 'store.db')}` : TEST_POSTGRES_URL;
  const apps: FastifyInstance[] = [];
  let writer: DatabaseHandle;

  beforeAll(async () => {
    if (dialect === 'postgres') {
      const client = new pg.Client(TEST_POSTGRES_URL);
      await client.connect();
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.end();
    }
    writer = openDatabase(url, { schema });
    await migrate(writer);
    await seedCatalogue(writer, demoCatalogue(), new Date('2026-11-01T12:00:00Z'));
    for (let i = 0; i < 2; i++) {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: url,
        CACHE_CHECK_MS: dialect === 'postgres' ? '60000' : '1000',
      });
      apps.push(await buildApp({ config, database: openDatabase(url, { schema }), logger: false }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await writer?.destroy();
    rmSync(dir, { recursive: true, force: true });
    if (dialect === 'postgres') {
      const client = new pg.Client(TEST_POSTGRES_URL);
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });

  const price = async (app: FastifyInstance) =>
    priceOf((await app.inject({ method: 'POST', url: '/graphql', payload: { query: PRICE } })).json());

  it('reaches every instance within 2 s', async () => {
    const before = await Promise.all(apps.map(price));
    const version = (await apps[0]!.inject({ url: '/cache/version' })).json().catalog as number;
    const waits = apps.map((app) => {
      const started = Date.now();
      return app
        .inject({ url: `/cache/version?after=${version}` })
        .then((response) => ({ catalog: response.json().catalog as number, ms: Date.now() - started }));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));

    const newPrice = before[0]! + 7;
    const cents = Math.round(newPrice * 100);
    await writer.db
      .updateTable('product')
      .set({
        price_cents: cents,
        special_price_cents: null,
        min_price_cents: cents,
        max_price_cents: cents,
        min_regular_price_cents: cents,
        max_regular_price_cents: cents,
      })
      .where('sku', '=', '100025')
      .execute();
    await bumpCatalogVersion(writer.db);

    for (const answer of await Promise.all(waits)) {
      expect(answer.catalog).toBe(version + 1);
      expect(answer.ms).toBeLessThan(2000);
    }
    expect(await Promise.all(apps.map(price))).toEqual([newPrice, newPrice]);
  });

  it('answers at once when the caller is behind', async () => {
    const current = (await apps[1]!.inject({ url: '/cache/version?after=-5' })).json().catalog as number;
    expect(current).toBeGreaterThan(0);
  });
});
