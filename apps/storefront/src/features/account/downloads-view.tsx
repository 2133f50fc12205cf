'use client';

import { clsx } from 'clsx';
import { Download, FileDown } from 'lucide-react';
import Link from 'next/link';
import { useFormatter, useTranslations } from 'use-intl/react';
import { type LocaleCode, localePath } from '../../lib/locales';
import { serverTime } from '../../lib/server-time';
import { buttonClasses } from '../../ui/button';
import { type CustomerDownload, CustomerDownloadableProducts } from './account.documents';
import {
  AccountEmpty,
  AccountLoadError,
  AccountSection,
  AccountSkeleton,
  AccountTableHead,
} from './account-ui';
import { useAccountQuery } from './use-account-query';

type Status = 'pending' | 'available' | 'expired';

const BADGE: Record<Status, string> = {
  pending: 'bg-warning-tint text-warning',
  available: 'bg-success-tint text-success',
  expired: 'bg-surface-muted text-ink-muted',
};

const isStatus = (status: string | null): status is Status =>
  status === 'pending' || status === 'available' || status === 'expired';

/**
 * The download's address on this storefront: the server answers it on the storefront's public
 * origin, and the same path here goes through this origin's proxy with the session cookie.
 */
function downloadPath(url: string): string {
  return new URL(url, 'http://storefront.invalid').pathname;
}

/** my-downloads: the files bought with downloadable products (customerDownloadableProducts). */
export function DownloadsView({ locale }: { locale: LocaleCode }) {
  const t = useTranslations('account.downloads');
  const format = useFormatter();
  const { data, isPending, error } = useAccountQuery(['downloads'], CustomerDownloadableProducts, {});
  const items = (data?.customerDownloadableProducts?.items ?? []).filter((item): item is CustomerDownload =>
    Boolean(item?.link_title),
  );
  const dateOf = (item: CustomerDownload) =>
    item.date ? format.dateTime(serverTime(item.date), { dateStyle: 'short' }) : '';
  /** Downloads left, or null when unlimited ('Unlimited', as Magento words it). */
  const leftOf = (item: CustomerDownload) => {
    const left = Number(item.remaining_downloads);
    return Number.isInteger(left) ? left : null;
  };
  const remaining = (item: CustomerDownload) => {
    const left = leftOf(item);
    return left === null ? t('unlimited') : t('remainingCount', { count: left });
  };
  const remainingShort = (item: CustomerDownload) => {
    const left = leftOf(item);
    return left === null ? t('unlimited') : String(left);
  };
  const orderLink = (item: CustomerDownload) =>
    item.order_increment_id ? (
      <Link
        href={localePath(locale, `/customer/order-history/${encodeURIComponent(item.order_increment_id)}`)}
        className="font-semibold tabular-nums text-primary-strong hover:underline"
        aria-label={t('orderLabel', { number: item.order_increment_id })}
      >
        {item.order_increment_id}
      </Link>
    ) : null;
  const badge = (item: CustomerDownload) =>
    isStatus(item.status) ? (
      <span className={clsx('rounded-full px-2 py-1 text-xs font-semibold', BADGE[item.status])}>
        {t(`status.${item.status}`)}
      </span>
    ) : null;
  const action = (item: CustomerDownload) =>
    item.status === 'available' && item.download_url ? (
      // A plain link: the answer is an attachment (or a redirect), never a page of this app.
      <a
        href={downloadPath(item.download_url)}
        className={buttonClasses('primary')}
        aria-label={t('downloadLabel', { title: item.link_title ?? '' })}
      >
        <Download aria-hidden size={16} />
        {t('download')}
      </a>
    ) : item.status === 'pending' ? (
      <span className="text-xs text-ink-muted">{t('pendingHint')}</span>
    ) : null;

  return (
    <AccountSection title={t('title')}>
      <AccountLoadError error={error} />
      {isPending ? (
        <AccountSkeleton />
      ) : items.length === 0 ? (
        <AccountEmpty icon={FileDown} text={t('empty')} shopLabel={t('shop')} locale={locale} />
      ) : (
        <>
          {/* Phones and tablets: one card per file. */}
          <ul aria-label={t('title')} className="flex flex-col gap-3 lg:hidden">
            {items.map((item) => (
              <li
                key={item.download_url ?? item.link_title}
                className="rounded border border-line p-3 text-sm"
              >
                <div className="flex items-start justify-between gap-3">
                  <p className="font-semibold">{item.link_title}</p>
                  {badge(item)}
                </div>
                <p className="mt-1 text-ink-muted">
                  {t('order')} {orderLink(item)} · {dateOf(item)}
                </p>
                <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                  <p className="text-ink-muted">{remaining(item)}</p>
                  {action(item)}
                </div>
              </li>
            ))}
          </ul>
          <div className="hidden rounded border border-line lg:block">
            <table className="w-full text-left text-sm">
              <AccountTableHead
                columns={[
                  { label: t('file') },
                  { label: t('order') },
                  { label: t('date') },
                  { label: t('statusLabel') },
                  { label: t('remaining') },
                  { label: t('download'), hidden: true },
                ]}
              />
              <tbody>
                {items.map((item) => (
                  <tr key={item.download_url ?? item.link_title} className="border-t border-line">
                    <td className="px-3 py-2 font-semibold">{item.link_title}</td>
                    <td className="px-3 py-2">{orderLink(item)}</td>
                    <td className="px-3 py-2">{dateOf(item)}</td>
                    <td className="px-3 py-2">{badge(item)}</td>
                    <td className="px-3 py-2 tabular-nums">{remainingShort(item)}</td>
                    <td className="max-w-48 px-3 py-2 text-right">{action(item)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </AccountSection>
  );
}
