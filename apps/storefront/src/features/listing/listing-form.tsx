'use client';

// The router's own enum: `full` asks for the page's whole render, not only its static shell.
import { PrefetchKind } from 'next/dist/client/components/router-reducer/router-reducer-types';
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
 * The URL the form would ask for once `box` is clicked: the box is flipped only while the form is
 * read (no event fires), so the order of the parameters is exactly the one the click will give.
 */
export function hrefIfToggled(
  box: HTMLInputElement,
  action: string,
  defaults: Record<string, string>,
): string {
  const form = box.form;
  if (!form) return action;
  box.checked = !box.checked;
  try {
    return formHref(form, action, defaults);
  } finally {
    box.checked = !box.checked;
  }
}

/**
 * A GET form over the listing URL. Without JavaScript it submits natively (its submit button sits
 * in <noscript>); with JavaScript every change applies at once through a client-side navigation,
 * so the URL (and back/forward) always holds the state, and a direct load is server-rendered.
 *
 * A facet option the pointer rests on, or the keyboard reaches, has the listing it would show
 * fetched ahead (the server's render of the page, kept by the router), so the click usually finds
 * it there: the time between pointing and clicking hides the server's.
 */
export function ListingForm({ action, defaults = {}, className, children, ...rest }: ListingFormProps) {
  const router = useRouter();
  const { isPending, startTransition } = useListingTransition();

  const navigate = (form: HTMLFormElement) => {
    const href = formHref(form, action, defaults);
    startTransition(() => router.push(href, { scroll: false }));
  };

  const prefetchOption = (target: EventTarget) => {
    const label = target instanceof Element ? target.closest('label') : null;
    const box = target instanceof HTMLInputElement ? target : label?.control;
    if (!(box instanceof HTMLInputElement) || box.type !== 'checkbox') return;
    router.prefetch(hrefIfToggled(box, action, defaults), { kind: PrefetchKind.FULL });
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
      onPointerOver={(event) => prefetchOption(event.target)}
      onFocus={(event) => prefetchOption(event.target)}
    >
      {children}
    </form>
  );
}
