/**
 * The HTTP side of the ERP day (erp-day.ts): a Magento REST client as an ERP connector holds one
 * (Bearer token, JSON bodies, `searchCriteria` in the query string), the storefront's GraphQL,
 * and the small pieces of data an ERP makes up (tracking numbers, a product picture).
 */
import sharp from 'sharp';

/** A failed step: the script stops and exits non-zero with this message. */
export class ErpDayError extends Error {}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

/**
 * The base URL, refused unless it is this machine: the script writes prices, stock and products
 * and ships orders, which must never hit a real store by a mistyped option.
 */
export function loopbackUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ErpDayError(`--url is not a URL: ${raw}`);
  }
  const host = url.hostname;
  if (
    !['http:', 'https:'].includes(url.protocol) ||
    !(LOOPBACK.has(host) || /^127\.\d+\.\d+\.\d+$/.test(host))
  )
    throw new ErpDayError(`Refusing ${raw}: only loopback URLs (127.0.0.1, localhost, ::1) are allowed.`);
  return url;
}

export type Filter = { field: string; value: string | number; condition_type?: string };

/** `searchCriteria[...]` query parameters: one filter group per filter (AND), as connectors send. */
export function searchCriteria(
  filters: Filter[],
  page: { pageSize: number; currentPage: number; sortField?: string },
): URLSearchParams {
  const params = new URLSearchParams();
  filters.forEach((filter, group) => {
    const prefix = `searchCriteria[filter_groups][${group}][filters][0]`;
    params.set(`${prefix}[field]`, filter.field);
    params.set(`${prefix}[value]`, String(filter.value));
    params.set(`${prefix}[condition_type]`, filter.condition_type ?? 'eq');
  });
  if (page.sortField) {
    params.set('searchCriteria[sortOrders][0][field]', page.sortField);
    params.set('searchCriteria[sortOrders][0][direction]', 'ASC');
  }
  params.set('searchCriteria[pageSize]', String(page.pageSize));
  params.set('searchCriteria[currentPage]', String(page.currentPage));
  return params;
}

export interface Clients {
  rest<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T>;
  graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T>;
}

export function clients(base: URL, token: string): Clients {
  const root = base.href.replace(/\/$/, '');
  return {
    async rest<T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${root}/rest/V1${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      if (!response.ok)
        throw new ErpDayError(
          `${method} /rest/V1${path.split('?')[0]}: HTTP ${response.status} ${text.slice(0, 300)}`,
        );
      return JSON.parse(text) as T;
    },
    async graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
      const response = await fetch(`${root}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
      if (!response.ok || body.errors?.length || !body.data)
        throw new ErpDayError(`GraphQL: HTTP ${response.status} ${JSON.stringify(body.errors ?? body)}`);
      return body.data;
    },
  };
}

const CORREIOS_WEIGHTS = [8, 6, 4, 2, 3, 5, 9, 7];

/**
 * A Correios object code as the ERP receives from the label service: two letters, eight digits,
 * the check digit of Correios' modulo-11 rule, "BR" (e.g. "AA123456785BR").
 */
export function correiosTrackingNumber(serial: number, prefix = 'AB'): string {
  const digits = String(serial % 100_000_000).padStart(8, '0');
  const sum = [...digits].reduce((total, d, i) => total + Number(d) * CORREIOS_WEIGHTS[i]!, 0);
  const rest = sum % 11;
  const check = rest === 0 ? 5 : rest === 1 ? 0 : 11 - rest;
  return `${prefix}${digits}${check}BR`;
}

/** A small square PNG of one colour, base64: the product photo an ERP uploads. */
export async function productPicture(hue: number): Promise<string> {
  const r = Math.round(128 + 127 * Math.sin(hue));
  const g = Math.round(128 + 127 * Math.sin(hue + 2));
  const b = Math.round(128 + 127 * Math.sin(hue + 4));
  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();
  return png.toString('base64');
}

/** Runs `attempt` until it answers true or `ms` pass: the store applies writes within seconds. */
export async function eventually(attempt: () => Promise<boolean>, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms;
  for (;;) {
    if (await attempt()) return true;
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Milliseconds `work` took, and its result. */
export async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { ms: Math.round(performance.now() - start), result };
}
