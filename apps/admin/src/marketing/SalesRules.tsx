import {
  BooleanInput,
  Create,
  CreateButton,
  Datagrid,
  DateInput,
  Edit,
  FunctionField,
  NumberField,
  NumberInput,
  ReferenceField,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  TopToolbar,
  useTranslate,
} from 'react-admin';
import { DecimalInput } from '../lib/DecimalInput';
import { formatDate, formatMoney } from '../lib/format';
import { List } from '../lib/List';
import { RecordLink } from '../lib/RecordLink';

/** Percent (by_percent) or a fixed amount off the cart (cart_fixed), in the screen's words. */
function discountText(rule: { simple_action?: string; discount_amount?: number }) {
  return rule.simple_action === 'cart_fixed'
    ? formatMoney(rule.discount_amount)
    : `${Number(rule.discount_amount ?? 0).toLocaleString('pt-BR')}%`;
}

function useActiveChoices() {
  const translate = useTranslate();
  return [
    { id: '1', name: translate('admin.marketing.active') },
    { id: '0', name: translate('admin.marketing.inactive') },
  ];
}

export function SalesRuleList() {
  const translate = useTranslate();
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="active" source="is_active" choices={useActiveChoices()} alwaysOn />,
      ]}
      sort={{ field: 'rule_id', order: 'DESC' }}
      exporter={false}
      actions={
        <TopToolbar>
          <CreateButton />
        </TopToolbar>
      }
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <RecordLink source="name" label="resources.sales-rules.fields.name" />
        <TextField source="extension_attributes.coupon_code" sortable={false} />
        <FunctionField source="discount_amount" render={discountText} textAlign="right" />
        <FunctionField
          source="is_active"
          render={(r) => translate(r.is_active ? 'admin.marketing.active' : 'admin.marketing.inactive')}
        />
        <FunctionField source="from_date" render={(r) => formatDate(r.from_date)} />
        <FunctionField source="to_date" render={(r) => formatDate(r.to_date)} />
        <NumberField source="times_used" sortable={false} />
      </Datagrid>
    </List>
  );
}

/**
 * Every condition the cart applies (modules/cart): the server checks each one and says which
 * field is wrong; the form keeps what was typed.
 */
function RuleFields({ creating }: { creating?: boolean }) {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" validate={required()} fullWidth />
      <TextInput
        source="extension_attributes.coupon_code"
        validate={creating ? required() : undefined}
        disabled={!creating}
        helperText={creating ? 'admin.marketing.coupon_code_help' : 'admin.marketing.coupon_code_fixed'}
      />
      <BooleanInput source="is_active" />
      <SelectInput
        source="simple_action"
        validate={required()}
        choices={[
          { id: 'by_percent', name: translate('admin.marketing.by_percent') },
          { id: 'cart_fixed', name: translate('admin.marketing.cart_fixed') },
        ]}
      />
      <DecimalInput source="discount_amount" validate={required()} />
      <DecimalInput source="extension_attributes.min_subtotal" money />
      <BooleanInput source="extension_attributes.first_purchase_only" />
      <BooleanInput source="customers_only" />
      <NumberInput
        source="uses_per_customer"
        min={0}
        step={1}
        helperText="admin.marketing.uses_per_customer_help"
      />
      <DateInput source="from_date" />
      <DateInput source="to_date" />
      <BooleanInput source="extension_attributes.is_public" helperText="admin.marketing.is_public_help" />
      <TextInput source="description" multiline fullWidth />
    </>
  );
}

/** Saved only when the server accepts (pessimistic): a refusal is shown beside its field. */
export function SalesRuleEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm warnWhenUnsavedChanges>
        <RuleFields />
      </SimpleForm>
    </Edit>
  );
}

export function SalesRuleCreate() {
  return (
    <Create redirect="list">
      <SimpleForm
        warnWhenUnsavedChanges
        defaultValues={{
          is_active: true,
          simple_action: 'by_percent',
          customers_only: false,
          uses_per_customer: 0,
          extension_attributes: { first_purchase_only: false, is_public: false },
        }}
      >
        <RuleFields creating />
      </SimpleForm>
    </Create>
  );
}

/** One code per rule: the coupons list shows each rule's code and how often orders used it. */
export function CouponList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'code', order: 'ASC' }}
      exporter={false}
    >
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="code" />
        <ReferenceField source="rule_id" reference="sales-rules" link="edit" sortable={false} />
        <NumberField source="usage_per_customer" />
        <NumberField source="times_used" sortable={false} />
      </Datagrid>
    </List>
  );
}
