'use client';

import { ErrorView } from '../../features/layout/error-view';

/** Errors of a locale's pages and of the site chrome itself: shown without the chrome. */
export default function ErrorPage({ error, retry }: { error: unknown; retry: () => void }) {
  return <ErrorView error={error} retry={retry} standalone />;
}
