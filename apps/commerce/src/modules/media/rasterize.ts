import sharp from 'sharp';
import type { ImageSpec } from '../../db/seed/types';
import { IMAGE_BACKGROUND, renderProductSvg } from './render-svg';
import { CANVAS } from './templates/context';

export const WEBP_QUALITY = 82;

/**
 * SVG (drawn on the 1080 x 1340 master canvas) to a WebP of exactly `width` x `height`.
 * The drawing keeps its proportions (`fit: 'contain'`); other aspect ratios are padded with the
 * catalogue background. The SVG is rasterised at about twice the target scale and then
 * downsampled, which is both sharp and much faster than always rendering the full master.
 */
export async function rasterizeSvg(svg: string, width: number, height: number): Promise<Buffer> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new RangeError(`Invalid image size ${width}x${height}`);
  }
  const scale = Math.min(1, 2 * Math.max(width / CANVAS.width, height / CANVAS.height));
  return sharp(Buffer.from(svg), { density: 72 * scale })
    .flatten({ background: IMAGE_BACKGROUND })
    .resize(width, height, { fit: 'contain', background: IMAGE_BACKGROUND, kernel: 'lanczos3' })
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer();
}

export function renderProductImage(spec: ImageSpec, width: number, height: number): Promise<Buffer> {
  return rasterizeSvg(renderProductSvg(spec), width, height);
}

/** A smaller size of an uploaded master image (same aspect ratio as every product size's frame). */
export function resizeMaster(master: Buffer, size: { width: number; height: number }): Promise<Buffer> {
  return sharp(master)
    .resize(size.width, size.height, { fit: 'contain', background: IMAGE_BACKGROUND, kernel: 'lanczos3' })
    .webp({ quality: WEBP_QUALITY, effort: 4 })
    .toBuffer();
}
