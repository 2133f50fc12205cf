import type { DomainError } from '../../graphql/errors';

/**
 * A domain error with a machine-readable code for the REST endpoints (`{message, code}`); GraphQL
 * shows its message and category only.
 */
export function withCode<T extends DomainError>(error: T, code: string): T & { code: string } {
  return Object.assign(error, { code });
}

/** The code of an error for REST answers: its own, or one derived from its category. */
export function errorCode(error: DomainError): string {
  const own = (error as DomainError & { code?: unknown }).code;
  if (typeof own === 'string') return own;
  switch (error.category) {
    case 'graphql-no-such-entity':
      return 'NOT_FOUND';
    case 'graphql-authorization':
      return 'FORBIDDEN';
    case 'graphql-authentication':
      return 'UNAUTHENTICATED';
    case 'graphql-already-exists':
      return 'ALREADY_EXISTS';
    default:
      return 'INVALID_INPUT';
  }
}
