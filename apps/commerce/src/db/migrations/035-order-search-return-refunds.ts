import { sql } from 'kysely';
import type { MigrationContext, PortableMigration } from './helpers';

/**
 * A return's way to its refund (requests/return-refund.ts): when staff received the goods, and the
 * credit memo that paid them back.
 */
async function returnRefundColumns(db: MigrationContext['db']) {
  await db.schema.alterTable('request_return').addColumn('received_at', 'varchar(32)').execute();
  await db.schema.alterTable('request_return').addColumn('creditmemo_id', 'integer').execute();
}

/** The order columns the back office's search box looks in (sales/lifecycle/order-search.ts). */
export const ORDER_SEARCH_COLUMNS = ['increment_id', 'email', 'customer_firstname', 'customer_lastname'];

/**
 * Substring search over orders (`like %text%` on the order number, e-mail and names) that reads
 * an index instead of every order. PostgreSQL: pg_trgm GIN indexes on exactly the expression the
 * search criteria compare (`lower(CAST(col AS TEXT))`), so the planner answers the LIKE from
 * them and rechecks the rows itself. SQLite: an FTS5 table with the trigram tokenizer over the
 * same columns (external content: it stores only the index), kept in step by triggers, so every
 * writer of `sales_order` (checkout, imports, the bench's bulk seed) keeps it right without
 * knowing of it.
 */
export const orderSearchReturnRefundsMigration: PortableMigration = {
  name: '035-order-search-return-refunds',
  async up({ db, dialect }) {
    await returnRefundColumns(db);
    if (dialect === 'postgres') {
      // Extensions belong to the database, not to a schema's tables: suites migrating in schemas
      // of their own at once would race on CREATE EXTENSION (the migration lock is per schema),
      // and one created inside a test schema would vanish with it, taking others' indexes along.
      await sql`SELECT pg_advisory_xact_lock(hashtext('extension:pg_trgm'))`.execute(db);
      await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public`.execute(db);
      const { rows } = await sql<{ schema: string }>`
        SELECT n.nspname AS schema FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
        WHERE e.extname = 'pg_trgm'`.execute(db);
      const schema = (rows[0]?.schema ?? 'public').replaceAll('"', '""');
      const opclass = sql.raw(`"${schema}".gin_trgm_ops`);
      for (const column of ORDER_SEARCH_COLUMNS) {
        await sql`CREATE INDEX ${sql.id(`sales_order_${column}_trgm_idx`)} ON sales_order
          USING gin (lower(CAST(${sql.ref(column)} AS TEXT)) ${opclass})`.execute(db);
      }
      return;
    }
    const columns = sql.raw(ORDER_SEARCH_COLUMNS.join(', '));
    const values = (row: 'new' | 'old') => sql.raw(ORDER_SEARCH_COLUMNS.map((c) => `${row}.${c}`).join(', '));
    await sql`CREATE VIRTUAL TABLE sales_order_search USING fts5(${columns},
      content = 'sales_order', content_rowid = 'id', tokenize = 'trigram')`.execute(db);
    const add = sql`INSERT INTO sales_order_search (rowid, ${columns}) VALUES (new.id, ${values('new')});`;
    const remove = sql`INSERT INTO sales_order_search (sales_order_search, rowid, ${columns})
      VALUES ('delete', old.id, ${values('old')});`;
    await sql`CREATE TRIGGER sales_order_search_insert AFTER INSERT ON sales_order BEGIN ${add} END`.execute(
      db,
    );
    await sql`CREATE TRIGGER sales_order_search_delete AFTER DELETE ON sales_order BEGIN ${remove} END`.execute(
      db,
    );
    await sql`CREATE TRIGGER sales_order_search_update AFTER UPDATE OF ${columns} ON sales_order
      BEGIN ${remove} ${add} END`.execute(db);
    await sql`INSERT INTO sales_order_search (sales_order_search) VALUES ('rebuild')`.execute(db);
  },
};
