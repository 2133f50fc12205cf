import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';

const messageOf = (failure: unknown) => (failure instanceof Error ? failure.message : String(failure));

interface Group {
  id: number;
  code: string;
}

/** The groups a customer can be put in (all but NOT LOGGED IN, which is the guests'). */
export function useCustomerGroups(): { groups: Group[] | null; error: string | null } {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [groups, setGroups] = useState<Group[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    dataProvider
      .call<{ items: Group[] }>('customerGroups/search', {
        query: new URLSearchParams({ 'searchCriteria[pageSize]': '500' }),
      })
      .then((answer) => current && setGroups(answer.items ?? []))
      .catch((failure: unknown) => current && setError(messageOf(failure)));
    return () => {
      current = false;
    };
  }, [dataProvider]);
  return { groups, error };
}

/** The customer's group (what prices the customer pays), changed through PUT /V1/customers/{id}. */
export function CustomerGroupPicker({ customer }: { customer: { id: number; group_id?: number } }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { groups, error } = useCustomerGroups();
  const [chosen, setChosen] = useState<number>(customer.group_id ?? 1);
  const [busy, setBusy] = useState(false);
  if (error) return <Alert severity="error">{error}</Alert>;
  const choices = (groups ?? []).filter((g) => g.id !== 0);

  async function save() {
    setBusy(true);
    try {
      await dataProvider.call(`customers/${customer.id}`, {
        method: 'PUT',
        body: { customer: { group_id: chosen } },
      });
      notify('admin.customers.group_saved', { type: 'success' });
      refresh();
    } catch (failure) {
      notify(messageOf(failure), { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={translate('admin.customers.group')}
        value={groups ? chosen : ''}
        onChange={(event) => setChosen(Number(event.target.value))}
        sx={{ minWidth: 200 }}
      >
        {choices.map((g) => (
          <MenuItem key={g.id} value={g.id}>
            {g.code}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="outlined" onClick={save} disabled={busy || !groups || chosen === customer.group_id}>
        {translate('admin.customers.group_save')}
      </Button>
    </Stack>
  );
}
