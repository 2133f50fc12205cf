'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { formatCnpj, formatCpf, personType, taxvatToDigits } from '@store/br';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { useQueryClient } from '../../lib/query-client';
import { accountGraphQL, customerKeys, useSession } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import {
  ChangeCustomerPassword,
  type CustomerFields,
  UpdateCustomerEmail,
  UpdateCustomerV2,
} from './account.documents';
import { FormAlert, SelectField, TextField, useFieldMessage } from './account-fields';
import {
  birthdateToIso,
  CORPORATE_NAME_ATTRIBUTE,
  changePasswordSchema,
  isoToBirthdate,
  maskDate,
  type ProfileValues,
  profileSchema,
} from './account-schemas';
import { AccountSection, AccountSkeleton } from './account-ui';

/** Rules §3 custom attributes shown on the profile: salesperson, segment, corporate name. */
const SHOWN_ATTRIBUTES = ['vendedora', 'segmento', CORPORATE_NAME_ATTRIBUTE] as const;

/** my-profile: personal data, e-mail (needs the password) and password change. */
export function ProfileView() {
  const t = useTranslations('account.profile');
  const { customer, isLoading } = useSession();
  return (
    <AccountSection title={t('title')}>
      {isLoading || !customer ? (
        <AccountSkeleton lines={4} />
      ) : (
        <>
          <ProfileForm customer={customer} />
          <ChangePasswordForm />
        </>
      )}
    </AccountSection>
  );
}

export function formatTaxvat(taxvat: string | null | undefined): string {
  const digits = taxvatToDigits(taxvat ?? '');
  if (!digits) return '';
  return personType(digits) === 'F' ? formatCpf(digits) : formatCnpj(digits);
}

function ProfileForm({ customer }: { customer: CustomerFields }) {
  const t = useTranslations('account.profile');
  const tr = useTranslations('account.register');
  const message = useFieldMessage();
  const locale = useStoreLocale();
  const queryClient = useQueryClient();
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileValues, unknown, ReturnType<typeof profileSchema.parse>>({
    resolver: zodResolver(profileSchema),
    defaultValues: {
      firstname: customer.firstname ?? '',
      lastname: customer.lastname ?? '',
      gender: (['1', '2', '3'].includes(String(customer.gender))
        ? String(customer.gender)
        : '') as ProfileValues['gender'],
      birthdate: isoToBirthdate(customer.date_of_birth),
      email: customer.email ?? '',
      password: '',
    },
  });
  const email = useWatch({ control, name: 'email' });
  const emailChanged = email.trim() !== (customer.email ?? '');
  const birthdate = register('birthdate');
  const attributes = (customer.custom_attributes ?? []).filter(
    (attribute): attribute is { code: string; value: string } =>
      Boolean(attribute?.value) &&
      SHOWN_ATTRIBUTES.includes(attribute?.code as (typeof SHOWN_ATTRIBUTES)[number]),
  );

  return (
    <form
      noValidate
      aria-label={t('formLabel')}
      className="grid grid-cols-1 gap-4 rounded border border-line p-4 sm:grid-cols-2"
      onSubmit={handleSubmit(async (values) => {
        setResult(undefined);
        const isEmailChange = values.email !== (customer.email ?? '');
        if (isEmailChange && !values.password) {
          setError('password', { message: 'required' });
          return;
        }
        try {
          // Rules §4: a profile update first changes the e-mail (with the password) when it changed.
          if (isEmailChange) {
            await accountGraphQL(locale, UpdateCustomerEmail, {
              email: values.email,
              password: values.password,
            });
          }
          const dob = values.birthdate ? birthdateToIso(values.birthdate) : undefined;
          const data = await accountGraphQL(locale, UpdateCustomerV2, {
            input: {
              firstname: values.firstname,
              lastname: values.lastname,
              ...(values.gender ? { gender: Number(values.gender) } : {}),
              ...(dob ? { date_of_birth: dob } : {}),
            },
          });
          if (data.updateCustomerV2) {
            queryClient.setQueryData(customerKeys.current(locale.store), data.updateCustomerV2.customer);
          }
          await queryClient.invalidateQueries({ queryKey: customerKeys.current(locale.store) });
          setResult({ ok: true, text: t('saved') });
        } catch (error) {
          setResult({ ok: false, text: error instanceof Error ? error.message : String(error) });
        }
      })}
    >
      <h2 className="text-lg font-semibold sm:col-span-2">{t('personal')}</h2>
      <TextField
        label={t('firstname')}
        autoComplete="given-name"
        error={message(errors.firstname)}
        {...register('firstname')}
      />
      <TextField
        label={t('lastname')}
        autoComplete="family-name"
        error={message(errors.lastname)}
        {...register('lastname')}
      />
      <SelectField label={tr('gender')} error={message(errors.gender)} {...register('gender')}>
        <option value="">{tr('genderPlaceholder')}</option>
        <option value="1">{tr('genderMale')}</option>
        <option value="2">{tr('genderFemale')}</option>
        <option value="3">{tr('genderOther')}</option>
      </SelectField>
      <TextField
        label={tr('birthdate')}
        autoComplete="bday"
        inputMode="numeric"
        placeholder={tr('birthdatePlaceholder')}
        error={message(errors.birthdate)}
        {...birthdate}
        onChange={(event) => {
          event.target.value = maskDate(event.target.value);
          void birthdate.onChange(event);
        }}
      />
      <TextField
        label={t('taxvat')}
        value={formatTaxvat(customer.taxvat)}
        readOnly
        hint={t('taxvatHint')}
        className="sm:col-span-2"
      />
      {attributes.length > 0 && (
        <dl className="grid gap-2 text-sm sm:col-span-2 sm:grid-cols-2">
          {attributes.map((attribute) => (
            <div key={attribute.code}>
              <dt className="text-ink-muted">
                {t(`attributes.${attribute.code as (typeof SHOWN_ATTRIBUTES)[number]}`)}
              </dt>
              <dd className="font-medium">{attribute.value}</dd>
            </div>
          ))}
        </dl>
      )}
      <TextField
        label={t('email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        className="sm:col-span-2"
        error={message(errors.email)}
        {...register('email')}
      />
      {emailChanged && (
        <TextField
          label={t('passwordForEmail')}
          type="password"
          autoComplete="current-password"
          className="sm:col-span-2"
          error={message(errors.password)}
          {...register('password')}
        />
      )}
      <div className="sm:col-span-2">
        <FormAlert message={result?.text} tone={result?.ok ? 'success' : 'danger'} />
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClasses('primary', 'sm:col-span-2 sm:justify-self-start')}
      >
        {isSubmitting && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
        {t('save')}
      </button>
    </form>
  );
}

function ChangePasswordForm() {
  const t = useTranslations('account.profile');
  const message = useFieldMessage();
  const locale = useStoreLocale();
  const [result, setResult] = useState<{ ok: boolean; text: string }>();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', password: '', confirmation: '' },
  });
  return (
    <form
      noValidate
      aria-label={t('passwordTitle')}
      className="grid grid-cols-1 gap-4 rounded border border-line p-4 sm:grid-cols-2"
      onSubmit={handleSubmit(async (values) => {
        setResult(undefined);
        try {
          await accountGraphQL(locale, ChangeCustomerPassword, {
            currentPassword: values.currentPassword,
            newPassword: values.password,
          });
          reset();
          setResult({ ok: true, text: t('passwordChanged') });
        } catch (error) {
          setResult({ ok: false, text: error instanceof Error ? error.message : String(error) });
        }
      })}
    >
      <h2 className="text-lg font-semibold sm:col-span-2">{t('passwordTitle')}</h2>
      <TextField
        label={t('currentPassword')}
        type="password"
        autoComplete="current-password"
        className="sm:col-span-2"
        error={message(errors.currentPassword)}
        {...register('currentPassword')}
      />
      <TextField
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('passwordHint')}
        error={message(errors.password)}
        {...register('password')}
      />
      <TextField
        label={t('confirmation')}
        type="password"
        autoComplete="new-password"
        error={message(errors.confirmation)}
        {...register('confirmation')}
      />
      <div className="sm:col-span-2">
        <FormAlert message={result?.text} tone={result?.ok ? 'success' : 'danger'} />
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClasses('secondary', 'sm:col-span-2 sm:justify-self-start')}
      >
        {isSubmitting && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
        {t('changePassword')}
      </button>
    </form>
  );
}
