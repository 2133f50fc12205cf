'use client';

import { ErrorView } from '../../../features/layout/error-view';

/** Errors of a checkout page, shown inside the checkout frame (rules §2 error page). */
export default function CheckoutError({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} standalone={false} />;
}
