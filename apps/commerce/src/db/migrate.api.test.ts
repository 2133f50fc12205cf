import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_POSTGRES_URL } from '../../test/test-app';
import { type DatabaseHandle, openDatabase } from './database';
import { MIGRATIONS, migrate } from './migrate';

/** Instances of a cluster start together on a new database: each migration must run once. */
describe('migrations from several instances at once (postgres)', () => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const handles: DatabaseHandle[] = [];

  beforeAll(async () => {
    const client = new pg.Client(TEST_POSTGRES_URL);
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
    for (let i = 0; i < 3; i++) handles.push(openDatabase(TEST_POSTGRES_URL, { schema }));
  });
  afterAll(async () => {
    for (const handle of handles) await handle.destroy();
    const client = new pg.Client(TEST_POSTGRES_URL);
    await client.connect();
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.end();
  });

  it('applies each migration once, whichever instance gets there first', async () => {
    const applied = await Promise.all(handles.map((handle) => migrate(handle)));
    expect(applied.flat().sort()).toEqual(MIGRATIONS.map((m) => m.name).sort());
    const rows = await sql<{ name: string }>`SELECT name FROM schema_migration`.execute(handles[0]!.db);
    expect(rows.rows).toHaveLength(MIGRATIONS.length);
    expect(await migrate(handles[1]!)).toEqual([]);
  });
});
