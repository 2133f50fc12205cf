import type { Kysely, Transaction } from 'kysely';
import { bumpCatalogVersion } from '../../../db/catalog-cache';
import type { DatabaseHandle, Dialect } from '../../../db/database';
import type { Database } from '../../../db/schema';
import { indexSearch } from '../../search/indexer';
import { type AuditActor, type AuditEntry, audit } from '../../staff/audit';
import { indexCatalog } from '../indexer';

/** Who asks for a write (the admin API's caller), for the audit log row written with it. */
export interface WriteAudit {
  actor: AuditActor;
  ip?: string | null;
}

/** What the audit row says of a write. */
export type AuditNote = Omit<AuditEntry, 'actor' | 'ip'>;

/** What a write changed, so that only those products are reindexed. */
export interface CatalogChanges {
  /** Products whose listing, facets or search document may differ (added, changed, removed). */
  products: Set<number>;
}

/**
 * Runs a catalogue write in one transaction together with the index updates it calls for
 * (listing index, filter values, facets, category counts, search documents of the touched
 * products), so a shopper never sees a product in a listing it no longer belongs to. After the
 * commit the catalogue version is bumped: every process drops its caches and this one tells the
 * storefront to drop its cached pages (see app.ts, onCatalogChange).
 */
export async function writeCatalog<T>(
  handle: DatabaseHandle,
  write: (trx: Transaction<Database>, changes: CatalogChanges) => Promise<T>,
  audited?: { by: WriteAudit | undefined; note: (result: T) => AuditNote },
): Promise<T> {
  const changes: CatalogChanges = { products: new Set() };
  const result = await handle.db.transaction().execute(async (trx) => {
    const value = await write(trx, changes);
    await indexChanges(trx, handle.dialect, changes);
    if (audited?.by) await audit.record(trx, { ...audited.by, ...audited.note(value) });
    return value;
  });
  await bumpCatalogVersion(handle.db);
  return result;
}

/** The index updates a write calls for, inside its transaction (the CSV import runs its own). */
export async function indexChanges(trx: Kysely<Database>, dialect: Dialect, changes: CatalogChanges) {
  if (changes.products.size === 0) return;
  const scope = [...changes.products];
  await indexCatalog(trx, scope);
  await indexSearch(trx, dialect, scope);
}
