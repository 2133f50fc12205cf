import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from 'kysely';
import type { Dialect } from '../database';

/** Adds an auto-incrementing integer primary key `id` in the dialect's own way. */
export function withId<T extends string>(
  table: CreateTableBuilder<T, never>,
  dialect: Dialect,
): CreateTableBuilder<T, 'id'> {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

export interface MigrationContext {
  // biome-ignore lint/suspicious/noExplicitAny: migrations work on tables, not on the typed schema.
  db: Kysely<any>;
  dialect: Dialect;
}

export interface PortableMigration {
  name: string;
  up(ctx: MigrationContext): Promise<void>;
}
