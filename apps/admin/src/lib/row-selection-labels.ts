import { useEffect } from 'react';

/**
 * react-admin 5.15 gives a Datagrid row's selection checkbox its "select this row" label on the
 * checkbox's root element, which MUI 9 renders as a span: the input itself has no name (axe:
 * `label`, critical) and the span an ARIA attribute it may not carry (`aria-prohibited-attr`).
 * While a list with row selection is shown, each such label is moved onto its input.
 */
export function useRowSelectionLabels() {
  useEffect(() => {
    const relabel = () => {
      for (const root of document.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
        const input = root.querySelector('input');
        const label = root.getAttribute('aria-label');
        if (!input || !label) continue;
        input.setAttribute('aria-label', label);
        root.removeAttribute('aria-label');
      }
    };
    relabel();
    // Rows drawn later, and labels react-admin puts back when it re-renders a row.
    const observer = new MutationObserver(relabel);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
    return () => observer.disconnect();
  }, []);
}
