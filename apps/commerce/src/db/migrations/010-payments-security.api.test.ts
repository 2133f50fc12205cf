import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_DATABASES, TEST_POSTGRES_URL } from '../../../test/test-app';
import { insertTestOrder } from '../../modules/payments/testing/orders';
import { hashOrderToken } from '../../modules/sales/order-token';
import { type DatabaseHandle, openDatabase } from '../database';
import { MIGRATIONS, migrate } from '../migrate';

describe.each(TEST_DATABASES)('migration 010-payments-security on %s', (dialect) => {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let database: DatabaseHandle | undefined;
  afterAll(async () => {
    await database?.destroy();
    if (dialect === 'postgres') {
      const client = new pg.Client(TEST_POSTGRES_URL);
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });

  it('hashes the tokens of existing orders: the links shoppers hold keep opening them', async () => {
    if (dialect === 'postgres') {
      const client = new pg.Client(TEST_POSTGRES_URL);
      await client.connect();
      await client.query(`CREATE SCHEMA ${schema}`);
      await client.end();
    }
    database = openDatabase(dialect === 'sqlite' ? 'file::memory:' : TEST_POSTGRES_URL, { schema });
    const db = database.db;
    // The database as it was before this migration, with an order holding its token in clear.
    await db.schema
      .createTable('schema_migration')
      .addColumn('name', 'varchar(128)', (c) => c.primaryKey())
      .addColumn('applied_at', 'varchar(32)', (c) => c.notNull())
      .execute();
    for (const migration of MIGRATIONS) {
      if (migration.name === '010-payments-security') continue;
      await migration.up({ db, dialect });
      await sql`INSERT INTO schema_migration (name, applied_at) VALUES (${migration.name}, ${new Date().toISOString()})`.execute(
        db,
      );
    }
    const order = await insertTestOrder(db, { method: 'jetpix' });
    const clear = randomBytes(16).toString('hex');
    await db.updateTable('sales_order').set({ access_token: clear }).where('id', '=', order.id).execute();

    expect(await migrate(database)).toEqual(['010-payments-security']);
    const row = await db
      .selectFrom('sales_order')
      .select('access_token')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.access_token).toBe(hashOrderToken(clear));
  });
});
