'use client';

import { formatPhone } from '@store/br';
import { clsx } from 'clsx';
import { MapPin, Pencil, Plus, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { useTranslations } from 'use-intl/react';
import { type LocaleCode, localePath } from '../../lib/locales';
import { buttonClasses } from '../../ui/button';
import {
  CustomerAddresses,
  type CustomerAddressFields,
  DeleteCustomerAddress,
  UpdateCustomerAddress,
} from './account.documents';
import { FormAlert } from './account-fields';
import { AccountLoadError, AccountSection, AccountSkeleton } from './account-ui';
import { addressLines } from './address-model';
import { useAccountMutation, useAccountQuery } from './use-account-query';

export function useCustomerAddresses() {
  const query = useAccountQuery(['addresses'], CustomerAddresses, {});
  const addresses = (query.data?.customer?.addresses ?? []).filter(
    (address): address is CustomerAddressFields => Boolean(address),
  );
  return { ...query, addresses };
}

/** addresses-details: the saved addresses with their defaults, edit, delete, make default. */
export function AddressesView({ locale }: { locale: LocaleCode }) {
  const t = useTranslations('account.addresses');
  const { addresses, isPending, error } = useCustomerAddresses();
  const remove = useAccountMutation(DeleteCustomerAddress);
  const update = useAccountMutation(UpdateCustomerAddress);
  const [result, setResult] = useState<{ ok: boolean; text: string }>();

  async function run(action: () => Promise<unknown>, success: string) {
    setResult(undefined);
    try {
      await action();
      setResult({ ok: true, text: success });
    } catch (failure) {
      setResult({ ok: false, text: failure instanceof Error ? failure.message : String(failure) });
    }
  }

  return (
    <AccountSection
      title={t('title')}
      action={
        <Link
          href={localePath(locale, '/customer/addresses-details/create')}
          className={buttonClasses('primary')}
        >
          <Plus aria-hidden size={18} />
          {t('add')}
        </Link>
      }
    >
      <FormAlert message={result?.text} tone={result?.ok ? 'success' : 'danger'} />
      <AccountLoadError error={error} />
      {isPending ? (
        <AccountSkeleton />
      ) : addresses.length === 0 ? (
        <p className="rounded border border-dashed border-line p-6 text-center text-ink-muted">
          {t('empty')}
        </p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {addresses.map((address) => (
            <li key={address.id} className="flex flex-col gap-3 rounded border border-line p-4">
              <div className="flex items-start gap-3">
                <MapPin aria-hidden size={20} className="mt-0.5 shrink-0 text-primary-strong" />
                <div className="min-w-0">
                  <p className="font-semibold">
                    {address.firstname} {address.lastname}
                  </p>
                  {addressLines(address).map((line) => (
                    // The CEP line (00000-000) never breaks at its hyphen.
                    <p
                      key={line}
                      className={clsx(
                        'text-sm text-ink-muted',
                        line.startsWith('CEP ') && 'whitespace-nowrap',
                      )}
                    >
                      {line}
                    </p>
                  ))}
                  {address.telephone && (
                    <p className="whitespace-nowrap text-sm text-ink-muted">
                      {formatPhone(address.telephone)}
                    </p>
                  )}
                </div>
              </div>
              <div className="flex flex-wrap gap-2 text-xs">
                {address.default_shipping && (
                  <span className="rounded-full bg-primary-tint px-2 py-1 font-semibold text-primary-hover">
                    {t('defaultShipping')}
                  </span>
                )}
                {address.default_billing && (
                  <span className="rounded-full bg-primary-tint px-2 py-1 font-semibold text-primary-hover">
                    {t('defaultBilling')}
                  </span>
                )}
              </div>
              <div className="mt-auto flex flex-wrap gap-2">
                <Link
                  href={localePath(locale, `/customer/addresses-details/edit/${address.id}`)}
                  className={buttonClasses('secondary', 'min-h-10 px-3')}
                  aria-label={t('editLabel', {
                    name: `${address.firstname} ${address.lastname}`,
                    line: addressLines(address)[0] ?? '',
                  })}
                >
                  <Pencil aria-hidden size={16} />
                  {t('edit')}
                </Link>
                {!(address.default_shipping && address.default_billing) && (
                  <button
                    type="button"
                    className={buttonClasses('ghost', 'min-h-10 px-3')}
                    onClick={() =>
                      void run(
                        () =>
                          update.mutateAsync({
                            id: address.id,
                            input: { default_billing: true, default_shipping: true },
                          }),
                        t('madeDefault'),
                      )
                    }
                  >
                    {t('makeDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className={buttonClasses('ghost', 'min-h-10 px-3 text-danger')}
                  aria-label={t('deleteLabel', { line: addressLines(address)[0] ?? '' })}
                  onClick={() => {
                    if (!window.confirm(t('deleteConfirm'))) return;
                    void run(() => remove.mutateAsync({ id: address.id }), t('deleted'));
                  }}
                >
                  <Trash2 aria-hidden size={16} />
                  {t('delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </AccountSection>
  );
}
