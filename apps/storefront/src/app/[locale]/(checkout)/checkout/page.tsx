import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { CheckoutView } from '../../../../features/checkout/checkout-view';
import { findOrder } from '../../../../features/checkout/order.server';
import { isLoggedIn } from '../../../../features/layout/chrome.server';
import { OrderPayment, successPath } from '../../../../features/payments/order-payment';
import { translator } from '../../../../lib/i18n';
import { requestContext } from '../../../../lib/request.server';
import { PRIVATE_PAGE_ROBOTS, pageAlternates } from '../../../../lib/seo';

interface CheckoutPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ order?: string | string[]; token?: string | string[] }>;
}

export async function generateMetadata({ params }: CheckoutPageProps): Promise<Metadata> {
  const { locale } = await requestContext((await params).locale);
  const t = translator(locale, 'checkout');
  return {
    title: t('pageTitle'),
    description: t('pageDescription'),
    alternates: pageAlternates(locale, '/checkout'),
    robots: PRIVATE_PAGE_ROBOTS,
  };
}

const PAID_STATES = new Set(['processing', 'complete']);

/**
 * /checkout (rules §2). The cart lives in the browser (cookie + query), so the page is a shell
 * around the checkout feature. With ?order=&token= (set after 'Finalizar pedido') it shows that
 * order's payment again, so a reload or a failed payment is retried on the same order.
 */
export default async function CheckoutPage({ params, searchParams }: CheckoutPageProps) {
  const ctx = await requestContext((await params).locale);
  const t = translator(ctx.locale, 'checkout');
  const { order: number, token } = await searchParams;
  const order =
    typeof number === 'string' && typeof token === 'string'
      ? await findOrder(number, token, ctx.store)
      : undefined;
  if (order && PAID_STATES.has(order.state)) redirect(successPath(ctx.locale, order));
  return (
    <div className="mx-auto flex w-full max-w-page flex-col gap-4 px-4 py-4 md:py-6">
      <h1 className="text-xl font-bold text-ink md:text-2xl">{t('pageTitle')}</h1>
      {order ? (
        <OrderPayment locale={ctx.locale} order={order} />
      ) : (
        <CheckoutView locale={ctx.locale.code} isLoggedIn={await isLoggedIn()} />
      )}
    </div>
  );
}
