'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { maskCnpj } from '@store/br';
import { LoaderCircle, Send } from 'lucide-react';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { buttonClasses } from '../../ui/button';
import { FormAlert, RequestSuccess, TextAreaField, TextField } from '../../ui/form';
import { ContactFields } from './contact-fields';
import { type QuoteValues, quoteRequestBody, quoteSchema } from './form-schemas';
import { quotePrefill } from './quote-prefill';
import { QuoteProducts } from './quote-products';
import { useFieldMessage } from './use-request-errors';
import { useRequestForm } from './use-request-form';

const EMPTY: QuoteValues = {
  company: '',
  cnpj: '',
  contactName: '',
  email: '',
  phone: '',
  items: [],
  itemsText: '',
  message: '',
};

/** The server's field names on this form (`items.0.quantity` stays as it is). */
function formField(
  name: string,
): keyof QuoteValues | `items.${number}.quantity` | `items.${number}.name` | undefined {
  if (name === 'contact_name') return 'contactName';
  if (name === 'items_text' || name === 'items') return 'itemsText';
  const item = /^items\.(\d+)\.(quantity|name|sku)$/.exec(name);
  if (item) return `items.${Number(item[1])}.${item[2] === 'quantity' ? 'quantity' : 'name'}`;
  return name in EMPTY ? (name as keyof QuoteValues) : undefined;
}

/** Quote request for businesses (rules §2 /Budget, /orcamento) → POST /requests/quote. */
export function QuoteForm() {
  const t = useTranslations('forms.quote');
  const common = useTranslations('forms.common');
  const message = useFieldMessage();
  const form = useForm({ resolver: zodResolver(quoteSchema), defaultValues: EMPTY });
  const {
    register,
    control,
    setValue,
    trigger,
    formState: { errors, isSubmitting, isSubmitted },
  } = form;
  const { onSubmit, protocol, serverError, startAgain } = useRequestForm(form, {
    path: '/requests/quote',
    action: 'quote',
    body: quoteRequestBody,
    toFormField: formField,
    empty: EMPTY,
    // Rules §3 registration: a business customer's CNPJ and corporate name, plus name and e-mail.
    prefill: quotePrefill,
  });
  const items = useFieldArray({ control, name: 'items' });
  const itemCount = items.fields.length;

  // 'Add at least one product' belongs to the other-products field (the rule spans both), which a
  // product added or removed does not revalidate by itself: after a first submit, check it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when the product count changes.
  useEffect(() => {
    if (isSubmitted) void trigger('itemsText');
  }, [itemCount, isSubmitted, trigger]);

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
      aria-labelledby="quote-form-title"
      className="mt-8 flex flex-col gap-4 rounded border border-line p-4 sm:p-6"
      onSubmit={onSubmit}
    >
      <h2 id="quote-form-title" className="text-lg font-semibold text-ink">
        {t('title')}
      </h2>
      <p className="-mt-2 text-sm text-ink-muted">{common('requiredNote')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('company')}
          autoComplete="organization"
          required
          error={message(errors.company, { min: 2, max: 255 })}
          {...register('company')}
        />
        <TextField
          label={t('cnpj')}
          autoComplete="off"
          placeholder="00.000.000/0000-00"
          required
          error={message(errors.cnpj)}
          {...register('cnpj', {
            onChange: (event) =>
              setValue('cnpj', maskCnpj(event.target.value), { shouldValidate: isSubmitted }),
          })}
        />
        <ContactFields
          form={form}
          names={{ name: 'contactName', email: 'email', phone: 'phone' }}
          labels={{ name: t('contactName'), email: t('email'), phone: t('phone') }}
          phoneRequired
        />
      </div>
      <QuoteProducts fields={items} register={register} errors={errors} />
      <TextAreaField
        label={t('itemsText')}
        hint={t('itemsTextHint')}
        rows={4}
        error={message(errors.itemsText, { max: 5000 })}
        {...register('itemsText')}
      />
      <TextAreaField
        label={t('message')}
        rows={4}
        error={message(errors.message, { max: 5000 })}
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
