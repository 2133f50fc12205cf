import {
  CreateButton,
  Datagrid,
  FunctionField,
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
import { ProductBulkActions } from './ProductBulkActions';
import { PRODUCT_TYPES, STATUS } from './product-fields';

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
      choices={PRODUCT_TYPES.map((id) => ({ id, name: translate(`admin.products.types.${id}`) }))}
    />,
  ];
}

/**
 * Every product type, 25 a page, filtered through searchCriteria like an ERP would; the selected
 * rows take bulk actions (ProductBulkActions).
 */
export function ProductList() {
  const translate = useTranslate();
  useRowSelectionLabels();
  return (
    <List
      filters={useProductFilters()}
      sort={{ field: 'sku', order: 'ASC' }}
      perPage={25}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton />
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
        <FunctionField
          source="price"
          sortable={false}
          textAlign="right"
          render={(r) => formatMoney(r.price)}
        />
        <FunctionField
          source="qty"
          sortable={false}
          textAlign="right"
          render={(r) => r.extension_attributes?.stock_item?.qty ?? '—'}
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
