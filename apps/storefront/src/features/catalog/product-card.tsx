import { discountPercent, toCents } from '@store/br';
import { clsx } from 'clsx';
import { useId } from 'react';
import { translator } from '../../lib/i18n';
import type { Locale } from '../../lib/locales';
import { localePath } from '../../lib/locales';
import type { ProductCardData } from '../../lib/product-card.documents';
import { IMAGE_SIZES, productImageSrc } from '../../lib/product-image';
import { AddToCartButton } from '../../ui/add-to-cart-button';
import { Image } from '../../ui/image';
import { NavLink } from '../../ui/nav-link';
import type { PriceTranslate } from '../../ui/price-block';
import { RatingStars, starsOf } from '../../ui/rating-stars';
import { CardHeart } from '../wishlist';
import { RatedPriceBlock } from './rated-price-block';

/**
 * Types a shopper can put in the cart from a card; the others (configurable, bundle, grouped,
 * downloadable with links to choose, gift card) need choices on the product page.
 */
const DIRECT_PURCHASE_TYPES = new Set(['SimpleProduct', 'VirtualProduct']);
/** Types whose price depends on what the shopper picks: the card shows "A partir de". */
const FROM_PRICE_TYPES = new Set([
  'BundleProduct',
  'GroupedProduct',
  'DownloadableProduct',
  'GiftCardProduct',
]);

export interface ProductCardProps {
  product: ProductCardData;
  locale: Locale;
  /** `grid`: 216×268 image, stacked; `list`: 140×200 image beside the details and short description. */
  layout?: 'grid' | 'list';
  /** Above the fold (first row of a listing): the image loads eagerly and is preloaded. */
  priority?: boolean;
  /** Level of the name heading, to follow the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A product in a grid (216×268 image) or a list (140×200 image, with the short description),
 * DESIGN.md "Product card": flag and discount badges, name on two lines at most, rating, price
 * block (Pix and installments), stock hint, add-to-cart and wishlist. A server component.
 */
export function ProductCard({
  product,
  locale,
  layout = 'grid',
  priority = false,
  headingLevel = 3,
}: ProductCardProps) {
  const t = translator(locale, 'product');
  const tCart = translator(locale, 'cart');
  const href = localePath(locale, product.path);
  const isList = layout === 'list';
  const size = isList ? IMAGE_SIZES.horizontalCard : IMAGE_SIZES.card;
  const finalCents = toCents(product.finalPrice);
  const regularCents = Math.max(toCents(product.regularPrice), finalCents);
  const percent = discountPercent(finalCents, regularCents);
  const Heading = `h${headingLevel}` as const;
  // Unique per rendering: one product may appear in several carousels of a page.
  const domId = `card${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const priceT: PriceTranslate = (key, values) => t(key, values);
  const isFromPrice = FROM_PRICE_TYPES.has(product.typename) || product.maxPrice > product.finalPrice;
  const description = isList ? plainText(product.shortDescriptionHtml) : '';

  const image = (
    <div className="relative mx-auto shrink-0" style={{ width: size.width, maxWidth: '100%' }}>
      <NavLink href={href} tabIndex={-1} className="block overflow-hidden rounded bg-surface-muted">
        {product.imageUrl ? (
          <Image
            src={productImageSrc(product.imageUrl, isList ? 'horizontalCard' : 'card')}
            alt={product.imageAlt}
            width={size.width}
            height={size.height}
            preload={priority}
            loading={priority ? 'eager' : 'lazy'}
            // The first row's pictures are the listing's largest paint: asked for before the scripts.
            fetchPriority={priority ? 'high' : undefined}
            className="h-auto w-full object-contain"
            style={{ aspectRatio: `${size.width} / ${size.height}` }}
          />
        ) : (
          <span className="block" style={{ aspectRatio: `${size.width} / ${size.height}` }} />
        )}
      </NavLink>
      {product.flag && <FlagBadge flag={product.flag} />}
      {percent > 0 && (
        <span
          className={clsx(
            'absolute rounded-full bg-primary-strong px-2 py-0.5 text-xs font-bold text-white',
            discountCorner(product.flag?.position),
          )}
        >
          <span aria-hidden="true">{t('price.discount', { percent })}</span>
          <span className="sr-only">{t('price.discountLabel', { percent })}</span>
        </span>
      )}
    </div>
  );

  const details = (
    <>
      <Heading className="line-clamp-2 min-h-10 text-sm font-medium text-ink">
        <NavLink href={href} className="hover:text-primary-strong hover:underline">
          {product.name}
        </NavLink>
      </Heading>
      <div className={clsx('flex items-center gap-1 text-xs text-ink-muted', !isList && 'min-h-5')}>
        {product.reviewCount > 0 && (
          <>
            <RatingStars
              value={starsOf(product.ratingSummary)}
              size={14}
              label={t('rating.stars', { value: formatStars(product.ratingSummary, locale.iso) })}
            />
            <span className="tabular" aria-hidden="true">
              ({product.reviewCount})
            </span>
            <span className="sr-only">{t('rating.count', { count: product.reviewCount })}</span>
          </>
        )}
      </div>
      {description && <p className="line-clamp-3 text-sm text-ink-muted">{description}</p>}
    </>
  );

  const purchase = (
    <>
      <RatedPriceBlock
        store={locale.store}
        locale={locale.iso}
        currency={product.currency}
        finalCents={finalCents}
        regularCents={regularCents}
        isFromPrice={isFromPrice}
        lines={product.priceLines}
        t={priceT}
      />
      <StockHint product={product} t={t} />
      <div className="mt-auto flex items-start gap-2 pt-1">
        {!product.inStock ? (
          <AddToCartButton
            id={domId}
            label={t('stock.outOfStock')}
            unavailableReason={t('actions.unavailable')}
            tone="muted"
          />
        ) : DIRECT_PURCHASE_TYPES.has(product.typename) && product.sku ? (
          <AddToCartButton
            id={domId}
            buys={{ sku: product.sku, productName: product.name }}
            label={t('actions.buy')}
            accessibleLabel={t('actions.buyNamed', { name: product.name })}
            pendingLabel={tCart('adding')}
          />
        ) : (
          <NavLink
            href={href}
            aria-label={t('actions.chooseOptionsOf', { name: product.name })}
            className="inline-flex min-h-10 flex-1 items-center justify-center rounded border border-primary-strong px-3 text-sm font-semibold text-primary-strong hover:bg-primary-tint"
          >
            {t('actions.chooseOptions')}
          </NavLink>
        )}
        <CardHeart
          product={{ typename: product.typename, sku: product.sku, uid: product.uid, name: product.name }}
          locale={locale}
        />
      </div>
    </>
  );

  if (isList) {
    return (
      <article
        data-product-card=""
        className="relative flex flex-col gap-4 rounded-card border border-line bg-surface p-3 sm:flex-row"
      >
        {image}
        <div className="flex min-w-0 flex-1 flex-col gap-1">{details}</div>
        <div className="flex flex-col gap-1 sm:w-56 sm:shrink-0">{purchase}</div>
      </article>
    );
  }
  return (
    <article
      data-product-card=""
      className="relative flex h-full flex-col gap-2 rounded-card border border-line bg-surface p-3 transition-shadow hover:shadow-overlay"
    >
      {image}
      {details}
      {purchase}
    </article>
  );
}

function StockHint({
  product,
  t,
}: {
  product: ProductCardData;
  t: ReturnType<typeof translator<'product'>>;
}) {
  if (!product.inStock) return <p className="text-xs font-semibold text-danger">{t('stock.outOfStock')}</p>;
  if (product.onlyXLeft !== undefined && product.onlyXLeft > 0)
    return (
      <p className="text-xs font-semibold text-warning">
        {t('stock.lastUnits', { count: product.onlyXLeft })}
      </p>
    );
  return null;
}

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;

/** The merchandising flag (flagtext/flagcolor/flagposition of simple products) in its corner. */
export function FlagBadge({
  flag,
  className,
}: {
  flag: { text: string; color: string; position: string };
  className?: string;
}) {
  const colour = HEX_COLOUR.test(flag.color) ? flag.color : undefined;
  return (
    <span
      className={clsx(
        'absolute rounded px-2 py-0.5 text-xs font-bold uppercase tracking-wide',
        colour ? (isDark(colour) ? 'text-white' : 'text-ink') : 'bg-primary-strong text-white',
        flagCorner(flag.position),
        className,
      )}
      style={colour ? { backgroundColor: colour } : undefined}
    >
      {flag.text}
    </span>
  );
}

function flagCorner(position: string): string {
  switch (position) {
    case 'top-right':
      return 'right-2 top-2';
    case 'bottom-left':
      return 'bottom-2 left-2';
    case 'bottom-right':
      return 'bottom-2 right-2';
    default:
      return 'left-2 top-2';
  }
}

/** The discount badge takes the top corner the flag leaves free. */
function discountCorner(flagPosition: string | undefined): string {
  return flagPosition === 'top-left' || flagPosition === undefined ? 'right-2 top-2' : 'left-2 top-2';
}

/** Whether white text reads on a background colour (relative luminance under 0.18, ≥ 4.5:1). */
function isDark(hex: string): boolean {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (c) => c + c) : hex;
  const channel = (i: number) => {
    const c = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
  return luminance < 0.18;
}

function formatStars(summary: number, iso: string): string {
  return new Intl.NumberFormat(iso, { maximumFractionDigits: 1 }).format(starsOf(summary));
}

/** The short description as plain text for the list card (it is HTML in the catalogue). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|amp|lt|gt|quot|apos|nbsp);/gi, (entity, code: string) => {
      const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
      const key = code.toLowerCase();
      if (key in named) return named[key] ?? entity;
      const point = key.startsWith('#x')
        ? Number.parseInt(key.slice(2), 16)
        : Number.parseInt(key.slice(1), 10);
      return Number.isFinite(point) ? String.fromCodePoint(point) : entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
