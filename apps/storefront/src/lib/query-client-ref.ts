import type { QueryClient } from '@tanstack/react-query';

/**
 * The browser's query client once something created it (query-client.ts), without importing
 * TanStack Query: logout clears the cached cart, customer and wishlist only if a client exists,
 * and a page that never loaded one has nothing cached.
 */
let existing: QueryClient | undefined;

export function rememberQueryClient(client: QueryClient): void {
  existing = client;
}

export function existingQueryClient(): QueryClient | undefined {
  return existing;
}
