/** Product image sizes of the storefront (store rules §9). */

export interface ImageSize {
  readonly width: number;
  readonly height: number;
}

export const IMAGE_SIZES = {
  /** Product card in grids. */
  card: { width: 216, height: 268 },
  /** Product card in list view. */
  horizontalCard: { width: 140, height: 200 },
  /** Order summary in checkout. */
  checkout: { width: 100, height: 100 },
  /** Gallery thumbnails on the product page. */
  galleryThumb: { width: 160, height: 160 },
  /** Gallery image on the product page; also the master every other size derives from. */
  gallery: { width: 1080, height: 1340 },
  /** Mini-cart and cart page. */
  cart: { width: 170, height: 170 },
  /**
   * The gallery image zoomed (the product page scales it 2.2×): twice the master, drawn from the
   * vector at that size rather than enlarged from the master's pixels. Rendered on request only.
   */
  zoom: { width: 2160, height: 2680 },
} as const satisfies Record<string, ImageSize>;

export type ImageSizeName = keyof typeof IMAGE_SIZES;

/** The size served at `/media/catalog/product/:file` (no size segment). */
export const MASTER_SIZE: ImageSize = IMAGE_SIZES.gallery;

export function isAllowedSize(width: number, height: number): boolean {
  return Object.values(IMAGE_SIZES).some((s) => s.width === width && s.height === height);
}

/** `{w}x{h}`, as used in cache URLs and cache directories. */
export function sizeKey(size: ImageSize): string {
  return `${size.width}x${size.height}`;
}

/** Parses `{w}x{h}`; undefined unless it is one of IMAGE_SIZES. */
export function parseSizeKey(value: string): ImageSize | undefined {
  const m = /^([1-9][0-9]{0,4})x([1-9][0-9]{0,4})$/.exec(value);
  if (!m) return undefined;
  const width = Number(m[1]);
  const height = Number(m[2]);
  return isAllowedSize(width, height) ? { width, height } : undefined;
}

/** Public URL path of a product image, in the master size or one of the cached sizes. */
export function productImagePath(file: string, size?: ImageSize | ImageSizeName): string {
  if (size === undefined) return `/media/catalog/product/${file}`;
  const s = typeof size === 'string' ? IMAGE_SIZES[size] : size;
  if (s.width === MASTER_SIZE.width && s.height === MASTER_SIZE.height)
    return `/media/catalog/product/${file}`;
  return `/media/catalog/product/cache/${sizeKey(s)}/${file}`;
}
