'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { maskPhone } from '@store/br';
import { LoaderCircle, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { botCheckToken } from '../../lib/bot-check';
import { useSession } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import { buttonClasses } from '../../ui/button';
import { FormAlert, RequestSuccess, TextAreaField, TextField } from '../../ui/form';
import { type ContactValues, contactSchema } from './form-schemas';
import { sendRequest } from './request-client';
import { useFieldMessage, useRequestErrors } from './use-request-errors';

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** Contact form (spec §2 /Contact, /fale-conosco) → POST /requests/contact; the protocol on success. */
export function ContactForm() {
  const t = useTranslations('forms.contact');
  const common = useTranslations('forms.common');
  const locale = useStoreLocale();
  const message = useFieldMessage();
  const { report } = useRequestErrors();
  const { customer } = useSession();
  const [protocol, setProtocol] = useState<string>();
  const [serverError, setServerError] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    reset,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });

  // A logged-in customer's name and e-mail, unless already typed.
  useEffect(() => {
    if (!customer) return;
    if (!getValues('name'))
      setValue('name', [customer.firstname, customer.lastname].filter(Boolean).join(' '));
    if (!getValues('email')) setValue('email', customer.email ?? '');
  }, [customer, getValues, setValue]);

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
      aria-labelledby="contact-form-title"
      className="mt-8 flex flex-col gap-4 rounded border border-line p-4 sm:p-6"
      onSubmit={handleSubmit(async (values) => {
        setServerError(undefined);
        try {
          const answer = await sendRequest<{ protocol: string }>(
            locale,
            '/requests/contact',
            { ...values, phone: values.phone || undefined },
            { botToken: await botCheckToken('contact') },
          );
          setProtocol(answer.protocol);
        } catch (error) {
          setServerError(
            report(error, setError, (name) => (name in EMPTY ? (name as keyof ContactValues) : undefined)),
          );
        }
      })}
    >
      <h2 id="contact-form-title" className="text-lg font-semibold text-ink">
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
          error={message(errors.phone)}
          {...register('phone', {
            onChange: (event) =>
              setValue('phone', maskPhone(event.target.value), { shouldValidate: isSubmitted }),
          })}
        />
        <TextField
          label={t('subject')}
          required
          error={message(errors.subject, { min: 2, max: 200 })}
          {...register('subject')}
        />
      </div>
      <TextAreaField
        label={t('message')}
        required
        rows={6}
        error={message(errors.message, { min: 10, max: 5000 })}
        {...register('message')}
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
