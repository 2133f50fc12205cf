'use client';

import { clientGraphQL } from '../../lib/graphql.client';
import type { Locale } from '../../lib/locales';
import { useQuery } from '../../lib/query-client';
import { sortRegions } from './address-schema';
import { BrazilRegions } from './checkout.documents';

/** Brazil's states for the region select (GraphQL country(id:"BR")), loaded once per page. */
export function useBrazilRegions(locale: Locale) {
  return useQuery({
    queryKey: ['country', 'BR', locale.store],
    queryFn: async ({ signal }) => {
      const data = await clientGraphQL(locale, BrazilRegions, {}, signal);
      return sortRegions(data.country?.available_regions);
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}
