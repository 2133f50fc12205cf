import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { ImageSpec } from '../../db/seed/types';
import { rasterizeSvg, renderProductImage } from './rasterize';
import { renderProductSvg, TEMPLATE_NAMES } from './render-svg';
import { IMAGE_SIZES } from './sizes';

const spec = (template: ImageSpec['template'], variant = 0): ImageSpec => ({
  template,
  color: '#B91C1C',
  accent: '#F5C400',
  label: 'Teste',
  variant,
});

describe('rasterizeSvg / renderProductImage', () => {
  it.each(TEMPLATE_NAMES)('%s rasterises to a WebP of the card size', async (template) => {
    const webp = await renderProductImage(spec(template), 216, 268);
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([216, 268]);
  });

  it.each(Object.entries(IMAGE_SIZES))('renders the %s size exactly (%o)', async (_name, size) => {
    const webp = await renderProductImage(spec('coffee-pack', 2), size.width, size.height);
    const meta = await sharp(webp).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([size.width, size.height]);
    expect(meta.hasAlpha).toBe(false);
  });

  it('keeps proportions in square sizes by padding with the background', async () => {
    const webp = await renderProductImage(spec('notebook'), 160, 160);
    const { data, info } = await sharp(webp).raw().toBuffer({ resolveWithObject: true });
    // The master is portrait, so the left and right columns are background padding.
    for (const x of [0, 1, info.width - 2, info.width - 1]) {
      for (const y of [0, 40, 80, 120, 159]) {
        const i = (y * info.width + x) * info.channels;
        expect(Math.abs(data[i]! - 0xf6)).toBeLessThan(8);
        expect(Math.abs(data[i + 2]! - 0xfa)).toBeLessThan(8);
      }
    }
  });

  it('rejects sizes that are not positive integers', async () => {
    const svg = renderProductSvg(spec('pen'));
    await expect(rasterizeSvg(svg, 0, 10)).rejects.toThrow(RangeError);
    await expect(rasterizeSvg(svg, 10.5, 10)).rejects.toThrow(RangeError);
  });
});
