import { existsSync } from 'node:fs';
import path from 'node:path';
import dotenv from 'dotenv';
import { z } from 'zod';

/**
 * The commerce server's configuration, read once from the environment and validated. Every
 * variable is optional: the defaults start an embedded store on SQLite (ARCHITECTURE.md).
 * `.env.example` at the repository root documents each one.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  COMMERCE_PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  DATABASE_URL: z
    .string()
    .default('file:./data/store.db')
    .refine((url) => url.startsWith('file:') || /^postgres(ql)?:\/\//.test(url), {
      message: 'must be file:<path> (SQLite) or postgres://… (PostgreSQL)',
    }),
  /** Public address of the commerce server, used for media URLs. */
  COMMERCE_URL: z.url().optional(),
  /** Public address of the storefront (shoppers' entry point). */
  STOREFRONT_URL: z.url().default('http://127.0.0.1:3000'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  /** Folder for generated files (SQLite database, rendered product images). */
  DATA_DIR: z.string().default('./data'),
  /** Seed the demo catalogue into an empty database on start-up. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().positive().default(20),
  GRAPHQL_MAX_COMPLEXITY: z.coerce.number().int().positive().default(3000),
  /** How often (ms) a process checks whether the catalogue changed, to refresh its caches. */
  CACHE_CHECK_MS: z.coerce.number().int().min(0).default(2000),
  /** Entries of the GraphQL response cache for anonymous catalogue reads (0 turns it off). */
  GRAPHQL_RESPONSE_CACHE: z.coerce.number().int().min(0).default(5000),
  /** Largest accepted request body, in bytes. */
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  databaseUrl: string;
  publicUrl: string;
  storefrontUrl: string;
  logLevel: string;
  dataDir: string;
  seedDemo: boolean;
  graphql: { maxDepth: number; maxComplexity: number };
  bodyLimit: number;
  cacheCheckMs: number;
  responseCacheEntries: number;
};

export class ConfigError extends Error {}

/** Validates the environment and returns the configuration, or throws a ConfigError listing every problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.COMMERCE_PORT,
    databaseUrl: e.DATABASE_URL,
    publicUrl: (e.COMMERCE_URL ?? `http://${e.HOST}:${e.COMMERCE_PORT}`).replace(/\/$/, ''),
    storefrontUrl: e.STOREFRONT_URL.replace(/\/$/, ''),
    logLevel:
      e.LOG_LEVEL ?? (e.NODE_ENV === 'production' ? 'error' : e.NODE_ENV === 'test' ? 'silent' : 'info'),
    dataDir: path.resolve(e.DATA_DIR),
    seedDemo: e.SEED_DEMO,
    graphql: { maxDepth: e.GRAPHQL_MAX_DEPTH, maxComplexity: e.GRAPHQL_MAX_COMPLEXITY },
    bodyLimit: e.BODY_LIMIT,
    cacheCheckMs: e.CACHE_CHECK_MS,
    responseCacheEntries: e.GRAPHQL_RESPONSE_CACHE,
  };
}

/** Loads `.env` from the working directory or the repository root when present (never overrides). */
export function loadDotEnv(): void {
  for (const candidate of ['.env', '../../.env']) {
    const file = path.resolve(candidate);
    if (existsSync(file)) {
      dotenv.config({ path: file, quiet: true });
      return;
    }
  }
}
