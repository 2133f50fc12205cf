import { Chip } from '@mui/material';
import { Datagrid, FunctionField, SearchInput, TextField, useTranslate } from 'react-admin';
import { csvExporter } from '../lib/csv-export';
import { formatDateTime } from '../lib/format';
import { List } from '../lib/List';
import { RecordLink } from '../lib/RecordLink';
import { type Customer, formatTaxvat } from './customer-types';

export function LockedChip({ customer }: { customer: Customer }) {
  const translate = useTranslate();
  return customer.extension_attributes?.is_locked ? (
    <Chip size="small" color="error" variant="outlined" label={translate('admin.customers.locked')} />
  ) : null;
}

const customerExporter = csvExporter<Customer>('clientes', [
  ['Nome', (c) => [c.firstname, c.lastname].filter(Boolean).join(' ')],
  ['E-mail', (c) => c.email],
  ['CPF/CNPJ', (c) => c.taxvat],
  ['Criado em', (c) => c.created_at],
]);

/**
 * Customers by name, e-mail or CPF/CNPJ (the search box matches each word in any of them),
 * newest first.
 */
export function CustomerList() {
  const translate = useTranslate();
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn placeholder={translate('admin.customers.search')} />,
      ]}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={customerExporter}
      empty={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <FunctionField
          source="firstname"
          label="resources.customers.fields.name"
          render={() => <RecordLink source="name" type="show" />}
        />
        <TextField source="email" />
        <FunctionField source="taxvat" render={(r: Customer) => formatTaxvat(r.taxvat)} />
        <FunctionField source="created_at" render={(r: Customer) => formatDateTime(r.created_at)} />
        <FunctionField
          source="is_locked"
          sortable={false}
          render={(r: Customer) => <LockedChip customer={r} />}
        />
      </Datagrid>
    </List>
  );
}
