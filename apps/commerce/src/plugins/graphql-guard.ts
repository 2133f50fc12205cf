import { createGraphQLGuard } from '../graphql/guard';
import type { AppPluginOptions } from './options';
import { sharedScope } from './shared-scope';

/**
 * Malformed requests (400) and clients past their cost budget (429) are answered before anything
 * else looks at the request. The document checks are added to GraphQL by plugins/graphql.ts.
 */
export const graphqlGuardPlugin = sharedScope<AppPluginOptions>(async (app, { config }) => {
  const guard = createGraphQLGuard(config.graphql);
  app.decorate('graphqlGuard', guard);
  app.addHook('preHandler', guard.screenRequest);
});
