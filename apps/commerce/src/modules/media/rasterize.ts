import sharp, { type Sharp } from 'sharp';
import type { SourceImage } from './image-source';

export const WEBP_QUALITY = 82;

/** Background of product pictures: pads other aspect ratios and replaces transparency. */
export const IMAGE_BACKGROUND = '#F6F8FA';

function checkSize(width: number, height: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Invalid image size ${width}x${height}`);
  }
}

/** Flattened on the background, fitted (`contain`) and padded to exactly width x height. */
function toWebp(image: Sharp, width: number, height: number): Promise<Buffer> {
  return image
    .flatten({ background: IMAGE_BACKGROUND })
    .resize(width, height, { fit: 'contain', background: IMAGE_BACKGROUND, kernel: 'lanczos3' })
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer();
}

/** The drawing's own size (the `width`/`height` of its root element), in SVG user units. */
function svgSize(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const attr = (name: string) => Number(new RegExp(`\\s${name}="([0-9.]+)"`).exec(root)?.[1]);
  const width = attr('width');
  const height = attr('height');
  if (!(width > 0 && height > 0)) throw new RangeError('The SVG has no width and height');
  return { width, height };
}

/**
 * SVG to a WebP of exactly `width` x `height`. The vector is rendered at the size shown (larger
 * than its own size when asked: the 2× zoom of the gallery stays sharp, never an upscaled bitmap);
 * small sizes are drawn at twice their size and downsampled, which anti-aliases thin lines. The
 * drawing keeps its proportions (`fit: 'contain'`); other aspect ratios are padded.
 */
export async function rasterizeSvg(svg: string, width: number, height: number): Promise<Buffer> {
  checkSize(width, height);
  const own = svgSize(svg);
  const scale = Math.max(width / own.width, height / own.height);
  const density = 72 * scale * (scale < 0.5 ? 2 : 1);
  return toWebp(sharp(Buffer.from(svg), { density }), width, height);
}

/** A photograph (JPEG, PNG, WebP…) at exactly `width` x `height`, turned upright and padded. */
export async function resizePhoto(data: Buffer, width: number, height: number): Promise<Buffer> {
  checkSize(width, height);
  return toWebp(sharp(data, { failOn: 'error' }).rotate(), width, height);
}

export function renderImage(image: SourceImage, width: number, height: number): Promise<Buffer> {
  return image.kind === 'photo'
    ? resizePhoto(image.data, width, height)
    : rasterizeSvg(image.svg, width, height);
}

/** A smaller size of an uploaded master image (same aspect ratio as every product size's frame). */
export function resizeMaster(master: Buffer, size: { width: number; height: number }): Promise<Buffer> {
  return sharp(master)
    .resize(size.width, size.height, { fit: 'contain', background: IMAGE_BACKGROUND, kernel: 'lanczos3' })
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer();
}
