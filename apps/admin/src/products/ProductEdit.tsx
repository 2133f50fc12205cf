import {
  BooleanInput,
  Create,
  DateInput,
  Edit,
  NumberInput,
  required,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { PRODUCT_TYPES, STATUS, VISIBILITY } from './product-fields';

function ProductFields({ creating }: { creating?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="sku" validate={required()} disabled={!creating} />
      <TextInput source="name" validate={required()} fullWidth />
      <NumberInput source="price" validate={required()} min={0} step={0.01} />
      <SelectInput
        source="status"
        validate={required()}
        choices={[
          { id: STATUS.enabled, name: translate('admin.products.status.enabled') },
          { id: STATUS.disabled, name: translate('admin.products.status.disabled') },
        ]}
      />
      <NumberInput
        source="attributes.special_price"
        label="admin.products.special_price"
        min={0}
        step={0.01}
      />
      <DateInput source="attributes.special_from_date" label="admin.products.special_from" />
      <DateInput source="attributes.special_to_date" label="admin.products.special_to" />
      <SelectInput source="visibility" choices={[...VISIBILITY]} />
      {creating && (
        <SelectInput
          source="type_id"
          validate={required()}
          choices={PRODUCT_TYPES.map((id) => ({ id, name: translate(`admin.products.types.${id}`) }))}
        />
      )}
      <NumberInput
        source="extension_attributes.stock_item.qty"
        label="resources.products.fields.qty"
        min={0}
        step={1}
      />
      <BooleanInput source="extension_attributes.stock_item.is_in_stock" label="admin.products.in_stock" />
    </>
  );
}

/**
 * The product form saves only when the server accepts (pessimistic): a refusal leaves every field
 * as typed and shows the server's message.
 */
export function ProductEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <SimpleForm warnWhenUnsavedChanges>
        <ProductFields />
      </SimpleForm>
    </Edit>
  );
}

export function ProductCreate() {
  return (
    <Create redirect="edit">
      <SimpleForm
        warnWhenUnsavedChanges
        defaultValues={{
          type_id: 'simple',
          attribute_set_id: 4,
          status: STATUS.enabled,
          visibility: 4,
          extension_attributes: { stock_item: { qty: 0, is_in_stock: false } },
        }}
      >
        <ProductFields creating />
      </SimpleForm>
    </Create>
  );
}
