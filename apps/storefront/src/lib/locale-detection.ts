import { LOCALES, type Locale } from './locales';

/** The languages of an Accept-Language header, most wanted first (q=0 dropped). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && Number.isFinite(entry.q) && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * Rules §4: browser-language detection comes first when choosing a locale. The first accepted
 * language the store has wins, matched on the primary subtag (`en-GB` → en, `de-AT` → german,
 * `pt-PT` → the Portuguese default); undefined when none matches.
 */
export function detectBrowserLocale(header: string | null | undefined): Locale | undefined {
  for (const tag of acceptedLanguages(header)) {
    const primary = tag.split('-')[0];
    const locale = LOCALES.find((l) => l.iso.toLowerCase().split('-')[0] === primary);
    if (locale) return locale;
  }
  return undefined;
}

/** Crawlers are never redirected by language: each locale has its own canonical URLs and hreflang. */
export function isCrawler(userAgent: string | null | undefined): boolean {
  return /bot|crawl|spider|slurp|lighthouse|facebookexternalhit|embedly|preview/i.test(userAgent ?? '');
}
