import { useState } from 'react';
import {
  Create,
  Datagrid,
  DeleteWithConfirmButton,
  FunctionField,
  List,
  required,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  useRedirect,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '../lib/format';
import { roleChoices } from './roles';
import { SecretDialog } from './SecretDialog';

/** Integration tokens for the ERP: each scoped to a role, revocable. */
export function IntegrationList() {
  const translate = useTranslate();
  return (
    <List sort={{ field: 'created_at', order: 'DESC' }} exporter={false}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="name" />
        <FunctionField source="role" render={(r) => translate(`admin.roles.${r.role}`, { _: r.role })} />
        <FunctionField
          source="status"
          render={(r) => translate(`admin.system.integration_status.${r.status}`, { _: r.status })}
        />
        <FunctionField source="created_at" render={(r) => formatDateTime(r.created_at)} />
        <FunctionField
          render={(r) =>
            r.status === 'active' ? (
              <DeleteWithConfirmButton
                label="admin.system.revoke"
                confirmTitle="admin.system.revoke_title"
                confirmContent="admin.system.revoke_content"
                mutationMode="pessimistic"
                redirect={false}
              />
            ) : null
          }
        />
      </Datagrid>
    </List>
  );
}

export function IntegrationCreate() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const [token, setToken] = useState<string | null>(null);
  return (
    <>
      <Create mutationOptions={{ onSuccess: (record) => setToken(String(record.access_token)) }}>
        <SimpleForm>
          <TextInput source="name" validate={required()} />
          <SelectInput source="role" choices={roleChoices(translate)} validate={required()} />
        </SimpleForm>
      </Create>
      <SecretDialog
        secret={token}
        label={translate('admin.system.access_token')}
        onClose={() => {
          setToken(null);
          redirect('list', 'integrations');
        }}
      />
    </>
  );
}
