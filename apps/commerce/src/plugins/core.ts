import { createCatalogCache, onCatalogChange } from '../db/catalog-cache';
import { watchCatalog } from '../db/catalog-watch';
import { createMailer } from '../modules/mail/mailer';
import '../modules/mail/tables';
import { createStorefrontPagesNotifier } from '../modules/catalog/storefront-pages';
import { createPaymentProviders } from '../modules/payments/provider-factory';
import { auditOrderChange } from '../modules/sales/lifecycle/audit-hook';
import { createOrderLifecycle } from '../modules/sales/lifecycle/service';
import { registerOrderMails } from '../modules/sales/order-mail';
import { createSearchIndexHolder } from '../modules/search/index-holder';
import { createServices } from '../services';
import type { AppPluginOptions } from './options';
import { sharedScope } from './shared-scope';

/**
 * What every other plugin builds on, created once per process: the catalogue cache and its
 * watcher, the mail outbox, the domain services and the order lifecycle. `stopCore` ends them
 * all, database last; app.ts calls it when the app closes, after everything else stopped.
 */
export const corePlugin = sharedScope<AppPluginOptions>(async (app, { config, database }) => {
  const cache = createCatalogCache(database.db, config.cacheCheckMs);
  const stopCatalogWatch = watchCatalog({ config, database, cache, log: app.log });
  const mailer = createMailer({
    db: database.db,
    log: app.log,
    smtpUrl: config.mail.smtpUrl,
    from: config.mail.from,
    kick: 'when-told',
  });
  // Queued mail goes out from here, on every instance (rows are claimed, each is sent once), after
  // the answer that queued it is sent: its time says nothing about whether an e-mail was written.
  mailer.start(config.mail.sweepMs);
  app.decorate('mailer', mailer);
  app.addHook('onResponse', async () => {
    mailer.deliverQueued();
  });
  // Searches ask the database until the first index is built; the process serves at once.
  const searchIndex = config.searchIndex
    ? createSearchIndexHolder({ database, cache, log: app.log })
    : undefined;
  void searchIndex?.start();
  const services = createServices({ db: database.db, cache, mailer, config, log: app.log, searchIndex });
  const stopOrderMails = registerOrderMails({
    db: database.db,
    mailer,
    config,
    log: app.log,
    payments: services.payments,
  });
  app.decorate(
    'orderLifecycle',
    createOrderLifecycle({
      db: database.db,
      dialect: database.dialect,
      providers: createPaymentProviders(config.payments),
      onChange: auditOrderChange,
    }),
  );
  // The storefront caches its pages; catalogue changes made here drop them at once. This process
  // drops its own cached answers first: the storefront renders the pages again from them.
  const notifyStorefront = config.pageCacheSecret
    ? createStorefrontPagesNotifier({
        storefrontUrl: config.storefrontUrl,
        secret: config.pageCacheSecret,
        log: app.log,
      })
    : undefined;
  // Changes made by this process (orders, moderation, the admin API) are seen by its next answers
  // at once, whatever the cache's check delay, and then by the storefront's pages.
  const stopNotifyingStorefront = onCatalogChange(() => {
    cache.refresh().then(notifyStorefront, (error: unknown) => {
      app.log.warn({ err: error }, 'storefront page cache: the catalogue version could not be read');
    });
  });
  app.decorate('catalogCache', cache);
  app.decorate('searchIndex', searchIndex);
  app.decorate('services', services);
  app.decorate('stopCore', async () => {
    stopNotifyingStorefront();
    searchIndex?.stop();
    await searchIndex?.ready();
    await stopCatalogWatch();
    stopOrderMails();
    await mailer.close();
    await database.destroy();
  });
});
