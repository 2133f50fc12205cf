import type { Locale } from '../../lib/locales';

/**
 * Calls to the store's request endpoints (`/requests/*`, `/blog/posts`) through the same-origin
 * proxy, which adds the customer's bearer token and the shopper's address. The commerce server
 * answers `{message, code}` (Portuguese) and, for wrong fields, 400 `INVALID_INPUT` with
 * `fields: {name: message}`; the forms translate by `code` and show each field's message beside it.
 */

const REQUEST_TIMEOUT_MS = 60_000;

export class FormRequestError extends Error {
  override readonly name = 'FormRequestError';

  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** The server's code (`RATE_LIMITED`, `INVALID_INPUT`…); `NETWORK` without an answer. */
    readonly code: string,
    /** Field name (as the server names it: `items.0.quantity`) → the server's message. */
    readonly fields: Record<string, string>,
  ) {
    super(message);
  }
}

export interface SendOptions {
  /** The bot-check token for `X-ReCaptcha`, when one is configured. */
  botToken?: string | undefined;
}

/** POSTs JSON or multipart form data; answers the parsed JSON of a 2xx, else throws FormRequestError. */
export async function sendRequest<T>(
  locale: Locale,
  path: string,
  body: Record<string, unknown> | FormData,
  { botToken }: SendOptions = {},
): Promise<T> {
  const isForm = body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        Store: locale.store,
        ...(isForm ? {} : { 'Content-Type': 'application/json' }),
        ...(botToken ? { 'X-ReCaptcha': botToken } : {}),
      },
      body: isForm ? body : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      cache: 'no-store',
    });
  } catch (error) {
    throw new FormRequestError(error instanceof Error ? error.message : String(error), 0, 'NETWORK', {});
  }
  return readAnswer<T>(response, `POST ${path}`);
}

/** GETs JSON from one of the request endpoints (settings, the customer's orders). */
export async function getJson<T>(locale: Locale, path: string, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      headers: { Accept: 'application/json', Store: locale.store },
      cache: 'no-store',
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new FormRequestError(error instanceof Error ? error.message : String(error), 0, 'NETWORK', {});
  }
  return readAnswer<T>(response, `GET ${path}`);
}

async function readAnswer<T>(response: Response, what: string): Promise<T> {
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  if (response.ok) {
    if (json === undefined) {
      throw new FormRequestError(`${what}: answer is not JSON`, response.status, 'INVALID_ANSWER', {});
    }
    return json as T;
  }
  const body = (json && typeof json === 'object' ? json : {}) as Record<string, unknown>;
  const message = typeof body.message === 'string' ? body.message : `${what}: HTTP ${response.status}`;
  const code = typeof body.code === 'string' ? body.code : `HTTP_${response.status}`;
  const fields: Record<string, string> = {};
  if (body.fields && typeof body.fields === 'object') {
    for (const [name, value] of Object.entries(body.fields as Record<string, unknown>)) {
      if (typeof value === 'string') fields[name] = value;
    }
  }
  return Promise.reject(new FormRequestError(message, response.status, code, fields));
}
