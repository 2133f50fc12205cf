/**
 * The FAQ page's questions. They live in the CMS page `faq` as a definition list (`<dt>` question,
 * `<dd>` answer), so staff edit them in one place; the page turns them into a searchable list.
 */

export interface FaqItem {
  /** Stable anchor: `faq-1`, `faq-2`… in the CMS order. */
  id: string;
  /** The question as plain text. */
  question: string;
  /** The answer's HTML (sanitised where it is rendered). */
  answerHtml: string;
  /** The answer without tags, for the search. */
  answerText: string;
}

export interface FaqDocument {
  /** CMS HTML before the first list and after the last one (introductions, notes). */
  before: string;
  after: string;
  items: FaqItem[];
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  apos: "'",
  nbsp: ' ',
};

/** Text of an HTML fragment: tags dropped, common entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|apos|nbsp);/g, (_, name: string) => ENTITIES[name] ?? ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The questions and answers of the CMS page's definition lists, in order. */
export function parseFaq(html: string): FaqDocument {
  const items: FaqItem[] = [];
  const pair = /<dt\b[^>]*>([\s\S]*?)<\/dt>\s*<dd\b[^>]*>([\s\S]*?)<\/dd>/gi;
  for (const match of html.matchAll(pair)) {
    const question = htmlToText(match[1] ?? '');
    const answerHtml = (match[2] ?? '').trim();
    if (question) {
      items.push({ id: `faq-${items.length + 1}`, question, answerHtml, answerText: htmlToText(answerHtml) });
    }
  }
  const first = html.search(/<dl\b/i);
  const last = html.toLowerCase().lastIndexOf('</dl>');
  if (items.length === 0 || first === -1 || last === -1) return { before: html, after: '', items };
  return { before: html.slice(0, first).trim(), after: html.slice(last + '</dl>'.length).trim(), items };
}

/** Lower case without accents: "Cartão" and "cartao" match. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The questions matching a search: every word of the query appears in the question or the answer
 * (accents and case ignored). An empty query keeps every question.
 */
export function filterFaq<T extends Pick<FaqItem, 'question' | 'answerText'>>(
  items: readonly T[],
  query: string,
): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const haystack = foldText(`${item.question} ${item.answerText}`);
    return words.every((word) => haystack.includes(word));
  });
}
