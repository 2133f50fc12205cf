'use client';

import { maskCep, maskPhone } from '@store/br';
import { LoaderCircle, Plus } from 'lucide-react';
import { useTranslations } from 'use-intl/react';
import { useQuery } from '../../lib/query-client';
import { accountGraphQL, customerKeys } from '../../lib/session';
import { useStoreLocale } from '../../lib/store-locale';
import { CustomerAddresses, type CustomerAddressFields } from '../account';

/** The logged-in customer's address book (shared with My Account's addresses query entry). */
export function useSavedAddresses(isLoggedIn: boolean) {
  const locale = useStoreLocale();
  // The same entry as My Account's useAccountQuery(['addresses'], CustomerAddresses, {}).
  const query = useQuery({
    queryKey: [...customerKeys.current(locale.store), 'addresses', {}],
    queryFn: ({ signal }) => accountGraphQL(locale, CustomerAddresses, {}, signal),
    enabled: isLoggedIn,
    retry: false,
  });
  const addresses = isLoggedIn
    ? (query.data?.customer?.addresses ?? []).filter((address): address is CustomerAddressFields =>
        Boolean(address),
      )
    : [];
  return { addresses, isPending: isLoggedIn && query.isPending, refetch: query.refetch };
}

/**
 * The saved addresses as a radio group (rules §4): choosing one makes it current and saves it on
 * the cart; "new address" opens the form (and clears the selection).
 */
export function SavedAddressList({
  name,
  legend,
  addresses,
  currentId,
  pendingId,
  onChoose,
  onAdd,
}: {
  name: 'shipping' | 'billing';
  legend: string;
  addresses: readonly CustomerAddressFields[];
  currentId: number | undefined;
  pendingId: number | undefined;
  onChoose: (address: CustomerAddressFields) => void;
  onAdd: () => void;
}) {
  const t = useTranslations('checkout');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{legend}</legend>
      {addresses.map((address) => {
        const [street = '', number = '', neighbourhood = ''] = (address.street ?? []).map(
          (line) => line ?? '',
        );
        return (
          <label
            key={address.id}
            data-testid={`saved-address-${name}`}
            className="flex cursor-pointer items-start gap-3 rounded border border-line p-3 has-[:checked]:border-primary-strong has-[:checked]:bg-primary-tint"
          >
            <input
              type="radio"
              name={`saved-address-${name}`}
              value={address.id}
              checked={currentId === address.id}
              disabled={pendingId !== undefined}
              onChange={() => onChoose(address)}
              className="mt-1 size-4 accent-primary-strong"
            />
            <span className="flex-1 text-sm leading-relaxed">
              <strong>
                {address.firstname} {address.lastname}
              </strong>
              {(address.default_shipping || address.default_billing) && (
                <span className="ml-2 rounded-full bg-surface-muted px-2 py-0.5 text-xs text-ink-muted">
                  {t('saved.default')}
                </span>
              )}
              <br />
              {[street, number].filter(Boolean).join(', ')}
              <br />
              {[neighbourhood, address.city, address.region?.region_code].filter(Boolean).join(' – ')} · CEP{' '}
              {maskCep(address.postcode ?? '')}
              <br />
              <span className="text-ink-muted">{maskPhone(address.telephone ?? '')}</span>
            </span>
            {pendingId === address.id && <LoaderCircle aria-hidden size={16} className="animate-spin" />}
          </label>
        );
      })}
      <button
        type="button"
        onClick={onAdd}
        className="inline-flex items-center gap-2 self-start rounded px-2 py-1 text-sm font-semibold text-primary-strong underline"
      >
        <Plus aria-hidden size={16} />
        {t('saved.add')}
      </button>
    </fieldset>
  );
}
