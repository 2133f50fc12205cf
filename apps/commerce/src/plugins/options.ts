import type { AppConfig } from '../config';
import type { CatalogCache } from '../db/catalog-cache';
import type { DatabaseHandle } from '../db/database';
import type { GraphQLGuard } from '../graphql/guard';
import type { Mailer } from '../modules/mail/mailer';
import type { OrderLifecycle } from '../modules/sales/lifecycle/service';
import type { SearchIndexHolder } from '../modules/search/index-holder';
import type { Services } from '../services';

/** What app.ts hands every plugin it registers. */
export interface AppPluginOptions {
  config: AppConfig;
  database: DatabaseHandle;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox of this app: `deliverPending()` runs its worker once (operations, tests). */
    mailer: Mailer;
    /** Invoice, ship, refund, cancel, hold… an order (REST admin API, CLI, tests). */
    orderLifecycle: OrderLifecycle;
    /** The catalogue's cache version and cached answers (plugins/core.ts). */
    catalogCache: CatalogCache;
    /** This process's in-process search index, when SEARCH_INDEX is on (plugins/core.ts). */
    searchIndex: SearchIndexHolder | undefined;
    /** Every domain service, created once (services.ts). */
    services: Services;
    /** Stops what plugins/core.ts started, the database last. */
    stopCore: () => Promise<void>;
    /** Request screening and cost budget of /graphql (plugins/graphql-guard.ts). */
    graphqlGuard: GraphQLGuard;
  }
}
