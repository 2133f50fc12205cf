'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { maskTaxvat } from '@store/br';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { botCheckToken } from '../../lib/bot-check';
import { clientGraphQL } from '../../lib/graphql.client';
import { useQueryClient } from '../../lib/query-client';
import { loginSucceeded, requestLogin } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import { mergeCartsAfterLogin } from '../cart';
import { CreateCustomerV2 } from './account.documents';
import { FormAlert, SelectField, TextField, useFieldMessage } from './account-fields';
import {
  EMPTY_REGISTRATION,
  maskDate,
  type RegistrationValues,
  registrationSchema,
  toCreateCustomerInput,
} from './account-schemas';

type Outcome = { kind: 'confirm'; email: string } | { kind: 'error'; message: string } | undefined;

/**
 * Registration (rules §3 registration, §5 messages): full name, gender, birthdate, person type
 * with CPF — or CNPJ and corporate name —, e-mail, password and confirmation, newsletter. After
 * createCustomerV2 the shopper is logged in at once unless the account must be confirmed first
 * (rules §4); then the form says to check the e-mail.
 */
export function RegistrationForm({ onLoggedIn }: { onLoggedIn: () => void }) {
  const t = useTranslations('account.register');
  const message = useFieldMessage();
  const locale = useStoreLocale();
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>();
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<RegistrationValues, unknown, ReturnType<typeof registrationSchema.parse>>({
    resolver: zodResolver(registrationSchema),
    defaultValues: EMPTY_REGISTRATION,
    mode: 'onTouched',
  });
  const personType = useWatch({ control, name: 'personType' });
  const taxvat = register('taxvat');
  const birthdate = register('birthdate');

  if (outcome?.kind === 'confirm') {
    return <FormAlert tone="success" message={t('checkEmail', { email: outcome.email })} />;
  }

  return (
    <form
      noValidate
      aria-label={t('formLabel')}
      className="grid grid-cols-1 gap-4 sm:grid-cols-2"
      onSubmit={handleSubmit(
        async (values) => {
          setOutcome(undefined);
          const input = toCreateCustomerInput(values);
          try {
            await clientGraphQL(locale, CreateCustomerV2, { input });
          } catch (error) {
            console.error('createCustomerV2 failed', error);
            const detail = error instanceof Error ? error.message : '';
            setOutcome({ kind: 'error', message: detail ? `${t('failed')} ${detail}` : t('failed') });
            return;
          }
          // Rules §4: registration logs in automatically; an account awaiting confirmation cannot.
          const answer = await requestLogin({
            email: input.email,
            password: input.password,
            recaptchaToken: await botCheckToken('login'),
            store: locale.store,
          }).catch((error: unknown) => ({ ok: false as const, message: String(error) }));
          if (answer.ok) {
            await loginSucceeded(locale, queryClient, mergeCartsAfterLogin);
            onLoggedIn();
          } else {
            setOutcome({ kind: 'confirm', email: input.email });
          }
        },
        (invalid: FieldErrors<RegistrationValues>) => {
          const first = Object.keys(invalid)[0] as keyof RegistrationValues | undefined;
          if (first) setFocus(first);
        },
      )}
    >
      <TextField
        label={t('fullName')}
        autoComplete="name"
        className="sm:col-span-2"
        error={message(errors.fullName)}
        {...register('fullName')}
      />
      <SelectField label={t('gender')} error={message(errors.gender)} {...register('gender')}>
        <option value="">{t('genderPlaceholder')}</option>
        <option value="1">{t('genderMale')}</option>
        <option value="2">{t('genderFemale')}</option>
        <option value="3">{t('genderOther')}</option>
      </SelectField>
      <TextField
        label={t('birthdate')}
        autoComplete="bday"
        inputMode="numeric"
        placeholder={t('birthdatePlaceholder')}
        error={message(errors.birthdate)}
        {...birthdate}
        onChange={(event) => {
          event.target.value = maskDate(event.target.value);
          void birthdate.onChange(event);
        }}
      />
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-medium text-ink">{t('personType')}</legend>
        <div className="mt-1 flex flex-wrap gap-4">
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              value="F"
              className="size-4 accent-primary-strong"
              {...register('personType')}
            />
            {t('personF')}
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              value="J"
              className="size-4 accent-primary-strong"
              {...register('personType')}
            />
            {t('personJ')}
          </label>
        </div>
      </fieldset>
      <TextField
        label={personType === 'J' ? t('cnpj') : t('cpf')}
        autoComplete="off"
        inputMode={personType === 'J' ? 'text' : 'numeric'}
        placeholder={personType === 'J' ? '00.000.000/0000-00' : '000.000.000-00'}
        error={message(errors.taxvat)}
        className={personType === 'J' ? undefined : 'sm:col-span-2'}
        {...taxvat}
        onChange={(event) => {
          event.target.value = maskTaxvat(event.target.value);
          void taxvat.onChange(event);
        }}
      />
      {personType === 'J' && (
        <TextField
          label={t('corporateName')}
          autoComplete="organization"
          error={message(errors.corporateName)}
          {...register('corporateName')}
        />
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
      <TextField
        label={t('password')}
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
      <label className="flex min-h-11 items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" className="size-4 accent-primary-strong" {...register('isSubscribed')} />
        {t('newsletter')}
      </label>
      <div className="sm:col-span-2">
        <FormAlert message={outcome?.kind === 'error' ? outcome.message : undefined} />
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className={buttonClasses('primary', 'w-full sm:col-span-2')}
      >
        {isSubmitting && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
        {t('submit')}
      </button>
    </form>
  );
}
