// Helpers for journeys that talk to the store behind the browser: its GraphQL API, its SQLite
// file and customers who can log in.
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { linkIn, waitForMail } from './mail';
import { COMMERCE_PORT } from './ports';

export const COMMERCE = `http://127.0.0.1:${COMMERCE_PORT}`;
export const PASSWORD = 'Papel#2024';
export const CPF = '52998224725';
/** Where journeys save their screenshots (README), whatever folder the run starts in. */
export const SCREENSHOTS = path.join(import.meta.dirname, 'screenshots');

/** The SQLite file of the store the journeys started (E2E_DATABASE_URL). */
export function databaseFile(): string {
  const url = process.env.E2E_DATABASE_URL ?? 'file:./data/e2e.db';
  const file = url.slice('file:'.length);
  return path.isAbsolute(file) ? file : path.join(import.meta.dirname, '..', file);
}

export function withDatabase<T>(run: (db: Database.Database) => T, readonly = true): T {
  const db = new Database(databaseFile(), { readonly, fileMustExist: true });
  try {
    return run(db);
  } finally {
    db.close();
  }
}

/** The first defined value `read` gives within the timeout. */
export async function poll<T>(read: () => T | undefined, what: string, timeoutMs = 20_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

export async function graphql<T>(
  request: APIRequestContext,
  query: string,
  variables: object = {},
  token?: string,
): Promise<T> {
  const response = await request.post(`${COMMERCE}/graphql`, {
    data: { query, variables },
    headers: { Store: 'default', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (!body.data || body.errors?.length) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

/**
 * A customer who can log in (registered, and confirmed when the store asks for it); answers e-mail
 * and token. `name` starts the e-mail address.
 */
export async function customer(
  request: APIRequestContext,
  name: string,
  {
    firstname = 'Joana',
    lastname = 'Pereira',
    taxvat = CPF,
  }: { firstname?: string; lastname?: string; taxvat?: string } = {},
): Promise<{ email: string; token: string }> {
  const email = `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
  await graphql(
    request,
    'mutation ($input: CustomerCreateInput!) { createCustomerV2(input: $input) { customer { email } } }',
    { input: { firstname, lastname, email, password: PASSWORD, taxvat } },
  );
  // Accounts that need no confirmation get no e-mail: the wait is short.
  const key = await waitForMail(email, { kind: 'account-confirmation', timeoutMs: 5_000 })
    .then((mail) => linkIn(mail).searchParams.get('key'))
    .catch(() => null);
  if (key) {
    await graphql(
      request,
      'mutation ($input: ConfirmEmailInput!) { confirmEmail(input: $input) { customer { email } } }',
      { input: { email, confirmation_key: key } },
    );
  }
  const { generateCustomerToken } = await graphql<{ generateCustomerToken: { token: string } }>(
    request,
    'mutation ($email: String!, $password: String!) { generateCustomerToken(email: $email, password: $password) { token } }',
    { email, password: PASSWORD },
  );
  return { email, token: generateCustomerToken.token };
}

/** Logs a new customer in for the browser: the httpOnly token cookie the storefront's session sets. */
export async function logInNewCustomer(
  context: BrowserContext,
  request: APIRequestContext,
  baseURL: string | undefined,
): Promise<{ email: string; token: string }> {
  const who = await customer(request, 'cliente');
  await context.addCookies([
    { name: 'vsf-customer', value: who.token, url: baseURL ?? '', httpOnly: true, sameSite: 'Lax' },
  ]);
  return who;
}

/** The store path a picture comes from, through the image optimiser (`/_next/image?url=…`) or not. */
export async function pictureSource(image: Locator): Promise<string> {
  const src = (await image.getAttribute('src')) ?? '';
  const url = new URL(src, 'http://store.test');
  return url.pathname === '/_next/image' ? (url.searchParams.get('url') ?? '') : src;
}

/**
 * Waits for the page's requests to settle, at most 5 s. After a cached page, Chromium can leave
 * the router's link prefetches of a per-request page (/produto?sku=…) open without blocking
 * anything (navigation works: they block nothing), and networkidle would never come.
 */
export async function settleRequests(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
}

/**
 * Opens a page and waits until it is interactive: the chrome pushes its page-view event to the
 * data layer 250 ms after hydration (rules §2), so a click or a select after this reaches React
 * (one before it changes the DOM but no handler hears it).
 */
export async function openInteractive(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() =>
    ((window as Window & { dataLayer?: unknown[] }).dataLayer ?? []).some(
      (entry) => (entry as { event?: string }).event === 'page_view',
    ),
  );
  return response;
}
