import { toCents } from '@store/br';
import { type PriceLines, toPriceLines } from '../../lib/price-lines';
import { type ProductCardData, toProductCardData } from '../../lib/product-card.documents';
import { productImageSrc } from '../../lib/product-image';
import type {
  BundleItemFields,
  ConfigurableVariantFields,
  MediaGalleryEntry,
  ProductCategoryFields,
  ProductPageFragment,
  ProductPageQuery,
} from './product.documents';
import { type TierStep, toTierSteps } from './tier-steps';

/**
 * The product page's view model: Magento's nullable fields resolved, money in integer cents,
 * image URLs at the spec's sizes, the selected variant applied. Pure, so it is unit-tested;
 * `product.server.ts` fetches and sanitises.
 */

export type ProductTypename =
  | 'SimpleProduct'
  | 'VirtualProduct'
  | 'DownloadableProduct'
  | 'GroupedProduct'
  | 'GiftCardProduct'
  | 'ConfigurableProduct'
  | 'BundleProduct';

export interface GalleryImage {
  /** 1080×1340 master (same-origin path). */
  src: string;
  /** 160×160 thumbnail. */
  thumb: string;
  alt: string;
}

export interface Flag {
  text: string;
  color: string;
  position: string;
}

/** What the buy box shows for the product or its selected variant. */
export interface Offer {
  sku: string;
  currency: string;
  finalCents: number;
  regularCents: number;
  /** The highest final price (composite types, unselected configurables). */
  maxFinalCents: number;
  inStock: boolean;
  onlyXLeft: number | undefined;
  flag: Flag | undefined;
  /** Pix price and card lines as the server planned them. */
  priceLines: PriceLines | undefined;
}

export interface ConfigurableOptionView {
  attributeCode: string;
  label: string;
  values: Array<{
    uid: string;
    label: string;
    /** ColorSwatchData value (#hex) when the catalogue has one. */
    swatchColor: string | undefined;
    /** A small image of a variant with this value, used as the swatch otherwise. */
    swatchImage: string | undefined;
  }>;
}

export interface VariantView {
  uid: string;
  sku: string;
  name: string;
  /** attribute_code → value uid. */
  attributes: Record<string, string>;
  inStock: boolean;
  offer: Offer;
  gallery: GalleryImage[];
  weightKg: number | undefined;
}

export interface BundleView {
  /** Dynamic price: the sum of the chosen items; fixed: the bundle's price plus its options'. */
  isDynamicPrice: boolean;
  basePriceCents: number;
  items: BundleItemView[];
}

export interface BundleItemView {
  uid: string;
  title: string;
  required: boolean;
  type: 'radio' | 'select' | 'checkbox' | 'multi';
  options: Array<{
    uid: string;
    label: string;
    quantity: number;
    isDefault: boolean;
    canChangeQuantity: boolean;
    /** Price of one unit in the display currency, in cents (a percentage × 100 when PERCENT). */
    priceCents: number;
    priceType: 'FIXED' | 'PERCENT' | 'DYNAMIC';
    inStock: boolean;
  }>;
}

export interface GroupedItemView {
  product: ProductCardData;
  defaultQuantity: number;
}

export interface DownloadableView {
  title: string;
  purchasedSeparately: boolean;
  links: Array<{ uid: string; title: string; priceCents: number; sampleUrl: string | undefined }>;
  samples: Array<{ title: string; url: string }>;
}

export interface GiftCardView {
  type: 'VIRTUAL' | 'PHYSICAL' | 'COMBINED';
  amounts: Array<{ uid: string; cents: number }>;
  lifetimeDays: number | undefined;
}

export interface Review {
  nickname: string;
  summary: string;
  text: string;
  createdAt: string;
  /** 0–100. */
  rating: number;
  breakdown: Array<{ name: string; value: number }>;
}

export interface Breadcrumb {
  name: string;
  /** Without locale prefix; undefined for the current page. */
  path: string | undefined;
}

export interface ProductDetails {
  typename: ProductTypename;
  uid: string;
  sku: string;
  name: string;
  /** `/{url_key}{url_suffix}`: the canonical product URL (rules §2), without locale prefix. */
  path: string;
  /** The catalogue's meta title (which names the store itself), if it has one. */
  metaTitle: string | undefined;
  metaDescription: string;
  metaKeyword: string;
  brand: string | undefined;
  descriptionHtml: string;
  shortDescriptionHtml: string;
  breadcrumbs: Breadcrumb[];
  gallery: GalleryImage[];
  /** The product's own offer, or the selected variant's. */
  offer: Offer;
  /** Quantity prices a guest sees ("a partir de 10 un."); a logged-in group's are asked in the browser. */
  tiers: TierStep[];
  ratingSummary: number;
  reviewCount: number;
  reviews: Review[];
  dimensionsCm: { height: number; width: number; length: number } | undefined;
  weightKg: number | undefined;
  minQuantity: number;
  maxQuantity: number | undefined;
  related: ProductCardData[];
  upsell: ProductCardData[];
  crosssell: ProductCardData[];
  configurable: { options: ConfigurableOptionView[]; variants: VariantView[] } | undefined;
  selectedVariant: VariantView | undefined;
  bundle: BundleView | undefined;
  grouped: GroupedItemView[] | undefined;
  downloadable: DownloadableView | undefined;
  giftCard: GiftCardView | undefined;
}

const TYPENAMES: readonly ProductTypename[] = [
  'SimpleProduct',
  'VirtualProduct',
  'DownloadableProduct',
  'GroupedProduct',
  'GiftCardProduct',
  'ConfigurableProduct',
  'BundleProduct',
];

/** Turns HTML from the catalogue into markup safe to render (sanitize-html on the server). */
export type Sanitize = (html: string) => string;

export function toProductDetails(
  p: ProductPageFragment,
  aggregations: NonNullable<ProductPageQuery['products']>['aggregations'],
  variantParam: string | undefined,
  sanitize: Sanitize,
): ProductDetails {
  const card = toProductCardData(p);
  const typename = TYPENAMES.includes(p.__typename as ProductTypename)
    ? (p.__typename as ProductTypename)
    : 'SimpleProduct';
  const currency = card.currency;
  const name = card.name;
  const min = p.price_range.minimum_price;
  const max = p.price_range.maximum_price;
  const finalCents = centsOf(min.final_price.value);
  const offer: Offer = {
    sku: card.sku,
    currency,
    finalCents,
    regularCents: Math.max(centsOf(min.regular_price.value), finalCents),
    maxFinalCents: Math.max(centsOf(max?.final_price.value ?? min.final_price.value), finalCents),
    inStock: card.inStock,
    onlyXLeft: card.onlyXLeft,
    flag: card.flag,
    priceLines: toPriceLines(min),
  };
  const gallery = toGallery(p.media_gallery, name, p.image?.url ?? card.imageUrl);
  const configurable = typename === 'ConfigurableProduct' ? toConfigurable(p, name, currency) : undefined;
  const selectedVariant = configurable?.variants.find(
    (v) => variantParam !== undefined && (v.sku === variantParam || v.uid === variantParam),
  );
  const manufacturer = p.manufacturer === null ? undefined : String(p.manufacturer);
  const brand = aggregations
    ?.find((a) => a?.attribute_code === 'manufacturer')
    ?.options?.find((o) => o?.value === manufacturer)?.label;
  const [height, width, length] = [p.volume_height, p.volume_width, p.volume_length];

  return {
    typename,
    uid: p.uid,
    sku: card.sku,
    name,
    path: card.path,
    metaTitle: p.meta_title || undefined,
    metaDescription: p.meta_description || plainText(card.shortDescriptionHtml),
    metaKeyword: p.meta_keyword ?? '',
    brand: manufacturer === undefined ? undefined : (brand ?? undefined),
    descriptionHtml: sanitize(p.description?.html ?? ''),
    shortDescriptionHtml: sanitize(card.shortDescriptionHtml),
    breadcrumbs: toBreadcrumbs(p.categories, name),
    gallery: selectedVariant?.gallery.length ? selectedVariant.gallery : gallery,
    offer: selectedVariant?.offer ?? offer,
    tiers: toTierSteps(p.price_tiers),
    ratingSummary: p.rating_summary,
    reviewCount: p.review_count,
    reviews: p.reviews.items.filter(isPresent).map(toReview),
    dimensionsCm: height && width && length ? { height: height, width: width, length: length } : undefined,
    weightKg: selectedVariant?.weightKg ?? positive(p.weight),
    minQuantity: Math.max(1, Math.ceil(p.min_sale_qty ?? 1)),
    maxQuantity: positive(p.max_sale_qty),
    related: cards(p.related_products),
    upsell: cards(p.upsell_products),
    crosssell: cards(p.crosssell_products),
    configurable,
    selectedVariant,
    bundle:
      typename === 'BundleProduct'
        ? {
            isDynamicPrice: p.dynamic_price !== false,
            basePriceCents: centsOf(p.price_details?.main_final_price ?? 0),
            items: toBundle(p.bundle_items),
          }
        : undefined,
    grouped:
      typename === 'GroupedProduct'
        ? (p.grouped_items ?? [])
            .filter(isPresent)
            .filter((item) => item.product !== null)
            .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
            .map((item) => ({
              product: toProductCardData(item.product!),
              defaultQuantity: Math.max(0, Math.round(item.qty ?? 0)),
            }))
        : undefined,
    downloadable: typename === 'DownloadableProduct' ? toDownloadable(p) : undefined,
    giftCard: typename === 'GiftCardProduct' ? toGiftCard(p) : undefined,
  };
}

/** The quantity limits of the buy box: at least min_sale_qty, at most the stock left or max_sale_qty. */
export function quantityLimits(details: ProductDetails): { min: number; max: number | undefined } {
  const limits = [details.offer.onlyXLeft, details.maxQuantity].filter(
    (n): n is number => n !== undefined && n > 0,
  );
  return { min: details.minQuantity, max: limits.length ? Math.min(...limits) : undefined };
}

function toConfigurable(
  p: ProductPageFragment,
  parentName: string,
  currency: string,
): { options: ConfigurableOptionView[]; variants: VariantView[] } {
  const variants = (p.variants ?? [])
    .filter(isPresent)
    .map((v) => toVariant(v, parentName, currency))
    .filter(isPresent);
  const options = (p.configurable_options ?? [])
    .filter(isPresent)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((option): ConfigurableOptionView => {
      const code = option.attribute_code ?? option.uid;
      return {
        attributeCode: code,
        label: option.label ?? code,
        values: (option.values ?? []).filter(isPresent).flatMap((value) => {
          if (!value.uid) return [];
          const withValue = variants.find((v) => v.attributes[code] === value.uid);
          const swatch = value.swatch_data;
          const firstImage = withValue?.gallery[0]?.src;
          return [
            {
              uid: value.uid,
              label: value.label ?? '',
              swatchColor:
                swatch?.__typename === 'ColorSwatchData' && swatch.value ? swatch.value : undefined,
              swatchImage: firstImage ? productImageSrc(firstImage, 'swatch') : undefined,
            },
          ];
        }),
      };
    });
  return { options, variants };
}

function toVariant(
  v: ConfigurableVariantFields,
  parentName: string,
  currency: string,
): VariantView | undefined {
  const product = v.product;
  if (!product?.sku) return undefined;
  const attributes: Record<string, string> = {};
  for (const attribute of v.attributes ?? []) {
    if (attribute?.code) attributes[attribute.code] = attribute.uid;
  }
  const name = product.name ?? parentName;
  const min = product.price_range.minimum_price;
  const finalCents = centsOf(min.final_price.value);
  const inStock = product.stock_status !== 'OUT_OF_STOCK';
  return {
    uid: product.uid,
    sku: product.sku,
    name,
    attributes,
    inStock,
    offer: {
      sku: product.sku,
      currency: min.final_price.currency ?? currency,
      finalCents,
      regularCents: Math.max(centsOf(min.regular_price.value), finalCents),
      maxFinalCents: finalCents,
      priceLines: toPriceLines(min),
      inStock,
      onlyXLeft: product.only_x_left_in_stock ?? undefined,
      flag: product.flagtext
        ? {
            text: product.flagtext,
            color: product.flagcolor ?? '',
            position: product.flagposition ?? 'top-left',
          }
        : undefined,
    },
    gallery: toGallery(product.media_gallery, name, undefined),
    weightKg: positive(product.weight),
  };
}

function toBundle(items: Array<BundleItemFields | null> | null | undefined): BundleItemView[] {
  return (items ?? [])
    .filter(isPresent)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .flatMap((item): BundleItemView[] => {
      if (!item.uid) return [];
      const type =
        item.type === 'select' || item.type === 'checkbox' || item.type === 'multi' ? item.type : 'radio';
      return [
        {
          uid: item.uid,
          title: item.title ?? '',
          required: item.required ?? false,
          type,
          options: (item.options ?? [])
            .filter(isPresent)
            .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
            .map((option) => ({
              uid: option.uid,
              label: option.label ?? option.product?.name ?? '',
              quantity: Math.max(1, Math.round(option.quantity ?? 1)),
              isDefault: option.is_default ?? false,
              canChangeQuantity: option.can_change_quantity ?? false,
              priceCents: centsOf(
                option.price ?? option.product?.price_range.minimum_price.final_price.value ?? 0,
              ),
              priceType: option.price_type ?? 'DYNAMIC',
              inStock: option.product?.stock_status !== 'OUT_OF_STOCK',
            })),
        },
      ];
    });
}

function toDownloadable(p: ProductPageFragment): DownloadableView {
  return {
    title: p.links_title ?? '',
    purchasedSeparately: p.links_purchased_separately === 1,
    links: (p.downloadable_product_links ?? [])
      .filter(isPresent)
      .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
      .map((link) => ({
        uid: link.uid,
        title: link.title ?? '',
        priceCents: centsOf(link.price ?? 0),
        sampleUrl: link.sample_url ?? undefined,
      })),
    samples: (p.downloadable_product_samples ?? [])
      .filter(isPresent)
      .sort((a, b) => (a.sort_order ?? 0) - (b.sort_order ?? 0))
      .flatMap((sample) =>
        sample.sample_url ? [{ title: sample.title ?? '', url: sample.sample_url }] : [],
      ),
  };
}

function toGiftCard(p: ProductPageFragment): GiftCardView {
  return {
    type: p.giftcard_type ?? 'VIRTUAL',
    amounts: (p.giftcard_amounts ?? [])
      .filter(isPresent)
      .flatMap((amount) => (amount.value === null ? [] : [{ uid: amount.uid, cents: centsOf(amount.value) }]))
      .sort((a, b) => a.cents - b.cents),
    lifetimeDays: positive(p.lifetime),
  };
}

/**
 * The category path of the product: the deepest of its categories with that category's own
 * breadcrumbs before it, then the product itself (rules §2: `/{url_path}{url_suffix}` links).
 */
function toBreadcrumbs(categories: Array<ProductCategoryFields | null> | null, name: string): Breadcrumb[] {
  const deepest = (categories ?? [])
    .filter(isPresent)
    .filter((c) => c.url_path)
    .sort((a, b) => (b.level ?? 0) - (a.level ?? 0))[0];
  if (!deepest) return [{ name, path: undefined }];
  const suffix = deepest.url_suffix ?? '';
  const trail: Breadcrumb[] = (deepest.breadcrumbs ?? [])
    .filter(isPresent)
    .sort((a, b) => (a.category_level ?? 0) - (b.category_level ?? 0))
    .flatMap((crumb) =>
      crumb.category_url_path
        ? [{ name: crumb.category_name ?? '', path: `/${crumb.category_url_path}${suffix}` }]
        : [],
    );
  trail.push({ name: deepest.name ?? '', path: `/${deepest.url_path}${suffix}` });
  trail.push({ name, path: undefined });
  return trail;
}

/** Enabled gallery entries in position order; the base image alone when the gallery is empty. */
function toGallery(
  entries: Array<MediaGalleryEntry | null> | null,
  name: string,
  fallbackUrl: string | undefined,
): GalleryImage[] {
  const images = (entries ?? [])
    .filter(isPresent)
    .filter((entry) => !entry.disabled && entry.url)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((entry) => toImage(entry.url!, entry.label || name));
  if (images.length === 0 && fallbackUrl) images.push(toImage(fallbackUrl, name));
  return images;
}

function toImage(url: string, alt: string): GalleryImage {
  return { src: productImageSrc(url, 'gallery'), thumb: productImageSrc(url, 'galleryThumb'), alt };
}

function toReview(review: NonNullable<ProductPageFragment['reviews']['items'][number]>): Review {
  return {
    nickname: review.nickname,
    summary: review.summary,
    text: review.text,
    createdAt: review.created_at,
    rating: review.average_rating,
    breakdown: review.ratings_breakdown.map((r) => ({ name: r.name, value: Number(r.value) })),
  };
}

export interface RatingBreakdown {
  /** Reviews per star count, from 5 down to 1. */
  distribution: Array<{ stars: number; count: number }>;
  /** Average of each rating criterion (Qualidade, Preço, Entrega…) on a 1–5 scale. */
  criteria: Array<{ name: string; average: number }>;
}

/** The breakdown shown beside the reviews: how many gave each star count, and each criterion's average. */
export function ratingBreakdown(reviews: Review[]): RatingBreakdown {
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({
    stars,
    count: reviews.filter((r) => Math.min(5, Math.max(1, Math.round(r.rating / 20))) === stars).length,
  }));
  const sums = new Map<string, { total: number; count: number }>();
  for (const review of reviews) {
    for (const { name, value } of review.breakdown) {
      if (!Number.isFinite(value)) continue;
      const entry = sums.get(name) ?? { total: 0, count: 0 };
      entry.total += value;
      entry.count += 1;
      sums.set(name, entry);
    }
  }
  return {
    distribution,
    criteria: [...sums].map(([name, { total, count }]) => ({ name, average: total / count })),
  };
}

function cards(list: Array<Parameters<typeof toProductCardData>[0] | null> | null): ProductCardData[] {
  return (list ?? []).filter(isPresent).map(toProductCardData);
}

function centsOf(value: number | null): number {
  return value === null ? 0 : toCents(value);
}

function positive(value: number | null | undefined): number | undefined {
  return value !== null && value !== undefined && value > 0 ? value : undefined;
}

function isPresent<T>(value: T | null | undefined): value is T {
  return value !== null && value !== undefined;
}

/** Plain text of a short HTML fragment (meta description fallback). */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
