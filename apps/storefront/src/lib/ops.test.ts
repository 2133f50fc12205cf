import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { createStorefrontServer } = require('../../server.cjs') as {
  createStorefrontServer(options: {
    distDir: string;
    handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
    env?: Record<string, string | undefined>;
    commerceUrl?: () => string;
  }): Server;
};
const ops = require('../../ops.cjs') as {
  requestContext: { getStore(): { requestId: string } | undefined };
  routeOf(url: string): string;
  watchCatalogue(options: {
    commerceUrl: () => string;
    log?: (m: string) => void;
    retryMs?: number;
  }): () => void;
};
const { pagesChangedAt } = require('../../cache-handler-state.cjs') as { pagesChangedAt(): number };
const CacheHandler = require('../../cache-handler.cjs') as new (
  context: Record<string, unknown>,
) => {
  get(key: string, context: { kind: string }): Promise<unknown>;
  set(key: string, data: unknown, context: { kind: string }): Promise<void>;
};

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(server: Server): Promise<string> {
  servers.push(server);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The storefront's server with a page handler that reports the request id it was given. */
async function storefront(env: Record<string, string | undefined> = {}, commerceUrl = 'http://127.0.0.1:9') {
  const seen: { header?: string; context?: string }[] = [];
  const server = createStorefrontServer({
    distDir: '/nonexistent',
    env,
    commerceUrl: () => commerceUrl,
    handle: (req, res) => {
      seen.push({
        header: req.headers['x-request-id'] as string,
        context: ops.requestContext.getStore()?.requestId,
      });
      res.end('ok');
    },
  });
  return { url: await listen(server), seen };
}

describe('request ids', () => {
  it('keeps a well-formed X-Request-Id, hands it to the page and answers with it', async () => {
    const { url, seen } = await storefront();
    const response = await fetch(`${url}/produto.html`, {
      headers: { 'x-request-id': 'nginx-0123456789abcdef' },
    });
    expect(response.headers.get('x-request-id')).toBe('nginx-0123456789abcdef');
    expect(seen).toEqual([{ header: 'nginx-0123456789abcdef', context: 'nginx-0123456789abcdef' }]);
  });

  it('makes a new one when the caller sent none or a malformed one', async () => {
    const { url, seen } = await storefront();
    const response = await fetch(url, { headers: { 'x-request-id': 'short' } });
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(seen[0]).toEqual({ header: id, context: id });
  });
});

describe('GET /metrics', () => {
  it('counts answers per kind of route, for loopback callers', async () => {
    const { url } = await storefront();
    await fetch(`${url}/papelaria/canetas.html?x=1`);
    const metrics = await fetch(`${url}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toMatch(/storefront_http_requests_total\{method="GET",route="page",status="200"\} \d+/);
    expect(text).toContain('storefront_page_cache_lookups_total');
  });

  it('asks for METRICS_TOKEN when it is set', async () => {
    const { url } = await storefront({ METRICS_TOKEN: 'scrape-token-0123456789' });
    expect((await fetch(`${url}/metrics`)).status).toBe(401);
    const right = await fetch(`${url}/metrics`, {
      headers: { authorization: 'Bearer scrape-token-0123456789' },
    });
    expect(right.status).toBe(200);
  });

  it('labels routes from a fixed set', () => {
    expect(ops.routeOf('/_next/static/chunks/a.js')).toBe('static');
    expect(ops.routeOf('/_next/image?url=x')).toBe('image');
    expect(ops.routeOf('/graphql?query=x')).toBe('/graphql');
    expect(ops.routeOf('/en/anything/at/all.html')).toBe('page');
  });
});

describe('GET /ready', () => {
  it('is ready while the commerce server answers its /health, and not otherwise', async () => {
    const commerce = await listen(
      createServer((req, res) => {
        res.statusCode = req.url === '/health' ? 200 : 404;
        res.end('{}');
      }),
    );
    const up = await storefront({}, commerce);
    expect((await fetch(`${up.url}/ready`)).status).toBe(200);
    expect(up.seen).toEqual([]);
    const down = await storefront({}, 'http://127.0.0.1:9');
    const answer = await fetch(`${down.url}/ready`);
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ status: 'commerce unreachable' });
  });
});

describe('catalogue changes', () => {
  it('learns of a new catalogue version from the long poll and makes earlier pages stale', async () => {
    let version = 7;
    const waiting: ServerResponse[] = [];
    const commerce = await listen(
      createServer((req, res) => {
        const after = new URL(req.url ?? '/', 'http://x').searchParams.get('after');
        res.setHeader('content-type', 'application/json');
        if (after === String(version)) waiting.push(res);
        else res.end(JSON.stringify({ catalog: version }));
      }),
    );
    const handler = new CacheHandler({
      flushToDisk: false,
      revalidatedTags: [],
      maxMemoryCacheSize: 1_000_000,
    });
    const entry = {
      kind: 'FETCH',
      data: { headers: {}, body: 'e30=', url: 'http://commerce/graphql', status: 200 },
      revalidate: 60,
    };
    await handler.set('products', entry, { kind: 'FETCH' });
    expect(await handler.get('products', { kind: 'FETCH' })).toMatchObject({ value: entry });

    const stop = ops.watchCatalogue({ commerceUrl: () => commerce, log: () => {} });
    try {
      for (let i = 0; i < 100 && waiting.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(waiting).toHaveLength(1);
      const before = pagesChangedAt();
      await new Promise((r) => setTimeout(r, 5));
      version = 8;
      waiting.shift()!.end(JSON.stringify({ catalog: version }));
      for (let i = 0; i < 100 && pagesChangedAt() === before; i++)
        await new Promise((r) => setTimeout(r, 20));
      expect(pagesChangedAt()).toBeGreaterThan(before);
      expect(await handler.get('products', { kind: 'FETCH' })).toBeNull();
    } finally {
      stop();
      for (const res of waiting) res.end('{}');
    }
  });
});
