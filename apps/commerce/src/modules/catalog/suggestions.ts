import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { RequestContext } from '../../graphql/context';
import type { CategoryRecord, ProductRow } from './repository';

/** How many products, searches and categories a suggestion block offers. */
export const POPULAR_COUNT = 6;

/**
 * What the store offers a shopper whose search found nothing (or before they type): its popular
 * products, searches that lead to them and the categories they sit in. Popularity is what the
 * catalogue itself knows of its shoppers (reviews written, then rating), among products that can
 * be bought now; the searches are the products' own leading words, so each finds at least its
 * product.
 */
export interface PopularPicks {
  productIds: number[];
  searches: string[];
  categoryIds: number[];
}

async function popularProductIds(db: Kysely<Database>, limit: number): Promise<number[]> {
  const rows = await db
    .selectFrom('product')
    .select('id')
    .where('visibility', '>', 1)
    .where('status', '=', 1)
    .where('is_in_stock', '=', 1)
    .orderBy('review_count', 'desc')
    .orderBy('rating_summary', 'desc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** A product's first two words ("Caneta Esferográfica"), or one when the second is a short particle. */
export function searchTermOf(name: string): string | undefined {
  const words = name.split(/\s+/).filter(Boolean);
  const [first, second] = words;
  if (!first) return undefined;
  return second && second.length >= 3 && /\p{L}/u.test(second) ? `${first} ${second}` : first;
}

export async function popularPicks(ctx: RequestContext): Promise<PopularPicks> {
  return ctx.cache.get(`popular:${ctx.store.code}`, async () => {
    // More candidates than shown: several products share their leading words or category.
    const ids = await popularProductIds(ctx.db, POPULAR_COUNT * 4);
    const [rows, categoryIds, categories] = await Promise.all([
      ctx.loaders.productById.loadMany(ids),
      ctx.loaders.categoryIds.loadMany(ids),
      ctx.loaders.categories(),
    ]);
    const products = rows.filter((r): r is ProductRow => r !== undefined && !(r instanceof Error));
    const searches = new Map<string, string>();
    for (const product of products) {
      const term = searchTermOf(product.name);
      if (term && !searches.has(term.toLowerCase())) searches.set(term.toLowerCase(), term);
    }
    const byId = new Map(categories.map((c) => [c.id, c]));
    const picked = new Set<number>();
    for (const list of categoryIds) {
      if (list instanceof Error) continue;
      // The product's deepest active menu category: "Canetas", not the whole department.
      const deepest = (list as number[])
        .map((id) => byId.get(id))
        .filter((c): c is CategoryRecord => c?.includeInMenu === true && c.level >= 3)
        .sort((a, b) => b.level - a.level)[0];
      if (deepest) picked.add(deepest.id);
    }
    return {
      productIds: products.slice(0, POPULAR_COUNT).map((p) => p.id),
      searches: [...searches.values()].slice(0, POPULAR_COUNT),
      categoryIds: [...picked].slice(0, POPULAR_COUNT),
    };
  });
}
