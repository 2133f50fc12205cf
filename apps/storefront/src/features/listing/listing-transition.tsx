'use client';

import {
  createContext,
  type ReactNode,
  type TransitionStartFunction,
  useContext,
  useTransition,
} from 'react';

interface ListingTransition {
  isPending: boolean;
  startTransition: TransitionStartFunction;
}

const Context = createContext<ListingTransition | undefined>(undefined);

/**
 * One transition for a whole listing: the facet sidebar, the toolbar and the chips start it, the
 * product list shows it. The shopper sees the list go pending on the click, not when the new one
 * arrives.
 */
export function ListingTransitionProvider({ children }: { children: ReactNode }) {
  const [isPending, startTransition] = useTransition();
  return <Context.Provider value={{ isPending, startTransition }}>{children}</Context.Provider>;
}

/** The listing's transition; a form outside a provider gets one of its own. */
export function useListingTransition(): ListingTransition {
  const own = useTransition();
  return useContext(Context) ?? { isPending: own[0], startTransition: own[1] };
}

/**
 * The product list while a new one loads: dimmed and `aria-busy`, so the click shows at once.
 * `listingKey` names the list it shows (`<query>#<count>`), a DOM signal for tests and the bench.
 */
export function ListingResults({ listingKey, children }: { listingKey: string; children: ReactNode }) {
  const { isPending } = useListingTransition();
  return (
    <div
      className="min-w-0 transition-opacity data-[pending]:opacity-60"
      data-listing-key={listingKey}
      data-pending={isPending || undefined}
      aria-busy={isPending || undefined}
    >
      {children}
    </div>
  );
}
