import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../config';
import type { CatalogCache } from '../db/catalog-cache';
import type { Dialect } from '../db/database';
import type { Database } from '../db/schema';
import type { CatalogLoaders } from '../modules/catalog/loaders';
import type { Caller } from '../modules/customer/auth';
import type { StoreView } from '../modules/store/stores';
import type { Services } from '../services';

/** Display currency of a request: code and rate from the base currency (BRL). */
export interface DisplayCurrency {
  code: string;
  rate: number;
}

/** Everything a resolver or service needs about the current request (services take it per call). */
export interface RequestContext {
  store: StoreView;
  currency: DisplayCurrency;
  /** The customer of the bearer token, or a guest. */
  caller: Caller;
  db: Kysely<Database>;
  dialect: Dialect;
  config: AppConfig;
  services: Services;
  loaders: CatalogLoaders;
  /** Per-process cache of derived catalogue data, checked against the database's version. */
  cache: CatalogCache;
  log: FastifyBaseLogger;
}
