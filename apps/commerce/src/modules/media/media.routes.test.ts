import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImageSpec } from '../../db/seed/types';
import { IMAGE_CACHE_CONTROL, mediaRoutes, pregenerateImages } from './media.routes';
import { IMAGE_SIZES } from './sizes';

const SPECS: Record<string, ImageSpec> = {
  '102345-caneta-bic-azul.webp': { template: 'pen', color: '#1D4ED8', label: 'BIC', variant: 1 },
  '200100-papel-a4-chamex.webp': {
    template: 'paper-ream',
    color: '#1E40AF',
    accent: '#F97316',
    label: 'Chamex',
  },
};

let root: string;
let cacheDir: string;
let app: FastifyInstance;
let findImageSpec: ReturnType<typeof vi.fn<(file: string) => Promise<ImageSpec | undefined>>>;

async function buildApp(dir = cacheDir, delayMs = 0): Promise<FastifyInstance> {
  findImageSpec = vi.fn(async (file: string) => {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    return SPECS[file];
  });
  const instance = Fastify();
  await instance.register(mediaRoutes({ cacheDir: dir, findImageSpec }));
  await instance.ready();
  return instance;
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'media-test-'));
  cacheDir = path.join(root, 'cache');
  app = await buildApp();
});

afterEach(async () => {
  await app.close();
  await rm(root, { recursive: true, force: true });
});

describe('GET /media/catalog/product/:file (master)', () => {
  it('renders the 1080x1340 WebP with immutable caching headers', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/media/catalog/product/102345-caneta-bic-azul.webp',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(IMAGE_CACHE_CONTROL);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]{20,}"$/);
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1080, 1340]);
    expect(await listFiles(cacheDir)).toEqual(['1080x1340/102345-caneta-bic-azul.webp']);
  });
});

describe('GET /media/catalog/product/cache/:size/:file', () => {
  it.each(Object.values(IMAGE_SIZES))('serves the %o size', async (size) => {
    const url = `/media/catalog/product/cache/${size.width}x${size.height}/200100-papel-a4-chamex.webp`;
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    const meta = await sharp(res.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([size.width, size.height]);
  });

  it('writes the file once and serves the cached copy on the next hit', async () => {
    const url = '/media/catalog/product/cache/216x268/102345-caneta-bic-azul.webp';
    const first = await app.inject({ method: 'GET', url });
    const onDisk = await readFile(path.join(cacheDir, '216x268', '102345-caneta-bic-azul.webp'));
    expect(first.rawPayload.equals(onDisk)).toBe(true);
    const second = await app.inject({ method: 'GET', url });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(findImageSpec).toHaveBeenCalledTimes(1);
    // No temporary files are left behind.
    expect(await listFiles(cacheDir)).toEqual(['216x268/102345-caneta-bic-azul.webp']);
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const url = '/media/catalog/product/cache/170x170/102345-caneta-bic-azul.webp';
    const first = await app.inject({ method: 'GET', url });
    const etag = first.headers.etag as string;
    const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const other = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"something-else"' } });
    expect(other.statusCode).toBe(200);
  });

  it('serves an existing cache file without looking the product up', async () => {
    const file = '999999-ja-gerado.webp';
    const bytes = await sharp({ create: { width: 100, height: 100, channels: 3, background: '#ff0000' } })
      .webp()
      .toBuffer();
    await app.inject({
      method: 'GET',
      url: '/media/catalog/product/cache/100x100/102345-caneta-bic-azul.webp',
    });
    await writeFile(path.join(cacheDir, '100x100', file), bytes);
    findImageSpec.mockClear();
    const res = await app.inject({ method: 'GET', url: `/media/catalog/product/cache/100x100/${file}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(findImageSpec).not.toHaveBeenCalled();
  });

  it('renders once when the first requests arrive together', async () => {
    await app.close();
    app = await buildApp(cacheDir, 50);
    const url = '/media/catalog/product/cache/160x160/200100-papel-a4-chamex.webp';
    const responses = await Promise.all(Array.from({ length: 6 }, () => app.inject({ method: 'GET', url })));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.headers.etag)).size).toBe(1);
    expect(findImageSpec).toHaveBeenCalledTimes(1);
  });

  it('still serves the image when the cache cannot be written', async () => {
    await app.close();
    const blocker = path.join(root, 'not-a-dir');
    await writeFile(blocker, 'x');
    app = await buildApp(path.join(blocker, 'cache'));
    const res = await app.inject({
      method: 'GET',
      url: '/media/catalog/product/cache/100x100/102345-caneta-bic-azul.webp',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });
});

describe('not found', () => {
  const expectNotFound = async (url: string) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(404);
    return res;
  };

  it('answers 404 JSON for an unknown product image and caches nothing', async () => {
    const res = await expectNotFound('/media/catalog/product/cache/216x268/000000-nao-existe.webp');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: 'Image not found' });
    await expectNotFound('/media/catalog/product/000000-nao-existe.webp');
    expect(findImageSpec).toHaveBeenCalledWith('000000-nao-existe.webp');
    expect(await listFiles(root)).toEqual([]);
  });

  it.each(['200x200', '216X268', '268x216', '0x0', 'abc', '216x268x1', '1080x1340.5', '-216x268'])(
    'rejects the size %s',
    async (size) => {
      const res = await expectNotFound(`/media/catalog/product/cache/${size}/102345-caneta-bic-azul.webp`);
      expect(res.json()).toEqual({ message: 'Image not found' });
      expect(findImageSpec).not.toHaveBeenCalled();
    },
  );

  it.each([
    '102345-Caneta.webp',
    '102345-caneta.png',
    '102345-caneta.webp.png',
    '.hidden.webp',
    '-leading-dash.webp',
    'com%20espaco.webp',
    'caneta%00.webp',
    '.webp',
  ])('rejects the file name %s', async (file) => {
    const res = await expectNotFound(`/media/catalog/product/cache/216x268/${file}`);
    expect(res.json()).toEqual({ message: 'Image not found' });
    await expectNotFound(`/media/catalog/product/${file}`);
    expect(findImageSpec).not.toHaveBeenCalled();
  });

  it('rejects over-long names before any lookup', async () => {
    const res = await app.inject({ method: 'GET', url: `/media/catalog/product/${'a'.repeat(300)}.webp` });
    expect([404, 414]).toContain(res.statusCode);
    expect(findImageSpec).not.toHaveBeenCalled();
  });

  it('does not let a request escape the cache directory', async () => {
    await writeFile(path.join(root, 'secret.webp'), 'top secret');
    const attempts = [
      '/media/catalog/product/..%2Fsecret.webp',
      '/media/catalog/product/..%2F..%2Fsecret.webp',
      '/media/catalog/product/%2E%2E%2Fsecret.webp',
      '/media/catalog/product/cache/216x268/..%2F..%2Fsecret.webp',
      '/media/catalog/product/cache/..%2F..%2F/secret.webp',
      '/media/catalog/product/cache/..%2F/..%2Fsecret.webp',
      '/media/catalog/product/cache/216x268/..%5C..%5Csecret.webp',
      '/media/catalog/product/cache/216x268/../../secret.webp',
      '/media/catalog/product/cache/216x268/%2Ftmp%2Fsecret.webp',
    ];
    for (const url of attempts) {
      const res = await expectNotFound(url);
      expect(res.body).not.toContain('top secret');
    }
    // A literal `../` is resolved by the URL parser before routing (to `/media/catalog/product/
    // secret.webp`, an ordinary lookup inside the cache); nothing with a separator gets through.
    for (const [file] of findImageSpec.mock.calls) expect(file).toBe('secret.webp');
    expect(await listFiles(root)).toEqual(['secret.webp']);
  });
});

describe('pregenerateImages', () => {
  const items = Object.entries(SPECS).map(([file, spec]) => ({ file, spec }));

  it('renders every file in every size, then skips what exists', async () => {
    const sizes = [IMAGE_SIZES.card, IMAGE_SIZES.checkout];
    const first = await pregenerateImages(items, cacheDir, sizes);
    expect(first).toEqual({ rendered: 4, skipped: 0, failed: 0 });
    expect((await listFiles(cacheDir)).sort()).toEqual([
      '100x100/102345-caneta-bic-azul.webp',
      '100x100/200100-papel-a4-chamex.webp',
      '216x268/102345-caneta-bic-azul.webp',
      '216x268/200100-papel-a4-chamex.webp',
    ]);
    const meta = await sharp(path.join(cacheDir, '216x268', '200100-papel-a4-chamex.webp')).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 216, 268]);
    const second = await pregenerateImages(items, cacheDir, sizes);
    expect(second).toEqual({ rendered: 0, skipped: 4, failed: 0 });
  });

  it('accepts size keys and names, and the route then serves from the cache', async () => {
    const result = await pregenerateImages(items.slice(0, 1), cacheDir, ['160x160', 'cart']);
    expect(result.rendered).toBe(2);
    const res = await app.inject({
      method: 'GET',
      url: '/media/catalog/product/cache/170x170/102345-caneta-bic-azul.webp',
    });
    expect(res.statusCode).toBe(200);
    expect(findImageSpec).not.toHaveBeenCalled();
  });

  it('counts bad entries as failures and rejects unknown sizes', async () => {
    const onError = vi.fn();
    const result = await pregenerateImages(
      [{ file: '../evil.webp', spec: SPECS['102345-caneta-bic-azul.webp']! }],
      cacheDir,
      ['100x100'],
      {
        onError,
      },
    );
    expect(result).toEqual({ rendered: 0, skipped: 0, failed: 1 });
    expect(onError).toHaveBeenCalledTimes(1);
    await expect(pregenerateImages(items, cacheDir, ['123x456'])).rejects.toThrow(RangeError);
    expect(await listFiles(root)).toEqual([]);
  });

  it('renders all storefront sizes by default', async () => {
    const result = await pregenerateImages(items.slice(1), cacheDir);
    expect(result).toEqual({ rendered: Object.keys(IMAGE_SIZES).length, skipped: 0, failed: 0 });
  });
});
