import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStorefrontPagesNotifier } from './storefront-pages';

const servers: ReturnType<typeof createServer>[] = [];

async function storefront(status = 204) {
  const calls: Pick<IncomingMessage, 'method' | 'url' | 'headers'>[] = [];
  const server = createServer((request, response) => {
    calls.push({ method: request.method, url: request.url, headers: request.headers });
    setTimeout(() => response.writeHead(status).end(), 20);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, calls };
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('storefront pages notifier', () => {
  it('asks the storefront to drop its pages, with the shared secret', async () => {
    const { url, calls } = await storefront();
    const log = { warn: vi.fn(), debug: vi.fn() };
    const notify = createStorefrontPagesNotifier({ storefrontUrl: url, secret: 's'.repeat(32), log });
    notify();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'POST', url: '/cache/revalidate' });
    expect(calls[0]?.headers.authorization).toBe(`Bearer ${'s'.repeat(32)}`);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('sends changes made during a call once, after it', async () => {
    const { url, calls } = await storefront();
    const notify = createStorefrontPagesNotifier({
      storefrontUrl: url,
      secret: 'x'.repeat(16),
      log: { warn: vi.fn(), debug: vi.fn() },
    });
    notify();
    notify();
    notify();
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls).toHaveLength(2);
  });

  it('logs, never throws, when the storefront refuses or cannot be reached', async () => {
    const { url } = await storefront(401);
    const log = { warn: vi.fn(), debug: vi.fn() };
    createStorefrontPagesNotifier({ storefrontUrl: url, secret: 'x'.repeat(16), log })();
    await vi.waitFor(() => expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('HTTP 401')));
    // A storefront that is not listening has nothing cached: a debug line only.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const unreachable = { warn: vi.fn(), debug: vi.fn() };
    createStorefrontPagesNotifier({
      storefrontUrl: `http://127.0.0.1:${port}`,
      secret: 'x'.repeat(16),
      log: unreachable,
    })();
    await vi.waitFor(() => expect(unreachable.debug).toHaveBeenCalled());
    expect(unreachable.warn).not.toHaveBeenCalled();
  });
});
