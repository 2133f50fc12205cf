/** Rules §2/§8: the error page's status defaults to 500. */
export const DEFAULT_ERROR_STATUS = 500;

/** Message key (errors.titles.* and errors.descriptions.*) of an HTTP status. */
export type ErrorKind = 'badRequest' | 'forbidden' | 'notFound' | 'serverError' | 'other';

/** Rules §2: 404, 500, 403 and 400 have their own titles; every other status shares one. */
export function errorKind(status: number): ErrorKind {
  switch (status) {
    case 400:
      return 'badRequest';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 500:
      return 'serverError';
    default:
      return 'other';
  }
}

/** The status an error carries (`statusCode` or `status`, 400–599), else 500. */
export function statusOf(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    for (const key of ['statusCode', 'status'] as const) {
      const value = (error as Record<string, unknown>)[key];
      if (typeof value === 'number' && Number.isInteger(value) && value >= 400 && value <= 599) return value;
    }
  }
  return DEFAULT_ERROR_STATUS;
}
