'use client';

import { LoaderCircle, ShoppingCart } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { forgetCartId } from '../../lib/cart-cookie';
import { clientGraphQL } from '../../lib/graphql.client';
import { type LocaleCode, localeOf, localePath } from '../../lib/locales';
import { useQueryClient } from '../../lib/query-client';
import { requestJson } from '../../lib/rest-client';
import { buttonClasses } from '../../ui/button';
import { useFormatPrice } from '../../ui/use-format-price';
import { cancelAbandonedCartSync, deleteAbandonedCart, recordAbandonedCartConversion } from '../cart';
import { CardChoiceModal, OrderPayment, successPath } from '../payments';
import { BillingStep } from './billing-step';
import { type CheckoutCartFields, SetBillingAddressOnCart } from './checkout.documents';
import {
  type CardChoice,
  cartItems,
  installmentChoices,
  isPaymentStepComplete,
  isShippingStepComplete,
  placementBlocker,
  shippingAddressOf,
} from './checkout-steps';
import { forgetCheckoutRefusal, GuestCheckoutNotice, noteCheckoutError } from './guest-checkout';
import { GuestEmail } from './guest-email';
import { OrderSummary } from './order-summary';
import { PaymentMethods } from './payment-methods';
import { type PlacedOrder, placeOrder, toRestAddress } from './place-order';
import { ShippingStep } from './shipping-step';
import { StepGroup, StepPart } from './step-group';
import { checkoutCartKey, useCheckoutCart } from './use-checkout-cart';
import { useBrazilRegions } from './use-regions';

/**
 * /checkout (rules §2 and §4): 'Detalhes de Entrega' (e-mail, address, shipping method) and
 * 'Detalhes de Pagamento' (billing, payment method), the order summary beside them, and
 * 'Finalizar pedido', which places the order and opens the payment of its method.
 */
export function CheckoutView({ locale: code, isLoggedIn }: { locale: LocaleCode; isLoggedIn: boolean }) {
  const locale = localeOf(code);
  const t = useTranslations('checkout');
  const cartQuery = useCheckoutCart(locale, isLoggedIn);
  const regions = useBrazilRegions(locale);
  const [placed, setPlaced] = useState<{ order: PlacedOrder; card: CardChoice | undefined }>();

  if (placed) return <OrderPayment locale={locale} order={placed.order} pendingCard={placed.card} />;
  if (cartQuery.isPending || regions.isPending) {
    return (
      <p className="flex items-center gap-2 py-12 text-ink-muted">
        <LoaderCircle aria-hidden className="animate-spin" size={20} /> {t('loading')}
      </p>
    );
  }
  if (cartQuery.isError || regions.isError) {
    return (
      <p role="alert" className="py-12 text-danger">
        {t('loadFailed')} {(cartQuery.error ?? regions.error)?.message}
      </p>
    );
  }
  const cart = cartQuery.data;
  if (!cart || cartItems(cart).length === 0) {
    return (
      <div className="flex flex-col items-center gap-4 py-16 text-center">
        <ShoppingCart aria-hidden size={40} className="text-primary-strong" />
        <p className="text-lg font-semibold">{t('empty.title')}</p>
        <Link href={localePath(locale, '/')} className={buttonClasses('primary')}>
          {t('empty.action')}
        </Link>
      </div>
    );
  }
  return (
    <CheckoutForm
      locale={code}
      cart={cart}
      regions={regions.data}
      isLoggedIn={isLoggedIn}
      onPlaced={(order, card) => setPlaced({ order, card })}
    />
  );
}

function CheckoutForm({
  locale: code,
  cart,
  regions,
  isLoggedIn,
  onPlaced,
}: {
  locale: LocaleCode;
  cart: CheckoutCartFields;
  regions: NonNullable<ReturnType<typeof useBrazilRegions>['data']>;
  isLoggedIn: boolean;
  onPlaced: (order: PlacedOrder, card: CardChoice | undefined) => void;
}) {
  const locale = localeOf(code);
  const t = useTranslations('checkout');
  const formatPrice = useFormatPrice();
  const router = useRouter();
  const queryClient = useQueryClient();
  const [sameAsShipping, setSameAsShipping] = useState(() => isSameAddress(cart));
  const [card, setCard] = useState<CardChoice>();
  const [isCardOpen, setCardOpen] = useState(false);
  const [isPlacing, setPlacing] = useState(false);
  const [placeError, setPlaceError] = useState<string>();
  // A refusal met on an earlier visit is not carried to this one (the cart may have changed).
  useEffect(() => forgetCheckoutRefusal, []);

  const shippingComplete = isShippingStepComplete(cart);
  const paymentComplete = isPaymentStepComplete(cart, card);
  const blocker = placementBlocker(cart, card, { needsGuestEmail: !isLoggedIn });
  const paymentBlocked = !shippingComplete
    ? t('errors.fillShippingInfo')
    : !cart.billing_address
      ? t('errors.fillBillingInfo')
      : undefined;
  const currency = cart.prices?.grand_total?.currency ?? 'BRL';
  // The server's threshold in the display currency, as the cart page shows it.
  const minimumOrder = cart.minimum_order?.minimum;
  const minimum = formatPrice.price(minimumOrder?.value ?? 0, minimumOrder?.currency ?? currency);

  async function finish() {
    setPlacing(true);
    setPlaceError(undefined);
    try {
      const billing =
        sameAsShipping || !cart.billing_address
          ? ({ sameAsShipping: true } as const)
          : { address: toRestAddress(cart.billing_address) };
      const order = await placeOrder(cart, billing, {
        post: (path, body) => requestJson(locale, 'POST', path, body),
        setBilling: (input) =>
          clientGraphQL(locale, SetBillingAddressOnCart, { cartId: cart.id, billing: input }),
      });
      // The cart became the order: forget its id; the header and mini cart start a new one. Its
      // abandoned-cart record goes, and a recovery link's utm_term counts the conversion.
      forgetCartId();
      if (isLoggedIn) {
        cancelAbandonedCartSync(locale);
        void deleteAbandonedCart(locale, cart.id);
      }
      void recordAbandonedCartConversion(locale);
      queryClient.setQueryData(checkoutCartKey(locale), null);
      void queryClient.invalidateQueries({ queryKey: ['cart'] });
      // A reload comes back to this order's payment (the page reads these parameters).
      window.history.replaceState(
        null,
        '',
        `?${new URLSearchParams({ order: order.number, token: order.token })}`,
      );
      if (order.payment_method.code === 'checkmo') {
        router.push(successPath(locale, order));
        return;
      }
      onPlaced(order, card);
    } catch (error) {
      console.error('placing the order failed', error);
      noteCheckoutError(error);
      setPlaceError(error instanceof Error ? error.message : String(error));
      setPlacing(false);
    }
  }

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <div className="order-2 flex flex-col gap-6 lg:order-1">
        {!isLoggedIn && <GuestCheckoutNotice />}
        <StepGroup
          id="checkout-shipping"
          number={1}
          title={t('groups.shipping')}
          isComplete={shippingComplete}
          completeLabel={t('groups.complete')}
        >
          {!isLoggedIn && (
            <StepPart title={t('email.title')}>
              <GuestEmail locale={locale} cart={cart} />
            </StepPart>
          )}
          {cart.is_virtual ? (
            <p className="text-sm text-ink-muted">{t('shipping.virtual')}</p>
          ) : (
            <ShippingStep
              locale={locale}
              cart={cart}
              regions={regions}
              billingSameAsShipping={sameAsShipping}
              isLoggedIn={isLoggedIn}
            />
          )}
        </StepGroup>
        <StepGroup
          id="checkout-payment"
          number={2}
          title={t('groups.payment')}
          isComplete={paymentComplete}
          completeLabel={t('groups.complete')}
        >
          <BillingStep
            locale={locale}
            cart={cart}
            regions={regions}
            sameAsShipping={sameAsShipping}
            onSameAsShippingChange={setSameAsShipping}
            isLoggedIn={isLoggedIn}
          />
          <PaymentMethods
            locale={locale}
            cart={cart}
            blockedReason={paymentBlocked}
            card={card}
            onOpenCard={() => setCardOpen(true)}
          />
        </StepGroup>
        <div className="flex flex-col gap-2">
          {blocker === 'belowMinimum' && (
            <p
              role="alert"
              className="rounded border border-warning bg-warning-tint p-3 text-sm text-warning"
            >
              {t('errors.belowMinimum', { minimum })}
            </p>
          )}
          <button
            type="button"
            onClick={() => void finish()}
            disabled={blocker !== undefined || isPlacing}
            aria-describedby="place-order-hint"
            className={buttonClasses('primary', 'min-h-12 w-full text-base')}
          >
            {isPlacing && <LoaderCircle aria-hidden size={20} className="animate-spin" />}
            {isPlacing ? t('placing') : t('place')}
          </button>
          <p id="place-order-hint" className="text-sm text-ink-muted">
            {blocker && blocker !== 'belowMinimum' ? t(`errors.${blocker}`) : t('placeHint')}
          </p>
          {placeError && (
            <div role="alert" className="rounded border border-danger bg-danger-tint p-3 text-sm text-danger">
              <strong className="block">{t('placeFailed')}</strong>
              {placeError}
            </div>
          )}
        </div>
      </div>
      <div className="order-1 lg:order-2">
        <OrderSummary cart={cart} />
      </div>
      <CardChoiceModal
        open={isCardOpen}
        onClose={() => setCardOpen(false)}
        installments={installmentChoices(cart)}
        currency={currency}
        initial={card}
        onChoose={(choice) => {
          setCard(choice);
          setCardOpen(false);
        }}
      />
    </div>
  );
}

/** Billing is the same as shipping until the cart says otherwise (rules §4: their ids differ). */
function isSameAddress(cart: CheckoutCartFields): boolean {
  const shipping = shippingAddressOf(cart);
  const billing = cart.billing_address;
  if (!shipping || !billing) return true;
  return (
    shipping.postcode === billing.postcode &&
    shipping.street.join('|') === billing.street.join('|') &&
    shipping.firstname === billing.firstname &&
    shipping.lastname === billing.lastname
  );
}
