'use client';

import { isCompleteCep, maskCep, normalizeCep } from '@store/br';
import { LoaderCircle, Truck } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { clientGraphQL } from '../../lib/graphql.client';
import { useIsLoggedIn } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import { openOverlay } from '../../lib/ui-store';
import { useFormatPrice } from '../../ui/use-format-price';
import { type EstimatedShippingMethod, EstimateShippingMethods } from './cart.documents';
import { ensureCartId } from './cart-id';
import { useCart } from './cart-state';

/**
 * Shipping cost by CEP, on the product page and the cart (rules §6: logged-in only, guests read
 * 'Log in or register to check shipping costs'). The server prices the customer's cart for the
 * CEP (estimateShippingMethods) without changing it; Magento estimates carts, not single
 * products, so on the product page the estimate is the cart's (and asks for a product first).
 */
export function ShippingEstimate({ showGuestMessage = true }: { showGuestMessage?: boolean }) {
  const t = useTranslations('cart.estimate');
  const formatPrice = useFormatPrice();
  const locale = useStoreLocale();
  const id = useId();
  const { isLoggedIn, isKnown } = useIsLoggedIn();
  const { cart } = useCart();
  const [cep, setCep] = useState('');
  const [state, setState] = useState<
    | { status: 'idle' }
    | { status: 'loading' }
    | { status: 'done'; methods: EstimatedShippingMethod[] }
    | { status: 'error'; message: string }
  >({ status: 'idle' });

  if (!isKnown) return null;
  if (!isLoggedIn) {
    if (!showGuestMessage) return null;
    return (
      <p className="flex flex-wrap items-center gap-2 rounded bg-surface-muted px-3 py-2 text-sm text-ink">
        <Truck aria-hidden="true" size={18} className="shrink-0 text-ink-muted" />
        {t('guest')}
        <button
          type="button"
          onClick={() => openOverlay('login')}
          className="font-semibold text-primary-strong underline"
        >
          {t('login')}
        </button>
      </p>
    );
  }

  async function estimate(event: FormEvent) {
    event.preventDefault();
    if (!isCompleteCep(cep)) {
      setState({ status: 'error', message: t('invalidCep') });
      return;
    }
    // The server prices the cart's parcel: with nothing in it there is nothing to ship yet.
    if (!cart || cart.lines.length === 0) {
      setState({ status: 'error', message: t('emptyCart') });
      return;
    }
    setState({ status: 'loading' });
    try {
      const cartId = await ensureCartId(locale);
      const { estimateShippingMethods } = await clientGraphQL(locale, EstimateShippingMethods, {
        cartId,
        postcode: normalizeCep(cep),
      });
      const methods = (estimateShippingMethods ?? []).filter((method): method is EstimatedShippingMethod =>
        Boolean(method?.available && method.method_code),
      );
      setState({ status: 'done', methods });
    } catch (error) {
      console.error('shipping estimate failed', error);
      setState({
        status: 'error',
        message: error instanceof Error && error.message ? error.message : t('failed'),
      });
    }
  }

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2 rounded border border-line p-3">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-sm font-semibold">
        <Truck aria-hidden="true" size={18} className="text-ink-muted" />
        {t('title')}
      </h2>
      <form onSubmit={(event) => void estimate(event)} noValidate className="flex items-end gap-2">
        <label htmlFor={`${id}-cep`} className="sr-only">
          {t('label')}
        </label>
        <input
          id={`${id}-cep`}
          name="cep"
          inputMode="numeric"
          autoComplete="postal-code"
          placeholder="00000-000"
          value={cep}
          onChange={(event) => setCep(maskCep(event.target.value))}
          aria-invalid={state.status === 'error' || undefined}
          aria-describedby={`${id}-result`}
          className="min-h-10 w-32 rounded border border-line px-3 text-sm tabular"
        />
        <button
          type="submit"
          disabled={state.status === 'loading'}
          className="inline-flex min-h-10 items-center gap-2 rounded border border-primary-strong px-3 text-sm font-semibold text-primary-strong hover:bg-primary-tint disabled:opacity-60"
        >
          {state.status === 'loading' && <LoaderCircle aria-hidden size={16} className="animate-spin" />}
          {t('submit')}
        </button>
      </form>
      <div id={`${id}-result`} aria-live="polite" className="text-sm">
        {state.status === 'error' && <p className="text-danger">{state.message}</p>}
        {state.status === 'done' &&
          (state.methods.length === 0 ? (
            <p className="text-ink-muted">{t('none')}</p>
          ) : (
            <>
              <ul className="flex flex-col gap-1" data-testid="shipping-estimate">
                {state.methods.map((method) => {
                  const amount = method.amount.value ?? 0;
                  return (
                    <li
                      key={`${method.carrier_code}_${method.method_code}`}
                      className="flex justify-between gap-3"
                    >
                      <span>{method.method_title ?? method.carrier_title}</span>
                      <span className={amount === 0 ? 'font-semibold text-success' : 'tabular font-semibold'}>
                        {amount === 0
                          ? t('free')
                          : formatPrice.price(amount, method.amount.currency ?? 'BRL')}
                      </span>
                    </li>
                  );
                })}
              </ul>
              <p className="mt-1 text-xs text-ink-muted">{t('note')}</p>
            </>
          ))}
      </div>
    </section>
  );
}
