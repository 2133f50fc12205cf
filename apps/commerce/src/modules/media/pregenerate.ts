import type { SourceImage } from './image-source';
import { cachePath, fileExists, getOrCreate } from './image-store';
import { renderImage } from './rasterize';
import { IMAGE_SIZES, type ImageSize, type ImageSizeName, parseSizeKey } from './sizes';

export interface PregenerateItem {
  file: string;
  /** The picture to render; called at most once per item, only when a size is missing. */
  image(): SourceImage;
}

export interface PregenerateResult {
  rendered: number;
  skipped: number;
  failed: number;
}

/** A size as `{ width, height }`, as `'{w}x{h}'` or by name (`'card'`); must be one of IMAGE_SIZES. */
export type SizeRef = ImageSize | ImageSizeName | (string & {});

function resolveSize(ref: SizeRef): ImageSize {
  if (typeof ref !== 'string') {
    const parsed = parseSizeKey(`${ref.width}x${ref.height}`);
    if (parsed) return parsed;
  } else {
    const named = (IMAGE_SIZES as Record<string, ImageSize>)[ref];
    const parsed = named ?? parseSizeKey(ref);
    if (parsed) return parsed;
  }
  throw new RangeError(`Not an image size of the store: ${JSON.stringify(ref)}`);
}

export interface PregenerateOptions {
  /** Parallel renders; 2 keeps start-up responsive. */
  concurrency?: number;
  signal?: AbortSignal;
  onError?(file: string, size: ImageSize, err: unknown): void;
}

/**
 * Renders every (file, size) pair that is not cached yet. Meant to run in the background at
 * start-up after seeding (`void pregenerateImages(...)`); requests arriving meanwhile render on
 * demand and share in-flight renders with this job.
 */
export async function pregenerateImages(
  specs: readonly PregenerateItem[],
  cacheDir: string,
  // The zoom size is large and seldom asked for: it is rendered on request only.
  sizes: readonly SizeRef[] = Object.values(IMAGE_SIZES).filter((s) => s !== IMAGE_SIZES.zoom),
  options: PregenerateOptions = {},
): Promise<PregenerateResult> {
  const resolved = sizes.map(resolveSize);
  const result: PregenerateResult = { rendered: 0, skipped: 0, failed: 0 };
  const jobs: { item: PregenerateItem; size: ImageSize }[] = [];
  for (const item of specs) for (const size of resolved) jobs.push({ item, size });
  // One picture per item, shared by all its sizes.
  const images = new Map<PregenerateItem, SourceImage>();
  const imageOf = (item: PregenerateItem) => {
    let image = images.get(item);
    if (image === undefined) {
      image = item.image();
      images.set(item, image);
    }
    return image;
  };
  let next = 0;
  const worker = async () => {
    while (next < jobs.length && !options.signal?.aborted) {
      const { item, size } = jobs[next++]!;
      try {
        const p = cachePath(cacheDir, size, item.file);
        if (!p) throw new Error(`Invalid image file name: ${item.file}`);
        if (await fileExists(p)) {
          result.skipped++;
          continue;
        }
        const got = await getOrCreate(p, () => renderImage(imageOf(item), size.width, size.height));
        if (got?.rendered) result.rendered++;
        else result.skipped++;
      } catch (err) {
        result.failed++;
        options.onError?.(item.file, size, err);
      }
    }
  };
  const n = Math.max(1, Math.min(options.concurrency ?? 2, jobs.length));
  await Promise.all(Array.from({ length: n }, worker));
  return result;
}
