'use client';

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Locale } from '../../lib/locales';
import { fetchSuggestions } from './search-suggestions';
import { MIN_SUGGESTION_LENGTH, searchRequest } from './search-term';

/** Spec §7/§9: suggestions are asked 300 ms after typing stops. */
export const SUGGESTION_DEBOUNCE_MS = 300;

/** `value`, once it has stopped changing for `delayMs`. */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * Product suggestions for what the shopper is typing: all digits → exact SKU, otherwise a text
 * search with the first letter capitalised (spec §5). TanStack Query aborts the request of a term
 * that is no longer wanted (its signal is passed to fetch).
 */
export function useSearchSuggestions(locale: Locale, text: string) {
  const settled = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE_MS);
  const request = settled.length >= MIN_SUGGESTION_LENGTH ? searchRequest(settled) : undefined;
  const query = useQuery({
    queryKey: ['search-suggestions', locale.store, request] as const,
    queryFn: ({ signal }) => fetchSuggestions(locale, request!, signal),
    enabled: request !== undefined,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    retry: false,
  });
  return { ...query, term: settled, isSettling: settled !== text.trim() };
}
