import NextImage, { type ImageProps } from 'next/image';

/** Same-origin paths (`/media/…`) go through the image optimiser; other hosts are not allowed to. */
export function isOptimizable(src: ImageProps['src']): boolean {
  return typeof src !== 'string' || (src.startsWith('/') && !src.startsWith('//'));
}

/**
 * next/image for catalogue and blog pictures: the optimiser (next.config.ts `images`) serves each
 * picture in WebP at the widths the page's `sizes` ask for. A picture from another host (an
 * external CDN the commerce server names) is shown as it is: the optimiser only fetches this
 * store's own paths.
 */
export function Image({ unoptimized, ...props }: ImageProps) {
  return <NextImage {...props} unoptimized={unoptimized ?? !isOptimizable(props.src)} />;
}
