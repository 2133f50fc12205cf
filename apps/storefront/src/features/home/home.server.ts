import 'server-only';
import { unstable_cache } from 'next/cache';
import { cache } from 'react';
import { commerceQuery } from '../../lib/graphql.server';
import {
  type ProductCardData,
  type ProductCardFragment,
  toProductCardData,
} from '../../lib/product-card.documents';
import type { RequestContext } from '../../lib/request.server';
import {
  CataloguePool,
  CategoryPathProducts,
  type DepartmentNode,
  HomeDepartments,
  type PoolItem,
  ProductsBySku,
} from './home.documents';
import { CAROUSEL_SIZE, type PoolRanking, rankPool, today } from './home-ranking';

/** The offers carousel: the merchandised sale category (every product in it has a special price). */
export const OFFERS_CATEGORY_PATH = 'ofertas';
/** Brands shown on the home page: the ones with the most products. */
const BRAND_COUNT = 18;
/**
 * Best rated and new products are ranked from the catalogue itself (the API cannot sort by
 * rating or filter by `new_from_date`): up to POOL_PAGES × POOL_PAGE_SIZE products, in
 * merchandising order, cached per store view for POOL_TTL_SECONDS.
 */
const POOL_PAGE_SIZE = 300;
const POOL_PAGES = 4;
const POOL_TTL_SECONDS = 300;

export interface Department {
  uid: string;
  urlKey: string;
  name: string;
  /** `/{url_path}{url_suffix}` without locale prefix (rules §2). */
  path: string;
  productCount: number;
  children: Array<{ uid: string; name: string; path: string }>;
}

export interface Brand {
  /** manufacturer option id, the value of the listing's `manufacturer` filter. */
  value: string;
  label: string;
  count: number;
}

const categoryPath = (node: DepartmentNode) => `/${node.url_path ?? ''}${node.url_suffix ?? ''}`;
const inMenu = (node: DepartmentNode | null): node is DepartmentNode =>
  node !== null && node.include_in_menu !== 0;
const byPosition = (a: DepartmentNode, b: DepartmentNode) => (a.position ?? 0) - (b.position ?? 0);

/** The root category and its departments (menu categories, merchandising order). One call per request. */
export const getDepartments = cache(async function getDepartments(
  store: RequestContext['store'],
): Promise<{ rootUid: string | undefined; departments: Department[] }> {
  const data = await commerceQuery(HomeDepartments, {}, { store });
  const root = data.categories?.items?.[0];
  const departments = (root?.children ?? [])
    .filter(inMenu)
    .sort(byPosition)
    .map((node) => ({
      uid: node.uid,
      urlKey: (node.url_path ?? '').split('/').pop() ?? '',
      name: node.name ?? '',
      path: categoryPath(node),
      productCount: node.product_count ?? 0,
      children: (node.children ?? [])
        .filter(inMenu)
        .sort(byPosition)
        .map((child) => ({ uid: child.uid, name: child.name ?? '', path: categoryPath(child) })),
    }));
  return { rootUid: root?.uid, departments };
});

function toCards(items: Array<ProductCardFragment | null> | null | undefined): ProductCardData[] {
  return (items ?? []).filter((item): item is ProductCardFragment => item !== null).map(toProductCardData);
}

/** Offers: the sale category's first products that really carry a special price. */
export async function getOfferProducts(ctx: RequestContext): Promise<ProductCardData[]> {
  const data = await commerceQuery(
    CategoryPathProducts,
    { urlPath: OFFERS_CATEGORY_PATH, pageSize: CAROUSEL_SIZE * 2 },
    { store: ctx.store, currency: ctx.currency },
  );
  return toCards(data.products?.items)
    .filter((product) => product.finalPrice < product.regularPrice)
    .slice(0, CAROUSEL_SIZE);
}

interface CatalogueRanking extends PoolRanking {
  brands: Brand[];
}

async function scanCatalogue(store: RequestContext['store'], rootUid: string): Promise<CatalogueRanking> {
  const page = (currentPage: number) =>
    commerceQuery(
      CataloguePool,
      { rootUid, pageSize: POOL_PAGE_SIZE, currentPage, withBrands: currentPage === 1 },
      { store },
    );
  const first = await page(1);
  const pages = Math.min(first.products?.page_info?.total_pages ?? 1, POOL_PAGES);
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, index) => page(index + 2)));
  const items = [first, ...rest]
    .flatMap((result) => result.products?.items ?? [])
    .filter((item): item is PoolItem => item !== null);
  const manufacturer = first.products?.aggregations?.find(
    (entry) => entry?.attribute_code === 'manufacturer',
  );
  const brands = (manufacturer?.options ?? [])
    .flatMap((option) =>
      option?.label ? [{ value: option.value, label: option.label, count: option.count ?? 0 }] : [],
    )
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label))
    .slice(0, BRAND_COUNT)
    .sort((a, b) => a.label.localeCompare(b.label));
  return { ...rankPool(items, today()), brands };
}

/** The ranking is the same for every shopper of a store view: computed at most every 5 minutes. */
const cachedRanking = unstable_cache(scanCatalogue, ['home-catalogue-ranking'], {
  revalidate: POOL_TTL_SECONDS,
  tags: ['catalogue'],
});

const getRanking = cache(async function getRanking(
  store: RequestContext['store'],
): Promise<CatalogueRanking> {
  const { rootUid } = await getDepartments(store);
  if (!rootUid) return { bestRated: [], newest: [], brands: [] };
  return cachedRanking(store, rootUid);
});

/** Card data for SKUs, in the order given. */
async function cardsFor(ctx: RequestContext, skus: readonly string[]): Promise<ProductCardData[]> {
  if (skus.length === 0) return [];
  const data = await commerceQuery(
    ProductsBySku,
    { skus: [...skus], pageSize: skus.length },
    { store: ctx.store, currency: ctx.currency },
  );
  const bySku = new Map(toCards(data.products?.items).map((card) => [card.sku, card]));
  return skus.flatMap((sku) => bySku.get(sku) ?? []);
}

/** Best rated: highest rating_summary among reviewed products, more reviews first on ties. */
export async function getBestRatedProducts(ctx: RequestContext): Promise<ProductCardData[]> {
  return cardsFor(ctx, (await getRanking(ctx.store)).bestRated);
}

/** New: products inside their new_from_date / new_to_date window, most recent first. */
export async function getNewProducts(ctx: RequestContext): Promise<ProductCardData[]> {
  return cardsFor(ctx, (await getRanking(ctx.store)).newest);
}

/** The brands with the most products (manufacturer aggregation of the whole catalogue), by name. */
export async function getBrands(
  store: RequestContext['store'],
): Promise<{ rootUid: string | undefined; brands: Brand[] }> {
  const [{ rootUid }, ranking] = await Promise.all([getDepartments(store), getRanking(store)]);
  return { rootUid, brands: ranking.brands };
}
