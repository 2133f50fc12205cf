import { FormRequestError } from './request-client';

/**
 * Turning the server's answers into the shopper's language. The commerce server writes its
 * messages in Portuguese with the details a shopper needs (the file name, the deadline's date);
 * the Portuguese store shows them as they are, English and German translate by `code`.
 */

/** Codes whose server message is written for shoppers (README "Blog" and "Requests"). */
export const SHOPPER_CODES = [
  'RATE_LIMITED',
  'BOT_CHECK_FAILED',
  'BOT_CHECK_UNAVAILABLE',
  'UNAUTHORIZED',
  'INVALID_INPUT',
  'FILE_TOO_LARGE',
  'FILE_TYPE_NOT_ALLOWED',
  'FILE_TYPE_MISMATCH',
  'FILE_EMPTY',
  'FILE_MISSING',
  'TOO_MANY_FILES',
  'UNEXPECTED_FILE',
  'ORDER_NOT_FOUND',
  'SKU_NOT_IN_ORDER',
  'ORDER_CANCELED',
  'RETURN_DEADLINE_PASSED',
  'UNKNOWN_SKU',
  'TITLE_REQUIRED',
  'TITLE_LENGTH',
  'CONTENT_REQUIRED',
  'CONTENT_TOO_LONG',
  'COVER_REQUIRED',
  'INVALID_FILE_TYPE',
  'INVALID_IMAGE',
] as const;

export type ShopperCode = (typeof SHOPPER_CODES)[number];

export type ServerErrorKey = ShopperCode | 'NETWORK' | 'UNAVAILABLE' | 'UNKNOWN';

export interface ServerErrorText {
  /** Message key under `forms.server`, with its values. */
  key: ServerErrorKey;
  values: Record<string, string>;
  /** The server's own words, when written for shoppers (shown as they are in Portuguese). */
  serverMessage: string | undefined;
}

function isShopperCode(code: string): code is ShopperCode {
  return (SHOPPER_CODES as readonly string[]).includes(code);
}

/** What to tell the shopper about a failed request. */
export function describeServerError(error: unknown): ServerErrorText {
  if (!(error instanceof FormRequestError)) return { key: 'UNKNOWN', values: {}, serverMessage: undefined };
  if (error.code === 'NETWORK') return { key: 'NETWORK', values: {}, serverMessage: undefined };
  if (isShopperCode(error.code)) {
    // The deadline's date (dd/mm/aaaa) travels inside the message; translations need it too.
    const date = /\d{2}\/\d{2}\/\d{4}/.exec(error.message)?.[0] ?? '';
    return { key: error.code, values: { date }, serverMessage: error.message };
  }
  if (error.status >= 500 || error.status === 0)
    return { key: 'UNAVAILABLE', values: {}, serverMessage: undefined };
  return { key: 'UNKNOWN', values: {}, serverMessage: undefined };
}

/**
 * The server's field errors mapped onto the form's field names (`contact_name` → `contactName`);
 * fields the form does not have are left out (the general message names the first problem).
 */
export function mapServerFields<F extends string>(
  fields: Record<string, string>,
  toFormField: (serverName: string) => F | undefined,
): Array<[F, string]> {
  const mapped: Array<[F, string]> = [];
  for (const [name, message] of Object.entries(fields)) {
    const field = toFormField(name);
    if (field && !mapped.some(([known]) => known === field)) mapped.push([field, message]);
  }
  return mapped;
}
