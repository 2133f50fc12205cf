'use client';

import { useEffect, useState } from 'react';
import { clientGraphQL } from '../../lib/graphql.client';
import type { Locale } from '../../lib/locales';
import { graphql } from '../../lib/typed-document';
import { searchResultsPath } from './search-term';

interface PopularSuggestionsQuery {
  popularPicks: {
    searches: string[];
    categories: Array<{
      uid: string;
      name: string | null;
      url_path: string | null;
      url_suffix: string | null;
    }>;
  } | null;
}

/** The searches and categories of the server's popular picks: what the zero-result page offers, minus the products. */
const PopularSuggestions = graphql<PopularSuggestionsQuery, Record<string, never>>(`
  query PopularSuggestions {
    popularPicks {
      searches
      categories { uid name url_path url_suffix }
    }
  }
`);

/** One entry the panel offers when the typed text matches nothing; `path` has no locale prefix. */
export interface PopularSuggestion {
  key: string;
  label: string;
  path: string;
}

export interface PopularSuggestionGroups {
  searches: PopularSuggestion[];
  categories: PopularSuggestion[];
}

/** The answer in the panel's terms: each search leads to its results page, each category to its page. */
export function toPopularSuggestions(data: PopularSuggestionsQuery): PopularSuggestionGroups {
  const picks = data.popularPicks;
  return {
    searches: (picks?.searches ?? []).map((term) => ({
      key: `search-${term}`,
      label: term,
      path: searchResultsPath(term),
    })),
    categories: (picks?.categories ?? [])
      .filter((category) => category.name && category.url_path)
      .map((category) => ({
        key: `category-${category.uid}`,
        label: category.name ?? '',
        path: `/${category.url_path}${category.url_suffix ?? ''}`,
      })),
  };
}

/** One request per store view and page life: the picks change with the day's sales, not by the keystroke. */
const asked = new Map<string, Promise<PopularSuggestionGroups>>();

function popularSuggestions(locale: Locale): Promise<PopularSuggestionGroups> {
  let answer = asked.get(locale.store);
  if (!answer) {
    answer = clientGraphQL(locale, PopularSuggestions, {}).then(toPopularSuggestions);
    // A failed answer is forgotten, so the next empty search asks again.
    answer.catch(() => asked.delete(locale.store));
    asked.set(locale.store, answer);
  }
  return answer;
}

/**
 * Popular searches and categories, asked the first time `wanted` is true (a search that matched
 * nothing). Undefined until they come, or when the server cannot answer: the panel then keeps
 * its "nothing found" line alone.
 */
export function usePopularSuggestions(locale: Locale, wanted: boolean): PopularSuggestionGroups | undefined {
  const [groups, setGroups] = useState<PopularSuggestionGroups>();
  useEffect(() => {
    if (!wanted || groups) return;
    let current = true;
    popularSuggestions(locale).then(
      (answer) => {
        if (current) setGroups(answer);
      },
      (error: unknown) => console.error('popular searches for the suggestions panel failed', error),
    );
    return () => {
      current = false;
    };
  }, [locale, wanted, groups]);
  return groups;
}
