/**
 * Disk cache of rendered product images: `{cacheDir}/{w}x{h}/{file}`. Files are written
 * atomically (temporary file + rename) so a reader never sees half an image, and concurrent
 * requests for the same missing file share one render (in-flight promise map).
 */
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type ImageSize, sizeKey } from './sizes';

/** `102345-caneta-bic-azul.webp`: lower case, digits, dot, dash, underscore; no slashes. */
const FILE_NAME = /^[a-z0-9][a-z0-9._-]*\.webp$/;

export function isValidImageFile(file: string): boolean {
  return file.length <= 200 && FILE_NAME.test(file);
}

/** Absolute cache path, or undefined when the name is not a plain image file name. */
export function cachePath(cacheDir: string, size: ImageSize, file: string): string | undefined {
  if (!isValidImageFile(file)) return undefined;
  const dir = path.resolve(cacheDir, sizeKey(size));
  const full = path.resolve(dir, file);
  // Belt and braces: the name pattern already rules out separators.
  return path.dirname(full) === dir ? full : undefined;
}

export async function fileExists(p: string): Promise<boolean> {
  try {
    return (await stat(p)).isFile();
  } catch {
    return false;
  }
}

async function readIfExists(p: string): Promise<Buffer | undefined> {
  try {
    return await readFile(p);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
    throw err;
  }
}

export async function writeFileAtomic(p: string, data: Buffer): Promise<void> {
  // The media cache lives in DATA_DIR, which only the server's user reads (lib/private-files).
  await mkdir(path.dirname(p), { recursive: true, mode: 0o700 });
  const tmp = `${p}.${process.pid}.${randomUUID()}.tmp`;
  try {
    await writeFile(tmp, data, { mode: 0o600 });
    await rename(tmp, p);
  } catch (err) {
    await unlink(tmp).catch(() => {});
    throw err;
  }
}

const inFlight = new Map<string, Promise<Buffer | undefined>>();

export interface CachedImage {
  data: Buffer;
  /** True when this call (or the render it joined) produced the file. */
  rendered: boolean;
}

/**
 * The cached bytes at `p`, or the result of `create()` written to `p`. `create` returning
 * undefined (unknown product) yields undefined and caches nothing. A failed write is reported
 * through `onWriteError` but the freshly rendered image is still returned.
 */
export async function getOrCreate(
  p: string,
  create: () => Promise<Buffer | undefined>,
  onWriteError?: (err: unknown) => void,
): Promise<CachedImage | undefined> {
  const pending = inFlight.get(p);
  if (pending) return wrap(await pending, true);
  const cached = await readIfExists(p);
  if (cached) return { data: cached, rendered: false };
  // Re-check: another request may have started rendering while we were reading.
  const joined = inFlight.get(p);
  if (joined) return wrap(await joined, true);
  const job = (async () => {
    const data = await create();
    if (data) {
      try {
        await writeFileAtomic(p, data);
      } catch (err) {
        onWriteError?.(err);
      }
    }
    return data;
  })().finally(() => inFlight.delete(p));
  inFlight.set(p, job);
  return wrap(await job, true);
}

function wrap(data: Buffer | undefined, rendered: boolean): CachedImage | undefined {
  return data ? { data, rendered } : undefined;
}
