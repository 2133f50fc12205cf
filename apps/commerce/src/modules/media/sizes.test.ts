import { describe, expect, it } from 'vitest';
import { IMAGE_SIZES, isAllowedSize, MASTER_SIZE, parseSizeKey, productImagePath, sizeKey } from './sizes';

describe('image sizes (rules §9)', () => {
  it('lists the storefront sizes', () => {
    expect(IMAGE_SIZES).toEqual({
      card: { width: 216, height: 268 },
      horizontalCard: { width: 140, height: 200 },
      checkout: { width: 100, height: 100 },
      galleryThumb: { width: 160, height: 160 },
      gallery: { width: 1080, height: 1340 },
      cart: { width: 170, height: 170 },
      zoom: { width: 2160, height: 2680 },
    });
    expect(MASTER_SIZE).toEqual({ width: 1080, height: 1340 });
  });

  it('allows only those sizes', () => {
    expect(isAllowedSize(216, 268)).toBe(true);
    expect(isAllowedSize(170, 170)).toBe(true);
    expect(isAllowedSize(268, 216)).toBe(false);
    expect(isAllowedSize(200, 200)).toBe(false);
  });

  it('parses and formats size keys', () => {
    expect(sizeKey(IMAGE_SIZES.card)).toBe('216x268');
    expect(parseSizeKey('140x200')).toEqual({ width: 140, height: 200 });
    for (const bad of ['140X200', '0140x200', '140x', 'x200', '140x200x1', '99999x99999', '216x268 ', '']) {
      expect(parseSizeKey(bad)).toBeUndefined();
    }
  });

  it('builds image URLs', () => {
    expect(productImagePath('1-a.webp')).toBe('/media/catalog/product/1-a.webp');
    expect(productImagePath('1-a.webp', 'gallery')).toBe('/media/catalog/product/1-a.webp');
    expect(productImagePath('1-a.webp', 'card')).toBe('/media/catalog/product/cache/216x268/1-a.webp');
    expect(productImagePath('1-a.webp', { width: 100, height: 100 })).toBe(
      '/media/catalog/product/cache/100x100/1-a.webp',
    );
  });
});
