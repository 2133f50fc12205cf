import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { drawDemoPicture } from '../demo';
import { demoCatalogue } from '../demo/catalogue';
import { seedCatalogue } from '../demo/seed';
import type { CatalogueSeed } from '../demo/types';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type DatabaseHandle, type Dialect, openDatabase } from '../src/db/database';
import { migrate } from '../src/db/migrate';
import { copyTemplate, SEED_CLOCK, type SuiteDatabase, TEST_POSTGRES_URL } from './seeded-template';

export { TEST_POSTGRES_URL };

/** Every database the API suites run on (docs/architecture.md, decision 3). */
export const TEST_DATABASES: Dialect[] = ['sqlite', 'postgres'];

export interface GraphQLResponse<T = Record<string, unknown>> {
  data: T | null;
  errors?: { message: string; extensions?: { category?: string }; path?: (string | number)[] }[];
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  /** The suite's DATABASE_URL (a second connection pool opens the same database with it). */
  databaseUrl: string;
  /** Sends a GraphQL document by POST, like a Magento client. */
  graphql<T = Record<string, any>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResponse<T>>;
}

/**
 * Errors as Magento's English texts: the server answers them in the store view's language and
 * keeps the English in `extensions.message_en`; suites assert Magento's contract, the i18n suite
 * the translations (it reads the raw answer).
 */
export function englishErrors<T>(body: GraphQLResponse<T>): GraphQLResponse<T> {
  for (const error of body.errors ?? []) {
    const extensions = error.extensions as { message_en?: string } | undefined;
    if (extensions?.message_en !== undefined) {
      error.message = extensions.message_en;
      delete extensions.message_en;
    }
  }
  return body;
}

/**
 * A commerce app on a fresh database of the given kind, seeded with the demo catalogue (or the
 * given one) before the suite and dropped after it. Requests go through `inject`, no port.
 */
export function useTestApp(
  dialect: Dialect,
  seed: () => CatalogueSeed = demoCatalogue,
  env: Record<string, string> = {},
): TestApp {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const handle = {} as TestApp;
  let copy: SuiteDatabase | undefined;
  beforeAll(async () => {
    // The demo catalogue is copied from the run's seeded template; another seed is built here.
    copy = seed === demoCatalogue ? await copyTemplate(dialect, TEST_POSTGRES_URL) : undefined;
    let database: DatabaseHandle;
    let databaseUrl: string;
    if (copy) {
      databaseUrl = copy.url;
      database = openDatabase(databaseUrl);
    } else {
      if (dialect === 'postgres') {
        const client = new pg.Client(TEST_POSTGRES_URL);
        await client.connect();
        await client.query(`CREATE SCHEMA ${schema}`);
        await client.end();
      }
      databaseUrl = dialect === 'sqlite' ? 'file::memory:' : TEST_POSTGRES_URL;
      database = openDatabase(databaseUrl, { schema });
      await migrate(database);
      await seedCatalogue(database, seed(), SEED_CLOCK);
    }
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      COMMERCE_URL: 'http://commerce.test',
      // Every request of a suite comes from one address (inject's 127.0.0.1): the per-address and
      // per-e-mail mail limits are lifted, and passwords hashed at the lowest accepted cost, unless
      // a suite sets them (customer/limits.api.test.ts and login-protection.api.test.ts do).
      PASSWORD_SCRYPT_N: '16384',
      PASSWORD_RESET_MAX_REQUESTS: '100000',
      PASSWORD_RESET_MIN_INTERVAL_MINUTES: '0',
      ACCOUNT_MAIL_MAX_PER_HOUR_PER_IP: '100000',
      // Each app would build its in-process search index on a thread of its own: the suites of
      // search (modules/search) turn it on; the others search through the database, its fallback.
      SEARCH_INDEX: 'off',
      ...env,
    });
    const app = await buildApp({ config, database, logger: false, drawPicture: drawDemoPicture });
    handle.app = app;
    handle.database = database;
    handle.databaseUrl = databaseUrl;
    handle.graphql = async (query, variables, headers) => {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: { query, variables },
      });
      return englishErrors(response.json());
    };
  });
  afterAll(async () => {
    await handle.app?.close();
    if (copy) await copy.drop();
    else if (dialect === 'postgres') {
      const client = new pg.Client(TEST_POSTGRES_URL);
      await client.connect();
      await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
      await client.end();
    }
  });
  return handle;
}
