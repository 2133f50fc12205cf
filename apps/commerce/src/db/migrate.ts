import { sql } from 'kysely';
import type { DatabaseHandle } from './database';
import { catalogMigration } from './migrations/001-catalog';
import { salesMigration } from './migrations/002-sales';
import { paymentsMigration } from './migrations/003-payments';
import { mailMigration } from './migrations/004-mail';
import { accountsMigration } from './migrations/005-accounts';
import { engagementMigration } from './migrations/006-engagement';
import { blogMigration } from './migrations/007-blog';
import { requestsMigration } from './migrations/008-requests';
import { accountsSecurityMigration } from './migrations/009-accounts-security';
import { paymentsSecurityMigration } from './migrations/010-payments-security';
import { orderMailMigration } from './migrations/011-order-mail';
import { staffMigration } from './migrations/012-staff';
import { orderLifecycleMigration } from './migrations/013-order-lifecycle';
import { catalogSpecialPriceMigration } from './migrations/014-catalog-special-price';
import { requestRepliesMigration } from './migrations/015-request-replies';
import { rulesMigration } from './migrations/016-rules';
import { orderListIndexesMigration } from './migrations/021-order-list-indexes';
import { productStoreTextMigration } from './migrations/032-product-store-text';
import { orderSearchReturnRefundsMigration } from './migrations/035-order-search-return-refunds';
import { downloadableLinksMigration } from './migrations/042-downloadable-links';
import { searchStoreNameMigration } from './migrations/045-search-store-name';
import { downloadablePurchasesMigration } from './migrations/050-downloadable-purchases';
import { orderNotesMigration } from './migrations/056-order-notes';
import { stockMovementMigration } from './migrations/060-stock-movement';
import { nfeMigration } from './migrations/063-nfe';
import { productFiscalMigration } from './migrations/064-product-fiscal';
import { customerGroupsMigration } from './migrations/067-customer-groups';
import type { PortableMigration } from './migrations/helpers';

/** Every migration, in order. Append only; never edit one that has shipped. */
export const MIGRATIONS: PortableMigration[] = [
  catalogMigration,
  salesMigration,
  paymentsMigration,
  mailMigration,
  accountsMigration,
  engagementMigration,
  blogMigration,
  requestsMigration,
  accountsSecurityMigration,
  paymentsSecurityMigration,
  orderMailMigration,
  staffMigration,
  orderLifecycleMigration,
  catalogSpecialPriceMigration,
  requestRepliesMigration,
  rulesMigration,
  orderListIndexesMigration,
  productStoreTextMigration,
  orderSearchReturnRefundsMigration,
  downloadableLinksMigration,
  searchStoreNameMigration,
  downloadablePurchasesMigration,
  customerGroupsMigration,
  stockMovementMigration,
  orderNotesMigration,
  nfeMigration,
  productFiscalMigration,
];

/**
 * Applies the migrations that have not run yet, each in its own transaction, and records them
 * in `schema_migration`. Safe to call on every start-up, and on PostgreSQL from several instances
 * starting at once: they take turns on an advisory lock (per schema), so each migration runs once
 * and the others find it applied.
 */
export async function migrate({ db, dialect }: DatabaseHandle): Promise<string[]> {
  if (dialect !== 'postgres') return applyMigrations(db, dialect);
  // A session lock: the same connection takes it, runs the migrations and lets it go.
  return db.connection().execute(async (connection) => {
    await sql`SELECT pg_advisory_lock(hashtext(current_schema() || ':migrate'))`.execute(connection);
    try {
      return await applyMigrations(connection, dialect);
    } finally {
      await sql`SELECT pg_advisory_unlock(hashtext(current_schema() || ':migrate'))`.execute(connection);
    }
  });
}

async function applyMigrations(
  db: DatabaseHandle['db'],
  dialect: DatabaseHandle['dialect'],
): Promise<string[]> {
  await db.schema
    .createTable('schema_migration')
    .ifNotExists()
    .addColumn('name', 'varchar(128)', (c) => c.primaryKey())
    .addColumn('applied_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  const done = new Set(
    (await sql<{ name: string }>`SELECT name FROM schema_migration`.execute(db)).rows.map((r) => r.name),
  );
  const applied: string[] = [];
  for (const migration of MIGRATIONS) {
    if (done.has(migration.name)) continue;
    await db.transaction().execute(async (trx) => {
      await migration.up({ db: trx, dialect });
      await sql`INSERT INTO schema_migration (name, applied_at) VALUES (${migration.name}, ${new Date().toISOString()})`.execute(
        trx,
      );
    });
    applied.push(migration.name);
  }
  return applied;
}
