import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { TEST_POSTGRES_URL } from '../../test/seeded-template';
import { openDatabase } from './database';

describe('a PostgreSQL connection the server closes', () => {
  const database = openDatabase(TEST_POSTGRES_URL);
  afterAll(() => database.destroy());

  it('is replaced on the next query instead of ending the process', async () => {
    const before = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(database.db);
    const pid = before.rows[0]?.pid;
    const admin = new pg.Client(TEST_POSTGRES_URL);
    await admin.connect();
    try {
      const killed = await admin.query('SELECT pg_terminate_backend($1) AS done', [pid]);
      expect(killed.rows[0]?.done).toBe(true);
    } finally {
      await admin.end();
    }
    // The idle client hears the termination; the pool drops it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await sql<{ pid: number }>`SELECT pg_backend_pid() AS pid`.execute(database.db);
    expect(after.rows[0]?.pid).not.toBe(pid);
  });
});
