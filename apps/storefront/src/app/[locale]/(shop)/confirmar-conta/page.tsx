import type { Metadata } from 'next';
import { ConfirmAccount } from '../../../../features/account/confirm-account';
import { translator } from '../../../../lib/i18n';
import { PageMessages } from '../../../../lib/page-messages';
import { requestContext } from '../../../../lib/request.server';
import { PRIVATE_PAGE_ROBOTS, pageAlternates } from '../../../../lib/seo';
import { Breadcrumbs } from '../../../../ui/breadcrumbs';

interface ConfirmPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ email?: string | string[]; key?: string | string[] }>;
}

export async function generateMetadata({ params }: ConfirmPageProps): Promise<Metadata> {
  const { locale } = await requestContext((await params).locale);
  const t = translator(locale, 'account');
  return {
    title: t('confirm.title'),
    alternates: pageAlternates(locale, '/confirmar-conta'),
    robots: PRIVATE_PAGE_ROBOTS,
  };
}

/** /confirmar-conta?email&key: the link of the account-confirmation e-mail. */
export default async function ConfirmAccountPage({ params, searchParams }: ConfirmPageProps) {
  const { locale } = await requestContext((await params).locale);
  const { email, key } = await searchParams;
  const t = translator(locale, 'account');
  return (
    <div className="mx-auto w-full max-w-page px-4 py-6 lg:py-8">
      <Breadcrumbs locale={locale} items={[{ label: t('confirm.title') }]} />
      <section aria-labelledby="confirm-title" className="mt-6 flex max-w-xl flex-col gap-4">
        <h1 id="confirm-title" className="text-xl font-bold lg:text-2xl">
          {t('confirm.title')}
        </h1>
        <PageMessages locale={locale} parts={['account']}>
          <ConfirmAccount
            email={typeof email === 'string' ? email : undefined}
            confirmationKey={typeof key === 'string' ? key : undefined}
          />
        </PageMessages>
      </section>
    </div>
  );
}
