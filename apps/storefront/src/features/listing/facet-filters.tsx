import { clsx } from 'clsx';
import { translator } from '../../lib/i18n';
import type { Locale } from '../../lib/locales';
import { NavLink } from '../../ui/nav-link';
import { facetOptionLabel } from './facet-labels';
import { FacetMore } from './facet-more';
import type { Facet, FacetOption, PriceScale } from './listing.server';
import { ListingForm } from './listing-form';
import { CATEGORY_FACET, hiddenFields, type ListingState } from './listing-params';
import { SyncedCheckbox } from './synced-controls';

export interface FacetFiltersProps {
  locale: Locale;
  priceScale: PriceScale;
  facets: Facet[];
  state: ListingState;
  /** Localised listing path, the form's action. */
  action: string;
  /** Where a category option leads: a sub-category page, or the listing narrowed to it. */
  categoryHref: (option: FacetOption) => string;
}

/** Options a facet shows before "Mostrar mais"; a longer facet folds the rest (FacetMore). */
export const FACET_VISIBLE_OPTIONS = 8;

/**
 * The options always shown: the first ones, and every ticked one (the form sends what is on the
 * page, so a ticked option is never folded away).
 */
export function shownOptions(facet: Facet): FacetOption[] {
  return facet.options.filter((option, index) => index < FACET_VISIBLE_OPTIONS || option.selected);
}

/** The options behind "Mostrar mais". */
export function foldedOptions(facet: Facet): FacetOption[] {
  return facet.options.filter((option, index) => index >= FACET_VISIBLE_OPTIONS && !option.selected);
}

/**
 * The facet sidebar (rules §7 facet search): sub-categories as links, then price, brand and colour
 * as checkboxes grouped in fieldsets, with the product count of each option. A facet with more
 * than FACET_VISIBLE_OPTIONS options shows the first ones and the ticked ones, and folds the rest
 * behind a button.
 */
export function FacetFilters({ locale, priceScale, facets, state, action, categoryHref }: FacetFiltersProps) {
  const t = translator(locale, 'listing');
  const categoryFacet = facets.find((facet) => facet.code === CATEGORY_FACET);
  const checkboxFacets = facets.filter((facet) => facet.code !== CATEGORY_FACET);

  const facetOption = (facet: Facet, option: FacetOption) => {
    const id = `facet-${facet.code}-${option.value}`;
    return (
      <li key={option.value}>
        <label
          htmlFor={id}
          className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm hover:bg-surface-muted"
        >
          <SyncedCheckbox
            id={id}
            name={facet.code}
            value={option.value}
            checked={option.selected}
            className="h-4 w-4 shrink-0 rounded border-line accent-primary-strong"
          />
          <span className="min-w-0 flex-1">
            {facetOptionLabel(facet.code, option, locale, priceScale, t)}
          </span>
          {option.count !== undefined && ' '}
          {option.count !== undefined && (
            <span className="tabular text-xs text-ink-muted">
              <span aria-hidden="true">{option.count}</span>
              <span className="sr-only">{t('optionCount', { count: option.count })}</span>
            </span>
          )}
        </label>
      </li>
    );
  };
  return (
    <div className="flex flex-col gap-6">
      {categoryFacet && (
        <nav aria-labelledby="facets-categories">
          <h3 id="facets-categories" className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink">
            {categoryFacet.label || t('categoriesTitle')}
          </h3>
          <ul className="flex flex-col gap-1">
            {categoryFacet.options.map((option) => (
              <li key={option.value}>
                <NavLink
                  href={categoryHref(option)}
                  aria-current={option.selected ? 'true' : undefined}
                  className={clsx(
                    'flex items-baseline justify-between gap-2 rounded px-2 py-1.5 text-sm hover:bg-surface-muted hover:text-primary-strong',
                    option.selected ? 'bg-primary-tint font-semibold text-primary-hover' : 'text-ink',
                  )}
                >
                  <span>{option.label}</span>
                  <span className="tabular text-xs text-ink-muted">{option.count}</span>
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {checkboxFacets.length > 0 && (
        <ListingForm action={action} defaults={{}} className="flex flex-col gap-6">
          {hiddenFields(state, ['facets']).map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          {checkboxFacets.map((facet) => {
            const folded = foldedOptions(facet);
            return (
              <fieldset key={facet.code} className="min-w-0">
                <legend className="mb-2 text-sm font-semibold uppercase tracking-wide text-ink">
                  {facet.label}
                </legend>
                <ul className="flex flex-col gap-0.5">
                  {shownOptions(facet).map((option) => facetOption(facet, option))}
                  {folded.length > 0 && (
                    <FacetMore
                      facetCode={facet.code}
                      count={folded.length}
                      moreLabel={t('facetMore')}
                      lessLabel={t('facetLess')}
                      facetLabel={t('facetOptionsOf', { facet: facet.label })}
                    >
                      {folded.map((option) => facetOption(facet, option))}
                    </FacetMore>
                  )}
                </ul>
              </fieldset>
            );
          })}
          <noscript>
            <button
              type="submit"
              className="w-full rounded bg-primary-strong px-4 py-2 font-semibold text-white hover:bg-primary-hover"
            >
              {t('applyFilters')}
            </button>
          </noscript>
        </ListingForm>
      )}
    </div>
  );
}
