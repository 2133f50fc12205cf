import { getImageProps, type ImageProps } from 'next/image';
import { preload } from 'react-dom';

/** Same-origin paths (`/media/…`) go through the image optimiser; other hosts are not allowed to. */
export function isOptimizable(src: ImageProps['src']): boolean {
  return typeof src !== 'string' || (src.startsWith('/') && !src.startsWith('//'));
}

/**
 * next/image's picture for catalogue and blog pictures: the optimiser (next.config.ts `images`)
 * serves each picture in WebP at the widths the page's `sizes` ask for. A picture from another
 * host (an external CDN the commerce server names) is shown as it is: the optimiser only fetches
 * this store's own paths.
 *
 * It renders next/image's attributes on a plain <img> (`getImageProps`) rather than next/image's
 * component, which is a client component: a page's server-rendered pictures (a home page has
 * about 30) would each hydrate with its state, effects and load handlers on a phone's CPU, for a
 * blur placeholder and load callbacks the store does not use. `preload` asks for the picture in
 * the document's head, as next/image does in the App Router.
 */
export function Image({ unoptimized, preload: isPreloaded, ...rest }: ImageProps) {
  const { props } = getImageProps({ ...rest, unoptimized: unoptimized ?? !isOptimizable(rest.src) });
  if (isPreloaded)
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      crossOrigin: props.crossOrigin,
      referrerPolicy: props.referrerPolicy,
      fetchPriority: props.fetchPriority,
    });
  // biome-ignore lint/performance/noImgElement: this is next/image's own <img>, with its attributes.
  // biome-ignore lint/a11y/useAltText: `alt` is required by ImageProps and passed through in props.
  return <img {...props} />;
}
