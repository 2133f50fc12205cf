import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import pg from 'pg';
import { ensurePrivateFile, PRIVATE_DIR_MODE, tightenIfPresent } from '../lib/private-files';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Closes every connection. */
  destroy(): Promise<void>;
  /** What it was opened with, so that a worker thread can open its own connection to it. */
  source?: { url: string; options: OpenDatabaseOptions };
}

export interface OpenDatabaseOptions {
  /** PostgreSQL schema to use (created when missing); tests use a throw-away one. */
  schema?: string;
}

/** Opens the database named by a `file:` (SQLite) or `postgres://` URL. */
export function openDatabase(url: string, options: OpenDatabaseOptions = {}): DatabaseHandle {
  const handle = url.startsWith('file:')
    ? openSqlite(url.slice('file:'.length))
    : openPostgres(url, options.schema);
  return { ...handle, source: { url, options } };
}

function openSqlite(file: string): DatabaseHandle {
  const onDisk = file !== ':memory:' && file !== '';
  if (onDisk) {
    // The database holds customers, orders and tokens: only the server's user reads it. A folder
    // created here is 0700; an existing one may be shared (/var/lib…) and is left as it is.
    const dir = path.dirname(path.resolve(file));
    if (!existsSync(dir)) mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    // SQLite creates -wal and -shm with the mode of the database file: create it 0600 first.
    ensurePrivateFile(file);
  }
  const sqlite = new SQLite(file);
  // WAL lets readers proceed while a writer commits; NORMAL sync is durable enough with WAL.
  sqlite.pragma('journal_mode = WAL');
  // Older installs left them world-readable: tighten them too.
  if (onDisk) for (const suffix of ['-wal', '-shm']) tightenIfPresent(`${file}${suffix}`);
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('cache_size = -32000');
  cachePreparedStatements(sqlite);
  const db = new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: sqlite }) });
  return { db, dialect: 'sqlite', destroy: () => db.destroy() };
}

/**
 * Transactions that take SQLite's write lock when they begin. A deferred transaction reads from a
 * snapshot and asks for the lock at its first write; if another process (a staff command beside
 * the server) committed in between, that write fails at once with "database is locked"
 * (SQLITE_BUSY_SNAPSHOT), without waiting for busy_timeout. Begun IMMEDIATE, it waits its turn.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

/**
 * Kysely prepares every statement anew; preparing costs more than running a small indexed query.
 * Statements are reusable (better-sqlite3 is synchronous), so keep the most recent ones.
 */
function cachePreparedStatements(sqlite: SQLite.Database, capacity = 500): void {
  const prepare = sqlite.prepare.bind(sqlite);
  const cache = new Map<string, SQLite.Statement>();
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement) {
      cache.delete(source); // re-insert: Map order is the LRU order
    } else {
      statement = prepare(source);
      if (cache.size >= capacity) cache.delete(cache.keys().next().value as string);
    }
    cache.set(source, statement);
    return statement;
  }) as typeof sqlite.prepare;
}

function openPostgres(url: string, schema?: string): DatabaseHandle {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  // An idle connection the server closes (a restart, a failover, pg_terminate_backend, a dropped
  // test database) is discarded by the pool, which opens another for the next query. Without a
  // listener, that event would be thrown and end the process.
  pool.on('error', (error) => {
    console.warn(`database: an idle connection was closed by the server (${error.message})`);
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, dialect: 'postgres', destroy: () => db.destroy() };
}
