import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, TEST_POSTGRES_URL } from '../../../test/test-app';
import { type DatabaseHandle, openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { clearStreak, failure, hit, streak, take } from './limiter';

const MINUTE = 60_000;

describe.each(TEST_DATABASES)('rate limiter on %s', (dialect) => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let database: DatabaseHandle;
  beforeAll(async () => {
    if (dialect === 'postgres') {
      const client = new pg.Client(TEST_POSTGRES_URL);
      await client.connect();
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.end();
    }
    database = openDatabase(dialect === 'sqlite' ? 'file::memory:' : TEST_POSTGRES_URL, { schema });
    await migrate(database);
  });
  afterAll(async () => {
    await database?.destroy();
    if (dialect === 'postgres') {
      const client = new pg.Client(TEST_POSTGRES_URL);
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });

  it('hit: counts every attempt in a fixed window', async () => {
    const rule = { name: 'form', max: 2, windowMs: 60 * MINUTE };
    const at = new Date('2026-11-25T10:10:00Z');
    expect((await hit(database.db, rule, '203.0.113.1', at)).allowed).toBe(true);
    expect((await hit(database.db, rule, '203.0.113.1', at)).allowed).toBe(true);
    const third = await hit(database.db, rule, '203.0.113.1', at);
    expect(third).toEqual({ allowed: false, count: 3, retryAfterSeconds: 50 * 60 });
    expect((await hit(database.db, rule, '203.0.113.2', at)).allowed).toBe(true);
    expect((await hit(database.db, rule, '203.0.113.1', new Date('2026-11-25T11:00:00Z'))).allowed).toBe(
      true,
    );
    // No address is stored in clear.
    const keys = await database.db.selectFrom('rate_limit').select('key').execute();
    expect(keys.every((k) => !k.key.includes('203.0.113'))).toBe(true);
  });

  it('take: at most max an hour, minIntervalMs apart, refusals not counted', async () => {
    const rule = { name: 'reset', max: 3, windowMs: 60 * MINUTE, minIntervalMs: 10 * MINUTE };
    const t0 = Date.parse('2026-11-25T10:00:00Z');
    const at = (minutes: number) => new Date(t0 + minutes * MINUTE);
    expect((await take(database.db, rule, 'a@example.com', at(0))).allowed).toBe(true);
    const soon = await take(database.db, rule, 'a@example.com', at(5));
    expect(soon).toMatchObject({ allowed: false, retryAfterSeconds: 5 * 60 });
    // The refusal at 5 did not move the interval: 10 is fine.
    expect((await take(database.db, rule, 'a@example.com', at(10))).allowed).toBe(true);
    expect((await take(database.db, rule, 'a@example.com', at(20))).allowed).toBe(true);
    const full = await take(database.db, rule, 'a@example.com', at(30));
    expect(full).toMatchObject({ allowed: false, retryAfterSeconds: 30 * 60 });
    // The window began with the first accepted request; after it, a new one.
    expect((await take(database.db, rule, 'a@example.com', at(60))).allowed).toBe(true);
    expect((await take(database.db, rule, 'b@example.com', at(60))).allowed).toBe(true);
  });

  it('take: racing requests never exceed the limit', async () => {
    const rule = { name: 'race', max: 3, windowMs: 60 * MINUTE };
    const at = new Date('2026-11-25T10:00:00Z');
    const results = await Promise.all(Array.from({ length: 12 }, () => take(database.db, rule, 'same', at)));
    expect(results.filter((r) => r.allowed)).toHaveLength(3);
  });

  it('failure/streak: a streak grows, is forgotten after a quiet window, and can be cleared', async () => {
    const rule = { name: 'login', max: 3, windowMs: 15 * MINUTE };
    const t0 = Date.parse('2026-11-25T10:00:00Z');
    const at = (minutes: number) => new Date(t0 + minutes * MINUTE);
    expect((await failure(database.db, rule, 'x', at(0))).count).toBe(1);
    expect((await failure(database.db, rule, 'x', at(10))).count).toBe(2);
    expect((await streak(database.db, rule, 'x', at(20))).count).toBe(2);
    expect((await streak(database.db, rule, 'x', at(26))).count).toBe(0);
    expect((await failure(database.db, rule, 'x', at(26))).count).toBe(1);
    await clearStreak(database.db, rule, 'x');
    expect((await streak(database.db, rule, 'x', at(27))).count).toBe(0);
  });
});
