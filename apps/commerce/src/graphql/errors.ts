import type { FastifyBaseLogger } from 'fastify';
import { GraphQLError } from 'graphql';
import { englishOf, translate } from '../i18n/translate';
import type { StoreView } from '../modules/store/stores';

/**
 * Errors a resolver throws on purpose. The class names Magento's `extensions.category`
 * (Magento's GraphQL error categories): clients branch on the category, never on the text.
 */
export type ErrorCategory =
  | 'graphql-input'
  | 'graphql-no-such-entity'
  | 'graphql-authorization'
  | 'graphql-authentication'
  | 'graphql-already-exists';

export abstract class DomainError extends Error {
  abstract readonly category: ErrorCategory;
}

/** Bad or missing argument values and business-rule violations. */
export class InputError extends DomainError {
  readonly category = 'graphql-input';
}

/** Unknown cart, product, page, block, store… */
export class NotFoundError extends DomainError {
  readonly category = 'graphql-no-such-entity';
}

export class AuthorizationError extends DomainError {
  readonly category = 'graphql-authorization';
}

export class AuthenticationError extends DomainError {
  readonly category = 'graphql-authentication';
}

export class AlreadyExistsError extends DomainError {
  readonly category = 'graphql-already-exists';
}

interface FormattedError {
  message: string;
  locations?: readonly { line: number; column: number }[];
  path?: readonly (string | number)[];
  extensions: { category: string; message_en?: string };
}

/**
 * Shapes one error for the response. Domain errors keep their category and are answered in the
 * store view's language (`i18n/messages.ts`), the English text — Magento's, which clients
 * compare against — kept in `extensions.message_en`; schema errors (syntax, validation, depth,
 * complexity) keep graphql-js's text with category `graphql`, as graphql-php does; anything
 * unexpected is logged and masked.
 */
export function formatGraphQLError(
  error: GraphQLError,
  log: FastifyBaseLogger,
  store?: Pick<StoreView, 'locale'>,
): FormattedError {
  const original = error.originalError;
  const base = {
    ...(error.locations ? { locations: error.locations } : {}),
    ...(error.path ? { path: error.path } : {}),
  };
  if (original instanceof DomainError) {
    return {
      message: translate(store, original.message),
      ...base,
      extensions: { category: original.category, message_en: englishOf(original.message) },
    };
  }
  if (!original || original instanceof GraphQLError) {
    return { message: error.message, ...base, extensions: { category: 'graphql' } };
  }
  log.error({ err: original, path: error.path }, 'unexpected error while resolving');
  return {
    message: translate(store, 'Internal server error'),
    ...base,
    extensions: { category: 'internal', message_en: 'Internal server error' },
  };
}

/** Flattens mercurius' wrapped validation errors into plain GraphQLErrors. */
export function flattenErrors(errors: readonly GraphQLError[]): GraphQLError[] {
  return errors.flatMap((error) => {
    const nested = (error.originalError as { errors?: unknown } | undefined)?.errors;
    if (Array.isArray(nested)) {
      return nested.map((e) => (e instanceof GraphQLError ? e : new GraphQLError(String(e?.message ?? e))));
    }
    return [error];
  });
}
