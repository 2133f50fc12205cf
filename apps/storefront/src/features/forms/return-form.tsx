'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { useQuery } from '../../lib/query-client';
import { useIsLoggedIn } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import { SelectField } from '../../ui/field';
import { FileField, FormAlert, RequestSuccess, TextAreaField, TextField } from '../../ui/form';
import { acceptAttribute, megabytes, typeLabels } from './file-checks';
import { parseSkuList, type ReturnValues, returnSchema } from './form-schemas';
import { getJson } from './request-client';
import { fileLimits } from './request-limits';
import { brazilianDate, type ReturnOrder } from './return-orders';
import { useFieldMessage } from './use-request-errors';
import { useRequestForm } from './use-request-form';
import { useRequestSettings } from './use-request-settings';

const EMPTY: ReturnValues = {
  orderNumber: '',
  email: '',
  isOwnOrder: false,
  skus: [],
  typedSkus: '',
  reason: '',
  invoice: [],
  photos: [],
};

const OTHER_ORDER = '';

function formField(name: string): keyof ReturnValues | undefined {
  if (name === 'order_number') return 'orderNumber';
  if (name === 'skus' || name.startsWith('skus.')) return 'skus';
  if (name === 'photos' || name.startsWith('photos')) return 'photos';
  return name in EMPTY ? (name as keyof ReturnValues) : undefined;
}

/**
 * Product return (rules §2 /devolucao, /ProductReturn; §3 return: reason, SKU, invoice or return
 * letter, photos) → POST /requests/return. Logged in, the shopper picks one of their orders and
 * ticks its products; otherwise the order number, the order's e-mail and the SKUs are typed.
 * The 7-day deadline (rules §9) is the server's to decide; its message is shown as it comes.
 */
export function ReturnForm() {
  const t = useTranslations('forms.productReturn');
  const common = useTranslations('forms.common');
  const locale = useStoreLocale();
  const message = useFieldMessage();
  const { isLoggedIn } = useIsLoggedIn();
  const limits = fileLimits(useRequestSettings());
  const schema = useMemo(
    () =>
      returnSchema({
        invoiceTypes: limits.invoiceTypes,
        photoTypes: limits.photoTypes,
        maxBytes: limits.maxBytes,
        maxPhotos: limits.maxPhotos,
      }),
    [limits.invoiceTypes, limits.photoTypes, limits.maxBytes, limits.maxPhotos],
  );
  const orders = useQuery({
    queryKey: ['return-orders', locale.store],
    queryFn: ({ signal }) => getJson<ReturnOrder[]>(locale, '/requests/return/orders', signal),
    enabled: isLoggedIn,
    retry: false,
  });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const {
    register,
    control,
    setValue,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, protocol, serverError, startAgain } = useRequestForm(form, {
    path: '/requests/return',
    action: 'product_return',
    body: (values) => {
      const body = new FormData();
      body.set('order_number', values.orderNumber);
      if (!values.isOwnOrder) body.set('email', values.email);
      const skus = values.skus.length > 0 ? values.skus : parseSkuList(values.typedSkus);
      for (const sku of skus) body.append('skus', sku);
      body.set('reason', values.reason);
      const [invoice] = values.invoice as File[];
      if (invoice) body.set('invoice', invoice, invoice.name);
      for (const photo of values.photos as File[]) body.append('photos', photo, photo.name);
      return body;
    },
    toFormField: formField,
    empty: EMPTY,
  });
  const isOwnOrder = watch('isOwnOrder');
  const orderNumber = watch('orderNumber');
  const picked = isOwnOrder ? orders.data?.find((order) => order.number === orderNumber) : undefined;
  const maxSize = Number.isFinite(limits.maxBytes) ? megabytes(limits.maxBytes) : '—';

  if (protocol) {
    return (
      <RequestSuccess
        title={t('successTitle')}
        protocolLabel={common('protocol')}
        protocol={protocol}
        text={t('successText')}
        again={{ label: t('again'), onClick: startAgain }}
      />
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="return-form-title"
      className="mt-8 flex flex-col gap-4 rounded border border-line p-4 sm:p-6"
      onSubmit={onSubmit}
    >
      <h2 id="return-form-title" className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="-mt-2 text-sm text-ink-muted">{common('requiredNote')}</p>

      {isLoggedIn && (orders.data?.length ?? 0) > 0 && (
        <SelectField
          label={t('pickOrder')}
          value={isOwnOrder ? orderNumber : OTHER_ORDER}
          onChange={(event) => {
            const number = event.target.value;
            setValue('isOwnOrder', number !== OTHER_ORDER);
            setValue('orderNumber', number);
            setValue('skus', []);
          }}
        >
          <option value={OTHER_ORDER}>{t('otherOrder')}</option>
          {orders.data?.map((order) => (
            <option key={order.number} value={order.number}>
              {t('orderOption', {
                number: order.number,
                date: brazilianDate(order.created_at),
                count: order.items.length,
              })}
            </option>
          ))}
        </SelectField>
      )}
      {isLoggedIn && orders.isError && <FormAlert message={t('ordersFailed')} />}

      {picked ? (
        <>
          {picked.return_deadline && (
            <p
              className={
                picked.can_return
                  ? 'rounded border border-line bg-surface-muted px-3 py-2 text-sm text-ink'
                  : 'rounded border border-warning/40 bg-warning-tint px-3 py-2 text-sm text-warning'
              }
            >
              {picked.can_return
                ? t('deadlineUntil', { date: brazilianDate(picked.return_deadline) })
                : t('deadlinePassed', { date: brazilianDate(picked.return_deadline) })}
            </p>
          )}
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={errors.skus ? 'return-skus-error' : undefined}
          >
            <legend className="mb-1 text-sm font-medium text-ink">{t('skus')}</legend>
            {picked.items.map((item) => (
              <label
                key={item.sku}
                className="flex min-h-11 items-center gap-3 rounded border border-line px-3 text-sm"
              >
                <input
                  type="checkbox"
                  value={item.sku}
                  className="size-5 accent-primary-strong"
                  {...register('skus')}
                />
                <span>
                  <span className="font-medium text-ink">{item.name}</span>{' '}
                  <span className="text-ink-muted">(SKU {item.sku})</span>
                </span>
              </label>
            ))}
            {errors.skus && (
              <p id="return-skus-error" className="text-sm text-danger">
                {message(errors.skus)}
              </p>
            )}
          </fieldset>
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('orderNumber')}
            inputMode="numeric"
            autoComplete="off"
            required
            error={message(errors.orderNumber, { min: 1, max: 32 })}
            {...register('orderNumber')}
          />
          <TextField
            label={t('email')}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            hint={t('emailHint')}
            error={message(errors.email)}
            {...register('email')}
          />
          <TextField
            label={t('typedSkus')}
            hint={t('typedSkusHint')}
            autoComplete="off"
            required
            className="sm:col-span-2"
            error={message(errors.typedSkus)}
            {...register('typedSkus')}
          />
        </div>
      )}

      <TextAreaField
        label={t('reason')}
        required
        rows={4}
        error={message(errors.reason, { min: 10, max: 2000 })}
        {...register('reason')}
      />
      <Controller
        name="invoice"
        control={control}
        render={({ field, fieldState }) => (
          <FileField
            label={t('invoice')}
            accept={acceptAttribute(limits.invoiceTypes)}
            files={field.value as File[]}
            onChange={field.onChange}
            withPreviews
            hint={t('invoiceHint', { types: typeLabels(limits.invoiceTypes), maxSize })}
            error={message(fieldState.error, { types: typeLabels(limits.invoiceTypes), maxSize, max: 1 })}
          />
        )}
      />
      <Controller
        name="photos"
        control={control}
        render={({ field, fieldState }) => (
          <FileField
            label={t('photos')}
            accept={acceptAttribute(limits.photoTypes)}
            multiple
            files={field.value as File[]}
            onChange={field.onChange}
            withPreviews
            hint={t('photosHint', { types: typeLabels(limits.photoTypes), maxSize, max: limits.maxPhotos })}
            error={message(fieldState.error, {
              types: typeLabels(limits.photoTypes),
              maxSize,
              max: limits.maxPhotos,
            })}
          />
        )}
      />
      <FormAlert message={serverError} />
      <button type="submit" disabled={isSubmitting} className={buttonClasses('primary', 'self-start')}>
        {isSubmitting ? (
          <LoaderCircle aria-hidden size={18} className="animate-spin" />
        ) : (
          <Send aria-hidden size={18} />
        )}
        {t('submit')}
      </button>
    </form>
  );
}
