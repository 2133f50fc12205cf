import { pixPriceCents } from '@store/br';
import { notFound } from 'next/navigation';
import { Suspense } from 'react';
import { LoadWhenVisible } from '../../lib/behaviour/load-when-visible';
import { translator } from '../../lib/i18n';
import { localePath } from '../../lib/locales';
import { PageMessages } from '../../lib/page-messages';
import type { RequestContext } from '../../lib/request.server';
import { storefrontOrigin } from '../../lib/seo';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { NavLink } from '../../ui/nav-link';
import { formatCents } from '../../ui/price';
import { InstallmentsTable, PriceBlock, type PriceTranslate } from '../../ui/price-block';
import { RatingStars, starsOf } from '../../ui/rating-stars';
import { CheckCircle2, RotateCcw, ShieldCheck, Truck } from '../../ui/server-icons';
import { GuestOnly } from '../account';
import { brlRate, FlagBadge } from '../catalog';
import { WishlistProductScope } from '../wishlist';
import { SimplePurchase } from './buy-actions';
import {
  BundleOptions,
  ConfigurableOptions,
  DownloadableLinks,
  GiftCardAmounts,
  GroupedItems,
} from './lazy-options';
import { type ProductDetails, quantityLimits } from './product.model';
import { getProductDetails } from './product.server';
import { ProductCarousel } from './product-carousel';
import { ProductGallery } from './product-gallery';
import { ProductJsonLd } from './product-json-ld';
import { ProductReviews } from './product-reviews';
import { ProductSpecifications } from './product-specifications';
import { StickyBuyBar } from './sticky-buy-bar';
import { TierPrices } from './tier-prices';
import { WriteReview } from './write-review';

/** Types whose price is their own: the ones with quantity prices. */
const TIER_TYPES: ReadonlySet<string> = new Set(['SimpleProduct', 'VirtualProduct']);

export { lookupFromQuery, productMetadata } from './product.server';

export interface ProductViewProps {
  ctx: RequestContext;
  /** One of them identifies the product. */
  urlKey?: string;
  sku?: string;
  searchParams: Record<string, string | string[] | undefined>;
}

/**
 * The product page for any of the seven types (rules §2, DESIGN.md "Product page"): gallery,
 * buy box (name, SKU, brand, rating, price with Pix and installments, stock, the type's
 * choices, quantity, add to cart, wishlist, shipping note, trust line), description,
 * specifications, reviews and linked products. `?variant=<sku or uid>` selects a configurable
 * product's variant. Calls notFound() when the product does not exist.
 */
export async function ProductView({ ctx, urlKey, sku, searchParams }: ProductViewProps) {
  const variantParam = first(searchParams.variant);
  const product = await getProductDetails(ctx, { urlKey, sku }, variantParam);
  if (!product) notFound();

  const { locale } = ctx;
  const t = translator(locale, 'product');
  const priceT: PriceTranslate = (key, values) => t(key, values);
  const origin = storefrontOrigin();
  const { offer } = product;
  const rate = await brlRate(ctx.store, offer.currency);
  const limits = quantityLimits(product);
  const stars = starsOf(product.ratingSummary);
  const starsText = new Intl.NumberFormat(locale.iso, { maximumFractionDigits: 1 }).format(stars);
  const isFromPrice =
    offer.maxFinalCents > offer.finalCents &&
    !(product.typename === 'ConfigurableProduct' && product.selectedVariant);

  return (
    // The gallery's and the option pickers' words come with the product page only.
    <PageMessages locale={locale} parts={['product']}>
      {/* pb-20: room at the end for the sticky buy bar, so it never hides the last lines. */}
      <div className="mx-auto flex w-full max-w-page flex-col gap-10 px-4 pb-20 pt-2 md:pt-6">
        <ProductJsonLd product={product} locale={locale} origin={origin} homeLabel={t('page.home')} />
        <Breadcrumbs
          locale={locale}
          compact
          items={product.breadcrumbs.map((crumb) => ({
            label: crumb.name,
            ...(crumb.path ? { path: crumb.path } : {}),
          }))}
        />

        <div className="-mt-6 grid gap-x-10 gap-y-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] xl:grid-cols-[minmax(0,34rem)_minmax(0,1fr)]">
          {/* Phones: name, then the buy box's price and button within the first screen, then the
              gallery (CSS order); desktop: gallery left, the rest right. */}
          <div className="contents lg:col-start-2 lg:row-start-1 lg:flex lg:flex-col lg:gap-5">
            <header className="order-1 flex flex-col gap-1 md:gap-2 lg:order-none">
              <h1 className="text-lg font-bold leading-snug text-ink md:text-2xl">{product.name}</h1>
              <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink-muted">
                <span>
                  {t('page.sku')}: <span className="tabular text-ink">{offer.sku}</span>
                </span>
                {product.brand && (
                  <span>
                    {t('page.brand')}: <span className="text-ink">{product.brand}</span>
                  </span>
                )}
              </p>
              {product.reviewCount > 0 && (
                <a
                  href="#reviews-heading"
                  className="flex w-fit items-center gap-2 text-sm text-ink-muted hover:underline"
                >
                  <RatingStars value={stars} label={t('rating.stars', { value: starsText })} />
                  <span className="tabular">
                    {starsText} ({t('rating.count', { count: product.reviewCount })})
                  </span>
                </a>
              )}
            </header>
            <section
              aria-label={t('page.buyBox')}
              className="order-2 flex flex-col gap-4 md:gap-5 lg:order-none"
            >
              {product.shortDescriptionHtml && (
                <div
                  className="text-sm text-ink-muted max-lg:order-5"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with sanitize-html on the server
                  dangerouslySetInnerHTML={{ __html: product.shortDescriptionHtml }}
                />
              )}
              <div className="flex flex-col gap-3 max-lg:order-1">
                <PriceBlock
                  locale={locale.iso}
                  currency={offer.currency}
                  rate={rate}
                  finalCents={offer.finalCents}
                  regularCents={offer.regularCents}
                  isFromPrice={isFromPrice}
                  lines={offer.priceLines}
                  size="page"
                  t={priceT}
                />
                {TIER_TYPES.has(product.typename) && (
                  <TierPrices
                    sku={product.sku}
                    guestTiers={product.tiers}
                    pageUnitCents={offer.finalCents}
                    currency={offer.currency}
                  />
                )}
              </div>
              <div className="max-lg:order-4">
                <InstallmentsTable
                  locale={locale.iso}
                  currency={offer.currency}
                  rate={rate}
                  totalCents={offer.finalCents}
                  t={priceT}
                />
              </div>
              <div className="max-lg:order-2">
                <StockStatus product={product} t={t} />
              </div>
              <div id={BUY_ACTIONS_ID} className="max-lg:order-3">
                <WishlistProductScope
                  product={{
                    typename: product.typename,
                    sku: product.sku,
                    uid: product.uid,
                    name: product.name,
                    variantSku: product.selectedVariant?.sku,
                  }}
                >
                  <Purchase product={product} ctx={ctx} limits={limits} t={t} />
                </WishlistProductScope>
              </div>
              <div className="max-lg:order-6">
                <GuestOnly>
                  <p className="flex items-center gap-2 rounded bg-surface-muted px-3 py-2 text-sm text-ink">
                    <Truck aria-hidden="true" size={18} className="shrink-0 text-ink-muted" />
                    {t('page.shippingGuest')}
                  </p>
                </GuestOnly>
              </div>
              <ul className="flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-muted max-lg:order-7">
                <li className="flex items-center gap-2">
                  <ShieldCheck aria-hidden="true" size={18} className="text-success" />
                  {t('page.securePayment')}
                </li>
                <li>
                  <NavLink
                    href={localePath(locale, '/politica-devolucao')}
                    className="flex items-center gap-2 hover:text-primary-strong hover:underline"
                  >
                    <RotateCcw aria-hidden="true" size={18} className="text-success" />
                    {t('page.returns')}
                  </NavLink>
                </li>
              </ul>
            </section>
          </div>
          <div className="order-3 lg:order-none lg:col-start-1 lg:row-start-1">
            <div className="lg:sticky lg:top-4">
              <ProductGallery
                key={product.selectedVariant?.sku ?? product.sku}
                images={product.gallery}
                badge={offer.flag ? <FlagBadge flag={offer.flag} className="text-sm" /> : undefined}
              />
            </div>
          </div>
        </div>

        {/* Hydrated on its own, after the buy box (site-chrome.tsx). */}
        <Suspense>
          <div className="grid gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
            {product.descriptionHtml && (
              <section aria-labelledby="description-heading" className="flex flex-col gap-3">
                <h2 id="description-heading" className="text-xl font-semibold">
                  {t('page.description')}
                </h2>
                <div
                  className="text-sm leading-6 text-ink [&_a]:text-primary-strong [&_a]:underline [&_h3]:mb-2 [&_h3]:mt-4 [&_h3]:text-base [&_h3]:font-semibold [&_h4]:font-semibold [&_li]:mb-1 [&_ol]:mb-3 [&_ol]:list-decimal [&_ol]:pl-5 [&_p]:mb-3 [&_table]:mb-3 [&_td]:border [&_td]:border-line [&_td]:px-2 [&_td]:py-1 [&_th]:border [&_th]:border-line [&_th]:px-2 [&_th]:py-1 [&_ul]:mb-3 [&_ul]:list-disc [&_ul]:pl-5"
                  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with sanitize-html on the server
                  dangerouslySetInnerHTML={{ __html: product.descriptionHtml }}
                />
              </section>
            )}
            <ProductSpecifications product={product} locale={locale} t={t} />
          </div>

          <ProductReviews
            reviews={product.reviews}
            ratingSummary={product.ratingSummary}
            reviewCount={product.reviewCount}
            locale={locale}
            t={t}
          />
          <WriteReview sku={product.sku} productName={product.name} />
        </Suspense>

        {(
          [
            ['upsell', product.upsell],
            ['crosssell', product.crosssell],
            ['related', product.related],
          ] as const
        ).map(([id, products]) =>
          products.length > 0 ? (
            // Below the fold: mounted when within 200 px of the viewport (rules §2), sized like a row of cards.
            <LoadWhenVisible key={id} minHeight="460px">
              <ProductCarousel id={id} title={t(`page.${id}`)} products={products} locale={locale} />
            </LoadWhenVisible>
          ) : null,
        )}
        {offer.inStock && (
          <StickyBuyBar
            targetId={BUY_ACTIONS_ID}
            name={product.name}
            price={formatCents(offer.finalCents, offer.currency, locale.iso)}
            pix={t('price.pix', {
              price: formatCents(
                offer.priceLines?.pixCents ?? pixPriceCents(offer.finalCents),
                offer.currency,
                locale.iso,
              ),
            })}
            label={t('actions.buy')}
            regionLabel={t('page.buyBar')}
          />
        )}
        {/* The chat bubble waits here, and on phones the WhatsApp button leaves room for the buy bar. */}
        <span data-quiet-chat hidden />
      </div>
    </PageMessages>
  );
}

/** The wrapper of the buy box's controls, watched by the sticky buy bar. */
const BUY_ACTIONS_ID = 'buy-actions';

type ProductT = ReturnType<typeof translator<'product'>>;

function StockStatus({ product, t }: { product: ProductDetails; t: ProductT }) {
  const { offer } = product;
  if (!offer.inStock) {
    return <p className="text-base font-semibold text-danger">{t('stock.outOfStock')}</p>;
  }
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm font-semibold">
      <span className="flex items-center gap-1 text-success">
        <CheckCircle2 aria-hidden="true" size={18} />
        {t('stock.inStock')}
      </span>
      {offer.onlyXLeft !== undefined && offer.onlyXLeft > 0 && (
        <span className="text-warning">{t('stock.lastUnits', { count: offer.onlyXLeft })}</span>
      )}
    </p>
  );
}

/** The type's own choices and the buy controls. */
function Purchase({
  product,
  ctx,
  limits,
  t,
}: {
  product: ProductDetails;
  ctx: RequestContext;
  limits: { min: number; max: number | undefined };
  t: ProductT;
}) {
  const { offer } = product;
  const common = {
    sku: product.sku,
    productName: product.name,
    inStock: offer.inStock,
    locale: ctx.locale.iso,
    currency: offer.currency,
    minQuantity: limits.min,
    maxQuantity: limits.max,
  };
  switch (product.typename) {
    case 'BundleProduct':
      return product.bundle ? <BundleOptions bundle={product.bundle} {...common} /> : null;
    case 'GroupedProduct':
      return product.grouped ? (
        <GroupedItems
          items={product.grouped}
          productName={product.name}
          locale={ctx.locale.iso}
          currency={offer.currency}
          localePrefix={ctx.locale.prefix}
        />
      ) : null;
    case 'DownloadableProduct':
      return product.downloadable ? (
        <DownloadableLinks
          downloadable={product.downloadable}
          basePriceCents={offer.finalCents}
          {...common}
        />
      ) : null;
    case 'GiftCardProduct':
      return product.giftCard ? <GiftCardAmounts giftCard={product.giftCard} {...common} /> : null;
    case 'ConfigurableProduct': {
      const configurable = product.configurable;
      // German capitalises nouns ("Farbe"); Portuguese and English write them in lower case mid-sentence.
      const iso = ctx.locale.iso;
      const labels =
        configurable?.options
          .map((option) => (iso.startsWith('de') ? option.label : option.label.toLocaleLowerCase(iso)))
          .join(', ') ?? '';
      return (
        <div className="flex flex-col gap-5">
          {configurable && (
            <ConfigurableOptions
              options={configurable.options}
              variants={configurable.variants.map(({ sku, attributes, inStock }) => ({
                sku,
                attributes,
                inStock,
              }))}
              selectedSku={product.selectedVariant?.sku}
            />
          )}
          <SimplePurchase
            key={product.selectedVariant?.sku ?? 'none'}
            sku={product.sku}
            selectedOptions={
              product.selectedVariant ? Object.values(product.selectedVariant.attributes) : undefined
            }
            productName={product.name}
            inStock={offer.inStock}
            minQuantity={limits.min}
            maxQuantity={limits.max}
            missingChoice={
              product.selectedVariant ? undefined : t('actions.chooseVariant', { label: labels })
            }
          />
        </div>
      );
    }
    default:
      return (
        <SimplePurchase
          sku={product.sku}
          productName={product.name}
          inStock={offer.inStock}
          minQuantity={limits.min}
          maxQuantity={limits.max}
        />
      );
  }
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
