import { mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const { precompressStatic } = require('../../precompress.cjs') as {
  precompressStatic(distDir: string): { files: number; bytes: number; br: number; gzip: number };
};
const { createStorefrontServer, IMMUTABLE } = require('../../server.cjs') as {
  createStorefrontServer(options: {
    distDir: string;
    handle: (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;
    env?: Record<string, string | undefined>;
  }): Server;
  IMMUTABLE: string;
};

/** Script-like text that compresses well, as the build's chunks do. */
const CHUNK = `(globalThis.TURBOPACK||[]).push([${'function render(){return "Escritório Total";},'.repeat(200)}]);`;
const PAGE = `<!doctype html><html lang="pt-BR"><body>${'<p>Caneta gel azul — R$ 12,90</p>'.repeat(300)}</body></html>`;

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'storefront-server-'));
  mkdirSync(path.join(dir, 'static', 'chunks'), { recursive: true });
  writeFileSync(path.join(dir, 'static', 'chunks', 'app.js'), CHUNK);
  writeFileSync(path.join(dir, 'static', 'chunks', 'tiny.js'), 'a()');
  writeFileSync(
    path.join(dir, 'static', 'chunks', 'site.css'),
    `body{color:#222}${'.p{margin:0}'.repeat(200)}`,
  );
  writeFileSync(path.join(dir, 'static', 'logo.png'), Buffer.alloc(4096, 7));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('precompressStatic', () => {
  it('writes brotli and gzip copies of text files of 1 KB or more, once', () => {
    const first = precompressStatic(dir);
    expect(first.files).toBe(2);
    const chunk = path.join(dir, 'static', 'chunks', 'app.js');
    expect(brotliDecompressSync(readFileSync(`${chunk}.br`)).toString()).toBe(CHUNK);
    expect(gunzipSync(readFileSync(`${chunk}.gz`)).toString()).toBe(CHUNK);
    expect(readFileSync(`${chunk}.br`).length).toBeLessThan(readFileSync(`${chunk}.gz`).length);
    // Too small to gain anything, and pictures: no copies.
    expect(() => readFileSync(path.join(dir, 'static', 'chunks', 'tiny.js.br'))).toThrow();
    expect(() => readFileSync(path.join(dir, 'static', 'logo.png.gz'))).toThrow();
    // Up to date: nothing to do.
    expect(precompressStatic(dir).files).toBe(0);
  });

  it('compresses a file again when it changed after its copies were made', () => {
    precompressStatic(dir);
    const chunk = path.join(dir, 'static', 'chunks', 'app.js');
    writeFileSync(chunk, `//# allFunctionsCalledOnLoad\n${CHUNK}`);
    const later = new Date(Date.now() + 5_000);
    utimesSync(chunk, later, later);
    expect(precompressStatic(dir).files).toBe(1);
    expect(brotliDecompressSync(readFileSync(`${chunk}.br`)).toString()).toMatch(
      /^\/\/# allFunctionsCalledOnLoad/,
    );
  });
});

describe('the storefront server', () => {
  let server: Server | undefined;
  let handled: string[];
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  async function start(
    handle?: (req: IncomingMessage, res: ServerResponse) => void,
    env: Record<string, string | undefined> = {},
  ): Promise<string> {
    handled = [];
    server = createStorefrontServer({
      distDir: dir,
      env,
      handle:
        handle ??
        ((req, res) => {
          handled.push(req.url ?? '');
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.end(PAGE);
        }),
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    return `http://127.0.0.1:${address.port}`;
  }

  /** A raw request (fetch would decompress and hide the encoding). */
  async function get(
    url: string,
    acceptEncoding: string,
    method = 'GET',
    extra: Record<string, string> = {},
  ) {
    const { request } = await import('node:http');
    return new Promise<{
      status: number;
      headers: Record<string, string | string[] | undefined>;
      body: Buffer;
    }>((resolve, reject) => {
      // The path as written (a URL would resolve its dot segments).
      const { hostname, port } = new URL(url);
      const rawPath = url.slice(url.indexOf('/', 'http://'.length));
      const headers = { 'accept-encoding': acceptEncoding, ...extra };
      const req = request({ hostname, port, path: rawPath, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  it('sends the brotli copy of a build file to a browser that takes brotli, without asking Next', async () => {
    precompressStatic(dir);
    const base = await start();
    const response = await get(`${base}/_next/static/chunks/app.js`, 'gzip, deflate, br, zstd');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(response.headers.vary).toBe('Accept-Encoding');
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(brotliDecompressSync(response.body).toString()).toBe(CHUNK);
    expect(handled).toEqual([]);
  });

  it('sends the gzip copy when brotli is not taken, and the file itself through Next otherwise', async () => {
    precompressStatic(dir);
    const base = await start();
    const gzip = await get(`${base}/_next/static/chunks/site.css`, 'gzip, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers['content-type']).toBe('text/css; charset=utf-8');
    expect(gunzipSync(gzip.body).toString()).toMatch(/^body\{color:#222\}/);

    await get(`${base}/_next/static/chunks/app.js`, 'identity');
    // No copies (too small, not made yet, or not a build file): Next answers.
    await get(`${base}/_next/static/chunks/tiny.js`, 'br');
    await get(`${base}/_next/static/chunks/missing.js`, 'br');
    await get(`${base}/_next/static/../../server.cjs`, 'br');
    expect(handled).toEqual([
      '/_next/static/chunks/app.js',
      '/_next/static/chunks/tiny.js',
      '/_next/static/chunks/missing.js',
      '/_next/static/../../server.cjs',
    ]);
  });

  it('answers HEAD with the headers only', async () => {
    precompressStatic(dir);
    const base = await start();
    const response = await get(`${base}/_next/static/chunks/app.js`, 'br', 'HEAD');
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBeGreaterThan(0);
    expect(response.body.length).toBe(0);
  });

  it("compresses Next's answers with brotli or gzip as the browser asks", async () => {
    const base = await start();
    const br = await get(`${base}/papelaria.html`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    const gzip = await get(`${base}/papelaria.html`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(PAGE);
    const plain = await get(`${base}/papelaria.html`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
  });

  it('sends each part of a streamed page as soon as it is written', async () => {
    let release: () => void = () => {};
    const base = await start((_req, res) => {
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      res.write(PAGE.slice(0, 4000));
      // Next flushes after every chunk it writes (compression's res.flush).
      (res as ServerResponse & { flush(): void }).flush();
      release = () => res.end(PAGE.slice(4000));
    });
    const { request } = await import('node:http');
    const firstPart = await new Promise<string>((resolve, reject) => {
      request(`${base}/`, { headers: { 'accept-encoding': 'br' } }, (res) => {
        const { createBrotliDecompress } = require('node:zlib') as typeof import('node:zlib');
        const decoded = res.pipe(createBrotliDecompress());
        decoded.once('data', (chunk: Buffer) => {
          resolve(chunk.toString());
          release();
        });
      })
        .on('error', reject)
        .end();
    });
    expect(firstPart).toBe(PAGE.slice(0, 4000));
  });

  it('answers 500 with a message when Next fails, without crashing', async () => {
    const base = await start(() => {
      throw new Error('boom');
    });
    const errors: unknown[] = [];
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args);
    try {
      const response = await get(`${base}/`, 'identity');
      expect(response.status).toBe(500);
      expect(response.body.toString()).toBe('Erro interno do servidor');
    } finally {
      console.error = original;
    }
    expect(errors).toHaveLength(1);
  });

  describe('at the edge', () => {
    const SECURITY_HEADERS = {
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
    };
    const nonceOf = (csp: unknown) => /'nonce-([A-Za-z0-9_-]+)'/.exec(String(csp))?.[1];

    it('sends the security headers and an enforced CSP on pages, build files and errors', async () => {
      precompressStatic(dir);
      const base = await start((req, res) => {
        if (req.url === '/boom') throw new Error('boom');
        res.setHeader('X-Powered-By', 'Next.js');
        res.setHeader('Content-Type', req.url?.includes('_rsc') ? 'text/x-component' : 'text/html');
        res.end(PAGE);
      });
      const original = console.error;
      console.error = () => {};
      try {
        for (const path of ['/', '/papelaria.html?_rsc=1', '/_next/static/chunks/app.js', '/boom']) {
          const response = await get(`${base}${path}`, 'br');
          expect(response.headers, path).toMatchObject(SECURITY_HEADERS);
          const csp = String(response.headers['content-security-policy']);
          expect(csp, path).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9_-]{22}' 'strict-dynamic'/);
          expect(csp).toContain("frame-ancestors 'self'");
          expect(csp).toContain("img-src 'self' data:");
          expect(csp).toContain("connect-src 'self'");
          expect(csp).not.toContain('unsafe-eval');
          expect(response.headers['content-security-policy-report-only']).toBeUndefined();
          expect(response.headers['x-powered-by']).toBeUndefined();
          expect(response.headers['strict-transport-security']).toBeUndefined();
        }
      } finally {
        console.error = original;
      }
    });

    it('sends a redirect with one Location, however often Next set it', async () => {
      const base = await start((_req, res) => {
        res.statusCode = 308;
        res.setHeader('Location', '/sobre-nos');
        res.appendHeader('Location', '/sobre-nos');
        res.appendHeader('Set-Cookie', 'a=1');
        res.appendHeader('Set-Cookie', 'a=1');
        res.end();
      });
      const response = await get(`${base}/institucional/quem-somos`, 'identity');
      expect(response.status).toBe(308);
      expect(response.headers.location).toBe('/sobre-nos');
      expect(response.headers['set-cookie']).toEqual(['a=1', 'a=1']);
    });

    it('sends no Referer at all from a page whose URL carries an access token', async () => {
      const base = await start();
      for (const path of ['/checkout/success?order=100000001&token=abc', '/confirmar-conta?email=a&key=k']) {
        expect((await get(`${base}${path}`, 'identity')).headers['referrer-policy'], path).toBe(
          'no-referrer',
        );
      }
      expect((await get(`${base}/busca?q=token`, 'identity')).headers['referrer-policy']).toBe(
        'strict-origin-when-cross-origin',
      );
    });

    it('allows the tracking tools that are configured, and only those', async () => {
      const base = await start(undefined, { NEXT_PUBLIC_GA_ID: 'G-TEST', NEXT_PUBLIC_CLARITY_ID: 'abc' });
      const csp = String((await get(`${base}/`, 'identity')).headers['content-security-policy']);
      expect(csp).toContain('https://www.googletagmanager.com');
      expect(csp).toContain('https://*.google-analytics.com');
      expect(csp).toContain('https://www.clarity.ms');
      expect(csp).not.toContain('facebook');
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      // Cart lines show pictures at the commerce server's public address.
      const withCommerce = await start(undefined, { COMMERCE_URL: 'https://api.loja.example/' });
      expect(String((await get(`${withCommerce}/`, 'identity')).headers['content-security-policy'])).toMatch(
        /img-src 'self' data: blob: https:\/\/api\.loja\.example;/,
      );
    });

    it('sends HSTS only over HTTPS: a trusted proxy says so, or a production https store', async () => {
      let base = await start();
      // A client's own X-Forwarded-Proto is not believed.
      let response = await get(`${base}/`, 'identity', 'GET', { 'x-forwarded-proto': 'https' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      base = await start(undefined, { TRUSTED_PROXY_HOPS: '1' });
      response = await get(`${base}/`, 'identity', 'GET', { 'x-forwarded-proto': 'https' });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      base = await start(undefined, { NODE_ENV: 'production', STOREFRONT_URL: 'https://loja.example' });
      response = await get(`${base}/`, 'identity');
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=/);
    });

    it('swaps the placeholder nonce for a fresh one per answer, across chunk boundaries', async () => {
      let cached: Buffer | undefined;
      let placeholder = '';
      const base = await start((req, res) => {
        // Next reads the nonce from the request's CSP; pages are rendered once and kept.
        placeholder = nonceOf(req.headers['content-security-policy']) ?? '';
        cached ??= Buffer.from(
          `<html><head><script nonce="${placeholder}">a()</script></head><body>${'x'.repeat(3000)}` +
            `<script nonce="${placeholder}">b()</script><script nonce="${placeholder}" src="/c.js"></script></body></html>`,
        );
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Content-Length', cached.length);
        // Every split of the page in two, and single bytes at the end: each placeholder is cut
        // at every position across the runs.
        const cut = Number(new URL(req.url ?? '/', 'http://x').searchParams.get('cut') ?? 0);
        res.write(cached.subarray(0, cut));
        const rest = cached.subarray(cut);
        for (let i = 0; i < Math.min(40, rest.length); i++) res.write(rest.subarray(i, i + 1));
        res.end(rest.subarray(40));
      });
      const seen = new Set<string>();
      for (const cut of [0, 20, 25, 30, 35, 3080, 3090, 3100, 3110, 3120]) {
        const response = await get(`${base}/?cut=${cut}`, cut % 2 === 0 ? 'br' : 'identity');
        const body = (cut % 2 === 0 ? brotliDecompressSync(response.body) : response.body).toString();
        const nonce = nonceOf(response.headers['content-security-policy']);
        expect(nonce).toMatch(/^[A-Za-z0-9_-]{22}$/);
        expect(body).not.toContain(placeholder);
        expect(body.match(/nonce="([^"]+)"/g)).toEqual(Array(3).fill(`nonce="${nonce}"`));
        expect(body.length).toBe(cached?.length);
        seen.add(nonce ?? '');
      }
      expect(seen.size).toBe(10);
      // The kept page is untouched: the next answer finds the placeholder again.
      expect(cached?.toString()).toContain(`nonce="${placeholder}"`);
    });

    it("sets the client's address from the socket, whatever the client wrote", async () => {
      const seen: Record<string, string | string[] | undefined>[] = [];
      const record = (req: IncomingMessage, res: ServerResponse) => {
        seen.push({ ...req.headers });
        res.end('ok');
      };
      const spoofed = {
        'x-forwarded-for': '6.6.6.6, 7.7.7.7',
        'x-real-ip': '6.6.6.6',
        forwarded: 'for=6.6.6.6',
        'x-storefront-client-address': '6.6.6.6',
        'content-security-policy': "script-src 'nonce-chosen'",
      };
      let base = await start(record);
      await get(`${base}/`, 'identity', 'GET', spoofed);
      expect(seen[0]).toMatchObject({
        'x-forwarded-for': '127.0.0.1',
        'x-storefront-client-address': '127.0.0.1',
      });
      expect(seen[0]?.['x-real-ip']).toBeUndefined();
      expect(seen[0]?.forwarded).toBeUndefined();
      expect(seen[0]?.['content-security-policy']).not.toContain('chosen');
      server?.closeAllConnections();
      await new Promise((resolve) => server?.close(resolve));
      // Behind one trusted proxy: the address it appended, not what the client wrote before it.
      base = await start(record, { TRUSTED_PROXY_HOPS: '1' });
      await get(`${base}/`, 'identity', 'GET', spoofed);
      expect(seen[1]).toMatchObject({
        'x-forwarded-for': '7.7.7.7',
        'x-storefront-client-address': '7.7.7.7',
      });
    });

    it('closes the connection after a 413 instead of reading the rest of the body', async () => {
      const base = await start((_req, res) => {
        res.writeHead(413, { 'Content-Type': 'application/json' }).end('{}');
      });
      const { request } = await import('node:http');
      const started = performance.now();
      const status = await new Promise<number>((resolve, reject) => {
        const req = request(`${base}/graphql`, { method: 'POST' }, (res) => {
          expect(res.headers.connection).toBe('close');
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        });
        req.on('error', () => {});
        req.write(Buffer.alloc(64 * 1024));
        // The rest of a 50 MB upload would follow; the answer comes before it.
        setTimeout(() => reject(new Error('no answer')), 5000);
      });
      expect(status).toBe(413);
      expect(performance.now() - started).toBeLessThan(2000);
    });
  });
});
