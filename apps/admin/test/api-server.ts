import { afterAll, beforeAll, vi } from 'vitest';
import { useTestApp } from '../../commerce/test/test-app';

/** The browser's sessionStorage, which Node lacks: the providers keep the token there. */
class MemoryStorage {
  private values = new Map<string, string>();
  get length() {
    return this.values.size;
  }
  clear() {
    this.values.clear();
  }
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  key(index: number) {
    return [...this.values.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
  setItem(key: string, value: string) {
    this.values.set(key, String(value));
  }
}

/**
 * The real commerce server on a fresh SQLite database, listening on a free port, with the admin
 * app's providers pointed at it (VITE_API_URL) as the browser would be at `/rest`.
 */
export function useCommerceServer() {
  const t = useTestApp('sqlite');
  beforeAll(async () => {
    vi.stubGlobal('sessionStorage', new MemoryStorage());
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    vi.stubEnv('VITE_API_URL', address);
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  });
  return t;
}
