'use client';

import { type ReactNode, useState } from 'react';

/**
 * The options of a long facet after its first ones (FacetFilters): rendered only once the shopper
 * asks for them, so a category's 40-odd brands are neither in the page's markup nor hydrated.
 * They come with the page (its RSC payload), so they appear at once. Children: the facet's `<li>`s.
 */
/**
 * Facets the shopper unfolded, for the rest of the visit: every filter change renders the listing
 * anew (its URL is another page), and the list stays as the shopper left it, on other categories too.
 */
const unfolded = new Set<string>();

export function FacetMore({
  facetCode,
  count,
  moreLabel,
  lessLabel,
  facetLabel,
  children,
}: {
  facetCode: string;
  /** How many options are folded away. */
  count: number;
  moreLabel: string;
  lessLabel: string;
  /** "opções de Marca": completes the button's name for screen readers. */
  facetLabel: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(() => unfolded.has(facetCode));
  const toggle = () => {
    if (open) unfolded.delete(facetCode);
    else unfolded.add(facetCode);
    setOpen(!open);
  };
  return (
    <>
      {open && children}
      <li>
        <button
          type="button"
          aria-expanded={open}
          onClick={toggle}
          className="rounded px-2 py-1.5 text-sm font-semibold text-primary-strong hover:bg-surface-muted hover:underline"
        >
          {open ? lessLabel : moreLabel}
          <span className="sr-only"> {facetLabel}</span>
          {!open && <span className="tabular"> ({count})</span>}
        </button>
      </li>
    </>
  );
}
