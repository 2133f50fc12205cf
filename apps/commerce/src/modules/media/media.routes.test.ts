import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstOf, photoDirectory, type SourceImage } from './image-source';
import { IMAGE_CACHE_CONTROL, mediaRoutes, pregenerateImages } from './media.routes';
import { IMAGE_SIZES } from './sizes';

/** A drawing on the 1080 x 1340 master canvas: a coloured panel with a hard vertical edge at x=540.5 (between two master pixels, on a pixel of the zoom). */
function drawing(color: string): SourceImage {
  return {
    kind: 'vector',
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1340" viewBox="0 0 1080 1340"><rect width="1080" height="1340" fill="#ffffff"/><rect x="540.5" y="200" width="400" height="900" fill="${color}"/></svg>`,
  };
}

const IMAGES: Record<string, SourceImage> = {
  '102345-caneta-bic-azul.webp': drawing('#1D4ED8'),
  '200100-papel-a4-chamex.webp': drawing('#F97316'),
};

let root: string;
let cacheDir: string;
let app: FastifyInstance;
let findImage: ReturnType<typeof vi.fn<(file: string) => Promise<SourceImage | undefined>>>;

async function buildApp(dir = cacheDir, delayMs = 0, photoDir?: string): Promise<FastifyInstance> {
  findImage = vi.fn(async (file: string) => {
    if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    return IMAGES[file];
  });
  const drawings = { find: findImage };
  const source = photoDir ? firstOf(photoDirectory(photoDir), drawings) : drawings;
  const instance = Fastify();
  await instance.register(mediaRoutes({ cacheDir: dir, source }));
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
    expect(findImage).toHaveBeenCalledTimes(1);
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
    findImage.mockClear();
    const res = await app.inject({ method: 'GET', url: `/media/catalog/product/cache/100x100/${file}` });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(bytes)).toBe(true);
    expect(findImage).not.toHaveBeenCalled();
  });

  it('renders once when the first requests arrive together', async () => {
    await app.close();
    app = await buildApp(cacheDir, 50);
    const url = '/media/catalog/product/cache/160x160/200100-papel-a4-chamex.webp';
    const responses = await Promise.all(Array.from({ length: 6 }, () => app.inject({ method: 'GET', url })));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.headers.etag)).size).toBe(1);
    expect(findImage).toHaveBeenCalledTimes(1);
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

describe('pictures', () => {
  /** Pixels across the edge at x = 540 of the master (row in the middle) that are neither colour. */
  async function blurredPixels(webp: Buffer, scale: number): Promise<number> {
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    const y = Math.round(650 * scale);
    let blurred = 0;
    for (let x = Math.round(500 * scale); x < Math.round(580 * scale); x++) {
      const r = data[(y * info.width + x) * info.channels]!;
      if (r > 40 && r < 215) blurred++;
    }
    return blurred;
  }

  it('draws the zoom size from the vector at that size, as sharp as the master', async () => {
    const zoom = await app.inject({
      method: 'GET',
      url: '/media/catalog/product/cache/2160x2680/102345-caneta-bic-azul.webp',
    });
    expect(zoom.statusCode).toBe(200);
    const meta = await sharp(zoom.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([2160, 2680]);
    // Drawn at 2160 px, the edge stays crisp; the master enlarged twice would
    // smear it over three pixels or more.
    expect(await blurredPixels(zoom.rawPayload, 2)).toBeLessThanOrEqual(1);
    const master = await app.inject({
      method: 'GET',
      url: '/media/catalog/product/102345-caneta-bic-azul.webp',
    });
    const enlarged = await sharp(master.rawPayload)
      .resize(2160, 2680, { kernel: 'lanczos3' })
      .webp()
      .toBuffer();
    expect(await blurredPixels(enlarged, 2)).toBeGreaterThanOrEqual(3);
  });

  it('serves an uploaded photograph before a drawing of the same name, at every size', async () => {
    await app.close();
    const photoDir = path.join(root, 'photos');
    await mkdir(photoDir);
    const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#00ff00' } })
      .jpeg()
      .toBuffer();
    await writeFile(path.join(photoDir, '102345-caneta-bic-azul.webp'), photo);
    app = await buildApp(cacheDir, 0, photoDir);
    for (const url of [
      '/media/catalog/product/102345-caneta-bic-azul.webp',
      '/media/catalog/product/cache/216x268/102345-caneta-bic-azul.webp',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
      const centre = (Math.floor(info.height / 2) * info.width + Math.floor(info.width / 2)) * info.channels;
      expect([data[centre]! < 40, data[centre + 1]! > 215, data[centre + 2]! < 40]).toEqual([
        true,
        true,
        true,
      ]);
    }
    expect(findImage).not.toHaveBeenCalled();
    // A name without a photograph still gets its drawing.
    const drawn = await app.inject({
      method: 'GET',
      url: '/media/catalog/product/cache/216x268/200100-papel-a4-chamex.webp',
    });
    expect(drawn.statusCode).toBe(200);
    expect(findImage).toHaveBeenCalledWith('200100-papel-a4-chamex.webp');
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
    expect(findImage).toHaveBeenCalledWith('000000-nao-existe.webp');
    expect(await listFiles(root)).toEqual([]);
  });

  it.each(['200x200', '216X268', '268x216', '0x0', 'abc', '216x268x1', '1080x1340.5', '-216x268'])(
    'rejects the size %s',
    async (size) => {
      const res = await expectNotFound(`/media/catalog/product/cache/${size}/102345-caneta-bic-azul.webp`);
      expect(res.json()).toEqual({ message: 'Image not found' });
      expect(findImage).not.toHaveBeenCalled();
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
    expect(findImage).not.toHaveBeenCalled();
  });

  it('rejects over-long names before any lookup', async () => {
    const res = await app.inject({ method: 'GET', url: `/media/catalog/product/${'a'.repeat(300)}.webp` });
    expect([404, 414]).toContain(res.statusCode);
    expect(findImage).not.toHaveBeenCalled();
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
    for (const [file] of findImage.mock.calls) expect(file).toBe('secret.webp');
    expect(await listFiles(root)).toEqual(['secret.webp']);
  });
});

describe('pregenerateImages', () => {
  const items = Object.entries(IMAGES).map(([file, image]) => ({ file, image: () => image }));

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
    expect(findImage).not.toHaveBeenCalled();
  });

  it('counts bad entries as failures and rejects unknown sizes', async () => {
    const onError = vi.fn();
    const result = await pregenerateImages(
      [{ file: '../evil.webp', image: () => drawing('#000000') }],
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

  it('renders all storefront sizes but the zoom by default', async () => {
    const result = await pregenerateImages(items.slice(1), cacheDir);
    expect(result).toEqual({ rendered: Object.keys(IMAGE_SIZES).length - 1, skipped: 0, failed: 0 });
    expect(await listFiles(cacheDir)).not.toContain('2160x2680/200100-papel-a4-chamex.webp');
  });
});
