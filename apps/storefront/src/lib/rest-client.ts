import type { Locale } from './locales';

/**
 * JSON calls to the store's own endpoints (/order, /payments, /cep, /payment-card, /acart) through
 * the same-origin proxy, which adds the customer's bearer token. Errors carry the server's `{message, code}` (the REST
 * error body of apps/commerce/README.md "Payments") so that the page can show the server's words.
 */

const REQUEST_TIMEOUT_MS = 30_000;

export class RestError extends Error {
  override readonly name = 'RestError';

  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly body: Record<string, unknown> | undefined,
  ) {
    super(message);
  }
}

export async function requestJson<T>(
  locale: Locale,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: {
        ...headers,
        Accept: 'application/json',
        Store: locale.store,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch (error) {
    throw new RestError(error instanceof Error ? error.message : String(error), 0, 'NETWORK', undefined);
  }
  const json = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (!response.ok) {
    const message = typeof json?.message === 'string' ? json.message : `HTTP ${response.status}`;
    const code = typeof json?.code === 'string' ? json.code : undefined;
    throw new RestError(message, response.status, code, json);
  }
  return json as T;
}

/** A path with its query string, skipping undefined values. */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value));
  }
  return `${path}?${params}`;
}
