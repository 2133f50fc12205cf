import 'server-only';
import { commerceUrl } from './config';
import { requestIdHeaders } from './request-id.server';
import type { TypedDocument } from './typed-document';

/**
 * Store views of the commerce server, chosen by the `Store` request header (docs/architecture.md,
 * decision 8).
 */
export type StoreCode = 'default' | 'en' | 'german';

/** Rules §7: GraphQL calls time out after 30000 ms. */
const REQUEST_TIMEOUT_MS = 30_000;

export interface GraphQLErrorEntry {
  message: string;
  extensions?: { category?: string };
}

interface GraphQLResponse<TResult> {
  data?: TResult | null;
  errors?: GraphQLErrorEntry[];
}

/** The commerce server could not be reached or did not answer in time (network, timeout, 5xx). */
export class CommerceUnavailableError extends Error {
  override readonly name = 'CommerceUnavailableError';
}

/** The commerce server answered, but with GraphQL errors (or no data). */
export class CommerceQueryError extends Error {
  override readonly name = 'CommerceQueryError';

  constructor(
    message: string,
    readonly errors: readonly GraphQLErrorEntry[],
  ) {
    super(message);
  }
}

export interface CommerceQueryOptions {
  store?: StoreCode;
  /** Display currency (`Content-Currency`); the store view's default when absent. */
  currency?: string;
  /** The customer's token (from `customerToken()`), sent as `Authorization: Bearer`. */
  token?: string | undefined;
  /** Further request headers (the bot-check token's `X-ReCaptcha`). */
  headers?: Record<string, string>;
}

/**
 * Runs one GraphQL operation against the commerce server from the server side.
 * Throws `CommerceUnavailableError` when the server is unreachable and `CommerceQueryError`
 * (with every GraphQL error message) when it answers with errors.
 */
export async function commerceQuery<TResult, TVariables>(
  document: TypedDocument<TResult, TVariables>,
  variables: TVariables,
  { store = 'default', currency, token, headers }: CommerceQueryOptions = {},
): Promise<TResult> {
  const endpoint = `${commerceUrl()}/graphql`;
  const operation = operationName(document);

  let response: Response;
  let text: string;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        Accept: 'application/json',
        Store: store,
        ...(currency ? { 'Content-Currency': currency } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...requestIdHeaders(),
        ...headers,
      },
      body: JSON.stringify({ query: document, variables }),
      // A customer's data is never kept; catalogue reads follow the page's cache (the answer
      // becomes part of the cached page, nothing goes to Next's data cache).
      ...(token ? { cache: 'no-store' as const } : {}),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    text = await response.text();
  } catch (error) {
    throw new CommerceUnavailableError(`${operation}: commerce server unreachable at ${endpoint}`, {
      cause: error,
    });
  }

  const body = parseJson<GraphQLResponse<TResult>>(text);
  const detail = errorDetail(body, text);

  if (response.status >= 500 && !body?.data) {
    throw new CommerceUnavailableError(
      `${operation}: commerce server answered HTTP ${response.status}${detail}`,
    );
  }
  if (!body?.data || (body.errors?.length ?? 0) > 0) {
    throw new CommerceQueryError(
      `${operation} failed (HTTP ${response.status})${detail}`,
      body?.errors ?? [],
    );
  }
  return body.data;
}

/** `undefined` when the text is not JSON; the caller reports the raw text instead. */
function parseJson<T>(text: string): T | undefined {
  try {
    return JSON.parse(text) as T;
  } catch {
    return undefined;
  }
}

function errorDetail(body: GraphQLResponse<unknown> | undefined, text: string): string {
  if (!body) return ` with a non-JSON body: ${text.slice(0, 200)}`;
  const messages = body.errors?.map((entry) => entry.message) ?? [];
  return messages.length > 0 ? `: ${messages.join('; ')}` : '';
}

function operationName(document: string): string {
  return /\b(?:query|mutation)\s+(\w+)/.exec(document)?.[1] ?? 'anonymous operation';
}
