/**
 * Text normalisation shared by indexing and querying, so that "Café", "CAFE" and "cafe" are one
 * term: Unicode decomposition, accents dropped, lower case, anything but letters and digits
 * becomes a separator.
 */
export function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** Normalised tokens of a text, in order, without duplicates. */
export function tokenize(text: string): string[] {
  const normalized = normalizeText(text);
  return normalized ? [...new Set(normalized.split(' '))] : [];
}

/** Removes HTML tags and entities for indexing. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The term with each single letter removed (symmetric-delete variants for one-typo matching). */
export function deletionVariants(term: string): string[] {
  const variants = new Set<string>();
  for (let i = 0; i < term.length; i++) variants.add(term.slice(0, i) + term.slice(i + 1));
  return [...variants];
}

/**
 * Optimal-string-alignment distance capped at 2: 0 equal, 1 one insertion, deletion,
 * substitution or transposition of neighbours, 2 anything further.
 */
export function editDistanceAtMostOne(a: string, b: string): 0 | 1 | 2 {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > 1) return 2;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const restA = a.slice(i);
  const restB = b.slice(i);
  if (restA.slice(1) === restB.slice(1)) return 1; // substitution
  if (restA.slice(1) === restB || restA === restB.slice(1)) return 1; // deletion / insertion
  if (
    restA.length >= 2 &&
    restA[0] === restB[1] &&
    restA[1] === restB[0] &&
    restA.slice(2) === restB.slice(2)
  ) {
    return 1; // transposition
  }
  return 2;
}

/**
 * Longest search text read, in characters: Magento's default `catalog/search/max_query_length`.
 * Longer text is shortened to it, as Magento shortens the query ("Your search query can't be
 * longer than 128, so we shortened your query"), so the work of one search has a ceiling.
 */
export const MAX_QUERY_LENGTH = 128;

/** Words of a query that are matched; further words are ignored. */
export const MAX_QUERY_WORDS = 10;

/** Shortest word matched as a prefix ("a4" → "a4", "a4s"); a single letter matches only itself. */
export const MIN_PREFIX_LENGTH = 2;

/** Minimum token length for typo tolerance: shorter words would match too much. */
export const MIN_TYPO_LENGTH = 4;

/**
 * Longest word given typo tolerance. No product word is longer; a longer query word is
 * matched as typed (as a prefix), without one-typo candidates.
 */
export const MAX_TYPO_LENGTH = 24;

/** The first `max` characters (code points, never half a surrogate pair) of a text. */
export function shortenQuery(text: string, max = MAX_QUERY_LENGTH): string {
  if (text.length <= max) return text;
  // Only the head is looked at: the work does not grow with the text.
  return Array.from(text.slice(0, 2 * max))
    .slice(0, max)
    .join('');
}

/**
 * The words of a shopper's query or text filter, bounded: the text is shortened to
 * MAX_QUERY_LENGTH characters and at most MAX_QUERY_WORDS distinct words are kept.
 */
export function queryWords(text: string): string[] {
  return tokenize(shortenQuery(text)).slice(0, MAX_QUERY_WORDS);
}

/** Whether a query word is looked up with one-typo tolerance. */
export function isTypoTolerant(term: string): boolean {
  return term.length >= MIN_TYPO_LENGTH && term.length <= MAX_TYPO_LENGTH && !/^\d+$/.test(term);
}

/**
 * Whether the index keeps the deletion variants of a catalogue word: every word a tolerant query
 * word can reach with one typo (one letter more than the longest tolerant word, for an insertion).
 */
export function indexesTypoVariants(term: string): boolean {
  return term.length >= MIN_TYPO_LENGTH && term.length <= MAX_TYPO_LENGTH + 1 && !/^\d+$/.test(term);
}

/**
 * The strings a query word is looked up by for one-typo matching: the word and its deletion
 * variants, i.e. at most length + 1 strings each shorter than MAX_TYPO_LENGTH + 1 — none for a
 * word outside the tolerant lengths.
 */
export function typoCandidates(term: string): string[] {
  return isTypoTolerant(term) ? [term, ...deletionVariants(term)] : [];
}
