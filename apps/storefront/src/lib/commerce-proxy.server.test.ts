import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
const { bodyLimit, proxyToCommerce } = await import('./commerce-proxy.server');

const MIB = 1024 * 1024;

/** A stand-in commerce server (a real HTTP server): records what reaches it, answers 200. */
let commerce: Server;
let received: { path: string; headers: IncomingHttpHeaders; bytes: number }[] = [];
let previousUrl: string | undefined;
beforeAll(async () => {
  commerce = createServer((req, res) => {
    const entry = { path: req.url ?? '', headers: req.headers, bytes: 0 };
    received.push(entry);
    req.on('data', (chunk: Buffer) => {
      entry.bytes += chunk.length;
    });
    req.on('end', () =>
      req.url?.startsWith('/downloads/')
        ? res.writeHead(302, { location: 'https://example.com/arquivo' }).end()
        : res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'),
    );
    req.on('error', () => res.destroy());
  });
  await new Promise<void>((resolve) => commerce.listen(0, '127.0.0.1', resolve));
  const address = commerce.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  previousUrl = process.env.COMMERCE_URL;
  process.env.COMMERCE_URL = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  process.env.COMMERCE_URL = previousUrl;
  commerce.closeAllConnections();
  await new Promise((resolve) => commerce.close(resolve));
});

/** A body of `total` bytes made only as the reader pulls it; `pulled()` says how much was. */
function lazyBody(total: number, chunkSize = 64 * 1024) {
  let made = 0;
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (made >= total) return controller.close();
        const size = Math.min(chunkSize, total - made);
        made += size;
        controller.enqueue(new Uint8Array(size).fill(97));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, pulled: () => made };
}

function post(path: string, body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  } as RequestInit);
}

describe('the commerce proxy', () => {
  it('answers 413 to a 50 MB streamed body once it passes 1 MB, without holding it', async () => {
    received = [];
    const body = lazyBody(50 * MIB);
    const before = process.memoryUsage();
    const started = performance.now();
    const response = await proxyToCommerce(post('/graphql', body.stream), '/graphql');
    const elapsed = performance.now() - started;
    const after = process.memoryUsage();
    expect(response.status).toBe(413);
    expect((await response.json()).code).toBe('PAYLOAD_TOO_LARGE');
    expect(elapsed).toBeLessThan(2000);
    // Read up to the cap and a few chunks in flight, never the 50 MB.
    expect(body.pulled()).toBeLessThan(3 * MIB);
    expect(after.rss + after.arrayBuffers - before.rss - before.arrayBuffers).toBeLessThan(30 * MIB);
  });

  it('answers 413 at once when Content-Length announces more than the cap', async () => {
    received = [];
    const body = lazyBody(50 * MIB);
    const response = await proxyToCommerce(
      post('/graphql', body.stream, { 'content-length': String(50 * MIB) }),
      '/graphql',
    );
    expect(response.status).toBe(413);
    expect(body.pulled()).toBeLessThanOrEqual(64 * 1024);
    expect(received).toEqual([]);
  });

  it('streams a body under the cap to the commerce server whole', async () => {
    received = [];
    const response = await proxyToCommerce(post('/graphql', lazyBody(900 * 1024).stream), '/graphql');
    expect(response.status).toBe(200);
    expect(received.at(-1)?.bytes).toBe(900 * 1024);
  });

  it('lets an upload form take what the commerce server takes', async () => {
    expect(bodyLimit('/graphql', {})).toBe(MIB);
    expect(bodyLimit('/requests/return', {})).toBe(31 * MIB);
    expect(bodyLimit('/requests/careers', { CV_MAX_BYTES: String(3 * MIB) })).toBe(4 * MIB);
    expect(bodyLimit('/blog/posts', {})).toBe(6 * MIB);
    expect(bodyLimit('/order/create', { BODY_LIMIT: '2048' })).toBe(2048);
    received = [];
    const response = await proxyToCommerce(
      post('/requests/return', lazyBody(3 * MIB).stream),
      '/requests/return',
    );
    expect(response.status).toBe(200);
    expect(received.at(-1)?.bytes).toBe(3 * MIB);
  });

  it("sends the address server.cjs established, never the client's own X-Forwarded-For", async () => {
    received = [];
    await proxyToCommerce(
      post('/graphql', '{}', {
        'x-forwarded-for': '6.6.6.6',
        'x-real-ip': '6.6.6.7',
        forwarded: 'for=6.6.6.8',
        'x-storefront-client-address': '203.0.113.9',
      }),
      '/graphql',
    );
    expect(received[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
    expect(received[0]?.headers['x-real-ip']).toBeUndefined();
    expect(received[0]?.headers.forwarded).toBeUndefined();
    received = [];
    await proxyToCommerce(post('/graphql', '{}', { 'x-forwarded-for': '6.6.6.6' }), '/graphql');
    expect(received[0]?.headers['x-forwarded-for']).toBeUndefined();
  });

  it('refuses the sandbox bank and paths that dot segments would move', async () => {
    received = [];
    for (const path of [
      '/payments/sandbox/pix/pay',
      '/payments/Sandbox/boleto/pay',
      '/payments/%73andbox/pix/pay',
      '/order/../payments/sandbox/pix/pay',
      '/order/%2e%2e/graphql',
    ]) {
      const response = await proxyToCommerce(post(path, '{}'), path);
      expect(response.status, path).toBe(404);
    }
    expect(received).toEqual([]);
    const allowed = await proxyToCommerce(post('/payments/itau/pix', '{}'), '/payments/itau/pix');
    expect(allowed.status).toBe(200);
  });

  it("hands a download's redirect to the browser with the session cookie's customer as bearer", async () => {
    received = [];
    const request = new Request(`http://localhost:3000/downloads/${'a'.repeat(48)}`, {
      headers: { cookie: 'vsf-customer=tok123' },
    });
    const path = `/downloads/${'a'.repeat(48)}`;
    const response = await proxyToCommerce(request, path, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://example.com/arquivo');
    expect(received[0]?.headers.authorization).toBe('Bearer tok123');
  });
});
