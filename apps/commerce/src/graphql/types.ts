import type { RequestContext } from './context';

/**
 * Resolver maps handed to mercurius. GraphQL Code Generator (docs/architecture.md, decision 1) could not
 * be installed from this machine's registry mirror (a transitive @graphql-tools version is
 * missing), so resolvers are typed by hand against the domain rows they receive.
 */
// biome-ignore lint/suspicious/noExplicitAny: each field resolver declares its own parent and argument types.
export type FieldResolver = (parent: any, args: any, ctx: RequestContext, info?: unknown) => unknown;
export type Resolvers = Record<string, Record<string, FieldResolver | ((value: never) => string)>>;
