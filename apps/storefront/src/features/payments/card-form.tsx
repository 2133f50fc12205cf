'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { convertCents, MIN_INSTALLMENT_CENTS, maskCardNumber, onlyDigits } from '@store/br';
import { CreditCard, LoaderCircle } from 'lucide-react';
import { type ReactNode, useMemo, useState } from 'react';
import { type FieldError, useForm, useWatch } from 'react-hook-form';
import { useTranslations } from 'use-intl/react';
import { buttonClasses } from '../../ui/button';
import { SelectField, TextField } from '../../ui/field';
import { useFormatPrice } from '../../ui/use-format-price';
import { useBrlRate } from '../cart';
import type { CardChoice } from '../checkout';
import {
  BRAND_NAMES,
  brandOf,
  type CardFormValues,
  cardSchema,
  EMPTY_CARD,
  type InstallmentChoice,
  securityCodeLength,
} from './card-schema';

type CardFormOutput = ReturnType<ReturnType<typeof cardSchema>['parse']>;

interface CardFormProps {
  installments: readonly InstallmentChoice[];
  currency: string;
  initial?: Partial<CardFormValues> | undefined;
  submitLabel: string;
  onSubmit: (card: CardChoice) => Promise<void>;
  /** The last attempt's failure, shown above the submit button. */
  error?: ReactNode;
  disabled?: boolean;
  /** A logged-in customer may keep the card ('save this card'; never its CVV). */
  allowSave?: boolean;
}

const YEARS_AHEAD = 15;

/**
 * The R$ 10,00 minimum installment in the display currency (BRL rule, converted); 0 while the
 * exchange rate is still loading, the server's 422 then being the only check.
 */
export function useMinInstallmentCents(currency: string): number {
  const rate = useBrlRate(currency);
  return rate === undefined
    ? 0
    : rate === 1
      ? MIN_INSTALLMENT_CENTS
      : convertCents(MIN_INSTALLMENT_CENTS, rate);
}

/**
 * The card form of the card modal (rules §3 selected card, §5 messages): number with brand
 * detection, name, month, year, CVV of the brand's length, installments with each total.
 */
export function CardForm({
  installments,
  currency,
  initial,
  submitLabel,
  onSubmit,
  error,
  disabled,
  allowSave = false,
}: CardFormProps) {
  const t = useTranslations('checkout');
  const formatPrice = useFormatPrice();
  const now = useMemo(() => new Date(), []);
  const minInstallmentCents = useMinInstallmentCents(currency);
  const schema = useMemo(
    () => cardSchema(now, installments, minInstallmentCents),
    [now, installments, minInstallmentCents],
  );
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CardFormValues, unknown, CardFormOutput>({
    resolver: zodResolver(schema),
    defaultValues: { ...EMPTY_CARD, ...initial },
    mode: 'onTouched',
  });
  const cardNumber = useWatch({ control, name: 'cardNumber' });
  const chosenCount = useWatch({ control, name: 'installments' });
  const chosen = installments.find((option) => String(option.count) === chosenCount);
  const brand = brandOf(cardNumber ?? '');
  const cvvLength = securityCodeLength(cardNumber ?? '');
  const message = (fieldError: FieldError | undefined) =>
    fieldError?.message ? t(`errors.${fieldError.message}` as 'errors.required') : undefined;
  const money = (cents: number) => formatPrice.cents(cents, currency);
  const number = register('cardNumber');
  const [keepCard, setKeepCard] = useState(false);
  const year = now.getFullYear();

  return (
    <form
      noValidate
      aria-label={t('card.formLabel')}
      onSubmit={handleSubmit(async (values) => {
        await onSubmit({
          cardholderName: values.cardholderName,
          cardNumber: onlyDigits(values.cardNumber),
          expirationMonth: values.expirationMonth,
          expirationYear: values.expirationYear,
          securityCode: values.securityCode,
          installments: Number(values.installments),
          ...(allowSave && keepCard ? { saveCard: true } : {}),
        });
      })}
      className="grid grid-cols-2 gap-4"
    >
      <TextField
        label={t('card.number')}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="0000 0000 0000 0000"
        className="col-span-2"
        error={message(errors.cardNumber)}
        hint={
          <span aria-live="polite" className="inline-flex items-center gap-1">
            <CreditCard aria-hidden size={14} />
            {brand === undefined
              ? t('card.brandUnknown')
              : brand === 'unsupported'
                ? t('errors.cardBrandNotSupported')
                : t('card.brand', { brand: BRAND_NAMES[brand] })}
          </span>
        }
        {...number}
        onChange={(event) => {
          event.target.value = maskCardNumber(event.target.value);
          void number.onChange(event);
        }}
      />
      <TextField
        label={t('card.name')}
        autoComplete="cc-name"
        className="col-span-2"
        error={message(errors.cardholderName)}
        {...register('cardholderName')}
      />
      <SelectField
        label={t('card.month')}
        autoComplete="cc-exp-month"
        error={message(errors.expirationMonth)}
        {...register('expirationMonth')}
      >
        <option value="">{t('card.monthPlaceholder')}</option>
        {Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0')).map((month) => (
          <option key={month} value={month}>
            {month}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('card.year')}
        autoComplete="cc-exp-year"
        error={message(errors.expirationYear)}
        {...register('expirationYear')}
      >
        <option value="">{t('card.yearPlaceholder')}</option>
        {Array.from({ length: YEARS_AHEAD + 1 }, (_, index) => String(year + index)).map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('card.securityCode')}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={cvvLength}
        hint={t('card.securityCodeHint', { length: cvvLength })}
        error={message(errors.securityCode)}
        {...register('securityCode')}
      />
      <SelectField
        label={t('card.installments')}
        className="col-span-2"
        error={message(errors.installments)}
        hint={chosen && t('card.total', { total: money(chosen.totalCents) })}
        {...register('installments')}
      >
        {installments.map((option) => (
          <option key={option.count} value={String(option.count)}>
            {t(option.interestFree ? 'card.installmentFree' : 'card.installmentInterest', {
              count: option.count,
              amount: money(option.amountCents),
              total: money(option.totalCents),
            })}
          </option>
        ))}
      </SelectField>
      {allowSave && (
        <label className="col-span-2 flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={keepCard}
            onChange={(event) => setKeepCard(event.target.checked)}
            className="size-4 accent-primary-strong"
          />
          {t('savedCards.save')}
        </label>
      )}
      {error && <div className="col-span-2">{error}</div>}
      <button
        type="submit"
        disabled={isSubmitting || disabled}
        className={buttonClasses('primary', 'col-span-2 w-full')}
      >
        {(isSubmitting || disabled) && <LoaderCircle aria-hidden size={18} className="animate-spin" />}
        {submitLabel}
      </button>
    </form>
  );
}
