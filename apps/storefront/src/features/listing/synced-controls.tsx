'use client';

import { type ComponentProps, useEffect, useRef } from 'react';

/**
 * Form controls of the listing forms stay uncontrolled (the form reads them and works without
 * JavaScript), but follow the URL when it changes under them: back/forward or a chip removing a
 * filter re-renders them with new server values, which must win over what the shopper last clicked.
 */
export function SyncedCheckbox({
  checked,
  ...props
}: Omit<ComponentProps<'input'>, 'type' | 'defaultChecked'> & { checked: boolean }) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.checked = checked;
  }, [checked]);
  return <input ref={ref} type="checkbox" defaultChecked={checked} {...props} />;
}

export function SyncedSelect({
  value,
  ...props
}: Omit<ComponentProps<'select'>, 'defaultValue'> & { value: string }) {
  const ref = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.value = value;
  }, [value]);
  return <select ref={ref} defaultValue={value} {...props} />;
}
