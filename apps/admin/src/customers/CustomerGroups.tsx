import {
  Create,
  Datagrid,
  DeleteButton,
  Edit,
  maxLength,
  NumberField,
  required,
  SaveButton,
  SearchInput,
  SimpleForm,
  TextField,
  TextInput,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { List } from '../lib/List';
import { RecordLink } from '../lib/RecordLink';

/**
 * Customer groups (Magento's /V1/customerGroups): NOT LOGGED IN prices guests, General is every
 * new account's group; the store adds its own (Atacado, Revenda, Governo) for tier prices.
 */

/** The two groups the store ships with cannot be deleted (the server refuses it too). */
const BUILT_IN = new Set([0, 1]);

export function CustomerGroupList() {
  return (
    <List
      filters={[<SearchInput key="q" source="q" alwaysOn />]}
      sort={{ field: 'id', order: 'ASC' }}
      exporter={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <NumberField source="id" />
        <RecordLink source="code" label="resources.customer-groups.fields.code" />
        <TextField source="tax_class_name" sortable={false} />
      </Datagrid>
    </List>
  );
}

const codeRules = [required(), maxLength(32)];

function GroupToolbar() {
  const group = useRecordContext<{ id: number }>();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {group && !BUILT_IN.has(Number(group.id)) && <DeleteButton mutationMode="pessimistic" />}
    </Toolbar>
  );
}

export function CustomerGroupCreate() {
  return (
    <Create redirect="list">
      <SimpleForm>
        <TextInput source="code" validate={codeRules} />
      </SimpleForm>
    </Create>
  );
}

export function CustomerGroupEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect="list">
      <SimpleForm toolbar={<GroupToolbar />}>
        <TextInput source="code" validate={codeRules} />
      </SimpleForm>
    </Edit>
  );
}
