import { PRICE_LINES_FIELDS, type PriceLines, type PriceLinesFragment, toPriceLines } from './price-lines';

/**
 * The product fields every product card needs (grid 216×268, list 140×200, carousels), as a
 * GraphQL fragment to spread into listing documents, and their mapping to a view model.
 */
export const PRODUCT_CARD_FIELDS = `
  fragment ProductCardFields on ProductInterface {
    __typename
    uid
    sku
    name
    url_key
    url_suffix
    small_image { url label }
    short_description { html }
    stock_status
    only_x_left_in_stock
    rating_summary
    review_count
    price_range {
      minimum_price {
        regular_price { value currency }
        final_price { value currency }
        discount { percent_off amount_off }
        ${PRICE_LINES_FIELDS}
      }
      maximum_price { final_price { value currency } }
    }
    ... on SimpleProduct { flagtext flagcolor flagposition }
  }
`;

interface MoneyFields {
  value: number | null;
  currency: string | null;
}

/** The raw fragment as the commerce server answers it (Magento types: mostly nullable). */
export interface ProductCardFragment {
  __typename: string;
  uid: string;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  small_image: { url: string | null; label: string | null } | null;
  short_description: { html: string } | null;
  stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
  only_x_left_in_stock: number | null;
  rating_summary: number;
  review_count: number;
  price_range: {
    minimum_price: PriceLinesFragment & {
      regular_price: MoneyFields;
      final_price: MoneyFields;
      discount: { percent_off: number | null; amount_off: number | null } | null;
    };
    maximum_price: { final_price: MoneyFields } | null;
  };
  flagtext?: string | null;
  flagcolor?: string | null;
  flagposition?: string | null;
}

/** What a card shows, with nulls resolved. Prices in the display currency's major unit. */
export interface ProductCardData {
  uid: string;
  sku: string;
  name: string;
  /** Product URL without locale prefix: `/{url_key}{url_suffix}` (rules §2). */
  path: string;
  typename: string;
  imageUrl: string | undefined;
  imageAlt: string;
  shortDescriptionHtml: string;
  inStock: boolean;
  onlyXLeft: number | undefined;
  /** 0–100. */
  ratingSummary: number;
  reviewCount: number;
  currency: string;
  finalPrice: number;
  regularPrice: number;
  maxPrice: number;
  /** Pix price and card lines as the server planned them. */
  priceLines: PriceLines | undefined;
  flag: { text: string; color: string; position: string } | undefined;
}

export function toProductCardData(p: ProductCardFragment): ProductCardData {
  const min = p.price_range.minimum_price;
  return {
    uid: p.uid,
    sku: p.sku ?? '',
    name: p.name ?? '',
    path: `/${p.url_key ?? ''}${p.url_suffix ?? ''}`,
    typename: p.__typename,
    imageUrl: p.small_image?.url ?? undefined,
    imageAlt: p.small_image?.label || p.name || '',
    shortDescriptionHtml: p.short_description?.html ?? '',
    inStock: p.stock_status !== 'OUT_OF_STOCK',
    onlyXLeft: p.only_x_left_in_stock ?? undefined,
    ratingSummary: p.rating_summary,
    reviewCount: p.review_count,
    currency: min.final_price.currency ?? 'BRL',
    finalPrice: min.final_price.value ?? 0,
    regularPrice: min.regular_price.value ?? 0,
    maxPrice: p.price_range.maximum_price?.final_price.value ?? min.final_price.value ?? 0,
    priceLines: toPriceLines(min),
    flag: p.flagtext
      ? { text: p.flagtext, color: p.flagcolor ?? '#C2410C', position: p.flagposition ?? 'top-left' }
      : undefined,
  };
}
