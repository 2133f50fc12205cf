import 'server-only';
import { cache } from 'react';
import { commerceQuery } from '../../lib/graphql.server';
import {
  PRODUCT_CARD_FIELDS,
  type ProductCardData,
  type ProductCardFragment,
  toProductCardData,
} from '../../lib/product-card.documents';
import type { RequestContext } from '../../lib/request.server';
import { graphql } from '../../lib/typed-document';

interface PopularPicksResult {
  popularPicks: {
    searches: string[];
    categories: Array<{
      uid: string;
      name: string | null;
      url_path: string | null;
      url_suffix: string | null;
    }>;
    products: ProductCardFragment[];
  } | null;
}

const PopularPicksQuery = graphql<PopularPicksResult, Record<string, never>>(`
  query PopularPicks {
    popularPicks {
      searches
      categories { uid name url_path url_suffix }
      products { ...ProductCardFields }
    }
  }
  ${PRODUCT_CARD_FIELDS}
`);

export interface PopularPicks {
  searches: string[];
  categories: Array<{ uid: string; name: string; path: string }>;
  products: ProductCardData[];
}

/**
 * The store's popular products (in stock), the searches that lead to them and their categories,
 * as the commerce server ranks them: the home page's first screen and the searches that found
 * nothing. Once per request.
 */
export const getPopularPicks = cache(async (ctx: RequestContext): Promise<PopularPicks> => {
  const data = await commerceQuery(PopularPicksQuery, {}, { store: ctx.store, currency: ctx.currency });
  const picks = data.popularPicks;
  return {
    searches: picks?.searches ?? [],
    categories: (picks?.categories ?? []).map((c) => ({
      uid: c.uid,
      name: c.name ?? '',
      path: `/${c.url_path ?? ''}${c.url_suffix ?? ''}`,
    })),
    products: (picks?.products ?? []).map(toProductCardData),
  };
});
