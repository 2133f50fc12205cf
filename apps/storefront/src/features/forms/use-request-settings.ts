'use client';

import { useQuery } from '../../lib/query-client';
import { useStoreLocale } from '../../lib/store-locale';
import { getJson } from './request-client';

/** GET /requests/settings: the limits the forms quote and check before sending. */
export interface RequestSettings {
  upload_max_bytes: number;
  cv_max_bytes: number;
  return_deadline_days: number;
  invoice_types: string[];
  photo_types: string[];
  cv_types: string[];
  max_photos: number;
}

/** The server's limits, loaded once per page; undefined while loading or when they could not be read. */
export function useRequestSettings(): RequestSettings | undefined {
  const locale = useStoreLocale();
  const query = useQuery({
    queryKey: ['request-settings'],
    queryFn: ({ signal }) => getJson<RequestSettings>(locale, '/requests/settings', signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  return query.data;
}
