import { PRICE_LINES_FIELDS, type PriceLinesFragment } from '../../lib/price-lines';
import { PRODUCT_CARD_FIELDS, type ProductCardFragment } from '../../lib/product-card.documents';
import { graphql } from '../../lib/typed-document';

/**
 * The product page's document: one `products(filter)` call answers the product of any of the
 * seven types, its variants or options, reviews, linked products and (through `aggregations`
 * over that single product) the label of its manufacturer. Result types follow Magento 2.4
 * (mostly nullable); `product.server.ts` turns them into the page's view model.
 */

interface Money {
  value: number | null;
  currency: string | null;
}

interface PriceRangeFields {
  minimum_price: PriceLinesFragment & { regular_price: Money; final_price: Money };
  maximum_price: { regular_price: Money; final_price: Money } | null;
}

export interface MediaGalleryEntry {
  url: string | null;
  label: string | null;
  position: number | null;
  disabled: boolean | null;
}

export interface ProductCategoryFields {
  uid: string;
  name: string | null;
  url_path: string | null;
  url_suffix: string | null;
  level: number | null;
  breadcrumbs: Array<{
    category_uid: string;
    category_name: string | null;
    category_url_path: string | null;
    category_level: number | null;
  } | null> | null;
}

export interface ProductReviewFields {
  nickname: string;
  summary: string;
  text: string;
  created_at: string;
  /** 0–100. */
  average_rating: number;
  ratings_breakdown: Array<{ name: string; value: string }>;
}

export interface ConfigurableOptionFields {
  uid: string;
  attribute_code: string | null;
  label: string | null;
  position: number | null;
  values: Array<{
    uid: string | null;
    label: string | null;
    swatch_data: { __typename: string; value: string | null } | null;
  } | null> | null;
}

export interface ConfigurableVariantFields {
  attributes: Array<{ code: string | null; uid: string; label: string | null } | null> | null;
  product: {
    uid: string;
    sku: string | null;
    name: string | null;
    stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
    only_x_left_in_stock: number | null;
    flagtext: string | null;
    flagcolor: string | null;
    flagposition: string | null;
    weight: number | null;
    media_gallery: Array<MediaGalleryEntry | null> | null;
    price_range: PriceRangeFields;
  } | null;
}

export interface BundleItemFields {
  uid: string | null;
  title: string | null;
  required: boolean | null;
  /** radio, select, checkbox or multi. */
  type: string | null;
  position: number | null;
  options: Array<{
    uid: string;
    label: string | null;
    quantity: number | null;
    position: number | null;
    is_default: boolean | null;
    price: number | null;
    price_type: 'FIXED' | 'PERCENT' | 'DYNAMIC' | null;
    can_change_quantity: boolean | null;
    product: {
      sku: string | null;
      name: string | null;
      stock_status: 'IN_STOCK' | 'OUT_OF_STOCK' | null;
      price_range: PriceRangeFields;
    } | null;
  } | null> | null;
}

/** The product as the page query answers it: the card fields plus everything of the page. */
export interface ProductPageFragment extends ProductCardFragment {
  meta_title: string | null;
  meta_description: string | null;
  meta_keyword: string | null;
  manufacturer: number | null;
  description: { html: string } | null;
  min_sale_qty: number | null;
  max_sale_qty: number | null;
  image: { url: string | null; label: string | null } | null;
  media_gallery: Array<MediaGalleryEntry | null> | null;
  categories: Array<ProductCategoryFields | null> | null;
  volume_height: number | null;
  volume_width: number | null;
  volume_length: number | null;
  weight?: number | null;
  reviews: { items: Array<ProductReviewFields | null> };
  related_products: Array<ProductCardFragment | null> | null;
  upsell_products: Array<ProductCardFragment | null> | null;
  crosssell_products: Array<ProductCardFragment | null> | null;
  price_range: ProductCardFragment['price_range'] & {
    maximum_price: { final_price: Money; regular_price: Money } | null;
  };
  /** The guest's quantity prices (the page is shared); a logged-in group's come from TierPrices. */
  price_tiers?: Array<TierPriceFields | null> | null;
  // ConfigurableProduct
  configurable_options?: Array<ConfigurableOptionFields | null> | null;
  variants?: Array<ConfigurableVariantFields | null> | null;
  // BundleProduct
  dynamic_price?: boolean | null;
  /** Fixed-price bundles: the bundle's own price, before its options. */
  price_details?: { main_final_price: number | null } | null;
  /** Alias of BundleProduct.items. */
  bundle_items?: Array<BundleItemFields | null> | null;
  // GroupedProduct
  /** Alias of GroupedProduct.items. */
  grouped_items?: Array<GroupedItemFields | null> | null;
  // DownloadableProduct
  links_title?: string | null;
  links_purchased_separately?: number | null;
  downloadable_product_links?: Array<{
    uid: string;
    title: string | null;
    sort_order: number | null;
    price: number | null;
    sample_url: string | null;
  } | null> | null;
  downloadable_product_samples?: Array<{
    title: string | null;
    sort_order: number | null;
    sample_url: string | null;
  } | null> | null;
  // GiftCardProduct
  giftcard_type?: 'VIRTUAL' | 'PHYSICAL' | 'COMBINED' | null;
  giftcard_amounts?: Array<{ uid: string; value: number | null } | null> | null;
  allow_open_amount?: boolean | null;
  open_amount_min?: number | null;
  open_amount_max?: number | null;
  lifetime?: number | null;
}

export interface GroupedItemFields {
  qty: number | null;
  position: number | null;
  product: ProductCardFragment | null;
}

export interface ProductPageQuery {
  products: {
    items: Array<ProductPageFragment | null> | null;
    aggregations: Array<{
      attribute_code: string;
      options: Array<{ label: string | null; value: string } | null> | null;
    } | null> | null;
  } | null;
}

export interface ProductPageVariables {
  filter: { url_key: { eq: string } } | { sku: { eq: string } };
  /** Reviews loaded with the page (the breakdown is computed from them). */
  reviewsPageSize: number;
}

/** A quantity price: from `quantity` units, `final_price` each (the shopper's group's). */
export interface TierPriceFields {
  quantity: number | null;
  final_price: Money | null;
}

export const TIER_FIELDS = 'quantity final_price { value currency }';

const PRICE_RANGE = `
  minimum_price { regular_price { value currency } final_price { value currency } ${PRICE_LINES_FIELDS} }
  maximum_price { regular_price { value currency } final_price { value currency } }
`;

export const ProductPage = graphql<ProductPageQuery, ProductPageVariables>(`
  query ProductPage($filter: ProductAttributeFilterInput!, $reviewsPageSize: Int!) {
    products(filter: $filter, pageSize: 1) {
      items {
        ...ProductCardFields
        meta_title
        meta_description
        meta_keyword
        manufacturer
        description { html }
        min_sale_qty
        max_sale_qty
        image { url label }
        media_gallery { url label position disabled }
        categories {
          uid
          name
          url_path
          url_suffix
          level
          breadcrumbs { category_uid category_name category_url_path category_level }
        }
        volume_height
        volume_width
        volume_length
        price_range { ${PRICE_RANGE} }
        price_tiers { ${TIER_FIELDS} }
        ... on PhysicalProductInterface { weight }
        reviews(pageSize: $reviewsPageSize) {
          items {
            nickname
            summary
            text
            created_at
            average_rating
            ratings_breakdown { name value }
          }
        }
        related_products { ...ProductCardFields }
        upsell_products { ...ProductCardFields }
        crosssell_products { ...ProductCardFields }
        ... on ConfigurableProduct {
          configurable_options {
            uid
            attribute_code
            label
            position
            values { uid label swatch_data { __typename value } }
          }
          variants {
            attributes { code uid label }
            product {
              uid
              sku
              name
              stock_status
              only_x_left_in_stock
              flagtext
              flagcolor
              flagposition
              weight
              media_gallery { url label position disabled }
              price_range { ${PRICE_RANGE} }
            }
          }
        }
        ... on BundleProduct {
          dynamic_price
          price_details { main_final_price }
          bundle_items: items {
            uid
            title
            required
            type
            position
            options {
              uid
              label
              quantity
              position
              is_default
              price
              price_type
              can_change_quantity
              product { sku name stock_status price_range { ${PRICE_RANGE} } }
            }
          }
        }
        ... on GroupedProduct {
          grouped_items: items {
            qty
            position
            product { ...ProductCardFields }
          }
        }
        ... on DownloadableProduct {
          links_title
          links_purchased_separately
          downloadable_product_links { uid title sort_order price sample_url }
          downloadable_product_samples { title sort_order sample_url }
        }
        ... on GiftCardProduct {
          giftcard_type
          giftcard_amounts { uid value }
          allow_open_amount
          open_amount_min
          open_amount_max
          lifetime
        }
      }
      aggregations { attribute_code options { label value } }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`);
