'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Send } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { buttonClasses } from '../../ui/button';
import { FormAlert, RequestSuccess, TextAreaField, TextField } from '../../ui/form';
import { ContactFields } from './contact-fields';
import { type ContactValues, contactSchema } from './form-schemas';
import { useFieldMessage } from './use-request-errors';
import { nameAndEmail, useRequestForm } from './use-request-form';

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** Contact form (rules §2 /Contact, /fale-conosco) → POST /requests/contact; the protocol on success. */
export function ContactForm() {
  const t = useTranslations('forms.contact');
  const common = useTranslations('forms.common');
  const message = useFieldMessage();
  const form = useForm({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const { onSubmit, protocol, serverError, startAgain } = useRequestForm(form, {
    path: '/requests/contact',
    action: 'contact',
    body: (values) => ({ ...values, phone: values.phone || undefined }),
    toFormField: (name) => (name in EMPTY ? (name as keyof ContactValues) : undefined),
    empty: EMPTY,
    // A logged-in customer's name and e-mail, unless already typed.
    prefill: nameAndEmail,
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
      aria-labelledby="contact-form-title"
      className="mt-8 flex flex-col gap-4 rounded border border-line p-4 sm:p-6"
      onSubmit={onSubmit}
    >
      <h2 id="contact-form-title" className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="-mt-2 text-sm text-ink-muted">{common('requiredNote')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <ContactFields
          form={form}
          names={{ name: 'name', email: 'email', phone: 'phone' }}
          labels={{ name: t('name'), email: t('email'), phone: t('phone') }}
          phoneRequired={false}
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
