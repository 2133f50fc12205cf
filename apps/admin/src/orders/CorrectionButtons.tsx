import { Button, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { HttpError, useDataProvider, usePermissions, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';
import { can, type Permissions, SCREEN_RESOURCES as R } from '../providers/permissions';
import { asFormError } from '../providers/server-errors';
import { ActionDialog } from './ActionDialog';
import type { Address } from './order-types';
import { newTrack, TrackFields, trackBody, trackRefusal } from './TrackFields';

/** Corrects one shipment track: the server checks the new code, keeps the old one in the history and e-mails the customer. */
export function TrackCorrectButton({
  orderId,
  track,
}: {
  orderId: number;
  track: { entity_id?: number; carrier_code?: string; track_number: string };
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { permissions } = usePermissions<Permissions>();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => newTrack(track.carrier_code ?? 'correios', track.track_number));
  const [error, setError] = useState<string | undefined>();
  const [notify, setNotify] = useState(true);
  if (!track.entity_id || !can(permissions, R.ship)) return null;
  return (
    <>
      <Button size="small" sx={{ textTransform: 'none', ml: 1, py: 0 }} onClick={() => setOpen(true)}>
        {translate('admin.orders.ship.correct')}
      </Button>
      <ActionDialog
        open={open}
        title={translate('admin.orders.ship.correct_title')}
        submitLabel={translate('admin.orders.ship.correct')}
        onClose={() => setOpen(false)}
        onSubmit={() => {
          setError(undefined);
          return dataProvider.call(`escritorio/orders/${orderId}/tracks/${track.entity_id}`, {
            method: 'PUT',
            body: { ...trackBody(draft), notify },
          });
        }}
        onRefusal={(refusal) => {
          const message = trackRefusal(refusal);
          setError(message);
          return message !== undefined;
        }}
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TrackFields track={draft} onChange={setDraft} error={error} autoFocus />
          <FormControlLabel
            control={<Checkbox checked={notify} onChange={(e) => setNotify(e.target.checked)} />}
            label={translate('admin.orders.ship.notify')}
          />
        </Stack>
      </ActionDialog>
    </>
  );
}

const ADDRESS_FIELDS = [
  'firstname',
  'lastname',
  'street',
  'city',
  'region',
  'postcode',
  'telephone',
  'vat_id',
] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number];

/**
 * Edits the order's billing or shipping address through Magento's `PUT /V1/orders/:parent_id`; the
 * server checks it as at checkout (CEP, UF, CPF/CNPJ) and each refusal shows beside its field.
 */
export function AddressEditButton({
  orderId,
  type,
  address,
}: {
  orderId: number;
  type: 'billing' | 'shipping';
  address?: Address;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { permissions } = usePermissions<Permissions>();
  const [open, setOpen] = useState(false);
  const initial = (): Record<AddressField, string> => ({
    firstname: address?.firstname ?? '',
    lastname: address?.lastname ?? '',
    street: (address?.street ?? []).join('\n'),
    city: address?.city ?? '',
    region: address?.region_code ?? address?.region ?? '',
    postcode: address?.postcode ?? '',
    telephone: address?.telephone ?? '',
    vat_id: address?.vat_id ?? '',
  });
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<AddressField, string>>>({});
  if (!address || !can(permissions, R.orders)) return null;
  return (
    <>
      <Button
        size="small"
        sx={{ textTransform: 'none' }}
        onClick={() => {
          setValues(initial());
          setOpen(true);
        }}
      >
        {translate('admin.orders.address.edit')}
      </Button>
      <ActionDialog
        open={open}
        title={`${translate('admin.orders.address.edit')} – ${translate(`admin.orders.${type}`)}`}
        submitLabel={translate('ra.action.save')}
        onClose={() => setOpen(false)}
        onSubmit={() => {
          setErrors({});
          return dataProvider.call(`orders/${orderId}`, {
            method: 'PUT',
            body: {
              entity: {
                address_type: type,
                parent_id: orderId,
                firstname: values.firstname,
                lastname: values.lastname,
                street: values.street
                  .split('\n')
                  .map((line) => line.trim())
                  .filter(Boolean),
                city: values.city,
                region_code: values.region || undefined,
                postcode: values.postcode,
                country_id: 'BR',
                telephone: values.telephone,
                vat_id: values.vat_id || undefined,
              },
            },
          });
        }}
        onRefusal={(refusal) => {
          const form = asFormError(refusal, (field) =>
            field.replace(/^entity\./, '').replace('region_code', 'region'),
          );
          const found =
            form instanceof HttpError ? (form.body as { errors?: Record<string, string> }).errors : undefined;
          if (!found) return false;
          setErrors(Object.fromEntries(Object.entries(found).map(([k, v]) => [k, translate(v, { _: v })])));
          return true;
        }}
      >
        <Stack spacing={1.5} sx={{ pt: 1 }}>
          {ADDRESS_FIELDS.map((field) => (
            <TextField
              key={field}
              label={translate(`admin.orders.address.${field}`)}
              value={values[field]}
              multiline={field === 'street'}
              minRows={field === 'street' ? 2 : undefined}
              error={Boolean(errors[field])}
              helperText={errors[field]}
              onChange={(e) => setValues({ ...values, [field]: e.target.value })}
            />
          ))}
        </Stack>
      </ActionDialog>
    </>
  );
}
