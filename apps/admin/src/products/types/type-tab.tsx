import type { ComponentType } from 'react';
import { type FormTabProps, TabbedForm, useRecordContext } from 'react-admin';

/**
 * A product form tab shown only for products of one type (Variações for configurables, Opções do
 * kit for bundles…), its body given the product's SKU; absent for the other types.
 */
export function typeTab(type: string, Body: ComponentType<{ sku: string }>) {
  return function TypeTab(props: FormTabProps) {
    const record = useRecordContext();
    if (record?.type_id !== type) return null;
    return (
      <TabbedForm.Tab {...props}>
        <Body sku={String(record.sku)} />
      </TabbedForm.Tab>
    );
  };
}
