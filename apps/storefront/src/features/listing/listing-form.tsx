'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { useListingTransition } from './listing-transition';

interface ListingFormProps {
  /** Localised path of the listing page (no query). */
  action: string;
  /** Field values that are the defaults and stay out of the URL (`sort=default`, `itemsPerPage=20`). */
  defaults?: Record<string, string>;
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/** The listing URL a form's fields ask for: its values in order, the defaults left out. */
export function formHref(form: HTMLFormElement, action: string, defaults: Record<string, string>): string {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value !== 'string' || value === '' || defaults[name] === value) continue;
    query.append(name, value);
  }
  const search = query.toString();
  return search ? `${action}?${search}` : action;
}

/**
 * A GET form over the listing URL. Without JavaScript it submits natively (its submit button sits
 * in <noscript>); with JavaScript every change applies at once through a client-side navigation,
 * so the URL (and back/forward) always holds the state, and a direct load is server-rendered.
 * The navigation runs in the listing's transition: the product list shows it is loading at once.
 */
export function ListingForm({ action, defaults = {}, className, children, ...rest }: ListingFormProps) {
  const router = useRouter();
  const { isPending, startTransition } = useListingTransition();

  const navigate = (form: HTMLFormElement) => {
    const href = formHref(form, action, defaults);
    startTransition(() => router.push(href, { scroll: false }));
  };

  return (
    <form
      action={action}
      method="get"
      className={className}
      aria-label={rest['aria-label']}
      aria-busy={isPending || undefined}
      onSubmit={(event) => {
        event.preventDefault();
        navigate(event.currentTarget);
      }}
      onChange={(event) => navigate(event.currentTarget)}
    >
      {children}
    </form>
  );
}
