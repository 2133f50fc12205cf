import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { CatalogCache } from './db/catalog-cache';
import type { DatabaseHandle } from './db/database';
import type { Database } from './db/schema';
import { createAcartService } from './modules/acart/service';
import { createCartService } from './modules/cart/service';
import { createCategoryService } from './modules/catalog/category-service';
import { createCatalogService } from './modules/catalog/service';
import { createCmsService } from './modules/cms/service';
import type { Mailer } from './modules/mail/mailer';
import { isCustomerSubscribed, newsletterForCustomer } from './modules/newsletter/service';
import { createReviewService } from './modules/review/service';
import { createRoutingService } from './modules/routing/service';
import { createStoreService } from './modules/store/service';
import { loadVaultKey } from './modules/vault/key';
import { createVaultService } from './modules/vault/service';
import { createWishlistService } from './modules/wishlist/service';

export interface ServiceDeps {
  db: Kysely<Database>;
  cache: CatalogCache;
  mailer: Mailer;
  config: AppConfig;
}

/**
 * Every domain service, created once per process with what it depends on; the GraphQL resolvers
 * reach them through the request context (`ctx.services`), the route plugins through RouteDeps.
 */
export function createServices({ db, cache, mailer, config }: ServiceDeps) {
  const cart = createCartService();
  return {
    mail: mailer,
    store: createStoreService(db, cache),
    catalog: createCatalogService(),
    categories: createCategoryService(),
    cms: createCmsService(),
    routing: createRoutingService(),
    cart,
    // Accounts change subscriptions through here: customer never imports newsletter, which
    // builds on customer (its e-mail lookup and limits), so the two stay one-way.
    newsletter: { forCustomer: newsletterForCustomer, isCustomerSubscribed },
    reviews: createReviewService(),
    wishlists: createWishlistService(),
    // Listing and deleting never decrypt: the key is only read when a card is opened for a payment.
    vault: createVaultService({ db, key: () => loadVaultKey(config).key }),
    acarts: createAcartService({ db, config, cart }),
  };
}

export type Services = ReturnType<typeof createServices>;

/** What the REST route plugins get: they resolve the caller themselves (`resolveCaller`). */
export interface RouteDeps {
  config: AppConfig;
  database: DatabaseHandle;
  services: Services;
}
