import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { CatalogCache } from './db/catalog-cache';
import type { DatabaseHandle } from './db/database';
import type { Database } from './db/schema';
import { createCartService } from './modules/cart/service';
import { createCategoryService } from './modules/catalog/category-service';
import { createCatalogService } from './modules/catalog/service';
import { createCmsService } from './modules/cms/service';
import type { Mailer } from './modules/mail/mailer';
import { createRoutingService } from './modules/routing/service';
import { createStoreService } from './modules/store/service';

/** Every domain service, created once per process; each takes the request context per call. */
export function createServices(db: Kysely<Database>, cache: CatalogCache, mailer: Mailer) {
  return {
    mail: mailer,
    store: createStoreService(db, cache),
    catalog: createCatalogService(),
    categories: createCategoryService(),
    cms: createCmsService(),
    routing: createRoutingService(),
    cart: createCartService(),
  };
}

export type Services = ReturnType<typeof createServices>;

/** What the REST route plugins get: they resolve the caller themselves (`resolveCaller`). */
export interface RouteDeps {
  config: AppConfig;
  database: DatabaseHandle;
  services: Services;
}
