import { Tooltip } from '@mui/material';
import { useCallback } from 'react';
import {
  CreateButton,
  Datagrid,
  ExportButton,
  type Exporter,
  FunctionField,
  NumberInput,
  SearchInput,
  SelectInput,
  TextField,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { formatMoney } from '../lib/format';
import { List } from '../lib/List';
import { RecordLink } from '../lib/RecordLink';
import { useRowSelectionLabels } from '../lib/row-selection-labels';
import { saveFile } from '../lib/save-file';
import { ProductBulkActions } from './ProductBulkActions';
import { PRODUCT_TYPES, STATUS } from './product-fields';
import { hasOwnStock, type ListedProduct, productsCsv } from './stock-csv';

/** Rows the export reads, at most: the filtered list, whatever its page. */
const EXPORT_MAX = 10_000;

function useProductFilters() {
  const translate = useTranslate();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput
      key="status"
      source="status"
      alwaysOn
      choices={[
        { id: STATUS.enabled, name: translate('admin.products.status.enabled') },
        { id: STATUS.disabled, name: translate('admin.products.status.disabled') },
      ]}
    />,
    <SelectInput
      key="type"
      source="type_id"
      alwaysOn
      choices={PRODUCT_TYPES.map((id) => ({ id, name: translate(`admin.products.types.${id}`) }))}
    />,
    // The server's rule (the Painel's "Estoque baixo"): enabled products with few units.
    <SelectInput
      key="low"
      source="low_stock"
      label="admin.products.filters.low_stock"
      alwaysOn
      choices={[{ id: true, name: translate('admin.products.filters.low_stock_only') }]}
    />,
    <SelectInput
      key="in-stock"
      source="is_in_stock"
      label="admin.products.filters.availability"
      choices={[
        { id: true, name: translate('admin.products.filters.in_stock') },
        { id: false, name: translate('admin.products.filters.out_of_stock') },
      ]}
    />,
    <NumberInput key="qty" source="qty__lteq" label="admin.products.filters.qty_lteq" min={0} step={1} />,
    <NumberInput key="from" source="price__gteq" label="admin.products.filters.price_from" min={0} />,
    <NumberInput key="to" source="price__lteq" label="admin.products.filters.price_to" min={0} />,
  ];
}

/** The stock cell: a product's own units, a configurable's sum of variants, none for kits and groups. */
function StockCell({ record }: { record: ListedProduct }) {
  const translate = useTranslate();
  const qty = record.extension_attributes?.stock_item?.qty;
  if (!hasOwnStock(record.type_id)) {
    return (
      <Tooltip title={translate('admin.products.stock_of_items')}>
        <span>—</span>
      </Tooltip>
    );
  }
  if (qty === undefined || qty === null) return <span>—</span>;
  if (record.type_id === 'configurable') {
    return (
      <Tooltip title={translate('admin.products.stock_sum')}>
        <span>{translate('admin.products.stock_sum_value', { qty })}</span>
      </Tooltip>
    );
  }
  return <span>{qty}</span>;
}

function useProductExporter(): Exporter {
  const translate = useTranslate();
  return useCallback(
    (records: ListedProduct[]) => {
      const csv = productsCsv(records, {
        header: ['sku', 'name', 'type_id', 'price', 'qty', 'is_in_stock', 'status'].map((f) =>
          translate(`resources.products.fields.${f}`),
        ),
        type: (type) => translate(`admin.products.types.${type}`, { _: type }),
        yes: translate('ra.boolean.true'),
        no: translate('ra.boolean.false'),
        enabled: translate('admin.products.status.enabled'),
        disabled: translate('admin.products.status.disabled'),
      });
      saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), 'produtos-filtrados.csv');
    },
    [translate],
  );
}

/**
 * Every product type, 25 a page, filtered and sorted on the server through searchCriteria like
 * an ERP would (type, price range, units, availability, low stock); the export writes the whole
 * filtered list. The selected rows take bulk actions (ProductBulkActions).
 */
export function ProductList() {
  const translate = useTranslate();
  useRowSelectionLabels();
  return (
    <List
      filters={useProductFilters()}
      sort={{ field: 'sku', order: 'ASC' }}
      perPage={25}
      exporter={useProductExporter()}
      actions={
        <TopToolbar>
          <CreateButton />
          <ExportButton maxResults={EXPORT_MAX} />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={<ProductBulkActions />}>
        <RecordLink source="sku" label="resources.products.fields.sku" />
        <TextField source="name" />
        <FunctionField
          source="type_id"
          render={(r) => translate(`admin.products.types.${r.type_id}`, { _: r.type_id })}
        />
        <FunctionField source="price" textAlign="right" render={(r) => formatMoney(r.price)} />
        <FunctionField
          source="qty"
          textAlign="right"
          render={(r) => <StockCell record={r as unknown as ListedProduct} />}
        />
        <FunctionField
          source="status"
          render={(r) =>
            translate(
              r.status === STATUS.disabled
                ? 'admin.products.status.disabled'
                : 'admin.products.status.enabled',
            )
          }
        />
      </Datagrid>
    </List>
  );
}
