import { type RefObject, useEffect } from 'react';

/**
 * react-admin's row checkboxes carry their label ("Selecionar esta linha") on MUI's wrapping span,
 * where it is not allowed, and leave the checkbox input itself unnamed (axe: `label`, critical).
 * This moves each label onto its input, for the rows on screen now and the ones drawn later.
 */
export function useRowCheckboxLabels(container: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const fix = () => {
      for (const span of root.querySelectorAll<HTMLElement>('.select-item[aria-label]')) {
        const input = span.querySelector('input');
        if (!input) continue;
        input.setAttribute('aria-label', span.getAttribute('aria-label') ?? '');
        span.removeAttribute('aria-label');
      }
    };
    fix();
    const observer = new MutationObserver(fix);
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-label'],
    });
    return () => observer.disconnect();
  }, [container]);
}
