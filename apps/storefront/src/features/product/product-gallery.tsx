'use client';

import { clsx } from 'clsx';
import { ZoomIn, ZoomOut } from 'lucide-react';
import { type MouseEvent, type ReactNode, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { productImageSrc } from '../../lib/product-image';
import { Image } from '../../ui/image';
import type { GalleryImage } from './product.model';

/** Rules §9: the gallery shows 4 images until the shopper asks for more. */
export const GALLERY_LIMIT = 4;
const ZOOM = 2.2;

/**
 * The product gallery (DESIGN.md "Product page"): the 1080×1340 image with zoom (follows the
 * mouse on hover; a click or tap pins it and the pointer pans), 160×160 thumbnails below — a
 * swipeable strip on phones —, at most four until "more". The first image is the page's
 * largest above the fold: preloaded with high fetch priority.
 */
export function ProductGallery({
  images,
  limit = GALLERY_LIMIT,
  badge,
}: {
  images: GalleryImage[];
  limit?: number;
  /** Drawn over the main image (the merchandising flag). */
  badge?: ReactNode;
}) {
  const t = useTranslations('product');
  const [active, setActive] = useState(0);
  const [isExpanded, setExpanded] = useState(false);
  const [zoom, setZoom] = useState<{ pinned: boolean; hover: boolean; x: number; y: number }>({
    pinned: false,
    hover: false,
    x: 50,
    y: 50,
  });
  const current = images[active] ?? images[0];
  const isZoomed = zoom.pinned || zoom.hover;
  const visible = isExpanded ? images : images.slice(0, limit);
  const hidden = images.length - visible.length;

  const pan = (event: MouseEvent<HTMLElement>) => {
    // A keyboard "click" has no position: zoom into the centre.
    if (event.type === 'click' && event.detail === 0) {
      setZoom((z) => ({ ...z, x: 50, y: 50 }));
      return;
    }
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setZoom((z) => ({ ...z, x: Math.min(100, Math.max(0, x)), y: Math.min(100, Math.max(0, y)) }));
  };

  const show = (index: number) => {
    setActive(index);
    setZoom((z) => ({ ...z, pinned: false }));
  };

  if (!current) {
    return <div className="aspect-[1080/1340] w-full rounded bg-surface-muted" />;
  }

  return (
    <section aria-label={t('gallery.label')} className="flex min-w-0 flex-col gap-3">
      <div className="relative overflow-hidden rounded bg-surface-muted">
        <button
          type="button"
          aria-pressed={zoom.pinned}
          aria-label={`${zoom.pinned ? t('gallery.zoomOut') : t('gallery.zoom')}: ${current.alt}`}
          onClick={(event) => {
            pan(event);
            setZoom((z) => ({ ...z, pinned: !z.pinned }));
          }}
          onPointerEnter={(event) => {
            if (event.pointerType === 'mouse') setZoom((z) => ({ ...z, hover: true }));
          }}
          onPointerLeave={() => setZoom((z) => ({ ...z, hover: false }))}
          onPointerMove={(event) => {
            if (isZoomed) pan(event);
          }}
          className={clsx(
            'block w-full overflow-hidden',
            isZoomed ? 'cursor-zoom-out touch-none' : 'cursor-zoom-in',
          )}
        >
          <Image
            key={current.src}
            src={current.src}
            alt={current.alt}
            width={1080}
            height={1340}
            preload={active === 0}
            fetchPriority={active === 0 ? 'high' : 'auto'}
            loading="eager"
            sizes="(min-width: 1024px) 560px, 100vw"
            className="aspect-[1080/1340] h-auto w-full object-contain transition-transform duration-150 ease-out motion-reduce:transition-none"
            style={{
              transform: isZoomed ? `scale(${ZOOM})` : undefined,
              transformOrigin: `${zoom.x}% ${zoom.y}%`,
            }}
          />
          {isZoomed && (
            // The zoomed picture at twice the master's size, laid over the scaled master once it
            // has loaded: 2.2× of a 1080 px picture would be blurred.
            <Image
              key={`zoom-${current.src}`}
              src={productImageSrc(current.src, 'zoom')}
              alt=""
              width={2160}
              height={2680}
              unoptimized
              className="pointer-events-none absolute inset-0 h-full w-full object-contain"
              style={{ transform: `scale(${ZOOM})`, transformOrigin: `${zoom.x}% ${zoom.y}%` }}
            />
          )}
          <span className="pointer-events-none absolute bottom-2 right-2 rounded-full bg-surface/90 p-2 text-ink shadow-overlay">
            {zoom.pinned ? <ZoomOut aria-hidden="true" size={20} /> : <ZoomIn aria-hidden="true" size={20} />}
          </span>
        </button>
        {badge}
        {images.length > 1 && (
          <p className="sr-only" aria-live="polite">
            {t('gallery.image', { index: active + 1, total: images.length })}
          </p>
        )}
      </div>
      {images.length > 1 && (
        <ul className="-mx-1 flex snap-x snap-mandatory gap-2 overflow-x-auto px-1 pb-1 md:mx-0 md:grid md:grid-cols-5 md:overflow-visible md:px-0">
          {visible.map((image, index) => (
            <li key={image.src} className="w-20 shrink-0 snap-start md:w-auto">
              <button
                type="button"
                aria-current={index === active ? 'true' : undefined}
                aria-label={t('gallery.showImage', { index: index + 1, total: images.length })}
                onClick={() => show(index)}
                className={clsx(
                  'block overflow-hidden rounded border-2 bg-surface-muted',
                  index === active ? 'border-primary-strong' : 'border-transparent hover:border-line',
                )}
              >
                <Image
                  src={image.thumb}
                  alt=""
                  width={160}
                  height={160}
                  loading={index < limit ? 'eager' : 'lazy'}
                  className="aspect-square h-auto w-full object-contain"
                />
              </button>
            </li>
          ))}
          {hidden > 0 && (
            <li className="w-20 shrink-0 snap-start md:w-auto">
              <button
                type="button"
                onClick={() => setExpanded(true)}
                aria-label={t('gallery.moreLabel', { count: hidden })}
                className="flex aspect-square w-full items-center justify-center rounded border border-line bg-surface text-sm font-semibold text-primary-strong hover:bg-primary-tint"
              >
                {t('gallery.more', { count: hidden })}
              </button>
            </li>
          )}
          {isExpanded && images.length > limit && (
            <li className="w-20 shrink-0 snap-start md:w-auto">
              <button
                type="button"
                onClick={() => {
                  setExpanded(false);
                  if (active >= limit) show(0);
                }}
                className="flex aspect-square w-full items-center justify-center rounded border border-line bg-surface px-1 text-center text-xs font-semibold text-primary-strong hover:bg-primary-tint"
              >
                {t('gallery.less')}
              </button>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
