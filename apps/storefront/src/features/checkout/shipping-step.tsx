'use client';

import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslations } from 'use-intl/react';
import type { Locale } from '../../lib/locales';
import { useFormatPrice } from '../../ui/use-format-price';
import type { CustomerAddressFields } from '../account';
import { AddressForm, type AddressFormOutput } from './address-form';
import { fromCartAddress, toCartAddressInput } from './address-schema';
import { AddressSummary } from './address-summary';
import {
  type CheckoutCartFields,
  type RegionFields,
  SetBillingAddressOnCart,
  SetShippingAddressesOnCart,
  SetShippingMethodsOnCart,
  SetShippingSavedAddressOnCart,
} from './checkout.documents';
import { selectableShippingMethods, shippingAddressOf, shippingMethodKey } from './checkout-steps';
import { SavedAddressList, useSavedAddresses } from './saved-address-list';
import { currentSavedAddressId, matchSavedAddress, showsNewAddressForm } from './saved-addresses';
import { StepPart } from './step-group';
import { useCartMutation } from './use-checkout-cart';

/**
 * Shipping address and method. Saving the address sets it on the cart (and, while billing is the
 * same as shipping, the billing address too), which answers the shipping methods for it. A
 * logged-in shopper with saved addresses picks one of them (rules §4); the new-address form opens
 * only on "new address" (which clears the selection; cancelling restores it).
 */
export function ShippingStep({
  locale,
  cart,
  regions,
  billingSameAsShipping,
  isLoggedIn = false,
}: {
  locale: Locale;
  cart: CheckoutCartFields;
  regions: readonly RegionFields[];
  billingSameAsShipping: boolean;
  isLoggedIn?: boolean;
}) {
  const t = useTranslations('checkout');
  const mutate = useCartMutation(locale);
  const address = shippingAddressOf(cart);
  const [isEditing, setEditing] = useState(!address);
  const saved = useSavedAddresses(isLoggedIn);
  const [isAdding, setAdding] = useState(false);
  const [chosenId, setChosenId] = useState<number>();
  const [pendingId, setPendingId] = useState<number>();
  const [error, setError] = useState<string>();
  const currentId = currentSavedAddressId({
    isAdding,
    chosenId,
    matchedId: matchSavedAddress(address, saved.addresses),
  });

  async function sameBilling() {
    if (billingSameAsShipping) {
      await mutate(SetBillingAddressOnCart, { cartId: cart.id, billing: { same_as_shipping: true } });
    }
  }

  async function save(values: AddressFormOutput) {
    await mutate(SetShippingAddressesOnCart, {
      cartId: cart.id,
      address: toCartAddressInput(values, regions),
    });
    await sameBilling();
    setEditing(false);
    if (isLoggedIn) {
      // The server keeps a customer's new address in their book (save_in_address_book): it is
      // now one of the saved addresses, and the current one.
      setAdding(false);
      setChosenId(undefined);
      await saved.refetch();
    }
  }

  /** Rules §4: a chosen saved address becomes current and goes to the cart by its id. */
  async function choose(chosen: CustomerAddressFields) {
    setChosenId(chosen.id);
    setPendingId(chosen.id);
    setError(undefined);
    try {
      await mutate(SetShippingSavedAddressOnCart, { cartId: cart.id, addressId: chosen.id });
      await sameBilling();
    } catch (cause) {
      setChosenId(undefined);
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setPendingId(undefined);
    }
  }

  const hasSaved = isLoggedIn && saved.addresses.length > 0;
  let addressPart: ReactNode;
  if (saved.isPending) {
    addressPart = (
      <p className="flex items-center gap-2 text-sm text-ink-muted">
        <LoaderCircle aria-hidden size={16} className="animate-spin" /> {t('saved.loading')}
      </p>
    );
  } else if (hasSaved && !showsNewAddressForm({ isLoggedIn, savedCount: saved.addresses.length, isAdding })) {
    addressPart = (
      <SavedAddressList
        name="shipping"
        legend={t('shipping.addressTitle')}
        addresses={saved.addresses}
        currentId={currentId}
        pendingId={pendingId}
        onChoose={(chosen) => void choose(chosen)}
        onAdd={() => setAdding(true)}
      />
    );
  } else if (hasSaved || isEditing || !address) {
    addressPart = (
      <AddressForm
        locale={locale}
        name="shipping"
        regions={regions}
        initial={!hasSaved && address ? fromCartAddress(address) : undefined}
        submitLabel={t('shipping.saveAddress')}
        onSubmit={save}
        onCancel={hasSaved ? () => setAdding(false) : address ? () => setEditing(false) : undefined}
      />
    );
  } else {
    addressPart = (
      <div className="flex flex-wrap items-start justify-between gap-3 rounded border border-line p-3">
        <AddressSummary address={address} />
        <button
          type="button"
          onClick={() => setEditing(true)}
          className="text-sm font-semibold text-primary-strong underline"
        >
          {t('change')}
        </button>
      </div>
    );
  }

  return (
    <>
      <StepPart title={t('shipping.addressTitle')}>
        {addressPart}
        {error && (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        )}
      </StepPart>
      <StepPart title={t('shipping.methodTitle')}>
        <ShippingMethods locale={locale} cart={cart} />
      </StepPart>
    </>
  );
}

function ShippingMethods({ locale, cart }: { locale: Locale; cart: CheckoutCartFields }) {
  const t = useTranslations('checkout');
  const formatPrice = useFormatPrice();
  const mutate = useCartMutation(locale);
  const [pending, setPending] = useState<string>();
  const [error, setError] = useState<string>();
  const address = shippingAddressOf(cart);
  if (!address) {
    return <p className="text-sm text-ink-muted">{t('errors.selectAddressFirst')}</p>;
  }
  const methods = selectableShippingMethods(cart);
  if (methods.length === 0) {
    return <p className="text-sm text-danger">{t('shipping.noMethods')}</p>;
  }
  const selected = address.selected_shipping_method;
  const selectedKey = selected ? shippingMethodKey(selected) : undefined;

  async function choose(carrierCode: string, methodCode: string) {
    const key = `${carrierCode}_${methodCode}`;
    setPending(key);
    setError(undefined);
    try {
      await mutate(SetShippingMethodsOnCart, { cartId: cart.id, carrierCode, methodCode });
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setPending(undefined);
    }
  }

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{t('shipping.methodTitle')}</legend>
      {methods.map((method) => {
        const key = shippingMethodKey(method);
        const amount = method.amount.value ?? 0;
        return (
          <label
            key={key}
            className="flex cursor-pointer items-center gap-3 rounded border border-line p-3 has-[:checked]:border-primary-strong has-[:checked]:bg-primary-tint"
          >
            <input
              type="radio"
              name="shipping-method"
              value={key}
              checked={selectedKey === key}
              disabled={pending !== undefined}
              onChange={() => void choose(method.carrier_code, method.method_code)}
              className="size-4 accent-primary-strong"
            />
            <span className="flex-1">
              <span className="font-medium">{method.method_title ?? method.carrier_title}</span>
              <span className="block text-xs text-ink-muted">{method.carrier_title}</span>
            </span>
            {pending === key && <LoaderCircle aria-hidden size={16} className="animate-spin" />}
            <span className={amount === 0 ? 'font-semibold text-success' : 'tabular font-semibold'}>
              {amount === 0 ? t('shipping.free') : formatPrice.price(amount, method.amount.currency ?? 'BRL')}
            </span>
          </label>
        );
      })}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
