import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rasterizeSvg, renderImage, resizePhoto } from './rasterize';
import { IMAGE_SIZES } from './sizes';

/** A portrait drawing on the 1080 x 1340 master canvas. */
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="1080" height="1340" viewBox="0 0 1080 1340">' +
  '<rect width="1080" height="1340" fill="#B91C1C"/><circle cx="540" cy="670" r="300" fill="#F5C400"/></svg>';

describe('rasterizeSvg / renderImage', () => {
  it.each(Object.entries(IMAGE_SIZES))('renders the %s size exactly (%o)', async (_name, size) => {
    const webp = await renderImage({ kind: 'vector', svg: SVG }, size.width, size.height);
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([size.width, size.height]);
    expect(meta.hasAlpha).toBe(false);
  });

  it('keeps proportions in square sizes by padding with the background', async () => {
    const webp = await rasterizeSvg(SVG, 160, 160);
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    // The drawing is portrait, so the left and right columns are background padding.
    for (const x of [0, 1, info.width - 2, info.width - 1]) {
      for (const y of [0, 40, 80, 120, 159]) {
        const i = (y * info.width + x) * info.channels;
        expect(Math.abs(data[i]! - 0xf6)).toBeLessThan(8);
        expect(Math.abs(data[i + 2]! - 0xfa)).toBeLessThan(8);
      }
    }
  });

  it('rejects sizes that are not positive integers, and drawings without a size', async () => {
    await expect(rasterizeSvg(SVG, 0, 10)).rejects.toThrow(RangeError);
    await expect(rasterizeSvg(SVG, 10.5, 10)).rejects.toThrow(RangeError);
    await expect(rasterizeSvg('<svg xmlns="http://www.w3.org/2000/svg"/>', 10, 10)).rejects.toThrow(
      RangeError,
    );
  });
});

describe('resizePhoto', () => {
  it('turns a landscape JPEG into a padded WebP of the size asked for', async () => {
    const jpeg = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#0000ff' } })
      .jpeg()
      .toBuffer();
    const webp = await resizePhoto(jpeg, 216, 268);
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([216, 268]);
    const at = (x: number, y: number) => [...data.subarray((y * 216 + x) * 3, (y * 216 + x) * 3 + 3)];
    expect(at(108, 134)[2]).toBeGreaterThan(215);
    expect(Math.abs(at(108, 2)[0]! - 0xf6)).toBeLessThan(8);
  });

  it('refuses bytes that are not a picture', async () => {
    await expect(resizePhoto(Buffer.from('not a picture'), 100, 100)).rejects.toThrow();
  });
});
