import type { Metadata } from 'next';
import { CartPanel } from '../../../../features/cart/cart-panel';
import { translator } from '../../../../lib/i18n';
import { noPrebuiltPages } from '../../../../lib/page-cache';
import { requestContext } from '../../../../lib/request.server';
import { PRIVATE_PAGE_ROBOTS, pageAlternates } from '../../../../lib/seo';
import { Breadcrumbs } from '../../../../ui/breadcrumbs';

// Cached page (lib/page-cache.ts).
export const revalidate = 60;
export const generateStaticParams = noPrebuiltPages;

interface CartPageProps {
  params: Promise<{ locale: string }>;
}

export async function generateMetadata({ params }: CartPageProps): Promise<Metadata> {
  const { locale } = await requestContext((await params).locale);
  const t = translator(locale, 'cart');
  return {
    title: t('pageTitle'),
    description: t('pageDescription'),
    alternates: pageAlternates(locale, '/cart'),
    // One shopper's cart: kept out of search engines.
    robots: PRIVATE_PAGE_ROBOTS,
  };
}

/** /cart (rules §2): the cart lives in the browser (cookie + query), so the page is a shell around it. */
export default async function CartPage({ params }: CartPageProps) {
  const { locale } = await requestContext((await params).locale);
  const t = translator(locale, 'cart');
  return (
    <div className="mx-auto flex w-full max-w-page flex-col gap-4 px-4 py-4 md:py-6">
      <Breadcrumbs locale={locale} items={[{ label: t('pageTitle') }]} />
      <h1 className="text-xl font-bold text-ink md:text-2xl">{t('pageTitle')}</h1>
      <CartPanel variant="page" />
      {/* The chat bubble waits, and on phones the WhatsApp button leaves, while the cart is edited. */}
      <span data-quiet-chat hidden />
    </div>
  );
}
