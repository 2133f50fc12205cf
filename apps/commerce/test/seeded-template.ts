import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject, type ProvidedContext } from 'vitest';
import { demoCatalogue } from '../demo/catalogue';
import { seedCatalogue } from '../demo/seed';
import { openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';

/**
 * The demo catalogue, migrated and seeded once per test run, copied for each API suite: migrating
 * and seeding took 2 s per suite on SQLite and 10 s on PostgreSQL, and about 80 suites run on
 * both. The copy is the same database a suite would have built itself (same seed, same clock).
 * SQLite: a file copied to the suite's own file. PostgreSQL: a database made from the template
 * database with CREATE DATABASE … TEMPLATE.
 */

export const SEED_CLOCK = new Date('2026-11-01T12:00:00Z');

/** PostgreSQL server for API tests; each suite works in a schema or a database of its own. */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded SQLite file and PostgreSQL database the suites copy (empty: none built). */
    seededTemplates: { sqlite: string; postgres: string };
  }
}

/** `postgres://…/name` for another database on the same server. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer<T>(serverUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(serverUrl);
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Vitest global setup: builds both templates; the teardown removes them. */
export async function buildTemplates(
  serverUrl: string,
): Promise<{ templates: ProvidedContext['seededTemplates']; remove: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'loja-test-'));
  const file = path.join(dir, 'template.db');
  const sqlite = openDatabase(`file:${file}`);
  await migrate(sqlite);
  await seedCatalogue(sqlite, demoCatalogue(), SEED_CLOCK);
  await sqlite.destroy();

  const name = `loja_template_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const postgres = openDatabase(databaseUrl(serverUrl, name));
  await migrate(postgres);
  await seedCatalogue(postgres, demoCatalogue(), SEED_CLOCK);
  await postgres.destroy();

  return {
    templates: { sqlite: file, postgres: name },
    remove: async () => {
      rmSync(dir, { recursive: true, force: true });
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

export interface SuiteDatabase {
  url: string;
  /** Drops the copy once the suite's connections are closed. */
  drop(): Promise<void>;
}

/** A fresh copy of the seeded template for one suite, or undefined when no template was built. */
export async function copyTemplate(
  dialect: 'sqlite' | 'postgres',
  serverUrl: string,
): Promise<SuiteDatabase | undefined> {
  const templates = inject('seededTemplates');
  if (dialect === 'sqlite') {
    const template = templates?.sqlite;
    if (!template) return undefined;
    const dir = mkdtempSync(path.join(tmpdir(), 'loja-suite-'));
    const file = path.join(dir, 'store.db');
    copyFileSync(template, file);
    return { url: `file:${file}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const template = templates?.postgres;
  if (!template) return undefined;
  const name = `t_${randomBytes(6).toString('hex')}`;
  // FILE_COPY copies the template's files at once; the default (WAL_LOG) writes every page to
  // the WAL, slower for a small database.
  await onServer(serverUrl, (client) =>
    client.query(`CREATE DATABASE ${name} TEMPLATE ${template} STRATEGY FILE_COPY`),
  );
  return {
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      await onServer(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
