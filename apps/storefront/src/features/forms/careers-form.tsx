'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { buttonClasses } from '../../ui/button';
import { FileField, FormAlert, RequestSuccess, TextAreaField, TextField } from '../../ui/form';
import { ContactFields } from './contact-fields';
import { acceptAttribute, megabytes, typeLabels } from './file-checks';
import { type CareersValues, careersSchema } from './form-schemas';
import { fileLimits } from './request-limits';
import { useFieldMessage } from './use-request-errors';
import { nameAndEmail, useRequestForm } from './use-request-form';
import { useRequestSettings } from './use-request-settings';

const EMPTY: CareersValues = { name: '', email: '', phone: '', position: '', message: '', cv: [] };

/** Job application (rules §2 /trabalhe-conosco, /WorkWithUS) with a CV → POST /requests/careers. */
export function CareersForm() {
  const t = useTranslations('forms.careers');
  const common = useTranslations('forms.common');
  const message = useFieldMessage();
  const limits = fileLimits(useRequestSettings());
  const schema = useMemo(
    () => careersSchema({ types: limits.cvTypes, maxBytes: limits.cvMaxBytes }),
    [limits.cvTypes, limits.cvMaxBytes],
  );
  const form = useForm({ resolver: zodResolver(schema), defaultValues: EMPTY });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, protocol, serverError, startAgain } = useRequestForm(form, {
    path: '/requests/careers',
    action: 'careers',
    body: (values) => {
      const body = new FormData();
      body.set('name', values.name);
      body.set('email', values.email);
      body.set('phone', values.phone);
      body.set('position', values.position);
      if (values.message) body.set('message', values.message);
      const [cv] = values.cv as File[];
      if (cv) body.set('cv', cv, cv.name);
      return body;
    },
    toFormField: (name) => (name in EMPTY ? (name as keyof CareersValues) : undefined),
    empty: EMPTY,
    prefill: nameAndEmail,
  });

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
        again={{ label: t('again'), onClick: startAgain }}
      />
    );
  }

  return (
    <form
      noValidate
      aria-labelledby="careers-form-title"
      className="mt-8 flex flex-col gap-4 rounded border border-line p-4 sm:p-6"
      onSubmit={onSubmit}
    >
      <h2 id="careers-form-title" className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="-mt-2 text-sm text-ink-muted">{common('requiredNote')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields
          form={form}
          names={{ name: 'name', email: 'email', phone: 'phone' }}
          labels={{ name: t('name'), email: t('email'), phone: t('phone') }}
          phoneRequired
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
