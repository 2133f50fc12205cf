import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { translator } from '../../lib/i18n';
import type { Locale } from '../../lib/locales';
import { NavLink } from '../../ui/nav-link';
import { LayoutGrid, List } from '../../ui/server-icons';
import { ListingForm } from './listing-form';
import {
  DEFAULT_PAGE_SIZE,
  hiddenFields,
  type ListingState,
  listingQuery,
  PAGE_SIZES,
  SORT_KEYS,
  VIEWS,
} from './listing-params';
import { SyncedSelect } from './synced-controls';

const selectClass =
  'h-10 w-full min-w-0 rounded border border-line bg-surface pl-3 pr-8 text-sm text-ink hover:border-primary-strong sm:w-auto';

/** Sort, items per page and grid/list, plus (on phones) the filter button passed in. */
export function ListingToolbar({
  locale,
  state,
  action,
  kind,
  filterButton,
}: {
  locale: Locale;
  state: ListingState;
  action: string;
  kind: 'category' | 'search';
  filterButton: ReactNode;
}) {
  const t = translator(locale, 'listing');
  const sortLabel = (key: (typeof SORT_KEYS)[number]) =>
    key === 'default' ? t(kind === 'category' ? 'sort.position' : 'sort.relevance') : t(`sort.${key}`);
  return (
    <div className="mb-4 flex flex-wrap items-center gap-2 border-y border-line py-3 sm:gap-4">
      {filterButton}
      <ListingForm
        action={action}
        defaults={{ sort: 'default', itemsPerPage: String(DEFAULT_PAGE_SIZE) }}
        className="order-2 flex w-full items-center gap-2 sm:order-1 sm:w-auto sm:flex-wrap sm:gap-4"
      >
        {hiddenFields(state, ['sort', 'itemsPerPage']).map(([name, value]) => (
          <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
        ))}
        <div className="flex min-w-0 flex-1 items-center gap-2 text-sm sm:flex-none">
          <label htmlFor="listing-sort" className="sr-only sm:not-sr-only sm:text-ink-muted">
            {t('sortBy')}
          </label>
          <SyncedSelect id="listing-sort" name="sort" value={state.sort} className={selectClass}>
            {SORT_KEYS.map((key) => (
              <option key={key} value={key}>
                {sortLabel(key)}
              </option>
            ))}
          </SyncedSelect>
        </div>
        <div className="flex min-w-0 flex-1 items-center gap-2 text-sm sm:flex-none">
          <label htmlFor="listing-page-size" className="sr-only sm:not-sr-only sm:text-ink-muted">
            {t('itemsPerPage')}
          </label>
          <SyncedSelect
            id="listing-page-size"
            name="itemsPerPage"
            value={String(state.itemsPerPage)}
            className={selectClass}
          >
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {t('perPage', { count: size })}
              </option>
            ))}
          </SyncedSelect>
        </div>
        <noscript>
          <button
            type="submit"
            className="h-10 rounded bg-primary-strong px-4 text-sm font-semibold text-white"
          >
            {t('apply')}
          </button>
        </noscript>
      </ListingForm>
      <ul aria-label={t('view')} className="order-1 ml-auto flex items-center gap-1 sm:order-2">
        {VIEWS.map((view) => {
          const Icon = view === 'grid' ? LayoutGrid : List;
          const isActive = state.view === view;
          return (
            <li key={view}>
              <NavLink
                href={action + listingQuery(state, { view, page: state.page })}
                scroll={false}
                aria-label={t(view === 'grid' ? 'viewGrid' : 'viewList')}
                aria-current={isActive ? 'true' : undefined}
                className={clsx(
                  'inline-flex h-10 w-10 items-center justify-center rounded border',
                  isActive
                    ? 'border-primary-strong bg-primary-tint text-primary-hover'
                    : 'border-line text-ink-muted hover:border-primary-strong hover:text-primary-strong',
                )}
              >
                <Icon aria-hidden="true" size={20} />
              </NavLink>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
