import { HttpError } from 'react-admin';
import { screenLanguage } from '../i18n/i18n-provider';
import { type Language, serverText } from './server-text';

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
 * A refusal's words for the operator: Magento's message and its parameters in the screen's
 * language (server-text.ts), the server's own text when the catalogue does not know it.
 */
export function errorMessage(
  body: MagentoErrorBody | undefined,
  status: number,
  language: Language = screenLanguage(),
): string {
  return serverText(body, status, language);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: URLSearchParams;
  /** Send no token (the login routes). */
  anonymous?: boolean;
  /** A store view's code: `/rest/<store>/V1/…` reads and writes that view's texts. */
  store?: string;
}

async function send(path: string, options: RequestOptions, accept: string): Promise<Response> {
  const headers: Record<string, string> = { Accept: accept };
  const token = options.anonymous ? null : tokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const query = options.query?.toString();
  const scope = options.store ? `/${encodeURIComponent(options.store)}` : '';
  const url = `${apiRoot()}${scope}/V1/${path}${query ? `?${query}` : ''}`;
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

async function refusal(response: Response): Promise<HttpError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    body = undefined;
  }
  return new HttpError(errorMessage(body as MagentoErrorBody, response.status), response.status, body);
}

/**
 * One call to `/rest/V1/<path>`; a refusal becomes react-admin's HttpError with the server's message
 * in the screen's language, Magento's body kept as `body` (its English template, for code to read).
 */
export async function rest<T = unknown>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options, 'application/json');
  if (!response.ok) throw await refusal(response);
  const text = await response.text();
  try {
    return (text ? JSON.parse(text) : undefined) as T;
  } catch {
    return undefined as T;
  }
}

/** A file the API answers (a CSV export, a PDF) as a Blob with its file name; a refusal as `rest`'s. */
export async function restFile(
  path: string,
  options: RequestOptions = {},
): Promise<{ blob: Blob; filename?: string; headers: Headers }> {
  const response = await send(path, options, '*/*');
  if (!response.ok) throw await refusal(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  return {
    blob: await response.blob(),
    filename: /filename="([^"]+)"/.exec(disposition)?.[1],
    headers: response.headers,
  };
}

/**
 * A file behind the API (a request's photo or CV) as a blob: the route wants the staff token, which
 * a plain link or `<img src>` would not send. `url` is the server's own `/rest/V1/…` address.
 */
export async function restBlob(url: string): Promise<Blob> {
  const [path = '', query] = url.replace(/^\/rest\/V1\//, '').split('?');
  return (await restFile(path, { query: new URLSearchParams(query) })).blob;
}
