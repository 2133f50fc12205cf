'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { maskPhone } from '@store/br';
import { LoaderCircle, Send } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { botCheckToken } from '../../lib/bot-check';
import { useSession } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import { FileField, FormAlert, RequestSuccess, TextAreaField, TextField } from '../../ui/form';
import { acceptAttribute, megabytes, typeLabels } from './file-checks';
import { type CareersValues, careersSchema } from './form-schemas';
import { sendRequest } from './request-client';
import { fileLimits } from './request-limits';
import { useFieldMessage, useRequestErrors } from './use-request-errors';
import { useRequestSettings } from './use-request-settings';

const EMPTY: CareersValues = { name: '', email: '', phone: '', position: '', message: '', cv: [] };

/** Job application (spec §2 /trabalhe-conosco, /WorkWithUS) with a CV → POST /requests/careers. */
export function CareersForm() {
  const t = useTranslations('forms.careers');
  const common = useTranslations('forms.common');
  const locale = useStoreLocale();
  const message = useFieldMessage();
  const { report } = useRequestErrors();
  const { customer } = useSession();
  const limits = fileLimits(useRequestSettings());
  const schema = useMemo(
    () => careersSchema({ types: limits.cvTypes, maxBytes: limits.cvMaxBytes }),
    [limits.cvTypes, limits.cvMaxBytes],
  );
  const [protocol, setProtocol] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY });

  useEffect(() => {
    if (!customer) return;
    if (!getValues('name'))
      setValue('name', [customer.firstname, customer.lastname].filter(Boolean).join(' '));
    if (!getValues('email')) setValue('email', customer.email ?? '');
  }, [customer, getValues, setValue]);

  const cvHint = t('cvHint', {
    types: typeLabels(limits.cvTypes),
    maxSize: Number.isFinite(limits.cvMaxBytes) ? megabytes(limits.cvMaxBytes) : '—',
  });

  if (protocol) {
    return (
      <RequestSuccess
        title={t('successTitle')}
        protocolLabel={common('protocol')}
        protocol={protocol}
        text={t('successText')}
        again={{
          label: t('again'),
          onClick: () => {
            reset(EMPTY);
            setProtocol(undefined);
          },
        }}
      />
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="careers-form-title"
      className="mt-8 flex flex-col gap-4 rounded border border-line p-4 sm:p-6"
      onSubmit={handleSubmit(async (values) => {
        setServerError(undefined);
        const body = new FormData();
        body.set('name', values.name);
        body.set('email', values.email);
        body.set('phone', values.phone);
        body.set('position', values.position);
        if (values.message) body.set('message', values.message);
        const [cv] = values.cv as File[];
        if (cv) body.set('cv', cv, cv.name);
        try {
          const answer = await sendRequest<{ protocol: string }>(locale, '/requests/careers', body, {
            botToken: await botCheckToken('careers'),
          });
          setProtocol(answer.protocol);
        } catch (error) {
          setServerError(
            report(error, setError, (name) => (name in EMPTY ? (name as keyof CareersValues) : undefined)),
          );
        }
      })}
    >
      <h2 id="careers-form-title" className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="-mt-2 text-sm text-ink-muted">{common('requiredNote')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('name')}
          autoComplete="name"
          required
          error={message(errors.name, { min: 2, max: 255 })}
          {...register('name')}
        />
        <TextField
          label={t('email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          error={message(errors.email)}
          {...register('email')}
        />
        <TextField
          label={t('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder="(11) 91234-5678"
          required
          error={message(errors.phone)}
          {...register('phone', {
            onChange: (event) =>
              setValue('phone', maskPhone(event.target.value), { shouldValidate: isSubmitted }),
          })}
        />
        <TextField
          label={t('position')}
          required
          hint={t('positionHint')}
          error={message(errors.position, { min: 2, max: 255 })}
          {...register('position')}
        />
      </div>
      <TextAreaField
        label={t('message')}
        rows={4}
        error={message(errors.message, { max: 5000 })}
        {...register('message')}
      />
      <Controller
        name="cv"
        control={control}
        render={({ field, fieldState }) => (
          <FileField
            label={t('cv')}
            accept={acceptAttribute(limits.cvTypes)}
            files={field.value as File[]}
            onChange={field.onChange}
            hint={cvHint}
            error={message(fieldState.error, {
              types: typeLabels(limits.cvTypes),
              maxSize: megabytes(limits.cvMaxBytes),
              max: 1,
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
