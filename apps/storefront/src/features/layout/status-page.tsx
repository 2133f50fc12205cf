import type { ReactNode } from 'react';

/**
 * The body of the error and not-found pages: the status, the spec's title, an explanation and
 * the actions (back to home, try again). Text comes translated from the caller.
 */
export function StatusPage({
  status,
  statusLabel,
  title,
  description,
  actions,
}: {
  status: number;
  statusLabel: string;
  title: string;
  description: string;
  actions: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center md:py-24">
      <p aria-hidden className="tabular text-[4.5rem] font-extrabold leading-none text-primary">
        {status}
      </p>
      <p className="sr-only">{statusLabel}</p>
      <h1 className="mt-4 text-2xl font-bold text-ink">{title}</h1>
      <p className="mt-3 text-ink-muted">{description}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
    </div>
  );
}
