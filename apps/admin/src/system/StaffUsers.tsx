import { Button, Stack } from '@mui/material';
import { useState } from 'react';
import {
  BooleanField,
  BooleanInput,
  Create,
  Datagrid,
  Edit,
  FunctionField,
  required,
  SearchInput,
  SelectInput,
  SimpleForm,
  TextInput,
  TopToolbar,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { formatDateTime } from '../lib/format';
import { List } from '../lib/List';
import { RecordLink } from '../lib/RecordLink';
import type { AdminDataProvider } from '../providers/data-provider';
import { roleChoices } from './roles';
import { SecretDialog } from './SecretDialog';

function useRoleName() {
  const translate = useTranslate();
  return (role: string) => translate(`admin.roles.${role}`, { _: role });
}

export function StaffUserList() {
  const translate = useTranslate();
  const roleName = useRoleName();
  return (
    <List
      filters={[
        <SearchInput key="q" source="q" alwaysOn />,
        <SelectInput key="role" source="role" choices={roleChoices(translate)} alwaysOn />,
      ]}
      sort={{ field: 'email', order: 'ASC' }}
      exporter={false}
    >
      <Datagrid rowClick="edit" bulkActionButtons={false}>
        <RecordLink source="email" label="resources.staff-users.fields.email" />
        <FunctionField source="firstname" render={(r) => `${r.firstname} ${r.lastname}`} />
        <FunctionField source="role" render={(r) => roleName(r.role)} />
        <BooleanField source="is_active" />
        <BooleanField source="tfa_enabled" sortable={false} />
        <FunctionField source="last_login_at" render={(r) => formatDateTime(r.last_login_at)} />
      </Datagrid>
    </List>
  );
}

/** Invites a colleague (the server e-mails them); the one-time password it answers is shown once. */
export function StaffUserCreate() {
  const translate = useTranslate();
  const redirect = useRedirect();
  const notify = useNotify();
  const [created, setCreated] = useState<{ id: number; one_time_password: string } | null>(null);
  return (
    <>
      <Create
        mutationOptions={{
          onSuccess: (record) => {
            setCreated({ id: Number(record.id), one_time_password: String(record.one_time_password) });
            notify('admin.system.invited', { type: 'info', messageArgs: { email: record.email } });
          },
        }}
      >
        <SimpleForm>
          <TextInput source="email" type="email" validate={required()} />
          <TextInput source="firstname" validate={required()} />
          <TextInput source="lastname" validate={required()} />
          <SelectInput source="role" choices={roleChoices(translate)} validate={required()} />
        </SimpleForm>
      </Create>
      <SecretDialog
        secret={created?.one_time_password ?? null}
        label={translate('admin.system.one_time_password')}
        onClose={() => {
          const id = created?.id;
          setCreated(null);
          redirect('edit', 'staff-users', id);
        }}
      />
    </>
  );
}

/** New one-time password; second factor off (lost phone). */
function StaffUserActions() {
  const record = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [secret, setSecret] = useState<string | null>(null);
  if (!record) return null;
  const run = async (work: () => Promise<void>) => {
    try {
      await work();
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    }
  };
  return (
    <TopToolbar>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          onClick={() =>
            run(async () => {
              const answer = await dataProvider.call<{ one_time_password: string }>(
                `staff/users/${record.id}/password-reset`,
                { method: 'POST', body: {} },
              );
              setSecret(answer.one_time_password);
            })
          }
        >
          {translate('admin.system.reset_password')}
        </Button>
        {record.tfa_enabled && (
          <Button
            size="small"
            variant="outlined"
            onClick={() =>
              run(async () => {
                await dataProvider.call(`staff/users/${record.id}/tfa`, { method: 'DELETE' });
                notify('admin.orders.actions.done', { type: 'success' });
              })
            }
          >
            {translate('admin.system.reset_tfa')}
          </Button>
        )}
      </Stack>
      <SecretDialog
        secret={secret}
        label={translate('admin.system.one_time_password')}
        onClose={() => setSecret(null)}
      />
    </TopToolbar>
  );
}

export function StaffUserEdit() {
  const translate = useTranslate();
  return (
    <Edit mutationMode="pessimistic" actions={<StaffUserActions />} redirect={false}>
      <SimpleForm warnWhenUnsavedChanges>
        <TextInput source="email" disabled />
        <TextInput source="firstname" validate={required()} />
        <TextInput source="lastname" validate={required()} />
        <SelectInput source="role" choices={roleChoices(translate)} validate={required()} />
        <BooleanInput source="is_active" />
      </SimpleForm>
    </Edit>
  );
}
