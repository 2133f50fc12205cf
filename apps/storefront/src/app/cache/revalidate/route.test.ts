import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const revalidatePath = vi.fn();
vi.mock('next/cache', () => ({ revalidatePath }));

const { POST } = await import('./route');

const post = (authorization?: string) =>
  POST(
    new Request('http://store.test/cache/revalidate', {
      method: 'POST',
      headers: authorization ? { authorization } : {},
    }),
  );

describe('POST /cache/revalidate', () => {
  beforeEach(() => {
    revalidatePath.mockClear();
    process.env.PAGE_CACHE_SECRET = 'page-cache-secret-for-tests';
  });
  afterEach(() => {
    delete process.env.PAGE_CACHE_SECRET;
  });

  it('drops every cached page for the commerce server holding the secret', () => {
    expect(post('Bearer page-cache-secret-for-tests').status).toBe(204);
    expect(revalidatePath).toHaveBeenCalledWith('/[locale]', 'layout');
  });

  it('refuses anyone else and keeps the pages', () => {
    expect(post().status).toBe(401);
    expect(post('Bearer wrong').status).toBe(401);
    expect(post('Bearer page-cache-secret-for-tests!').status).toBe(401);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('does not exist without a secret', () => {
    delete process.env.PAGE_CACHE_SECRET;
    expect(post('Bearer ').status).toBe(404);
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});
