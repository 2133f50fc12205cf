import DataLoader from 'dataloader';
import type { Kysely } from 'kysely';
import type { CatalogCache } from '../../db/catalog-cache';
import type { Database, ProductLinkType } from '../../db/schema';
import { reviewRatingsByReviewIds } from '../review/lookup';
import {
  attributeOptionsByIds,
  bundleOptionsByProductIds,
  type CategoryRecord,
  categoryIdsByProductIds,
  configurableAttributesByProductIds,
  downloadableLinksByProductIds,
  giftcardAmountsByProductIds,
  linksByProductIds,
  loadCategories,
  mediaByProductIds,
  type ProductRow,
  productsByIds,
  variantsByParentIds,
} from './repository';
import { productIdsWithTierPrices, type TierPriceRow, tierPricesByProductIds } from './tier-prices';

/** Groups rows by a key, returning one list per requested key (DataLoader's contract). */
function groupBy<T, K>(rows: T[], keyOf: (row: T) => K, keys: readonly K[]): T[][] {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const list = groups.get(key);
    if (list) list.push(row);
    else groups.set(key, [row]);
  }
  return keys.map((key) => groups.get(key) ?? []);
}

/**
 * Per-request batch loaders: a listing of 20 products asks for their images, categories and
 * variants in one query each, whatever the shape of the GraphQL document.
 */
export function createCatalogLoaders(db: Kysely<Database>, storeCode: string, cache: CatalogCache) {
  const links = new Map<ProductLinkType, DataLoader<number, Awaited<ReturnType<typeof linksByProductIds>>>>();
  const bundles = new DataLoader(async (ids: readonly number[]) => {
    const { options, selections } = await bundleOptionsByProductIds(db, ids);
    const selectionsByOption = groupBy(
      selections,
      (s) => s.option_id,
      options.map((o) => o.id),
    );
    const withSelections = options.map((o, index) => ({ ...o, selections: selectionsByOption[index] ?? [] }));
    return groupBy(withSelections, (o) => o.product_id, ids);
  });
  const tierPrices = new DataLoader(async (ids: readonly number[]) =>
    groupBy(await tierPricesByProductIds(db, ids), (t) => t.product_id, ids),
  );
  return {
    /** Every active category of the store view (the tree is small and read by most requests). */
    categories: (): Promise<CategoryRecord[]> =>
      cache.get(`categories:${storeCode}`, () => loadCategories(db, storeCode)),
    productById: new DataLoader<number, ProductRow | undefined>(async (ids) => {
      const rows = await productsByIds(db, ids, storeCode);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id));
    }),
    media: new DataLoader(async (ids: readonly number[]) =>
      groupBy(await mediaByProductIds(db, ids), (m) => m.product_id, ids),
    ),
    categoryIds: new DataLoader(async (ids: readonly number[]) =>
      groupBy(await categoryIdsByProductIds(db, ids), (r) => r.product_id, ids).map((rows) =>
        rows.map((r) => r.category_id),
      ),
    ),
    links(type: ProductLinkType) {
      let loader = links.get(type);
      if (!loader) {
        loader = new DataLoader(async (ids: readonly number[]) =>
          groupBy(await linksByProductIds(db, ids, type), (l) => l.product_id, ids),
        );
        links.set(type, loader);
      }
      return loader;
    },
    variants: new DataLoader(async (ids: readonly number[]) =>
      groupBy(await variantsByParentIds(db, ids, storeCode), (v) => v.parent_id!, ids),
    ),
    configurableAttributes: new DataLoader(async (ids: readonly number[]) =>
      groupBy(await configurableAttributesByProductIds(db, ids), (a) => a.product_id, ids),
    ),
    bundleOptions: bundles,
    downloadableLinks: new DataLoader(async (ids: readonly number[]) =>
      groupBy(await downloadableLinksByProductIds(db, ids), (l) => l.product_id, ids),
    ),
    giftcardAmounts: new DataLoader(async (ids: readonly number[]) =>
      groupBy(await giftcardAmountsByProductIds(db, ids), (a) => a.product_id, ids),
    ),
    attributeOption: new DataLoader(async (ids: readonly number[]) => {
      const rows = await attributeOptionsByIds(db, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return ids.map((id) => byId.get(id));
    }),
    /**
     * Tier prices of products. Most products have none: the ids that have some are kept per
     * catalogue version, so a listing of products without tiers asks nothing more.
     */
    async tierPrices(productId: number): Promise<TierPriceRow[]> {
      const withTiers = await cache.get(
        'tier-price-products',
        async () => new Set(await productIdsWithTierPrices(db)),
      );
      return withTiers.has(productId) ? tierPrices.load(productId) : [];
    },
    reviewRatings: new DataLoader(async (ids: readonly number[]) =>
      groupBy(await reviewRatingsByReviewIds(db, ids), (r) => r.review_id, ids),
    ),
  };
}

export type CatalogLoaders = ReturnType<typeof createCatalogLoaders>;
