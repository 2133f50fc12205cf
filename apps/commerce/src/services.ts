import type { FastifyBaseLogger } from 'fastify';
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
import { createPaymentProviders } from './modules/payments/provider-factory';
import { createPaymentService } from './modules/payments/service';
import { createPostcodeService, providersFromConfig } from './modules/postcode/service';
import { createRequestService } from './modules/requests/service';
import { createReviewService } from './modules/review/service';
import { createRoutingService } from './modules/routing/service';
import type { SearchIndexHolder } from './modules/search/index-holder';
import { createStoreService } from './modules/store/service';
import { createUploadStore } from './modules/uploads/store';
import { loadVaultKey } from './modules/vault/key';
import { createVaultService } from './modules/vault/service';
import { createWishlistService } from './modules/wishlist/service';

export interface ServiceDeps {
  db: Kysely<Database>;
  cache: CatalogCache;
  mailer: Mailer;
  config: AppConfig;
  log: FastifyBaseLogger;
  /** This process's in-process search index (none: every search asks the database). */
  searchIndex?: SearchIndexHolder;
}

/**
 * Every domain service, created once per process with what it depends on; the GraphQL resolvers
 * reach them through the request context (`ctx.services`), the route plugins through RouteDeps.
 */
export function createServices({ db, cache, mailer, config, log, searchIndex }: ServiceDeps) {
  const cart = createCartService();
  const vaultKey = () => loadVaultKey(config).key;
  const uploads = createUploadStore(config.content.uploadsDir);
  return {
    mail: mailer,
    store: createStoreService(db, cache),
    catalog: createCatalogService(searchIndex),
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
    vault: createVaultService({ db, key: vaultKey }),
    acarts: createAcartService({ db, config, cart }),
    payments: createPaymentService({
      db,
      config: config.payments,
      providers: createPaymentProviders(config.payments),
      log,
      // Card fingerprints of the card-testing limits are keyed with the vault key.
      cardFingerprintKey: vaultKey,
      recaptcha: config.customer.recaptcha,
    }),
    postcodes: createPostcodeService({
      providers: providersFromConfig(config.postcode),
      cacheTtlMs: config.postcode.cacheTtlMs,
      cacheSize: config.postcode.cacheSize,
      log,
    }),
    uploads,
    requests: createRequestService({ db, config, mail: mailer, uploads, log }),
  };
}

export type Services = ReturnType<typeof createServices>;

/** What the REST route plugins get: they resolve the caller themselves (`resolveCaller`). */
export interface RouteDeps {
  config: AppConfig;
  database: DatabaseHandle;
  services: Services;
}
