'use client';

import { ErrorView } from '../../../features/layout/error-view';

/** Errors of a shop page, shown inside the site chrome (rules §2 error page). */
export default function ShopError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} standalone={false} />;
}
