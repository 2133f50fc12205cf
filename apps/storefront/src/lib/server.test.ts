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

  async function start(handle?: (req: IncomingMessage, res: ServerResponse) => void): Promise<string> {
    handled = [];
    server = createStorefrontServer({
      distDir: dir,
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
  async function get(url: string, acceptEncoding: string, method = 'GET') {
    const { request } = await import('node:http');
    return new Promise<{
      status: number;
      headers: Record<string, string | string[] | undefined>;
      body: Buffer;
    }>((resolve, reject) => {
      // The path as written (a URL would resolve its dot segments).
      const { hostname, port } = new URL(url);
      const rawPath = url.slice(url.indexOf('/', 'http://'.length));
      const headers = { 'accept-encoding': acceptEncoding };
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
});
