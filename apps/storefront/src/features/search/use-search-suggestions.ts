'use client';

import { useEffect, useState } from 'react';
import type { Locale } from '../../lib/locales';
import { fetchSuggestions, type SuggestionResult } from './search-suggestions';
import { MIN_SUGGESTION_LENGTH, type SearchRequest, searchRequest } from './search-term';

/** Rules §7/§9: suggestions are asked 300 ms after typing stops. */
export const SUGGESTION_DEBOUNCE_MS = 300;

/** An answer is shown again without a request for a minute (typing back to an earlier term). */
export const SUGGESTION_REUSE_MS = 60_000;
const REMEMBERED_ANSWERS = 30;

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function suggestionKey(store: string, request: SearchRequest): string {
  return request.kind === 'sku'
    ? `${store}\u0000sku\u0000${request.sku}`
    : `${store}\u0000text\u0000${request.text}`;
}

/**
 * The answers of the last minute, by store and request; the oldest are dropped beyond a few dozen.
 * `now` is a parameter for the tests.
 */
export class RecentAnswers<T> {
  readonly #answers = new Map<string, { value: T; at: number }>();

  constructor(
    private readonly maxAgeMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, now = Date.now()): T | undefined {
    const entry = this.#answers.get(key);
    if (!entry) return undefined;
    if (now - entry.at < this.maxAgeMs) return entry.value;
    this.#answers.delete(key);
    return undefined;
  }

  set(key: string, value: T, now = Date.now()): void {
    this.#answers.delete(key);
    this.#answers.set(key, { value, at: now });
    for (const oldest of this.#answers.keys()) {
      if (this.#answers.size <= this.maxEntries) break;
      this.#answers.delete(oldest);
    }
  }
}

const recentAnswers = new RecentAnswers<SuggestionResult>(SUGGESTION_REUSE_MS, REMEMBERED_ANSWERS);

interface SuggestionState {
  /** The answer shown: the current term's, or the previous term's while the new one loads. */
  data: SuggestionResult | undefined;
  isError: boolean;
  isFetching: boolean;
}

/**
 * Product suggestions for what the shopper is typing: all digits → exact SKU, otherwise a text
 * search with the first letter capitalised (rules §5). The request of a term that is no longer
 * wanted is aborted; the previous answer stays on screen until the new one comes.
 */
export function useSearchSuggestions(locale: Locale, text: string) {
  const settled = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE_MS);
  const request = settled.length >= MIN_SUGGESTION_LENGTH ? searchRequest(settled) : undefined;
  const key = request ? suggestionKey(locale.store, request) : undefined;
  const [state, setState] = useState<SuggestionState>({ data: undefined, isError: false, isFetching: false });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names `request` and the store
  useEffect(() => {
    if (!request || !key) {
      setState((current) => (current.isFetching ? { ...current, isFetching: false } : current));
      return;
    }
    const remembered = recentAnswers.get(key);
    if (remembered) {
      setState({ data: remembered, isError: false, isFetching: false });
      return;
    }
    const controller = new AbortController();
    setState((current) => ({ ...current, isFetching: true }));
    fetchSuggestions(locale, request, controller.signal).then(
      (data) => {
        recentAnswers.set(key, data);
        if (!controller.signal.aborted) setState({ data, isError: false, isFetching: false });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('search suggestions failed', error);
        setState({ data: undefined, isError: true, isFetching: false });
      },
    );
    return () => controller.abort();
  }, [key]);

  return { ...state, term: settled, isSettling: settled !== text.trim() };
}
