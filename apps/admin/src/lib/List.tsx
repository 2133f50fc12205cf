import { type ReactNode, useCallback, useMemo } from 'react';
import {
  ListBase,
  ListContextProvider,
  type ListControllerResult,
  type ListProps,
  ListView,
  Loading,
  type RaRecord,
  useCreatePath,
  useListContext,
  useResourceContext,
} from 'react-admin';
import { addressShows } from './list-address';

const NO_FILTER = {};
const AUTH_LOADING = <Loading />;

/**
 * react-admin's `<List>` whose search box cannot pull the operator back to the list. The search
 * box applies what was typed half a second after the last key, by navigating to the list's address
 * with the new filter. Someone who types and clicks a row (or a record's link, or another menu
 * entry) within that half second is already on the way to the record; the router renders the next
 * page in a React transition, so the list is still mounted when the delayed filter arrives, and
 * its navigation replaced the record with the list again. A filter that arrives once the address
 * is no longer this list's is dropped.
 */
export function List<RecordType extends RaRecord = RaRecord>({
  debounce,
  disableAuthentication,
  disableSyncWithLocation,
  exporter,
  filter = NO_FILTER,
  filterDefaultValues,
  authLoading = AUTH_LOADING,
  loading,
  perPage = 10,
  queryOptions,
  resource,
  sort,
  storeKey,
  ...view
}: ListProps<RecordType>) {
  return (
    <ListBase<RecordType>
      debounce={debounce}
      disableAuthentication={disableAuthentication}
      disableSyncWithLocation={disableSyncWithLocation}
      exporter={exporter}
      filter={filter}
      filterDefaultValues={filterDefaultValues}
      authLoading={authLoading}
      loading={loading}
      perPage={perPage}
      queryOptions={queryOptions}
      resource={resource}
      sort={sort}
      storeKey={storeKey}
      // As react-admin's <List>: the view shows being offline itself.
      offline={false}
    >
      {disableSyncWithLocation ? (
        <ListView<RecordType> {...view} />
      ) : (
        <FiltersWhileShown>
          <ListView<RecordType> {...view} />
        </FiltersWhileShown>
      )}
    </ListBase>
  );
}

/** The list's context, with filter changes applied only while the address is still the list. */
function FiltersWhileShown({ children }: { children: ReactNode }) {
  const context = useListContext() as ListControllerResult;
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const path = createPath({ resource, type: 'list' });
  const { setFilters } = context;
  const setFiltersWhileShown = useCallback<typeof setFilters>(
    (...args) => {
      if (!addressShows(window.location.hash, path)) return;
      setFilters(...args);
    },
    [setFilters, path],
  );
  const value = useMemo(
    () => ({ ...context, setFilters: setFiltersWhileShown }),
    [context, setFiltersWhileShown],
  );
  return <ListContextProvider value={value}>{children}</ListContextProvider>;
}
