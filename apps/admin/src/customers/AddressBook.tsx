import { Box, Button, Checkbox, Chip, FormControlLabel, Grid, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { ActionDialog } from '../orders/ActionDialog';
import type { AdminDataProvider } from '../providers/data-provider';
import {
  type AddressForm,
  addressBookBody,
  addressForm,
  type Customer,
  type CustomerAddress,
  formatTaxvat,
  fullName,
} from './customer-types';

type Editing = { mode: 'edit' | 'delete'; address?: CustomerAddress } | null;

function AddressText({ address }: { address: CustomerAddress }) {
  return (
    <Typography component="address" sx={{ fontStyle: 'normal', whiteSpace: 'pre-line' }}>
      {[
        fullName(address),
        address.company,
        (address.street ?? []).join(', '),
        [address.city, address.region?.region_code, address.postcode].filter(Boolean).join(' – '),
        address.telephone,
        address.vat_id && formatTaxvat(address.vat_id),
      ]
        .filter(Boolean)
        .join('\n')}
    </Typography>
  );
}

/**
 * The customer's address book: add, change and delete through `PUT /V1/customers/:id` with the
 * book's `addresses`; the server checks every field (CEP, state, telephone, CPF/CNPJ) and its
 * refusal is shown in the dialog with what was typed.
 */
export function AddressBook({ customer }: { customer: Customer }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [editing, setEditing] = useState<Editing>(null);
  const [form, setForm] = useState<AddressForm>(() => addressForm(undefined, customer));
  const book = customer.addresses ?? [];
  const t = (key: string, options?: object) => translate(`admin.customers.address.${key}`, options);

  function open(mode: 'edit' | 'delete', address?: CustomerAddress) {
    setForm(addressForm(address, customer));
    setEditing({ mode, address });
  }
  const save = () =>
    dataProvider.call(`customers/${customer.id}`, {
      method: 'PUT',
      body: addressBookBody(book, editing?.address?.id, editing?.mode === 'delete' ? null : form),
    });
  const field = (
    name: Exclude<keyof AddressForm, 'street' | 'default_shipping' | 'default_billing'>,
    required = true,
  ) => (
    <TextField
      label={t(name)}
      value={form[name]}
      required={required}
      onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      fullWidth
    />
  );

  return (
    <>
      {book.length === 0 && <Typography>{translate('admin.customers.no_addresses')}</Typography>}
      <Box component="ul" sx={{ p: 0, m: 0 }}>
        {book.map((address) => (
          <Box component="li" key={address.id} sx={{ listStyle: 'none', mb: 2 }}>
            <AddressText address={address} />
            {address.default_shipping && (
              <Chip
                size="small"
                label={translate('admin.customers.default_shipping')}
                sx={{ mr: 1, mt: 0.5 }}
              />
            )}
            {address.default_billing && (
              <Chip
                size="small"
                label={translate('admin.customers.default_billing')}
                sx={{ mr: 1, mt: 0.5 }}
              />
            )}
            <Box sx={{ mt: 0.5 }}>
              <Button size="small" onClick={() => open('edit', address)}>
                {t('edit')}
              </Button>
              <Button size="small" color="error" onClick={() => open('delete', address)}>
                {t('delete')}
              </Button>
            </Box>
          </Box>
        ))}
      </Box>
      <Button variant="outlined" size="small" onClick={() => open('edit')}>
        {t('add')}
      </Button>
      <ActionDialog
        open={editing?.mode === 'delete'}
        title={t('delete_title')}
        submitLabel={t('delete')}
        onClose={() => setEditing(null)}
        onSubmit={save}
      >
        {editing?.address && <AddressText address={editing.address} />}
      </ActionDialog>
      <ActionDialog
        open={editing?.mode === 'edit'}
        title={editing?.address ? t('edit_title') : t('add')}
        submitLabel={translate('ra.action.save')}
        onClose={() => setEditing(null)}
        onSubmit={save}
      >
        <Grid container spacing={2} sx={{ pt: 1 }}>
          <Grid size={6}>{field('firstname')}</Grid>
          <Grid size={6}>{field('lastname')}</Grid>
          <Grid size={12}>{field('company', false)}</Grid>
          {(['street', 'number', 'district', 'complement'] as const).map((line, index) => (
            <Grid size={index === 0 ? 12 : 4} key={line}>
              <TextField
                label={t(line)}
                value={form.street[index]}
                required={index < 2}
                fullWidth
                onChange={(event) => {
                  const street = [...form.street] as AddressForm['street'];
                  street[index] = event.target.value;
                  setForm({ ...form, street });
                }}
              />
            </Grid>
          ))}
          <Grid size={4}>{field('postcode')}</Grid>
          <Grid size={5}>{field('city')}</Grid>
          <Grid size={3}>{field('region_code')}</Grid>
          <Grid size={6}>{field('telephone')}</Grid>
          <Grid size={6}>{field('vat_id', false)}</Grid>
          <Grid size={12}>
            {(['default_shipping', 'default_billing'] as const).map((flag) => (
              <FormControlLabel
                key={flag}
                control={
                  <Checkbox
                    checked={form[flag]}
                    onChange={(event) => setForm({ ...form, [flag]: event.target.checked })}
                  />
                }
                label={translate(`admin.customers.${flag}`)}
              />
            ))}
          </Grid>
        </Grid>
      </ActionDialog>
    </>
  );
}
