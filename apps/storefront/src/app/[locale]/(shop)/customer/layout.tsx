import type { ReactNode } from 'react';
import { AccountFrame } from '../../../../features/account/account-frame';
import { localeOf } from '../../../../lib/locales';

/** My Account (rules §2): the guard and the section menu around every child page. */
export default async function CustomerLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return <AccountFrame locale={localeOf((await params).locale)}>{children}</AccountFrame>;
}
