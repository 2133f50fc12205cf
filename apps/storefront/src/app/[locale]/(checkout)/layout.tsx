import type { ReactNode } from 'react';
import { CheckoutChrome } from '../../../features/checkout/checkout-chrome';
import { localeOf } from '../../../lib/locales';

/** Checkout and its success page: the store's frame without navigation: nothing leads away from paying. */
export default async function CheckoutLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  return <CheckoutChrome locale={localeOf((await params).locale)}>{children}</CheckoutChrome>;
}
