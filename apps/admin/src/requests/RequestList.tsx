import { Datagrid, FunctionField, SearchInput, SelectInput, TextField, useTranslate } from 'react-admin';
import { formatDateTime } from '../lib/format';
import { List } from '../lib/List';
import { RecordLink } from '../lib/RecordLink';
import { type ChipColour, StatusChip } from '../lib/StatusChip';
import { REQUEST_STATUSES, REQUEST_TYPES, type StoreRequest } from './request-fields';

const COLOURS: Record<string, ChipColour> = {
  open: 'warning',
  in_progress: 'info',
  resolved: 'success',
  refused: 'default',
};

export function RequestStatusChip({ status }: { status?: string }) {
  return <StatusChip status={status} colours={COLOURS} labels="admin.requests.status" />;
}

function useRequestFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn placeholder={translate('admin.requests.search')} />,
    <SelectInput
      key="type"
      source="type"
      alwaysOn
      choices={REQUEST_TYPES.map((id) => ({ id, name: translate(`admin.requests.type.${id}`) }))}
    />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={REQUEST_STATUSES.map((id) => ({ id, name: translate(`admin.requests.status.${id}`) }))}
    />,
  ];
}

/** Quotes, returns, contact messages and job applications, newest first. */
export function RequestList() {
  const translate = useTranslate();
  return (
    <List
      filters={useRequestFilters()}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={false}
      empty={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={false}>
        <RecordLink source="protocol" type="show" label="resources.requests.fields.protocol" />
        <FunctionField
          source="type"
          render={(r: StoreRequest) => translate(`admin.requests.type.${r.type}`, { _: r.type })}
        />
        <FunctionField
          source="status"
          render={(r: StoreRequest) => <RequestStatusChip status={r.status} />}
        />
        <TextField source="email" />
        <TextField source="order_number" emptyText="—" />
        <FunctionField source="created_at" render={(r: StoreRequest) => formatDateTime(r.created_at)} />
        <FunctionField
          source="replied_at"
          render={(r: StoreRequest) => (r.replied_at ? formatDateTime(r.replied_at) : '—')}
        />
      </Datagrid>
    </List>
  );
}
