'use client';

import { PackageOpen } from 'lucide-react';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'use-intl/react';
import { type LocaleCode, localePath } from '../../lib/locales';
import { buttonClasses } from '../../ui/button';
import { CustomerOrdersQuery, type Money, type OrderListItem } from './account.documents';
import { AccountLoadError, AccountSection, AccountSkeleton } from './account-ui';
import { useAccountQuery } from './use-account-query';

export function useMoney() {
  const format = useFormatter();
  return (money: Money | null | undefined) =>
    money?.value === null || money?.value === undefined
      ? ''
      : format.number(money.value, { style: 'currency', currency: money.currency ?? 'BRL' });
}

/** The recent orders (customer.orders, newest first). */
export function useCustomerOrders(pageSize = 20) {
  const query = useAccountQuery(['orders'], CustomerOrdersQuery, { currentPage: 1, pageSize });
  const orders = (query.data?.customer?.orders?.items ?? []).filter((order): order is OrderListItem =>
    Boolean(order),
  );
  return { ...query, orders };
}

/** order-history: number, date, status and total of every order, each linking to its detail. */
export function OrdersView({ locale, limit }: { locale: LocaleCode; limit?: number }) {
  const t = useTranslations('account.orders');
  const format = useFormatter();
  const money = useMoney();
  const { orders, isPending, error } = useCustomerOrders(limit ?? 50);
  const content = isPending ? (
    <AccountSkeleton />
  ) : orders.length === 0 ? (
    <div className="flex flex-col items-center gap-3 rounded border border-dashed border-line p-6 text-center">
      <PackageOpen aria-hidden size={32} className="text-ink-muted" />
      <p className="text-ink-muted">{t('empty')}</p>
      <Link href={localePath(locale, '/')} className={buttonClasses('primary')}>
        {t('shop')}
      </Link>
    </div>
  ) : (
    <div className="overflow-x-auto rounded border border-line">
      <table className="w-full min-w-[32rem] text-left text-sm">
        <thead className="bg-surface-muted text-ink-muted">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('number')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('date')}
            </th>
            <th scope="col" className="px-3 py-2 font-semibold">
              {t('status')}
            </th>
            <th scope="col" className="px-3 py-2 text-right font-semibold">
              {t('total')}
            </th>
            <th scope="col" className="px-3 py-2">
              <span className="sr-only">{t('details')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id} className="border-t border-line">
              <td className="px-3 py-2 font-semibold tabular-nums">{order.number}</td>
              <td className="px-3 py-2">
                {format.dateTime(new Date(order.order_date.replace(' ', 'T')), { dateStyle: 'short' })}
              </td>
              <td className="px-3 py-2">{order.status}</td>
              <td className="px-3 py-2 text-right tabular-nums">{money(order.total?.grand_total)}</td>
              <td className="px-3 py-2 text-right">
                <Link
                  href={localePath(locale, `/customer/order-history/${encodeURIComponent(order.number)}`)}
                  className="font-semibold text-primary-strong hover:underline"
                  aria-label={t('viewLabel', { number: order.number })}
                >
                  {t('view')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
  if (limit) return content;
  return (
    <AccountSection title={t('title')}>
      <AccountLoadError error={error} />
      {content}
    </AccountSection>
  );
}
