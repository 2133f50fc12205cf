export { isValidImageFile } from './image-store';
export { IMAGE_CACHE_CONTROL, type MediaRouteDeps, mediaRoutes } from './media.routes';
export {
  type PregenerateItem,
  type PregenerateOptions,
  type PregenerateResult,
  pregenerateImages,
  type SizeRef,
} from './pregenerate';
export { rasterizeSvg, renderProductImage, WEBP_QUALITY } from './rasterize';
export { IMAGE_BACKGROUND, renderProductSvg, TEMPLATE_NAMES } from './render-svg';
export {
  IMAGE_SIZES,
  type ImageSize,
  type ImageSizeName,
  isAllowedSize,
  MASTER_SIZE,
  parseSizeKey,
  productImagePath,
  sizeKey,
} from './sizes';
