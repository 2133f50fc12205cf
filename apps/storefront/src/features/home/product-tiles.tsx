import { toCents } from '@store/br';
import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import type { ProductCardData } from '../../lib/product-card.documents';
import { productImageSrc } from '../../lib/product-image';
import { Image } from '../../ui/image';
import { NavLink } from '../../ui/nav-link';
import { PriceBlock, type PriceTranslate } from '../../ui/price-block';

/** Tiles of the first screen: four on a phone (2 × 2), six on a desktop (3 × 2). */
export const FIRST_SCREEN_TILES = 6;

/**
 * The store's most popular products as the home page's first screen: compact tiles (picture, name, price with
 * Pix and card lines, the discount) that put real products and prices above the fold on phones
 * and desktops. Plain links rendered on the server: nothing to hydrate, and the first pictures
 * are fetched with high priority (they are the page's largest paint).
 */
export function ProductTiles({
  id,
  title,
  seeAll,
  products,
  locale,
}: {
  id: string;
  title: string;
  seeAll?: { label: string; path: string };
  products: readonly ProductCardData[];
  locale: Locale;
}) {
  if (products.length === 0) return null;
  const t = translator(locale, 'product');
  const priceT: PriceTranslate = (key, values) => t(key, values);
  return (
    <section aria-labelledby={`${id}-title`} className="flex min-w-0 flex-col gap-3">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={`${id}-title`} className="text-lg font-bold text-ink lg:text-xl">
          {title}
        </h2>
        {seeAll && (
          <NavLink
            href={localePath(locale, seeAll.path)}
            className="shrink-0 text-sm font-semibold text-primary-strong hover:text-primary-hover hover:underline"
          >
            {seeAll.label}
          </NavLink>
        )}
      </div>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 max-sm:[&>li:nth-child(n+5)]:hidden">
        {products.slice(0, FIRST_SCREEN_TILES).map((product, index) => {
          const finalCents = toCents(product.finalPrice);
          const regularCents = Math.max(toCents(product.regularPrice), finalCents);
          return (
            <li key={product.uid} data-testid="product-tile">
              <NavLink
                href={localePath(locale, product.path)}
                className="group flex h-full flex-col gap-1.5 rounded border border-line bg-surface p-2 hover:border-primary-strong"
              >
                <span className="block overflow-hidden rounded bg-surface-muted">
                  {product.imageUrl ? (
                    <Image
                      src={productImageSrc(product.imageUrl, 'card')}
                      alt={product.imageAlt}
                      width={216}
                      height={268}
                      loading={index < 4 ? 'eager' : 'lazy'}
                      // The first tile's picture is the phone's largest paint: asked for before the scripts.
                      preload={index === 0}
                      fetchPriority={index < 2 ? 'high' : undefined}
                      className="mx-auto h-28 w-auto object-contain lg:h-32"
                    />
                  ) : (
                    <span className="block h-28 lg:h-32" />
                  )}
                </span>
                <span className="line-clamp-2 min-h-10 text-sm font-medium text-ink group-hover:text-primary-strong group-hover:underline">
                  {product.name}
                </span>
                <PriceBlock
                  locale={locale.iso}
                  currency={product.currency}
                  rate={undefined}
                  finalCents={finalCents}
                  regularCents={regularCents}
                  lines={product.priceLines}
                  t={priceT}
                />
              </NavLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
