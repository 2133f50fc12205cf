import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const handlerModule = require('../../cache-handler.cjs') as {
  new (
    context: Record<string, unknown>,
  ): {
    get(key: string, context: { kind: string }): Promise<unknown>;
    set(key: string, data: unknown, context: { kind: string }): Promise<void>;
  };
  ImageLru: new (
    maxBytes: number,
  ) => {
    get(key: string): unknown;
    set(key: string, value: unknown, size: number): void;
  };
};

describe('the storefront cache handler (optimised pictures in memory)', () => {
  it('answers a picture it kept, with the time it was kept', async () => {
    const handler = new handlerModule({ flushToDisk: false, revalidatedTags: [] });
    const picture = { kind: 'IMAGE', etag: 'e', buffer: Buffer.alloc(10), extension: 'webp', revalidate: 60 };
    expect(await handler.get('picture', { kind: 'IMAGE' })).toBeNull();
    await handler.set('picture', picture, { kind: 'IMAGE' });
    expect(await handler.get('picture', { kind: 'IMAGE' })).toMatchObject({
      value: picture,
      lastModified: expect.any(Number),
    });
  });

  it('drops the least recently used pictures beyond its size', () => {
    const lru = new handlerModule.ImageLru(100);
    lru.set('a', 'A', 40);
    lru.set('b', 'B', 40);
    expect(lru.get('a')).toBe('A');
    lru.set('c', 'C', 40);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    // Larger than the whole cache: not kept, and nothing else is pushed out for it.
    lru.set('huge', 'H', 101);
    expect(lru.get('huge')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
  });
});
