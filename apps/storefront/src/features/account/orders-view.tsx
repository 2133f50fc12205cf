'use client';

import { PackageOpen } from 'lucide-react';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'use-intl/react';
import { type LocaleCode, localePath } from '../../lib/locales';
import { serverTime } from '../../lib/server-time';
import { useFormatPrice } from '../../ui/use-format-price';
import { CustomerOrdersQuery, type Money, type OrderListItem } from './account.documents';
import {
  AccountEmpty,
  AccountLoadError,
  AccountSection,
  AccountSkeleton,
  AccountTableHead,
} from './account-ui';
import { useAccountQuery } from './use-account-query';

export function useMoney() {
  const format = useFormatPrice();
  return (money: Money | null | undefined) =>
    money?.value === null || money?.value === undefined
      ? ''
      : format.price(money.value, money.currency ?? 'BRL');
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
  const dateOf = (order: OrderListItem) =>
    format.dateTime(serverTime(order.order_date), { dateStyle: 'short' });
  const content = isPending ? (
    <AccountSkeleton />
  ) : orders.length === 0 ? (
    <AccountEmpty icon={PackageOpen} text={t('empty')} shopLabel={t('shop')} locale={locale} />
  ) : (
    <>
      {/* Phones and tablets: one card per order, nothing wider than the screen. */}
      <ul aria-label={t('title')} className="flex flex-col gap-3 lg:hidden">
        {orders.map((order) => (
          <li key={order.id} className="rounded border border-line p-3 text-sm">
            <div className="flex items-baseline justify-between gap-3">
              <p className="font-semibold tabular-nums">{t('numberLabel', { number: order.number })}</p>
              <p className="whitespace-nowrap font-semibold tabular-nums">
                <span className="sr-only">{t('total')}: </span>
                {money(order.total?.grand_total)}
              </p>
            </div>
            <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-ink-muted">
              <p>
                {dateOf(order)} · {order.status}
              </p>
              <Link
                href={localePath(locale, `/customer/order-history/${encodeURIComponent(order.number)}`)}
                className="inline-flex min-h-10 items-center font-semibold text-primary-strong hover:underline"
                aria-label={t('viewLabel', { number: order.number })}
              >
                {t('view')}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden rounded border border-line lg:block">
        <table className="w-full text-left text-sm">
          <AccountTableHead
            columns={[
              { label: t('number') },
              { label: t('date') },
              { label: t('status') },
              { label: t('total'), align: 'right' },
              { label: t('details'), hidden: true },
            ]}
          />
          <tbody>
            {orders.map((order) => (
              <tr key={order.id} className="border-t border-line">
                <td className="px-3 py-2 font-semibold tabular-nums">{order.number}</td>
                <td className="px-3 py-2">{dateOf(order)}</td>
                <td className="px-3 py-2">{order.status}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                  {money(order.total?.grand_total)}
                </td>
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
    </>
  );
  if (limit) return content;
  return (
    <AccountSection title={t('title')}>
      <AccountLoadError error={error} />
      {content}
    </AccountSection>
  );
}
