export {
  drawnPictures,
  firstOf,
  type ImageSource,
  type PictureDrawer,
  photoDirectory,
  productImageSource,
  type SourceImage,
} from './image-source';
export { isValidImageFile } from './image-store';
export { IMAGE_CACHE_CONTROL, type MediaRouteDeps, mediaRoutes } from './media.routes';
export {
  type PregenerateItem,
  type PregenerateOptions,
  type PregenerateResult,
  pregenerateImages,
  type SizeRef,
} from './pregenerate';
export { IMAGE_BACKGROUND, rasterizeSvg, renderImage, resizePhoto, WEBP_QUALITY } from './rasterize';
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
