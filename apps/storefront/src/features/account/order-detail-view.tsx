'use client';

import { formatPhone, maskCep } from '@store/br';
import { ArrowLeft, LoaderCircle } from 'lucide-react';
import Link from 'next/link';
import { useCallback, useState } from 'react';
import { useFormatter, useTranslations } from 'use-intl/react';
import { type LocaleCode, localeOf, localePath } from '../../lib/locales';
import { useQuery } from '../../lib/query-client';
import { requestJson } from '../../lib/rest-client';
import { serverTime } from '../../lib/server-time';
import { buttonClasses } from '../../ui/button';
import type { PlacedOrder } from '../checkout';
import { OrderPayment } from '../payments';
import { CustomerOrderDetail, type OrderAddressFields, type OrderDetailFields } from './account.documents';
import { AccountLoadError, AccountSection, AccountSkeleton, AccountTableHead } from './account-ui';
import { BuyAgainButton } from './buy-again-button';
import { OrderNotaFiscal } from './order-nota-fiscal';
import { OrderTimeline } from './order-timeline';
import { useMoney } from './orders-view';
import { useAccountQuery } from './use-account-query';

/** Orders whose payment can still be made (sales: pending and pending_payment). */
const PAYABLE_STATES = new Set(['new', 'pending_payment']);
const PAYABLE_METHODS = new Set(['jetpix', 'jetboleto', 'jetcred']);

/**
 * order-history/{orderId}: items, totals, addresses, shipping, payment method and status; while the
 * order waits for its Pix, boleto or card payment, the payment can be shown again (OrderPayment).
 */
export function OrderDetailView({ locale, number }: { locale: LocaleCode; number: string }) {
  const t = useTranslations('account.order');
  const format = useFormatter();
  const money = useMoney();
  const { data, isPending, error, refetch } = useAccountQuery(['order', number], CustomerOrderDetail, {
    number,
  });
  const readAgain = useCallback(() => void refetch(), [refetch]);
  const order = data?.customer?.orders?.items.find(
    (candidate): candidate is OrderDetailFields => candidate?.number === number,
  );
  const title = t('title', { number });
  const back = (
    <Link
      href={localePath(locale, '/customer/order-history')}
      className="inline-flex items-center gap-1 text-sm font-semibold text-primary-strong hover:underline"
    >
      <ArrowLeft aria-hidden size={16} />
      {t('back')}
    </Link>
  );
  if (isPending) {
    return (
      <AccountSection title={title}>
        <AccountSkeleton lines={4} />
      </AccountSection>
    );
  }
  if (!order) {
    return (
      <AccountSection title={title} action={back}>
        <AccountLoadError error={error} />
        {!error && <p className="text-ink-muted">{t('notFound')}</p>}
      </AccountSection>
    );
  }
  const items = (order.items ?? []).filter((item) => item !== null);
  const payment = order.payment_methods?.find(Boolean);
  return (
    <AccountSection title={title} action={back}>
      <dl className="grid gap-3 rounded border border-line p-4 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-ink-muted">{t('date')}</dt>
          <dd className="font-medium">
            {format.dateTime(serverTime(order.order_date), { dateStyle: 'long' })}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('status')}</dt>
          <dd className="font-medium" data-testid="order-status">
            {order.status}
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">{t('paymentMethod')}</dt>
          <dd className="font-medium">{payment?.name ?? '—'}</dd>
        </div>
      </dl>
      <BuyAgainButton locale={locale} number={order.number} />
      <PendingPayment locale={locale} order={order} paymentType={payment?.type} onSettled={readAgain} />
      <OrderTimeline events={order.timeline ?? []} />
      <OrderNotaFiscal
        notas={(order.invoices ?? []).flatMap((invoice) =>
          invoice?.nota_fiscal ? [invoice.nota_fiscal] : [],
        )}
      />
      {/* Phones: one card per item instead of a table wider than the screen. */}
      <ul
        aria-label={t('items')}
        className="flex flex-col divide-y divide-line rounded border border-line sm:hidden"
      >
        {items.map((item) => (
          <li key={item.id} className="flex flex-col gap-1 p-3 text-sm">
            <span className="font-medium">{item.product_name}</span>
            <span className="text-xs text-ink-muted">{t('sku', { sku: item.product_sku })}</span>
            <div className="flex items-baseline justify-between gap-3">
              <span className="text-ink-muted tabular-nums">
                {t('quantity')} {item.quantity_ordered ?? ''} × {money(item.product_sale_price)}
              </span>
              <span className="whitespace-nowrap font-semibold tabular-nums">
                <span className="sr-only">{t('rowTotal')}: </span>
                {money(item.prices?.row_total)}
              </span>
            </div>
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded border border-line sm:block">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{t('items')}</caption>
          <AccountTableHead
            columns={[
              { label: t('product') },
              { label: t('quantity'), align: 'right' },
              { label: t('price'), align: 'right' },
              { label: t('rowTotal'), align: 'right' },
            ]}
          />
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className="border-t border-line">
                <td className="px-3 py-2">
                  <span className="font-medium">{item.product_name}</span>
                  <span className="block text-xs text-ink-muted">{t('sku', { sku: item.product_sku })}</span>
                </td>
                <td className="px-3 py-2 text-right tabular-nums">{item.quantity_ordered ?? ''}</td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                  {money(item.product_sale_price)}
                </td>
                <td className="whitespace-nowrap px-3 py-2 text-right tabular-nums">
                  {money(item.prices?.row_total)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="grid gap-4 md:grid-cols-3">
        <AddressCard
          title={t('shippingAddress')}
          address={order.shipping_address}
          extra={order.shipping_method}
        />
        <AddressCard title={t('billingAddress')} address={order.billing_address} />
        <dl className="flex flex-col gap-1 rounded border border-line p-4 text-sm">
          <Row label={t('subtotal')} value={money(order.total?.subtotal)} />
          {(order.total?.discounts ?? []).map((discount) =>
            discount ? (
              <Row
                key={discount.label}
                label={discount.label}
                value={`\u2212\u00a0${money(discount.amount)}`}
              />
            ) : null,
          )}
          <Row label={t('shipping')} value={money(order.total?.total_shipping)} />
          <Row label={t('total')} value={money(order.total?.grand_total)} strong />
        </dl>
      </div>
    </AccountSection>
  );
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div
      className={
        strong ? 'mt-1 flex justify-between border-t border-line pt-2 font-bold' : 'flex justify-between'
      }
    >
      <dt>{label}</dt>
      <dd className="whitespace-nowrap tabular-nums">{value}</dd>
    </div>
  );
}

function AddressCard({
  title,
  address,
  extra,
}: {
  title: string;
  address: OrderAddressFields | null;
  extra?: string | null;
}) {
  if (!address) return null;
  return (
    <div className="rounded border border-line p-4 text-sm">
      <h2 className="mb-1 font-semibold">{title}</h2>
      <p>
        {address.firstname} {address.lastname}
      </p>
      <p className="text-ink-muted">{address.street.filter(Boolean).join(', ')}</p>
      <p className="text-ink-muted">
        {[address.city, address.region].filter(Boolean).join(' – ')}{' '}
        {address.postcode && <span className="whitespace-nowrap">· CEP {maskCep(address.postcode)}</span>}
      </p>
      {address.telephone && (
        <p className="whitespace-nowrap text-ink-muted">{formatPhone(address.telephone)}</p>
      )}
      {extra && <p className="mt-2 text-ink-muted">{extra}</p>}
    </div>
  );
}

/**
 * Shows the order's Pix, boleto or card payment again while it is pending, so an unpaid order can
 * still be paid. The payment service authenticates the owner by the session's bearer token (added
 * by the proxy): the order's access token is stored hashed and GraphQL answers it empty here.
 */
function PendingPayment({
  locale,
  order,
  paymentType,
  onSettled,
}: {
  locale: LocaleCode;
  order: OrderDetailFields;
  paymentType: string | undefined;
  /** The payment went through: the order's status is read again. */
  onSettled: () => void;
}) {
  const t = useTranslations('account.order');
  const [isShown, setShown] = useState(false);
  const storeLocale = localeOf(locale);
  // The customer's cookie proves access (the proxy sends it as the bearer), so the page never
  // needs the order's token, which the server keeps only as a hash.
  const placed = useQuery({
    queryKey: ['order-payment', order.number],
    queryFn: async () =>
      (
        await requestJson<{ order: PlacedOrder }>(
          storeLocale,
          'GET',
          `/order/${encodeURIComponent(order.number)}`,
        )
      ).order,
    enabled: Boolean(paymentType && PAYABLE_METHODS.has(paymentType)),
  });
  const { refetch } = placed;
  const onPaid = useCallback(() => {
    setShown(false);
    void refetch();
    onSettled();
  }, [refetch, onSettled]);
  const details = placed.data;
  if (!details || !PAYABLE_STATES.has(details.state) || !PAYABLE_METHODS.has(details.payment_method.code)) {
    return placed.isFetching ? (
      <LoaderCircle aria-hidden size={18} className="animate-spin text-ink-muted" />
    ) : null;
  }
  if (isShown) return <OrderPayment locale={storeLocale} order={details} onPaid={onPaid} />;
  return (
    <div className="flex flex-col gap-3 rounded border border-warning/40 bg-warning-tint p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm">{t('awaitingPayment', { method: details.payment_method.title })}</p>
      <button type="button" className={buttonClasses('primary')} onClick={() => setShown(true)}>
        {t('payNow')}
      </button>
    </div>
  );
}
