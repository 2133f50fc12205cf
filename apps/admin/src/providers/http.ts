import { HttpError } from 'react-admin';

/** Where the API is: the same origin as the app (`/rest`), or under VITE_API_URL (tests). */
const apiRoot = () => `${import.meta.env?.VITE_API_URL ?? ''}/rest`;

const TOKEN_KEY = 'admin.token';

/** The staff member's token lives for the tab only: closing it signs out. */
export const tokenStore = {
  get: (): string | null => globalThis.sessionStorage?.getItem(TOKEN_KEY) ?? null,
  set: (token: string) => globalThis.sessionStorage?.setItem(TOKEN_KEY, token),
  clear: () => globalThis.sessionStorage?.removeItem(TOKEN_KEY),
};

export interface MagentoErrorBody {
  message?: string;
  parameters?: Record<string, unknown> | unknown[];
  errors?: MagentoErrorBody[];
}

/**
 * Magento's error message with its parameters put in: `%fieldName`-style names from an object,
 * `%1`, `%2`… from a list. The message is the server's; the screens show it as it is.
 */
export function errorMessage(body: MagentoErrorBody | undefined, status: number): string {
  if (!body?.message) return status >= 500 ? 'ra.notification.http_error' : `HTTP ${status}`;
  const parameters = body.parameters;
  let message = body.message.replace(/%(\w+)/g, (whole, name: string) => {
    if (Array.isArray(parameters)) {
      const value = parameters[Number(name) - 1];
      return value === undefined ? whole : String(value);
    }
    const value = parameters?.[name];
    return value === undefined || value === null ? whole : String(value);
  });
  if (body.errors?.length) message += ` ${body.errors.map((e) => errorMessage(e, status)).join(' ')}`;
  return message;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: URLSearchParams;
  /** Send no token (the login routes). */
  anonymous?: boolean;
}

/** One call to `/rest/V1/<path>`; a refusal becomes react-admin's HttpError with the server's message. */
export async function rest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    throw new HttpError(errorMessage(body as MagentoErrorBody, response.status), response.status, body);
  }
  return body as T;
}

/** A file the API answers (the catalogue CSV export), refusals as `rest`'s. */
export async function restFile(path: string, accept: string): Promise<Blob> {
  const response = await send(path, {}, accept);
  if (!response.ok) {
    const body = await response.json().catch(() => undefined);
    throw new HttpError(errorMessage(body as MagentoErrorBody, response.status), response.status, body);
  }
  return response.blob();
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const token = options.anonymous ? null : tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const query = options.query?.toString();
  const url = `${apiRoot()}/V1/${path}${query ? `?${query}` : ''}`;
  try {
    return await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new HttpError('ra.notification.http_error', 0);
  }
}
