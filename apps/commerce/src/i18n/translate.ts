import type { StoreView } from '../modules/store/stores';
import { MESSAGES, type Translations } from './messages';

/**
 * Server messages in the store view's language, as Magento's `__()` does with the locale's
 * dictionary. The English text is the key: code throws and compares English (the text Magento
 * clients know), and the answer is translated once, where it leaves the server (the GraphQL error
 * formatter, the REST error replies, the output mappers of shopper-visible labels).
 *
 * A key may hold Magento-style placeholders `%1`, `%2`…; a message built from such a key (with a
 * template literal) is recognised by matching the key as a pattern, its parameters are taken out,
 * translated themselves when they are catalogue messages (`Unable to place order: %1`), and put
 * back into the translation. Texts the store already answers in Portuguese (rules §8 REST
 * messages, payment method titles) are recognised by their Portuguese translation the same way.
 */

export type Language = 'en' | 'pt' | 'de';

/** The language of a store view: its locale's language; English for anything else. */
export function languageOf(store: Pick<StoreView, 'locale'> | undefined): Language {
  const language = store?.locale.slice(0, 2);
  return language === 'pt' || language === 'de' ? language : 'en';
}

interface Pattern {
  key: string;
  regex: RegExp;
  /** The placeholder number of each capture group, in order of appearance. */
  order: number[];
  /** Characters that are not placeholders: the most specific pattern wins. */
  weight: number;
}

const PLACEHOLDER = /%(\d+)/g;
const HAS_PLACEHOLDER = /%\d+/;

function compile(key: string, text: string): Pattern {
  const order: number[] = [];
  let source = '';
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    source += escapeRegex(text.slice(last, match.index));
    source += '(.+?)';
    order.push(Number(match[1]));
    last = match.index + match[0].length;
  }
  source += escapeRegex(text.slice(last));
  return { key, regex: new RegExp(`^${source}$`, 's'), order, weight: text.replace(PLACEHOLDER, '').length };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

const exact = new Map<string, string>();
const patterns: Pattern[] = [];
for (const [key, translations] of Object.entries(MESSAGES) as [string, Translations][]) {
  for (const text of [key, translations.pt]) {
    if (HAS_PLACEHOLDER.test(text)) patterns.push(compile(key, text));
    else if (!exact.has(text)) exact.set(text, key);
  }
}
patterns.sort((a, b) => b.weight - a.weight);

/** The catalogue key and parameters of a message, or undefined when it is not in the catalogue. */
export function recognise(message: string): { key: string; params: string[] } | undefined {
  const key = exact.get(message);
  if (key !== undefined) return { key, params: [] };
  for (const pattern of patterns) {
    const match = pattern.regex.exec(message);
    if (!match) continue;
    const params: string[] = [];
    pattern.order.forEach((n, index) => {
      params[n - 1] = match[index + 1] ?? '';
    });
    return { key: pattern.key, params };
  }
  return undefined;
}

/** The text of a key in a language, placeholders left in. */
export function templateOf(key: string, language: Language): string | undefined {
  const entry = MESSAGES[key];
  if (!entry) return undefined;
  return language === 'en' ? key : entry[language];
}

function substitute(template: string, params: readonly (string | number)[]): string {
  return template.replace(PLACEHOLDER, (whole, n: string) => {
    const value = params[Number(n) - 1];
    return value === undefined ? whole : String(value);
  });
}

/**
 * A message in the store view's language. With `params`, `message` is a key (placeholders left
 * in); without, a finished message, recognised in the catalogue. A message the catalogue does not
 * know is answered as it is.
 */
export function translate(
  store: Pick<StoreView, 'locale'> | undefined,
  message: string,
  params?: readonly (string | number)[],
): string {
  const language = languageOf(store);
  if (params) {
    return substitute(templateOf(message, language) ?? message, params);
  }
  const found = recognise(message);
  if (!found) return message;
  const template = templateOf(found.key, language) ?? found.key;
  return substitute(
    template,
    found.params.map((param) => translate(store, param)),
  );
}

/** The English (key) text of a message the store may have answered in Portuguese. */
export function englishOf(message: string): string {
  const found = recognise(message);
  if (!found) return message;
  return substitute(
    found.key,
    found.params.map((param) => englishOf(param)),
  );
}
