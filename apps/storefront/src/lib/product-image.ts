/**
 * Product image URLs at the sizes of rules §9. The commerce server answers absolute URLs of its
 * own host (`http://commerce/media/catalog/product/cache/216x268/file.webp`); the browser only
 * talks to the storefront (docs/architecture.md "One picture"), so images are served through the
 * same-origin `/media/*` proxy, and each size is addressed by its cache path.
 */

export const IMAGE_SIZES = {
  /** Product card in grids. */
  card: { width: 216, height: 268 },
  /** Horizontal card (list view). */
  horizontalCard: { width: 140, height: 200 },
  /** Gallery thumbnails on the product page. */
  galleryThumb: { width: 160, height: 160 },
  /** Small squares: variant swatches, bundle and grouped lines (the checkout size). */
  swatch: { width: 100, height: 100 },
  /** Gallery image on the product page: the master, served without a cache segment. */
  gallery: { width: 1080, height: 1340 },
  /** The gallery image zoomed: twice the master, drawn at that size by the commerce server. */
  zoom: { width: 2160, height: 2680 },
} as const;

export type ImageSizeName = keyof typeof IMAGE_SIZES;

const PRODUCT_MEDIA = '/media/catalog/product/';

/**
 * The same-origin path of a product image in one of the spec's sizes, or the URL unchanged when
 * it is not a catalogue image of the commerce server (an external CDN, for instance).
 */
export function productImageSrc(url: string, size: ImageSizeName): string {
  const file = productImageFile(url);
  if (file === undefined) return url;
  if (size === 'gallery') return `${PRODUCT_MEDIA}${file}`;
  const { width, height } = IMAGE_SIZES[size];
  return `${PRODUCT_MEDIA}cache/${width}x${height}/${file}`;
}

/** The file name of a catalogue image URL, without any `cache/{w}x{h}/` segment. */
export function productImageFile(url: string): string | undefined {
  let pathname: string;
  try {
    pathname = new URL(url, 'http://storefront.invalid').pathname;
  } catch {
    return undefined;
  }
  const start = pathname.indexOf(PRODUCT_MEDIA);
  if (start === -1) return undefined;
  const rest = pathname.slice(start + PRODUCT_MEDIA.length).replace(/^cache\/\d+x\d+\//, '');
  return rest && !rest.includes('/') ? rest : undefined;
}
