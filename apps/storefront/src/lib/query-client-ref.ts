import type { QueryClient } from '@tanstack/react-query';

/**
 * The browser's query client without importing TanStack Query into the first load: logout clears
 * the cached cart, customer and wishlist only if a client exists (a page that never loaded one has
 * nothing cached), and actions on catalogue pages load it with their code on the first click.
 */
let existing: QueryClient | undefined;

export function rememberQueryClient(client: QueryClient): void {
  existing = client;
}

export function existingQueryClient(): QueryClient | undefined {
  return existing;
}

/** The page's client, with TanStack Query's code (query-client.ts) loaded on first use. */
export async function loadQueryClient(): Promise<QueryClient> {
  const { getQueryClient } = await import('./query-client');
  return getQueryClient();
}
