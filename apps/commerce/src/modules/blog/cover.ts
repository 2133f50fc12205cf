import sharp from 'sharp';
import type { ImageSize } from '../media/sizes';

/**
 * Blog cover images: every cover is stored as one WebP of COVER_SIZE (the 1.91:1 shape social
 * networks show for a shared link); smaller sizes are derived on request and cached on disk.
 */
export const COVER_SIZE: ImageSize = { width: 1200, height: 630 };

/** Sizes served at `/media/blog/cache/{w}x{h}/:file` (list cards, small screens). */
export const COVER_CACHE_SIZES: readonly ImageSize[] = [
  { width: 600, height: 315 },
  { width: 400, height: 210 },
];

export const COVER_WEBP_QUALITY = 82;

/** Decoding larger pictures than this (about 40 megapixels) is refused: a tiny file can claim any size. */
const MAX_INPUT_PIXELS = 40_000_000;

export type CoverFormat = 'jpeg' | 'png' | 'webp';

/** The image format the file's first bytes prove (magic numbers), whatever its name or declared type. */
export function sniffImageFormat(data: Buffer): CoverFormat | undefined {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    data.length >= 12 &&
    data.subarray(0, 4).toString('latin1') === 'RIFF' &&
    data.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return undefined;
}

export class CoverImageError extends Error {}

/**
 * An uploaded JPEG, PNG or WebP turned into the stored cover: turned upright (EXIF orientation),
 * cropped to COVER_SIZE around its most interesting part, re-encoded as WebP. Metadata (EXIF, GPS)
 * is not carried over. Throws CoverImageError when the bytes do not decode as the sniffed format.
 */
export async function normalizeCover(data: Buffer, format: CoverFormat): Promise<Buffer> {
  try {
    const image = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (meta.format !== format) throw new CoverImageError(`declared ${format}, decoded ${meta.format}`);
    return await image
      .rotate()
      .resize(COVER_SIZE.width, COVER_SIZE.height, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .webp({ quality: COVER_WEBP_QUALITY, effort: 4 })
      .toBuffer();
  } catch (error) {
    if (error instanceof CoverImageError) throw error;
    throw new CoverImageError((error as Error).message);
  }
}

/** A stored cover scaled down to one of COVER_CACHE_SIZES. */
export function resizeCover(master: Buffer, size: ImageSize): Promise<Buffer> {
  return sharp(master)
    .resize(size.width, size.height, { fit: 'cover', kernel: 'lanczos3' })
    .webp({ quality: COVER_WEBP_QUALITY, effort: 4 })
    .toBuffer();
}

export function parseCoverSize(value: string): ImageSize | undefined {
  return COVER_CACHE_SIZES.find((s) => `${s.width}x${s.height}` === value);
}
