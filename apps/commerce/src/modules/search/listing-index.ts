import { compareMatches, type Matches } from './matches';

/**
 * The listing columns of the in-process index: for each indexed product what a search listing
 * filters, orders and counts by, read from the tables the catalogue indexer writes
 * (category_product_index, product_filter_value, search_store_name) and the product's live stock.
 * A search then filters, counts, pages and builds its facets over typed arrays, one pass per
 * question, instead of reading each matched product's rows from the database.
 */

/** The columns, as typed arrays a worker thread can hand over (doc = document number of the index). */
export interface ListingColumnsData {
  /** 1 when the product can be bought now. */
  inStock: Uint8Array;
  /** Default name sort key of each document (category_product_index.name_key). */
  nameKeys: string[];
  /** Per store view, its own name sort key of each document ('' when it does not translate it). */
  storeNameKeys: Record<string, string[]>;
  /** Listings: category c lists docs categoryDocs[categoryOffsets[c] … categoryOffsets[c + 1]). */
  categoryIds: Int32Array;
  categoryOffsets: Uint32Array;
  categoryDocs: Uint32Array;
  categoryPositions: Int32Array;
  categoryPrices: Int32Array;
  /** The categories listing each doc: docCategories[docCategoryOffsets[d] … [d + 1]) (category ids). */
  docCategoryOffsets: Uint32Array;
  docCategories: Int32Array;
  /** Per filterable attribute, the options of each doc (CSR like docCategories). */
  attributes: Record<string, { offsets: Uint32Array; options: Int32Array }>;
}

export interface ListingRows {
  /** category_product_index rows, any order. */
  listings: {
    category_id: number;
    product_id: number;
    position: number;
    price_cents: number;
    name_key: string;
  }[];
  filterValues: { product_id: number; attribute_code: string; option_id: number }[];
  storeNames: { product_id: number; store_code: string; name_key: string }[];
  stock: { id: number; is_in_stock: number }[];
}

/** Builds the columns for the documents numbered by `docOf` (product id → doc). */
export function buildListingColumns(
  n: number,
  docOf: Map<number, number>,
  rows: ListingRows,
): ListingColumnsData {
  const inStock = new Uint8Array(n);
  for (const row of rows.stock) {
    const doc = docOf.get(row.id);
    if (doc !== undefined) inStock[doc] = row.is_in_stock === 1 ? 1 : 0;
  }
  const nameKeys: string[] = new Array(n).fill('');
  const byCategory = new Map<number, { doc: number; position: number; price: number }[]>();
  const perDoc: number[][] = Array.from({ length: n }, () => []);
  for (const row of rows.listings) {
    const doc = docOf.get(row.product_id);
    if (doc === undefined) continue;
    nameKeys[doc] = row.name_key;
    let list = byCategory.get(row.category_id);
    if (!list) {
      list = [];
      byCategory.set(row.category_id, list);
    }
    list.push({ doc, position: row.position, price: row.price_cents });
    perDoc[doc]!.push(row.category_id);
  }
  const categoryIds = Int32Array.from([...byCategory.keys()].sort((a, b) => a - b));
  const categoryOffsets = new Uint32Array(categoryIds.length + 1);
  const total = rows.listings.length;
  const categoryDocs = new Uint32Array(total);
  const categoryPositions = new Int32Array(total);
  const categoryPrices = new Int32Array(total);
  let at = 0;
  categoryIds.forEach((id, c) => {
    categoryOffsets[c] = at;
    for (const entry of byCategory.get(id)!.sort((a, b) => a.doc - b.doc)) {
      categoryDocs[at] = entry.doc;
      categoryPositions[at] = entry.position;
      categoryPrices[at] = entry.price;
      at++;
    }
  });
  categoryOffsets[categoryIds.length] = at;
  const docCategories = csr(perDoc);

  const storeNameKeys: Record<string, string[]> = {};
  for (const row of rows.storeNames) {
    const doc = docOf.get(row.product_id);
    if (doc === undefined) continue;
    storeNameKeys[row.store_code] ??= new Array(n).fill('');
    storeNameKeys[row.store_code]![doc] = row.name_key;
  }
  const optionsOf: Record<string, number[][]> = {};
  for (const row of rows.filterValues) {
    const doc = docOf.get(row.product_id);
    if (doc === undefined) continue;
    optionsOf[row.attribute_code] ??= Array.from({ length: n }, () => []);
    optionsOf[row.attribute_code]![doc]!.push(row.option_id);
  }
  const attributes: ListingColumnsData['attributes'] = {};
  for (const [code, lists] of Object.entries(optionsOf)) {
    const { offsets, values } = csr(lists);
    attributes[code] = { offsets, options: values };
  }
  return {
    inStock,
    nameKeys,
    storeNameKeys,
    categoryIds,
    categoryOffsets: categoryOffsets.subarray(0, categoryIds.length + 1),
    categoryDocs: categoryDocs.subarray(0, at),
    categoryPositions: categoryPositions.subarray(0, at),
    categoryPrices: categoryPrices.subarray(0, at),
    docCategoryOffsets: docCategories.offsets,
    docCategories: docCategories.values,
    attributes,
  };
}

function csr(lists: number[][]): { offsets: Uint32Array; values: Int32Array } {
  const offsets = new Uint32Array(lists.length + 1);
  let total = 0;
  lists.forEach((list, i) => {
    offsets[i] = total;
    total += list.length;
  });
  offsets[lists.length] = total;
  const values = new Int32Array(total);
  lists.forEach((list, i) => {
    values.set(list, offsets[i]!);
  });
  return { offsets, values };
}

/** The buffers of the columns, for a transfer list. */
export function listingBuffers(data: ListingColumnsData): ArrayBuffer[] {
  const arrays: ArrayBufferView[] = [
    data.inStock,
    data.categoryIds,
    data.categoryOffsets,
    data.categoryDocs,
    data.categoryPositions,
    data.categoryPrices,
    data.docCategoryOffsets,
    data.docCategories,
    ...Object.values(data.attributes).flatMap((a) => [a.offsets, a.options]),
  ];
  return [...new Set(arrays.map((a) => a.buffer as ArrayBuffer))];
}

/** What a search listing asks of the columns (a subset of the catalogue's ListingQuery). */
export interface ColumnListingQuery {
  categoryId: number;
  anyOfCategoryIds?: number[];
  priceFromCents?: number;
  priceToCents?: number;
  attributes: { code: string; optionIds: number[] }[];
  sort: { field: 'relevance' | 'position' | 'name' | 'price'; direction: 'ASC' | 'DESC' }[];
  storeCode?: string;
}

/** One search listing answered from the columns. */
export interface ColumnListing {
  total: number;
  page(limit: number, offset: number): number[];
  prices(): number[];
  attributeCounts(): { code: string; optionId: number; count: number }[];
  categoryCounts(categoryIds: readonly number[]): Map<number, number>;
}

/**
 * Filters the matches as the SQL listing would: listed in the category (with its position and
 * price there), in one of the further categories, within the price range, with one of the
 * options of each attribute filter. Work is per matched product (a binary search in each
 * category's sorted documents), never per catalogue product.
 */
export function columnListing(
  columns: ListingColumnsData,
  productIds: Int32Array,
  matches: Matches,
  q: ColumnListingQuery,
): ColumnListing {
  const c = indexOfCategory(columns, q.categoryId);
  const further = (q.anyOfCategoryIds ?? []).map((id) => indexOfCategory(columns, id)).filter((k) => k >= 0);
  const attributeFilters = q.attributes.map(({ code, optionIds }) => ({
    column: columns.attributes[code],
    wanted: new Set(optionIds),
  }));
  // The listed matches: document, entry in `matches`, position and price in the category.
  const docs: number[] = [];
  const entries: number[] = [];
  const positions: number[] = [];
  const prices: number[] = [];
  if (c >= 0) {
    matches.docs.forEach((doc, entry) => {
      const p = find(columns, c, doc);
      if (p < 0) return;
      if (q.anyOfCategoryIds?.length && !further.some((k) => find(columns, k, doc) >= 0)) return;
      const price = columns.categoryPrices[p]!;
      if (q.priceFromCents !== undefined && price < q.priceFromCents) return;
      if (q.priceToCents !== undefined && price > q.priceToCents) return;
      for (const { column, wanted } of attributeFilters) {
        if (!column) return;
        let found = false;
        for (let o = column.offsets[doc]!; o < column.offsets[doc + 1]! && !found; o++)
          found = wanted.has(column.options[o]!);
        if (!found) return;
      }
      docs.push(doc);
      entries.push(entry);
      positions.push(columns.categoryPositions[p]!);
      prices.push(price);
    });
  }

  const names =
    q.storeCode !== undefined && q.sort.some((s) => s.field === 'name')
      ? columns.storeNameKeys[q.storeCode]
      : undefined;
  const nameOf = (doc: number) => names?.[doc] || columns.nameKeys[doc]!;
  /** Listing order of listed matches i and j: in stock first, then the sort, then product id. */
  const compare = (i: number, j: number): number => {
    const a = docs[i]!;
    const b = docs[j]!;
    if (columns.inStock[a] !== columns.inStock[b]) return columns.inStock[b]! - columns.inStock[a]!;
    for (const { field, direction } of q.sort) {
      const sign = direction === 'ASC' ? 1 : -1;
      let difference = 0;
      // Relevance DESC is the best match first.
      if (field === 'relevance') difference = compareMatches(matches, productIds, entries[j]!, entries[i]!);
      else if (field === 'position') difference = positions[i]! - positions[j]!;
      else if (field === 'price') difference = prices[i]! - prices[j]!;
      else {
        const x = nameOf(a);
        const y = nameOf(b);
        difference = x < y ? -1 : x > y ? 1 : 0;
      }
      if (difference !== 0) return sign * difference;
    }
    return productIds[a]! - productIds[b]!;
  };
  return {
    total: docs.length,
    page: (limit, offset) =>
      firstInOrder(docs.length, compare, offset + limit)
        .slice(offset)
        .map((i) => productIds[docs[i]!]!),
    prices: () => prices,
    attributeCounts() {
      const counts: { code: string; optionId: number; count: number }[] = [];
      for (const [code, column] of Object.entries(columns.attributes)) {
        const byOption = new Map<number, number>();
        for (const doc of docs) {
          for (let p = column.offsets[doc]!; p < column.offsets[doc + 1]!; p++) {
            const option = column.options[p]!;
            byOption.set(option, (byOption.get(option) ?? 0) + 1);
          }
        }
        for (const [optionId, count] of byOption) counts.push({ code, optionId, count });
      }
      return counts;
    },
    categoryCounts(categoryIds) {
      const wanted = new Set(categoryIds);
      const counts = new Map<number, number>();
      for (const doc of docs) {
        for (let p = columns.docCategoryOffsets[doc]!; p < columns.docCategoryOffsets[doc + 1]!; p++) {
          const id = columns.docCategories[p]!;
          if (wanted.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
        }
      }
      return counts;
    },
  };
}

/**
 * The first `k` of `0 … n - 1` in the order of `compare` (a total order), as a full sort would
 * give them: a page of 20 among 10,000 matches keeps a sorted buffer of 20 instead of sorting all.
 */
export function firstInOrder(n: number, compare: (i: number, j: number) => number, k: number): number[] {
  if (k >= n / 4 || k > 512) {
    return Array.from({ length: n }, (_, i) => i)
      .sort(compare)
      .slice(0, k);
  }
  const best: number[] = [];
  for (let i = 0; i < n; i++) {
    if (best.length === k && compare(i, best[k - 1]!) >= 0) continue;
    let low = 0;
    let high = best.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (compare(best[middle]!, i) < 0) low = middle + 1;
      else high = middle;
    }
    best.splice(low, 0, i);
    if (best.length > k) best.pop();
  }
  return best;
}

/** Entry of `doc` in category c's sorted documents, or -1. */
function find(columns: ListingColumnsData, c: number, doc: number): number {
  let low = columns.categoryOffsets[c]!;
  let high = columns.categoryOffsets[c + 1]!;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (columns.categoryDocs[middle]! < doc) low = middle + 1;
    else high = middle;
  }
  return low < columns.categoryOffsets[c + 1]! && columns.categoryDocs[low] === doc ? low : -1;
}

function indexOfCategory(columns: ListingColumnsData, id: number): number {
  const ids = columns.categoryIds;
  let low = 0;
  let high = ids.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (ids[middle]! < id) low = middle + 1;
    else high = middle;
  }
  return ids[low] === id ? low : -1;
}
