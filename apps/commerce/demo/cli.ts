/**
 * `npm run seed` — fills a database with the demo catalogue, or with a large generated one for
 * load tests:
 *
 *   npm run seed                                    demo catalogue into DATABASE_URL / data/store.db
 *   npm run seed -- --products 100000 --database file:./data/bench-100k.db
 *   npm run seed -- --products 10000 --replace      start over (SQLite: new file; PostgreSQL: the
 *                                                   schema named by ?schema=… is dropped)
 *
 * Relative `file:` paths are taken from the repository root, as `npm start` does. The catalogue
 * must be empty unless `--replace` is given. Product images are not rendered here: the media
 * route renders each one on first request.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { loadDotEnv } from '../src/config';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { resolveDatabaseUrl, storeLocation } from '../src/store-location';
import { demoCatalogue } from './catalogue';
import { generateCatalogue } from './generate';
import { isCatalogueEmpty, type SeedSummary, seedCatalogue } from './seed';
import type { CatalogueSeed } from './types';

export interface SeedDatabaseOptions {
  /** `file:<path>` or `postgres://…[?schema=name]`. Relative file paths are from the repository root. */
  url: string;
  /** Total number of products; undefined = the demo catalogue only. */
  products?: number;
  /** Start over when the database already holds a catalogue. */
  replace?: boolean;
  /** PRNG seed of the generated products. */
  seed?: number;
  log?: (line: string) => void;
}

export interface SeedDatabaseResult {
  url: string;
  summary: SeedSummary;
  /** Seconds spent in each phase. */
  seconds: { generate: number; migrate: number; seed: number; total: number };
}

export class SeedRefusedError extends Error {}

/** Splits `?schema=name` off a PostgreSQL URL (openDatabase takes the schema separately). */
function postgresTarget(url: string): { url: string; schema?: string } {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get('schema') ?? undefined;
  parsed.searchParams.delete('schema');
  return { url: parsed.toString(), ...(schema ? { schema } : {}) };
}

async function recreatePostgresSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new SeedRefusedError(`Invalid schema name: ${schema}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await client.query(`CREATE SCHEMA ${schema}`);
  } finally {
    await client.end();
  }
}

async function ensurePostgresSchema(url: string, schema: string): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new SeedRefusedError(`Invalid schema name: ${schema}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  } finally {
    await client.end();
  }
}

/** Number of top-level products (configurable variants not counted) in a seeded database. */
export async function countProducts(handle: DatabaseHandle): Promise<number> {
  const row = await handle.db
    .selectFrom('product')
    .where('parent_id', 'is', null)
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Migrates and seeds a database; refuses a non-empty catalogue unless `replace`. */
export async function seedDatabase(options: SeedDatabaseOptions): Promise<SeedDatabaseResult> {
  const log = options.log ?? (() => {});
  const url = resolveDatabaseUrl(options.url);
  const started = performance.now();
  const seconds = (since: number) => Math.round((performance.now() - since) / 10) / 100;

  // Generated first: a wrong size is reported before the database is touched.
  let phase = performance.now();
  let catalogue: CatalogueSeed;
  try {
    catalogue =
      options.products === undefined
        ? demoCatalogue()
        : generateCatalogue(options.products, options.seed === undefined ? {} : { seed: options.seed });
  } catch (error) {
    throw new SeedRefusedError(error instanceof Error ? error.message : String(error));
  }
  const generateSeconds = seconds(phase);
  log(`catalogue generated: ${catalogue.products.length} products in ${generateSeconds} s`);

  let handle: DatabaseHandle;
  if (url.startsWith('file:')) {
    const file = url.slice('file:'.length);
    if (options.replace && file !== ':memory:') {
      for (const suffix of ['', '-wal', '-shm', '-journal']) rmSync(`${file}${suffix}`, { force: true });
    }
    handle = openDatabase(url);
  } else {
    const target = postgresTarget(url);
    if (options.replace) {
      if (!target.schema) {
        throw new SeedRefusedError(
          '--replace on PostgreSQL needs the schema to drop in the URL, e.g. postgres://…/store?schema=bench_100k',
        );
      }
      await recreatePostgresSchema(target.url, target.schema);
    } else if (target.schema) {
      await ensurePostgresSchema(target.url, target.schema);
    }
    handle = openDatabase(target.url, target.schema ? { schema: target.schema } : {});
  }

  try {
    phase = performance.now();
    await migrate(handle);
    const migrateSeconds = seconds(phase);
    if (!(await isCatalogueEmpty(handle))) {
      throw new SeedRefusedError(
        `The database ${redact(url)} already holds a catalogue (${await countProducts(handle)} products). ` +
          'Use --replace to start over, or --database to seed another one.',
      );
    }

    phase = performance.now();
    const summary = await seedCatalogue(handle, catalogue);
    const seedSeconds = seconds(phase);
    if (handle.dialect === 'sqlite') await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(handle.db);
    return {
      url,
      summary,
      seconds: {
        generate: generateSeconds,
        migrate: migrateSeconds,
        seed: seedSeconds,
        total: seconds(started),
      },
    };
  } finally {
    await handle.destroy();
  }
}

/** The URL without its password, for messages. */
function redact(url: string): string {
  return url.replace(/(\/\/[^:/@]+:)[^@]*@/, '$1***@');
}

interface CliArgs {
  products?: number;
  database?: string;
  replace: boolean;
  seed?: number;
  help: boolean;
}

const USAGE = `Usage: npm run seed -- [--products N] [--database URL] [--replace] [--seed N]

  --products N     total number of products: the demo catalogue plus generated ones
                   (default: the demo catalogue only)
  --database URL   file:<path> (relative to the repository root) or postgres://…[?schema=name]
                   (default: the store's, $DATABASE_URL or file:DATA_DIR/store.db)
  --replace        start over when the database already holds a catalogue (SQLite: the file
                   is deleted; PostgreSQL: the ?schema= schema is dropped and recreated)
  --seed N         seed of the generated prices, stock and reviews (default 1)`;

export function parseArgs(argv: string[]): CliArgs {
  const args: CliArgs = { replace: false, help: false };
  const value = (i: number, flag: string) => {
    const v = argv[i + 1];
    if (v === undefined || v.startsWith('--'))
      throw new SeedRefusedError(`${flag} needs a value.\n\n${USAGE}`);
    return v;
  };
  const integer = (text: string, flag: string) => {
    const n = Number(text.replace(/[_,.]/g, ''));
    if (!Number.isSafeInteger(n) || n < 0)
      throw new SeedRefusedError(`${flag} must be a whole number, got "${text}".`);
    return n;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=')
      ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
      : [arg];
    const take = () => inline ?? value(i++, flag!);
    switch (flag) {
      case '--products':
        args.products = integer(take(), '--products');
        break;
      case '--database':
        args.database = take();
        break;
      case '--seed':
        args.seed = integer(take(), '--seed');
        break;
      case '--replace':
        args.replace = true;
        break;
      case '--help':
      case '-h':
        args.help = true;
        break;
      default:
        throw new SeedRefusedError(`Unknown argument: ${arg}\n\n${USAGE}`);
    }
  }
  return args;
}

async function main(): Promise<void> {
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(USAGE);
    return;
  }
  loadDotEnv();
  const url = args.database ?? storeLocation().databaseUrl;
  console.log(
    `Seeding ${redact(resolveDatabaseUrl(url))} with ${args.products === undefined ? 'the demo catalogue' : `${args.products} products`}…`,
  );
  const result = await seedDatabase({
    url,
    ...(args.products === undefined ? {} : { products: args.products }),
    ...(args.seed === undefined ? {} : { seed: args.seed }),
    replace: args.replace,
    log: (line) => console.log(`  ${line}`),
  });
  const { summary, seconds } = result;
  console.log(
    `Seeded ${summary.products} products, ${summary.categories} categories, ${summary.reviews} reviews, ` +
      `${summary.images.length} product images (rendered on demand).`,
  );
  console.log(
    `Elapsed: ${seconds.total} s (generate ${seconds.generate} s, migrate ${seconds.migrate} s, ` +
      `write + index ${seconds.seed} s).`,
  );
}

const isEntry =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isEntry) {
  main().catch((error: unknown) => {
    console.error(error instanceof SeedRefusedError ? error.message : error);
    process.exit(1);
  });
}
