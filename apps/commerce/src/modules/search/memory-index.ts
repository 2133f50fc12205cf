import {
  type ColumnListing,
  type ColumnListingQuery,
  columnListing,
  type ListingColumnsData,
} from './listing-index';
import { compareMatches, type Matches } from './matches';
import {
  deletionVariants,
  editDistanceAtMostOne,
  indexesTypoVariants,
  isTypoTolerant,
  MIN_PREFIX_LENGTH,
  queryWords,
} from './text';

/**
 * The in-process search index: the same documents the database's full-text index holds
 * (search_document), as typed arrays, so that a search costs nanoseconds per matched product
 * instead of a database row each. It matches exactly the products the SQL search matches (every
 * word as a prefix of any indexed word, or one typo away from a word of a name or keywords) and
 * ranks them as a shopper would: what kind of match each word found first (exact word, then its
 * singular or plural, then a prefix, a typo last), then where (name, brand, other keywords,
 * description), then how early the word stands in the name.
 */

/** Where a word of a document stands; a word in several places keeps every bit. */
export const FIELD = { name: 1, sku: 2, brand: 4, keywords: 8, description: 16 } as const;

/** One product as the index reads it (normalised texts, as search_document keeps them). */
export interface IndexSourceDocument {
  productId: number;
  name: string;
  /** The product's name in each store view, normalised: a word ranks by its place in one of them. */
  names?: string[];
  keywords: string;
  description: string;
  /** Normalised sku and brand: their words rank above the other keywords. */
  sku: string;
  brand: string;
}

/** The index as plain typed arrays and strings: what a worker thread hands over. */
export interface SearchIndexData {
  /** Catalogue version the documents were read at. */
  version: number;
  /** Every indexed word, sorted (prefixes are a contiguous range). */
  terms: string[];
  /** 1 when the word is in some name or keywords: only those are typo corrections (search_term). */
  typoVocabulary: Uint8Array;
  /** Postings of term t: entries offsets[t] to offsets[t + 1]. */
  offsets: Uint32Array;
  /** Document number of each posting, ascending within a term. */
  docs: Uint32Array;
  /** FIELD bits of each posting. */
  fields: Uint8Array;
  /** Word position of the term in the document's name (255: not in the name, or further). */
  positions: Uint8Array;
  /** Product id of each document number. */
  productIds: Int32Array;
  /**
   * Symmetric-delete table of the typo vocabulary, as search_term_variant holds it: each
   * deletion variant (sorted) and the words it comes from, variantTerms[variantOffsets[v] … [v + 1]).
   */
  variants: string[];
  variantOffsets: Uint32Array;
  variantTerms: Uint32Array;
  /** What search listings filter, order and count by (listing-index.ts). */
  listing?: ListingColumnsData;
}

const NOT_IN_NAME = 255;

/** Builds the index of a set of documents. */
export function buildSearchIndex(
  documents: readonly IndexSourceDocument[],
  version: number,
): SearchIndexData {
  const postings = new Map<string, number[]>(); // per term: doc, fields, position triples
  const vocabulary = new Set<string>();
  const add = (term: string, doc: number, field: number, position: number) => {
    let list = postings.get(term);
    if (!list) {
      list = [];
      postings.set(term, list);
    }
    const last = list.length - 3;
    if (last >= 0 && list[last] === doc) {
      list[last + 1]! |= field;
      if (position < list[last + 2]!) list[last + 2] = position;
    } else list.push(doc, field, position);
  };
  documents.forEach((document, doc) => {
    const nameWords = words(document.name);
    const positionOf = new Map<string, number>();
    for (const name of document.names ?? [document.name]) {
      words(name).forEach((term, position) => {
        if (position < (positionOf.get(term) ?? NOT_IN_NAME - 1)) positionOf.set(term, position);
      });
    }
    for (const term of nameWords) add(term, doc, FIELD.name, positionOf.get(term) ?? NOT_IN_NAME - 1);
    const sku = new Set(words(document.sku));
    const brand = new Set(words(document.brand));
    for (const term of words(document.keywords)) {
      add(term, doc, sku.has(term) ? FIELD.sku : brand.has(term) ? FIELD.brand : FIELD.keywords, NOT_IN_NAME);
      vocabulary.add(term);
    }
    for (const term of nameWords) vocabulary.add(term);
    for (const term of words(document.description)) add(term, doc, FIELD.description, NOT_IN_NAME);
  });

  const terms = [...postings.keys()].sort();
  let total = 0;
  for (const term of terms) total += postings.get(term)!.length / 3;
  const offsets = new Uint32Array(terms.length + 1);
  const docs = new Uint32Array(total);
  const fields = new Uint8Array(total);
  const positions = new Uint8Array(total);
  const typoVocabulary = new Uint8Array(terms.length);
  let at = 0;
  terms.forEach((term, t) => {
    offsets[t] = at;
    if (vocabulary.has(term)) typoVocabulary[t] = 1;
    const list = postings.get(term)!;
    for (let i = 0; i < list.length; i += 3) {
      docs[at] = list[i]!;
      fields[at] = list[i + 1]!;
      positions[at] = list[i + 2]!;
      at++;
    }
  });
  offsets[terms.length] = at;
  const productIds = Int32Array.from(documents, (d) => d.productId);
  return {
    version,
    terms,
    typoVocabulary,
    offsets,
    docs,
    fields,
    positions,
    productIds,
    ...variantTable(terms, typoVocabulary),
  };
}

function variantTable(terms: string[], typoVocabulary: Uint8Array) {
  const pairs: [string, number][] = [];
  terms.forEach((term, t) => {
    if (!typoVocabulary[t] || !indexesTypoVariants(term)) return;
    for (const variant of deletionVariants(term)) pairs.push([variant, t]);
  });
  pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] - b[1]));
  const variants: string[] = [];
  const starts: number[] = [];
  const variantTerms = new Uint32Array(pairs.length);
  pairs.forEach(([variant, t], i) => {
    if (variants.at(-1) !== variant) {
      variants.push(variant);
      starts.push(i);
    }
    variantTerms[i] = t;
  });
  starts.push(pairs.length);
  return { variants, variantOffsets: Uint32Array.from(starts), variantTerms };
}

function words(text: string): string[] {
  return text ? text.split(' ').filter(Boolean) : [];
}

/** How a catalogue word answers a query word, best first. */
export const MATCH_KIND = { exact: 0, stem: 1, prefix: 2, typo: 3 } as const;
export type MatchKind = (typeof MATCH_KIND)[keyof typeof MATCH_KIND];

/**
 * The singular a Portuguese (or English) plural is read as: "canetas" → "caneta", "papeis" →
 * "papel", "cartoes" → "cartao", "grampeadores" → "grampeador" (texts are already without accents).
 * A word and its plural are one stem; anything else is returned as it is.
 */
export function singular(word: string): string {
  if (word.length < 4 || !word.endsWith('s')) return word;
  const rules: [string, string][] = [
    ['oes', 'ao'],
    ['aes', 'ao'],
    ['ais', 'al'],
    ['eis', 'el'],
    ['ois', 'ol'],
    ['uis', 'ul'],
    ['res', 'r'],
    ['zes', 'z'],
    ['ns', 'm'],
  ];
  for (const [suffix, replacement] of rules) {
    if (word.endsWith(suffix)) return word.slice(0, -suffix.length) + replacement;
  }
  if (/[aeiou]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Kind of each matching catalogue word (index into terms) for one query word. */
function expand(index: SearchIndexData, word: string): Map<number, MatchKind> {
  const { terms } = index;
  const found = new Map<number, MatchKind>();
  const stem = singular(word);
  const classify = (term: string): MatchKind =>
    term === word ? MATCH_KIND.exact : singular(term) === stem ? MATCH_KIND.stem : MATCH_KIND.prefix;
  if (word.length >= MIN_PREFIX_LENGTH) {
    for (let t = lowerBound(terms, word); t < terms.length && terms[t]!.startsWith(word); t++) {
      found.set(t, classify(terms[t]!));
    }
  } else {
    const t = lowerBound(terms, word);
    if (terms[t] === word) found.set(t, MATCH_KIND.exact);
  }
  if (isTypoTolerant(word)) {
    // The SQL search finds corrections through the deletion variants of name and keyword words
    // (search_term_variant) and the query word's own deletions (search_term): the same words here.
    const deletes = deletionVariants(word);
    const corrections = new Set<number>();
    for (const candidate of [word, ...deletes]) {
      const v = lowerBound(index.variants, candidate);
      if (index.variants[v] !== candidate) continue;
      for (let p = index.variantOffsets[v]!; p < index.variantOffsets[v + 1]!; p++)
        corrections.add(index.variantTerms[p]!);
    }
    for (const candidate of deletes) {
      const t = lowerBound(terms, candidate);
      if (terms[t] === candidate && index.typoVocabulary[t]) corrections.add(t);
    }
    for (const t of corrections) {
      const term = terms[t]!;
      if (found.has(t) || editDistanceAtMostOne(word, term) !== 1) continue;
      found.set(t, singular(term) === stem ? MATCH_KIND.stem : MATCH_KIND.typo);
    }
  }
  return found;
}

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (sorted[middle]! < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Weight of the best place a word was found in. */
function fieldWeight(fields: number): number {
  if (fields & (FIELD.name | FIELD.sku)) return 8;
  if (fields & FIELD.brand) return 4;
  if (fields & FIELD.keywords) return 2;
  return 1;
}

const KIND_WEIGHT = [1, 0.75, 0.5, 0.25] as const;

/**
 * Score of one query word in one document. Typo matches are also counted apart (see rankedMatches): here a
 * word scores its kind × place, plus less than 0.25 for standing early in the name (every other
 * score is a multiple of 0.25, so the bonus only orders otherwise equal matches).
 */
function wordScore(kind: MatchKind, fields: number, position: number): number {
  const early = position === NOT_IN_NAME ? 0 : 0.2 / (1 + position);
  return KIND_WEIGHT[kind] * fieldWeight(fields) + early;
}

/**
 * Per-document working arrays, reused between searches of one index (a search on a thread is
 * never interrupted: one set is enough) and left zeroed after each.
 */
interface Scratch {
  /** Best score of the current word. */
  word: Float64Array;
  /** Best kind of the current word + 1 (0: the word did not match the document). */
  kind: Uint8Array;
  /** Sum of the scores of the words so far. */
  total: Float64Array;
  /** Words so far that only a typo matched. */
  typos: Uint8Array;
  /** 1 when every word so far matched the document. */
  alive: Uint8Array;
}

function scratchFor(n: number): Scratch {
  return {
    word: new Float64Array(n),
    kind: new Uint8Array(n),
    total: new Float64Array(n),
    typos: new Uint8Array(n),
    alive: new Uint8Array(n),
  };
}

/** The products a query matched, best first, and how to list them from the index. */
export interface SearchMatches {
  /** How many products matched. */
  count: number;
  productIds: number[];
  listing?: (filters: ColumnListingQuery) => ColumnListing;
}

/** A loaded index ready to answer queries. */
export interface SearchIndex {
  readonly version: number;
  readonly size: number;
  /** Product ids matching every word of the query, best first (empty when no word). */
  search(query: string): number[];
  /**
   * The matches of a query, and its search listing from the listing columns: the matches
   * filtered, counted, ordered and faceted in memory (undefined when built without them).
   */
  match(query: string): SearchMatches;
}

export function openSearchIndex(data: SearchIndexData): SearchIndex {
  const n = data.productIds.length;
  const scratch = scratchFor(n);
  return {
    version: data.version,
    size: n,
    search: (query) => rankedIds(rankedMatches(data, scratch, queryWords(query)), data.productIds),
    match(query) {
      const matches = rankedMatches(data, scratch, queryWords(query));
      const columns = data.listing;
      let ids: number[] | undefined;
      return {
        count: matches.docs.length,
        // Ordered only when asked: a listing from the columns orders just what it shows.
        get productIds() {
          ids ??= rankedIds(matches, data.productIds);
          return ids;
        },
        listing: columns && ((filters) => columnListing(columns, data.productIds, matches, filters)),
      };
    },
  };
}

/**
 * The documents matching every word, best first. Products are ordered by how many words only a typo matched (fewer
 * first: a typo never outranks an exact match), then by the sum of the words' scores, then by
 * product id, as the SQL search breaks ties.
 */
function rankedMatches(data: SearchIndexData, scratch: Scratch, tokens: string[]): Matches {
  const { offsets, docs, fields, positions } = data;
  const { word, kind, total, typos, alive } = scratch;
  let candidates: number[] = [];
  if (tokens.length === 0)
    return { docs: new Uint32Array(0), typos: new Uint8Array(0), totals: new Float64Array(0) };
  tokens.forEach((token, w) => {
    const touched: number[] = [];
    for (const [t, match] of expand(data, token)) {
      for (let p = offsets[t]!; p < offsets[t + 1]!; p++) {
        const doc = docs[p]!;
        if (w > 0 && alive[doc] === 0) continue; // an earlier word did not match it
        const score = wordScore(match, fields[p]!, positions[p]!);
        if (kind[doc] === 0) {
          touched.push(doc);
          kind[doc] = match + 1;
          word[doc] = score;
        } else {
          if (score > word[doc]!) word[doc] = score;
          if (match + 1 < kind[doc]!) kind[doc] = match + 1;
        }
      }
    }
    // Documents of the earlier words this one did not match drop out.
    for (const doc of candidates) {
      if (kind[doc] === 0) {
        alive[doc] = 0;
        total[doc] = 0;
        typos[doc] = 0;
      }
    }
    for (const doc of touched) {
      total[doc]! += word[doc]!;
      if (kind[doc] === MATCH_KIND.typo + 1) typos[doc]!++;
      alive[doc] = 1;
      kind[doc] = 0;
      word[doc] = 0;
    }
    candidates = touched;
  });
  const matches: Matches = {
    docs: Uint32Array.from(candidates),
    typos: new Uint8Array(candidates.length),
    totals: new Float64Array(candidates.length),
  };
  candidates.forEach((doc, i) => {
    matches.typos[i] = typos[doc]!;
    matches.totals[i] = total[doc]!;
    alive[doc] = 0;
    total[doc] = 0;
    typos[doc] = 0;
  });
  return matches;
}

/** The matched product ids, best first. */
function rankedIds(m: Matches, productIds: Int32Array): number[] {
  const order = Array.from(m.docs.keys()).sort((i, j) => compareMatches(m, productIds, i, j));
  return order.map((i) => productIds[m.docs[i]!]!);
}
