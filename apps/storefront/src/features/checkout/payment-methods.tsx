'use client';

import { BOLETO_DEFAULTS, MAX_INSTALLMENTS, PIX_DISCOUNT_PERCENT, toCents } from '@store/br';
import { Barcode, CreditCard, LoaderCircle, QrCode, Receipt } from 'lucide-react';
import { useState } from 'react';
import { useTranslations } from 'use-intl/react';
import type { Locale } from '../../lib/locales';
import { useFormatPrice } from '../../ui/use-format-price';
import { type CheckoutCartFields, SetPaymentMethodOnCart } from './checkout.documents';
import { CARD_METHOD, type CardChoice, cardLast4, paymentMethods } from './checkout-steps';
import { StepPart } from './step-group';
import { useCartMutation } from './use-checkout-cart';

const ICONS: Record<string, typeof QrCode> = {
  jetpix: QrCode,
  jetboleto: Barcode,
  jetcred: CreditCard,
};

/**
 * Payment method cards with their conditions, so the choice is made on them: Pix 3 % off, boleto
 * due in 2 days, card in installments. Choosing one sets it on the cart, whose totals then include
 * the Pix discount (server). Choosing the card opens the card modal.
 */
export function PaymentMethods({
  locale,
  cart,
  blockedReason,
  card,
  onOpenCard,
}: {
  locale: Locale;
  cart: CheckoutCartFields;
  /** Rules §5 'fill shipping info first' / 'fill billing info first', already translated. */
  blockedReason: string | undefined;
  card: CardChoice | undefined;
  onOpenCard: () => void;
}) {
  const t = useTranslations('checkout');
  const formatPrice = useFormatPrice();
  const mutate = useCartMutation(locale);
  const [pending, setPending] = useState<string>();
  const [error, setError] = useState<string>();
  const selected = cart.selected_payment_method?.code || undefined;
  const currency = cart.prices?.grand_total?.currency ?? 'BRL';
  const money = (cents: number) => formatPrice.cents(cents, currency);
  // Before Pix is chosen the total has no Pix discount yet: the server tells what Pix would cost.
  const pixTotalCents = toCents(cart.pix_grand_total?.value ?? cart.prices?.grand_total?.value ?? 0);

  async function choose(code: string) {
    setError(undefined);
    if (code !== selected) {
      setPending(code);
      try {
        await mutate(SetPaymentMethodOnCart, { cartId: cart.id, code });
      } catch (cause) {
        setError(cause instanceof Error ? cause.message : String(cause));
        return;
      } finally {
        setPending(undefined);
      }
    }
    if (code === CARD_METHOD) onOpenCard();
  }

  function condition(code: string): string | undefined {
    if (code === 'jetpix') {
      return selected === 'jetpix'
        ? t('methods.pixApplied', { percent: PIX_DISCOUNT_PERCENT })
        : t('methods.pix', { percent: PIX_DISCOUNT_PERCENT, price: money(pixTotalCents) });
    }
    if (code === 'jetboleto') return t('methods.boleto', { days: BOLETO_DEFAULTS.dueInDays });
    if (code === CARD_METHOD) return t('methods.card', { max: MAX_INSTALLMENTS });
    if (code === 'checkmo') return t('methods.checkmo');
    return undefined;
  }

  return (
    <StepPart title={t('methods.title')}>
      {blockedReason && <p className="text-sm text-ink-muted">{blockedReason}</p>}
      <fieldset disabled={Boolean(blockedReason) || pending !== undefined} className="flex flex-col gap-2">
        <legend className="sr-only">{t('methods.title')}</legend>
        {paymentMethods(cart).map((method) => {
          const Icon = ICONS[method.code] ?? Receipt;
          return (
            <div
              key={method.code}
              className="rounded border border-line p-3 has-[:checked]:border-primary-strong has-[:checked]:bg-primary-tint has-[:disabled]:opacity-60"
            >
              <label className="flex cursor-pointer items-center gap-3">
                <input
                  type="radio"
                  name="payment-method"
                  value={method.code}
                  checked={selected === method.code}
                  onChange={() => void choose(method.code)}
                  className="size-4 accent-primary-strong"
                />
                <Icon aria-hidden size={22} className="text-primary-strong" />
                <span className="flex-1">
                  <span className="font-medium">{method.title}</span>
                  <span
                    className={
                      method.code === 'jetpix' ? 'block text-xs text-success' : 'block text-xs text-ink-muted'
                    }
                  >
                    {condition(method.code)}
                  </span>
                </span>
                {pending === method.code && <LoaderCircle aria-hidden size={16} className="animate-spin" />}
              </label>
              {method.code === CARD_METHOD && selected === CARD_METHOD && (
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2 pl-7 text-sm">
                  <span>
                    {card
                      ? t('card.chosen', { last4: cardLast4(card), count: card.installments })
                      : t('errors.enterCard')}
                  </span>
                  <button
                    type="button"
                    onClick={onOpenCard}
                    className="font-semibold text-primary-strong underline"
                  >
                    {card ? t('card.change') : t('card.enter')}
                  </button>
                </div>
              )}
            </div>
          );
        })}
      </fieldset>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </StepPart>
  );
}
