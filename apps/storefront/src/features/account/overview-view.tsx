'use client';

import Link from 'next/link';
import { useTranslations } from 'use-intl/react';
import { type LocaleCode, localePath } from '../../lib/locales';
import { useSession } from '../../lib/session';
import type { CustomerAddressFields } from './account.documents';
import { AccountSection, AccountSkeleton } from './account-ui';
import { addressLines } from './address-model';
import { useCustomerAddresses } from './addresses-view';
import { OrdersView } from './orders-view';
import { formatTaxvat } from './profile-view';

/** /customer: the greeting, contact data, default address and the latest orders. */
export function OverviewView({ locale }: { locale: LocaleCode }) {
  const t = useTranslations('account');
  const { customer, isLoading } = useSession();
  const { addresses } = useCustomerAddresses();
  const shipping = addresses.find((address) => address.default_shipping);
  const link = 'text-sm font-semibold text-primary-strong hover:underline';
  if (isLoading || !customer) {
    return (
      <AccountSection title={t('nav.title')}>
        <AccountSkeleton lines={3} />
      </AccountSection>
    );
  }
  return (
    <AccountSection title={t('session.greeting', { name: customer.firstname ?? '' })}>
      <p className="text-ink-muted">{t('overview.text')}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="rounded border border-line p-4">
          <h2 className="font-semibold">{t('overview.contact')}</h2>
          <p className="mt-1">
            {customer.firstname} {customer.lastname}
          </p>
          <p className="text-sm text-ink-muted">{customer.email}</p>
          {customer.taxvat && <p className="text-sm text-ink-muted">{formatTaxvat(customer.taxvat)}</p>}
          <Link href={localePath(locale, '/customer/my-profile')} className={`${link} mt-2 inline-block`}>
            {t('overview.editProfile')}
          </Link>
        </div>
        <div className="rounded border border-line p-4">
          <h2 className="font-semibold">{t('overview.defaultAddress')}</h2>
          {shipping ? (
            <AddressText address={shipping} />
          ) : (
            <p className="mt-1 text-sm text-ink-muted">{t('overview.noAddress')}</p>
          )}
          <Link
            href={localePath(locale, '/customer/addresses-details')}
            className={`${link} mt-2 inline-block`}
          >
            {t('overview.manageAddresses')}
          </Link>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">{t('overview.recentOrders')}</h2>
        <Link href={localePath(locale, '/customer/order-history')} className={link}>
          {t('overview.allOrders')}
        </Link>
      </div>
      <OrdersView locale={locale} limit={3} />
    </AccountSection>
  );
}

function AddressText({ address }: { address: CustomerAddressFields }) {
  return (
    <div className="mt-1 text-sm text-ink-muted">
      {addressLines(address).map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
