'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { type LocaleCode, localeOf, localePath } from '../../lib/locales';
import { AddressForm, useBrazilRegions } from '../checkout';
import { CreateCustomerAddress, UpdateCustomerAddress } from './account.documents';
import { AccountLoadError, AccountSection, AccountSkeleton } from './account-ui';
import { toAddressFormValues, toCustomerAddressInput } from './address-model';
import { useCustomerAddresses } from './addresses-view';
import { useAccountMutation } from './use-account-query';

/**
 * addresses-details/create and edit/{id}: the checkout's address form (CEP lookup, masks, rules §5
 * rules) with the default billing and shipping choices; back to the list after saving.
 */
export function AddressEditor({ locale, addressId }: { locale: LocaleCode; addressId?: string }) {
  const t = useTranslations('account.addresses');
  const router = useRouter();
  const storeLocale = localeOf(locale);
  const regions = useBrazilRegions(storeLocale);
  const { addresses, isPending, error } = useCustomerAddresses();
  const create = useAccountMutation(CreateCustomerAddress);
  const update = useAccountMutation(UpdateCustomerAddress);
  const existing = addressId ? addresses.find((address) => String(address.id) === addressId) : undefined;
  const [defaults, setDefaults] = useState<{ billing: boolean; shipping: boolean }>();
  const listPath = localePath(locale, '/customer/addresses-details');
  const title = addressId ? t('editTitle') : t('createTitle');

  if (isPending || regions.isPending) {
    return (
      <AccountSection title={title}>
        <AccountSkeleton lines={5} />
      </AccountSection>
    );
  }
  if (addressId && !existing) {
    return (
      <AccountSection title={title}>
        <AccountLoadError error={error} />
        {!error && <p className="text-ink-muted">{t('notFound')}</p>}
      </AccountSection>
    );
  }
  // The first address becomes the default for both, as a shopper expects.
  const chosen = defaults ?? {
    billing: existing?.default_billing ?? addresses.length === 0,
    shipping: existing?.default_shipping ?? addresses.length === 0,
  };

  return (
    <AccountSection title={title}>
      <AccountLoadError error={regions.error} />
      <fieldset className="flex flex-col gap-1 sm:flex-row sm:gap-6">
        <legend className="sr-only">{t('defaults')}</legend>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary-strong"
            checked={chosen.shipping}
            onChange={(event) => setDefaults({ ...chosen, shipping: event.target.checked })}
          />
          {t('useAsDefaultShipping')}
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary-strong"
            checked={chosen.billing}
            onChange={(event) => setDefaults({ ...chosen, billing: event.target.checked })}
          />
          {t('useAsDefaultBilling')}
        </label>
      </fieldset>
      <AddressForm
        locale={storeLocale}
        name="shipping"
        regions={regions.data ?? []}
        initial={existing ? toAddressFormValues(existing) : undefined}
        submitLabel={t('save')}
        onCancel={() => router.push(listPath)}
        onSubmit={async (values) => {
          const input = toCustomerAddressInput(values, regions.data ?? [], chosen);
          if (existing) await update.mutateAsync({ id: existing.id, input });
          else await create.mutateAsync({ input });
          router.push(listPath);
        }}
      />
    </AccountSection>
  );
}
