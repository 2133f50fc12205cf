import { acartRoutes } from '../modules/acart/acart.routes';
import { adminAppRoutes } from '../modules/admin-app/admin-app.routes';
import { blogRoutes } from '../modules/blog/blog.routes';
import { paymentRoutes } from '../modules/payments/payments.routes';
import { postcodeRoutes } from '../modules/postcode/postcode.routes';
import { requestRoutes } from '../modules/requests/requests.routes';
import { downloadRoutes } from '../modules/sales/downloads/download.routes';
import { nfeRoutes } from '../modules/sales/lifecycle/nfe.routes';
import { orderRoutes } from '../modules/sales/order.routes';
import { vaultRoutes } from '../modules/vault/vault.routes';
import { restApi } from '../rest/api';
import { REST_MODULES } from '../rest/routes';
import type { RouteDeps } from '../services';
import type { AppPluginOptions } from './options';
import { sharedScope } from './shared-scope';

/**
 * The store's own REST endpoints (rules §7: checkout steps, payments, postcode lookup…), the
 * admin REST API under /rest/V1, and the back office (apps/admin) served under /admin.
 */
export const routesPlugin = sharedScope<AppPluginOptions>(async (app, { config, database }) => {
  const routeDeps: RouteDeps = { config, database, services: app.services };
  await app.register(orderRoutes(routeDeps));
  await app.register(downloadRoutes(routeDeps));
  await app.register(nfeRoutes(routeDeps));
  await app.register(paymentRoutes(routeDeps));
  await app.register(postcodeRoutes(routeDeps));
  await app.register(blogRoutes(routeDeps));
  await app.register(requestRoutes(routeDeps));
  await app.register(vaultRoutes(routeDeps));
  await app.register(acartRoutes(routeDeps));
  await app.register(restApi(routeDeps, REST_MODULES));
  // The back office calls /rest/V1 on this origin.
  await app.register(adminAppRoutes({ root: config.adminDistDir }));
});
