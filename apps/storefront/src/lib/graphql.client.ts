import { readCookie } from './browser-cookies';
import { COOKIES, isCurrency, type Locale } from './locales';
import type { TypedDocument } from './typed-document';

/** Rules §7: GraphQL calls time out after 30000 ms. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface GraphQLErrorEntry {
  /** In the store view's language (the commerce server translates it). */
  message: string;
  /** `message_en`: the same message in English, Magento's text, for code that recognises a message. */
  extensions?: { category?: string; message_en?: string };
}

/** The commerce server answered with GraphQL errors; `messages` are shown joined with commas (rules §8). */
export class GraphQLRequestError extends Error {
  override readonly name = 'GraphQLRequestError';

  constructor(
    readonly errors: readonly GraphQLErrorEntry[],
    readonly status: number,
  ) {
    super(errors.map((error) => error.message).join(', ') || `HTTP ${status}`);
  }

  /** The errors' English texts (Magento's), for recognising a message whatever the shopper's language. */
  get englishMessage(): string {
    return this.errors.map((error) => error.extensions?.message_en ?? error.message).join(', ');
  }

  /** Rules §8: graphql-authorization means the session is gone. */
  get isAuthorization(): boolean {
    return this.errors.some((error) => error.extensions?.category === 'graphql-authorization');
  }
}

/** The display currency: the vsf-currency cookie when valid (rules §9), else the locale's. */
export function displayCurrency(locale: Locale): string {
  const cookie = readCookie(COOKIES.currency);
  return isCurrency(cookie) ? cookie : locale.currency;
}

/**
 * Runs one GraphQL operation from the browser through the same-origin /graphql proxy (which adds
 * the customer's bearer token from its httpOnly cookie). Throws GraphQLRequestError on errors, a
 * TypeError/AbortError when the network fails.
 */
export async function clientGraphQL<TResult, TVariables>(
  locale: Locale,
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
  signal?: AbortSignal,
): Promise<TResult> {
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      Store: locale.store,
      'Content-Currency': displayCurrency(locale),
    },
    body: JSON.stringify({ query: document, variables }),
    signal: signal
      ? AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)])
      : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  let body: { data?: TResult | null; errors?: GraphQLErrorEntry[] } | undefined;
  try {
    body = await response.json();
  } catch (error) {
    // A cancelled request is not a server answer: callers must see the abort, not an error
    // response (a cart query cancelled by a newer one must not end the session).
    if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
    body = undefined;
  }
  if (!body?.data || (body.errors?.length ?? 0) > 0) {
    throw new GraphQLRequestError(body?.errors ?? [], response.status);
  }
  return body.data;
}
