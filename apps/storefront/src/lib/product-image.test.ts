import { describe, expect, it } from 'vitest';
import { productImageFile, productImageSrc } from './product-image';

describe('productImageSrc (rules §9 image sizes through the same-origin /media proxy)', () => {
  const master = 'http://127.0.0.1:4000/media/catalog/product/200101-caneta.webp';
  const card = 'http://127.0.0.1:4000/media/catalog/product/cache/216x268/200101-caneta.webp';

  it('addresses each size by its cache path, the gallery image without one', () => {
    expect(productImageSrc(card, 'galleryThumb')).toBe(
      '/media/catalog/product/cache/160x160/200101-caneta.webp',
    );
    expect(productImageSrc(master, 'horizontalCard')).toBe(
      '/media/catalog/product/cache/140x200/200101-caneta.webp',
    );
    expect(productImageSrc(card, 'gallery')).toBe('/media/catalog/product/200101-caneta.webp');
    expect(productImageSrc(master, 'zoom')).toBe('/media/catalog/product/cache/2160x2680/200101-caneta.webp');
    expect(productImageSrc('/media/catalog/product/x.webp', 'card')).toBe(
      '/media/catalog/product/cache/216x268/x.webp',
    );
  });

  it('leaves images that are not catalogue media alone', () => {
    expect(productImageSrc('https://cdn.example/a.png', 'card')).toBe('https://cdn.example/a.png');
    expect(productImageFile('http://x/media/catalog/product/a/b.webp')).toBeUndefined();
  });
});
