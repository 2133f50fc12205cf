import { type CommerceQueryOptions, commerceQuery } from '../../lib/graphql.server';
import {
  CategoryProducts,
  type CategoryTreeNode,
  Departments,
  type Money,
  type ProductSummary,
} from './catalog.documents';

/** A top-level category as the navigation shows it. */
export interface Department {
  uid: string;
  name: string;
  /** Spec §2: category links are /{url_path}{url_suffix}. */
  href: string;
}

export interface PriceAmount {
  value: number;
  currency: string;
}

/** What a product card needs, with Magento's nullable fields already resolved. */
export interface ProductCardData {
  uid: string;
  name: string;
  href: string;
  imageUrl: string | undefined;
  finalPrice: PriceAmount | undefined;
  /** Present only when the product is discounted (regular price above the final price). */
  regularPrice: PriceAmount | undefined;
}

/** The root category's children shown in the menu, in merchandising order. */
export async function getDepartments(options?: CommerceQueryOptions): Promise<Department[]> {
  const data = await commerceQuery(Departments, {}, options);
  const root = data.categories?.items?.[0];
  return (root?.children ?? [])
    .filter((child): child is CategoryTreeNode => child !== null && child.include_in_menu !== 0)
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((child) => ({
      uid: child.uid,
      name: child.name ?? '',
      href: `/${child.url_path ?? ''}${child.url_suffix ?? ''}`,
    }));
}

/** The first `pageSize` products of a category, in the category's position order. */
export async function getCategoryProducts(
  categoryUid: string,
  pageSize: number,
  options?: CommerceQueryOptions,
): Promise<ProductCardData[]> {
  const data = await commerceQuery(CategoryProducts, { categoryUid, pageSize }, options);
  return (data.products?.items ?? [])
    .filter((item): item is ProductSummary => item !== null)
    .map(toProductCard);
}

function toProductCard(product: ProductSummary): ProductCardData {
  const { regular_price, final_price } = product.price_range.minimum_price;
  const finalPrice = toPriceAmount(final_price);
  const regularPrice = toPriceAmount(regular_price);
  return {
    uid: product.uid,
    name: product.name ?? product.sku ?? '',
    href: `/${product.url_key ?? ''}${product.url_suffix ?? ''}`,
    imageUrl: product.small_image?.url ?? undefined,
    finalPrice,
    regularPrice:
      regularPrice && finalPrice && regularPrice.value > finalPrice.value ? regularPrice : undefined,
  };
}

function toPriceAmount(money: Money): PriceAmount | undefined {
  return money.value === null || money.currency === null
    ? undefined
    : { value: money.value, currency: money.currency };
}
