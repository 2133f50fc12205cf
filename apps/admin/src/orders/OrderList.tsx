import {
  Datagrid,
  DateInput,
  ExportButton,
  FilterButton,
  FunctionField,
  SearchInput,
  SelectInput,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { csvExporter } from '../lib/csv-export';
import { formatDateTime, formatMoney } from '../lib/format';
import { List } from '../lib/List';
import { RecordLink } from '../lib/RecordLink';
import { useRowSelectionLabels } from '../lib/row-selection-labels';
import { OrderBulkActions, TrackingImportButton } from './OrderBulkActions';
import type { Order } from './order-types';
import { ORDER_PERIODS, ORDER_QUEUES, ORDER_STATUSES, OrderStatusChip, PAYMENT_METHODS } from './status';

function useOrderFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={ORDER_STATUSES.map((id) => ({ id, name: translate(`admin.orders.status.${id}`) }))}
    />,
    <SelectInput
      key="queue"
      source="queue"
      label={translate('admin.orders.filters.queue')}
      choices={ORDER_QUEUES.map((id) => ({ id, name: translate(`admin.orders.queues.${id}`) }))}
    />,
    <SelectInput
      key="period"
      source="period"
      label={translate('admin.orders.filters.period')}
      choices={ORDER_PERIODS.map((id) => ({ id, name: translate(`admin.orders.periods.${id}`) }))}
    />,
    <DateInput key="from" source="created_at__gteq" label={translate('admin.orders.filters.from')} />,
    <DateInput key="to" source="created_at__lteq" label={translate('admin.orders.filters.to')} />,
    <SelectInput
      key="payment"
      source="payment_method"
      label="resources.orders.fields.payment_method"
      choices={PAYMENT_METHODS.map((id) => ({ id, name: translate(`admin.orders.payment_methods.${id}`) }))}
    />,
    <TextInput key="name" source="customer_firstname__like" label={translate('admin.orders.filters.name')} />,
    <TextInput key="email" source="customer_email__like" label={translate('admin.orders.filters.email')} />,
    <TextInput key="taxvat" source="customer_taxvat" label={translate('admin.orders.filters.taxvat')} />,
    <TextInput key="number" source="increment_id" label="resources.orders.fields.increment_id" />,
  ];
}

const orderExporter = csvExporter<Order>('pedidos', [
  ['Pedido', (o) => o.increment_id],
  ['Data', (o) => o.created_at],
  ['Cliente', (o) => [o.customer_firstname, o.customer_lastname].filter(Boolean).join(' ')],
  ['E-mail', (o) => o.customer_email],
  ['CPF/CNPJ', (o) => o.customer_taxvat],
  ['Situação', (o) => o.status],
  ['Pagamento', (o) => o.payment?.method],
  ['Total', (o) => (o.grand_total ?? 0).toFixed(2).replace('.', ',')],
]);

/** Newest orders first, 25 a page; every filter is a searchCriteria filter group. */
export function OrderList() {
  useRowSelectionLabels();
  const translate = useTranslate();
  return (
    <List
      filters={useOrderFilters()}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={25}
      exporter={orderExporter}
      actions={
        <TopToolbar>
          <FilterButton />
          <TrackingImportButton />
          <ExportButton />
        </TopToolbar>
      }
      empty={false}
    >
      <Datagrid rowClick="show" bulkActionButtons={<OrderBulkActions />}>
        <RecordLink source="increment_id" type="show" label="resources.orders.fields.increment_id" />
        <FunctionField source="created_at" render={(r) => formatDateTime(r.created_at)} />
        <FunctionField
          source="customer_firstname"
          sortable={false}
          render={(r) =>
            [r.customer_firstname, r.customer_lastname].filter(Boolean).join(' ') || r.customer_email
          }
        />
        <TextField source="customer_taxvat" sortable={false} />
        <FunctionField
          source="payment_method"
          sortable={false}
          render={(r) =>
            translate(`admin.orders.payment_methods.${r.payment?.method}`, { _: r.payment?.method ?? '' })
          }
        />
        <FunctionField source="status" render={(r) => <OrderStatusChip status={r.status} />} />
        <FunctionField
          source="grand_total"
          sortable={false}
          textAlign="right"
          render={(r) => formatMoney(r.grand_total)}
        />
      </Datagrid>
    </List>
  );
}
