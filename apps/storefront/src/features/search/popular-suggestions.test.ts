import { describe, expect, it } from 'vitest';
import { toPopularSuggestions } from './popular-suggestions';

describe('toPopularSuggestions', () => {
  it('leads each popular search to its results page and each category to its page', () => {
    const groups = toPopularSuggestions({
      popularPicks: {
        searches: ['caneta azul', 'papel A4'],
        categories: [
          { uid: 'MTI=', name: 'Escrita', url_path: 'papelaria/escrita', url_suffix: '.html' },
          { uid: 'MTM=', name: null, url_path: 'sem-nome', url_suffix: '.html' },
        ],
      },
    });
    expect(groups.searches.map((entry) => [entry.label, entry.path])).toEqual([
      ['caneta azul', '/SearchResultsPage?term=caneta%20azul'],
      ['papel A4', '/SearchResultsPage?term=papel%20A4'],
    ]);
    // A category without a name has nothing to show: it is left out.
    expect(groups.categories).toEqual([
      { key: 'category-MTI=', label: 'Escrita', path: '/papelaria/escrita.html' },
    ]);
  });

  it('offers nothing when the server has no picks', () => {
    expect(toPopularSuggestions({ popularPicks: null })).toEqual({ searches: [], categories: [] });
  });
});
