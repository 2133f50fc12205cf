import type { Metadata } from 'next';
import { SuccessView } from '../../../../../features/checkout/success-view';
import { translator } from '../../../../../lib/i18n';
import { requestContext } from '../../../../../lib/request.server';
import { PRIVATE_PAGE_ROBOTS, pageAlternates } from '../../../../../lib/seo';

interface SuccessPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ order?: string | string[]; token?: string | string[] }>;
}

export async function generateMetadata({ params }: SuccessPageProps): Promise<Metadata> {
  const { locale } = await requestContext((await params).locale);
  const t = translator(locale, 'checkout');
  return {
    title: t('success.pageTitle'),
    alternates: pageAlternates(locale, '/checkout/success'),
    robots: PRIVATE_PAGE_ROBOTS,
  };
}

/** /checkout/success?order=&token= (rules §2): the order number and what to do next. */
export default async function SuccessPage({ params, searchParams }: SuccessPageProps) {
  const ctx = await requestContext((await params).locale);
  const { order, token } = await searchParams;
  return (
    <SuccessView
      ctx={ctx}
      number={typeof order === 'string' ? order : undefined}
      token={typeof token === 'string' ? token : undefined}
    />
  );
}
