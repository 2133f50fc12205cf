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

/** Minimum token length for typo tolerance: shorter words would match too much. */
export const MIN_TYPO_LENGTH = 4;
