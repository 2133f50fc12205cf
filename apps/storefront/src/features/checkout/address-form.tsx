'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { maskCep, maskPhone, maskTaxvat } from '@store/br';
import { LoaderCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import type { Locale } from '../../lib/locales';
import { buttonClasses } from '../../ui/button';
import { SelectField, TextField } from '../../ui/field';
import {
  type AddressFormValues,
  addressSchema,
  cepToLookUp,
  EMPTY_ADDRESS,
  regionIdForUf,
} from './address-schema';
import { lookUpCep } from './cep-lookup';
import type { RegionFields } from './checkout.documents';

export type AddressFormOutput = ReturnType<typeof addressSchema.parse>;

interface AddressFormProps {
  locale: Locale;
  /** Distinguishes the shipping and billing forms (field names stay unique in the page). */
  name: 'shipping' | 'billing';
  regions: readonly RegionFields[];
  initial?: AddressFormValues | undefined;
  submitLabel: string;
  onSubmit: (values: AddressFormOutput) => Promise<void>;
  onCancel?: (() => void) | undefined;
}

type CepStatus = 'idle' | 'loading' | 'notFound' | 'failed';

/**
 * A Brazilian address (rules §3): CEP first, which fills street, neighbourhood, city and state when
 * it has 8 digits (rules §5; fewer digits: no lookup, no error), then number, complement, recipient,
 * phone and CPF/CNPJ. Masks and numeric keyboards on the number fields; autofill attributes.
 */
export function AddressForm({
  locale,
  name,
  regions,
  initial,
  submitLabel,
  onSubmit,
  onCancel,
}: AddressFormProps) {
  const t = useTranslations('checkout');
  const {
    register,
    handleSubmit,
    setValue,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues, unknown, AddressFormOutput>({
    resolver: zodResolver(addressSchema),
    defaultValues: initial ?? EMPTY_ADDRESS,
    mode: 'onTouched',
  });
  const [cepStatus, setCepStatus] = useState<CepStatus>('idle');
  const [serverError, setServerError] = useState<string>();
  const lastLookup = useRef<string>(undefined);
  const message = (error: FieldError | undefined) =>
    error?.message ? t(`errors.${error.message}` as 'errors.required') : undefined;
  const section = name === 'shipping' ? 'shipping' : 'billing';

  async function lookUp(value: string) {
    const digits = cepToLookUp(value);
    if (!digits) {
      lastLookup.current = undefined;
      setCepStatus('idle');
      return;
    }
    if (lastLookup.current === digits) return;
    lastLookup.current = digits;
    setCepStatus('loading');
    const result = await lookUpCep(locale, digits);
    if (lastLookup.current !== digits) return;
    if (result.status !== 'found') {
      setCepStatus(result.status);
      return;
    }
    setCepStatus('idle');
    const { address } = result;
    const fill = { shouldValidate: true, shouldDirty: true } as const;
    if (address.logradouro) setValue('street', address.logradouro, fill);
    if (address.bairro) setValue('neighbourhood', address.bairro, fill);
    if (address.localidade) setValue('city', address.localidade, fill);
    const regionId = regionIdForUf(address.uf, regions);
    if (regionId) setValue('regionId', regionId, fill);
    setFocus('number');
  }

  const postcode = register('postcode');
  const telephone = register('telephone');
  const vatId = register('vatId');
  const cepHint =
    cepStatus === 'loading' ? (
      <span className="inline-flex items-center gap-1">
        <LoaderCircle aria-hidden size={14} className="animate-spin" /> {t('address.cepLoading')}
      </span>
    ) : undefined;
  const cepError =
    cepStatus === 'notFound'
      ? t('errors.cepNotFound')
      : cepStatus === 'failed'
        ? t('errors.cepFailed')
        : undefined;

  return (
    <form
      noValidate
      aria-label={t(`${section}.formLabel`)}
      onSubmit={handleSubmit(async (values) => {
        setServerError(undefined);
        try {
          await onSubmit(values);
        } catch (error) {
          setServerError(error instanceof Error ? error.message : String(error));
        }
      })}
      className="grid grid-cols-1 gap-4 sm:grid-cols-6"
    >
      <TextField
        label={t('address.postcode')}
        autoComplete={`section-${section} ${name} postal-code`}
        inputMode="numeric"
        placeholder="00000-000"
        className="sm:col-span-2"
        error={message(errors.postcode) ?? cepError}
        hint={cepHint}
        {...postcode}
        onChange={(event) => {
          event.target.value = maskCep(event.target.value);
          void postcode.onChange(event);
          void lookUp(event.target.value);
        }}
      />
      <TextField
        label={t('address.street')}
        autoComplete={`section-${section} ${name} address-line1`}
        className="sm:col-span-4"
        error={message(errors.street)}
        {...register('street')}
      />
      <TextField
        label={t('address.number')}
        autoComplete={`section-${section} ${name} address-line2`}
        className="sm:col-span-2"
        error={message(errors.number)}
        {...register('number')}
      />
      <TextField
        label={t('address.neighbourhood')}
        autoComplete={`section-${section} ${name} address-level3`}
        className="sm:col-span-2"
        error={message(errors.neighbourhood)}
        {...register('neighbourhood')}
      />
      <TextField
        label={t('address.extra')}
        autoComplete="off"
        className="sm:col-span-2"
        error={message(errors.extra)}
        {...register('extra')}
      />
      <TextField
        label={t('address.city')}
        autoComplete={`section-${section} ${name} address-level2`}
        className="sm:col-span-4"
        error={message(errors.city)}
        {...register('city')}
      />
      <SelectField
        label={t('address.region')}
        autoComplete={`section-${section} ${name} address-level1`}
        className="sm:col-span-2"
        error={message(errors.regionId)}
        {...register('regionId')}
      >
        <option value="">{t('address.regionPlaceholder')}</option>
        {regions.map((region) => (
          <option key={region.id} value={String(region.id)}>
            {region.name}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('address.firstname')}
        autoComplete={`section-${section} ${name} given-name`}
        className="sm:col-span-3"
        error={message(errors.firstname)}
        {...register('firstname')}
      />
      <TextField
        label={t('address.lastname')}
        autoComplete={`section-${section} ${name} family-name`}
        className="sm:col-span-3"
        error={message(errors.lastname)}
        {...register('lastname')}
      />
      <TextField
        label={t('address.telephone')}
        type="tel"
        inputMode="tel"
        autoComplete={`section-${section} ${name} tel-national`}
        placeholder="(11) 91234-5678"
        className="sm:col-span-3"
        error={message(errors.telephone)}
        {...telephone}
        onChange={(event) => {
          event.target.value = maskPhone(event.target.value);
          void telephone.onChange(event);
        }}
      />
      <TextField
        label={t('address.vatId')}
        autoComplete="off"
        inputMode="text"
        className="sm:col-span-3"
        error={message(errors.vatId)}
        hint={t('address.vatIdHint')}
        {...vatId}
        onChange={(event) => {
          event.target.value = maskTaxvat(event.target.value);
          void vatId.onChange(event);
        }}
      />
      <TextField
        label={t('address.company')}
        autoComplete={`section-${section} ${name} organization`}
        className="sm:col-span-6"
        error={message(errors.company)}
        {...register('company')}
      />
      <input type="hidden" {...register('countryCode')} />
      <div className="flex flex-col gap-2 sm:col-span-6 sm:flex-row sm:items-center">
        <button type="submit" disabled={isSubmitting} className={buttonClasses('primary', 'sm:min-w-48')}>
          {isSubmitting && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" onClick={onCancel} className={buttonClasses('ghost')}>
            {t('address.cancel')}
          </button>
        )}
      </div>
      {serverError && (
        <p role="alert" className="text-sm text-danger sm:col-span-6">
          {serverError}
        </p>
      )}
    </form>
  );
}
