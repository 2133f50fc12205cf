'use client';

import { useState } from 'react';
import { useTranslations } from 'use-intl/react';
import type { Locale } from '../../lib/locales';
import type { CustomerAddressFields } from '../account';
import { AddressForm, type AddressFormOutput } from './address-form';
import { fromCartAddress, toCartAddressInput } from './address-schema';
import { AddressSummary } from './address-summary';
import {
  type CheckoutCartFields,
  type RegionFields,
  SetBillingAddressOnCart,
  SetShippingMethodsOnCart,
} from './checkout.documents';
import { shippingAddressOf } from './checkout-steps';
import { SavedAddressList, useSavedAddresses } from './saved-address-list';
import { currentSavedAddressId, matchSavedAddress, showsNewAddressForm } from './saved-addresses';
import { StepPart } from './step-group';
import { useCartMutation } from './use-checkout-cart';

/**
 * Billing address: the same as shipping (default) or another one. Rules §4: after saving billing,
 * the cart's shipping method is re-applied.
 */
export function BillingStep({
  locale,
  cart,
  regions,
  sameAsShipping,
  onSameAsShippingChange,
  isLoggedIn = false,
}: {
  locale: Locale;
  cart: CheckoutCartFields;
  regions: readonly RegionFields[];
  sameAsShipping: boolean;
  onSameAsShippingChange: (value: boolean) => void;
  isLoggedIn?: boolean;
}) {
  const t = useTranslations('checkout');
  const mutate = useCartMutation(locale);
  const [isEditing, setEditing] = useState(!cart.billing_address);
  const [error, setError] = useState<string>();
  const shipping = shippingAddressOf(cart);
  const saved = useSavedAddresses(isLoggedIn);
  const [isAdding, setAdding] = useState(false);
  const [chosenId, setChosenId] = useState<number>();
  const [pendingId, setPendingId] = useState<number>();
  const currentId = currentSavedAddressId({
    isAdding,
    chosenId,
    matchedId: matchSavedAddress(cart.billing_address, saved.addresses),
  });
  const hasSaved = isLoggedIn && saved.addresses.length > 0;

  async function reapplyShippingMethod() {
    const method = shippingAddressOf(cart)?.selected_shipping_method;
    if (method) {
      await mutate(SetShippingMethodsOnCart, {
        cartId: cart.id,
        carrierCode: method.carrier_code,
        methodCode: method.method_code,
      });
    }
  }

  async function applySameAsShipping(checked: boolean) {
    onSameAsShippingChange(checked);
    setError(undefined);
    if (!checked) {
      setEditing(true);
      return;
    }
    if (!shipping) return;
    try {
      await mutate(SetBillingAddressOnCart, { cartId: cart.id, billing: { same_as_shipping: true } });
      await reapplyShippingMethod();
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause));
    }
  }

  async function save(values: AddressFormOutput) {
    await mutate(SetBillingAddressOnCart, {
      cartId: cart.id,
      billing: { address: toCartAddressInput(values, regions) },
    });
    await reapplyShippingMethod();
    setEditing(false);
    if (isLoggedIn) {
      setAdding(false);
      setChosenId(undefined);
      await saved.refetch();
    }
  }

  /** Rules §4: a chosen saved address becomes current, is saved as billing, and shipping re-applied. */
  async function choose(chosen: CustomerAddressFields) {
    setChosenId(chosen.id);
    setPendingId(chosen.id);
    setError(undefined);
    try {
      await mutate(SetBillingAddressOnCart, { cartId: cart.id, billing: { customer_address_id: chosen.id } });
      await reapplyShippingMethod();
    } catch (cause) {
      setChosenId(undefined);
      setError(cause instanceof Error ? cause.message : String(cause));
    } finally {
      setPendingId(undefined);
    }
  }

  return (
    <StepPart title={t('billing.title')}>
      {!cart.is_virtual && (
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={sameAsShipping}
            onChange={(event) => void applySameAsShipping(event.target.checked)}
            className="size-4 accent-primary-strong"
          />
          {t('billing.sameAsShipping')}
        </label>
      )}
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
      {sameAsShipping && !cart.is_virtual ? null : hasSaved &&
        !showsNewAddressForm({ isLoggedIn, savedCount: saved.addresses.length, isAdding }) ? (
        <SavedAddressList
          name="billing"
          legend={t('billing.title')}
          addresses={saved.addresses}
          currentId={currentId}
          pendingId={pendingId}
          onChoose={(chosen) => void choose(chosen)}
          onAdd={() => setAdding(true)}
        />
      ) : hasSaved || isEditing || !cart.billing_address ? (
        <AddressForm
          locale={locale}
          name="billing"
          regions={regions}
          initial={!hasSaved && cart.billing_address ? fromCartAddress(cart.billing_address) : undefined}
          submitLabel={t('billing.save')}
          onSubmit={save}
          onCancel={
            hasSaved ? () => setAdding(false) : cart.billing_address ? () => setEditing(false) : undefined
          }
        />
      ) : (
        <div className="flex flex-wrap items-start justify-between gap-3 rounded border border-line p-3">
          <AddressSummary address={cart.billing_address} />
          <button
            type="button"
            onClick={() => setEditing(true)}
            className="text-sm font-semibold text-primary-strong underline"
          >
            {t('change')}
          </button>
        </div>
      )}
    </StepPart>
  );
}
