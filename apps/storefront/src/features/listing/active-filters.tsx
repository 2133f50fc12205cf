import { translator } from '../../lib/i18n';
import type { Locale } from '../../lib/locales';
import { NavLink } from '../../ui/nav-link';
import { X } from '../../ui/server-icons';
import { facetOptionLabel } from './facet-labels';
import type { Facet, PriceScale } from './listing.server';
import {
  CATEGORY_FACET,
  CLEAR_FILTERS,
  hasFilters,
  type ListingState,
  listingQuery,
  MULTI_FACETS,
  toggleFacet,
} from './listing-params';

interface Chip {
  key: string;
  facet: string;
  value: string;
  href: string;
}

/** The ticked facet values as removable chips, and a link that clears them all. */
export function ActiveFilters({
  locale,
  priceScale,
  facets,
  state,
  action,
  categoryLabel,
}: {
  locale: Locale;
  priceScale: PriceScale;
  facets: Facet[];
  state: ListingState;
  action: string;
  /** Name of the category the listing is narrowed to (its facet then lists its children). */
  categoryLabel?: string;
}) {
  if (!hasFilters(state)) return null;
  const t = translator(locale, 'listing');
  const facetOf = (code: string) => facets.find((facet) => facet.code === code);
  const chips: Chip[] = [];
  const category = state.filters.category_uid;
  if (category) {
    const facet = facetOf(CATEGORY_FACET);
    chips.push({
      key: `${CATEGORY_FACET}=${category}`,
      facet: facet?.label ?? t('categoriesTitle'),
      value: categoryLabel ?? facet?.options.find((option) => option.value === category)?.label ?? category,
      href: action + listingQuery(state, { filters: { category_uid: undefined } }),
    });
  }
  for (const code of MULTI_FACETS) {
    const facet = facetOf(code);
    for (const value of state.filters[code]) {
      const option = facet?.options.find((entry) => entry.value === value) ?? { value, label: value };
      chips.push({
        key: `${code}=${value}`,
        facet: facet?.label ?? code,
        value: facetOptionLabel(code, option, locale, priceScale, t),
        href: action + listingQuery(state, toggleFacet(state, code, value)),
      });
    }
  }
  return (
    <section aria-labelledby="active-filters-heading" className="mb-4">
      <h2 id="active-filters-heading" className="sr-only">
        {t('selectedFilters')}
      </h2>
      <ul className="flex flex-wrap items-center gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <NavLink
              href={chip.href}
              scroll={false}
              aria-label={t('removeFilter', { facet: chip.facet, value: chip.value })}
              className="inline-flex items-center gap-1 rounded-full border border-primary-strong bg-primary-tint py-1 pl-3 pr-2 text-sm text-primary-hover hover:bg-primary-strong hover:text-white"
            >
              <span>{chip.value}</span>
              <X aria-hidden="true" size={16} />
            </NavLink>
          </li>
        ))}
        <li>
          <NavLink
            href={action + listingQuery(state, CLEAR_FILTERS)}
            scroll={false}
            className="px-2 py-1 text-sm font-semibold text-primary-strong underline-offset-2 hover:underline"
          >
            {t('clearAll')}
          </NavLink>
        </li>
      </ul>
    </section>
  );
}
