import type { ImageSpec } from '../../db/seed/types';
import { cachePath, fileExists, getOrCreate } from './image-store';
import { rasterizeSvg } from './rasterize';
import { renderProductSvg } from './render-svg';
import { IMAGE_SIZES, type ImageSize, type ImageSizeName, parseSizeKey } from './sizes';

export interface PregenerateItem {
  file: string;
  spec: ImageSpec;
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
  sizes: readonly SizeRef[] = Object.values(IMAGE_SIZES),
  options: PregenerateOptions = {},
): Promise<PregenerateResult> {
  const resolved = sizes.map(resolveSize);
  const result: PregenerateResult = { rendered: 0, skipped: 0, failed: 0 };
  const jobs: { item: PregenerateItem; size: ImageSize }[] = [];
  for (const item of specs) for (const size of resolved) jobs.push({ item, size });
  // One SVG per spec, shared by all its sizes.
  const svgs = new Map<PregenerateItem, string>();
  const svgOf = (item: PregenerateItem) => {
    let svg = svgs.get(item);
    if (svg === undefined) {
      svg = renderProductSvg(item.spec);
      svgs.set(item, svg);
    }
    return svg;
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
        const got = await getOrCreate(p, () => rasterizeSvg(svgOf(item), size.width, size.height));
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
