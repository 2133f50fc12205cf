import type { Metadata } from 'next';
import { ResetPasswordForm } from '../../../../features/account/reset-password-form';
import { translator } from '../../../../lib/i18n';
import { PageMessages } from '../../../../lib/page-messages';
import { requestContext } from '../../../../lib/request.server';
import { PRIVATE_PAGE_ROBOTS, pageAlternates } from '../../../../lib/seo';
import { Breadcrumbs } from '../../../../ui/breadcrumbs';

interface ResetPasswordPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ email?: string | string[]; token?: string | string[] }>;
}

export async function generateMetadata({ params }: ResetPasswordPageProps): Promise<Metadata> {
  const { locale } = await requestContext((await params).locale);
  const t = translator(locale, 'account');
  return {
    title: t('reset.title'),
    alternates: pageAlternates(locale, '/reset-password'),
    robots: PRIVATE_PAGE_ROBOTS,
  };
}

/** /reset-password?email&token (rules §2): the link of the password-reset e-mail. */
export default async function ResetPasswordPage({ params, searchParams }: ResetPasswordPageProps) {
  const { locale } = await requestContext((await params).locale);
  const { email, token } = await searchParams;
  const t = translator(locale, 'account');
  return (
    <div className="mx-auto w-full max-w-page px-4 py-6 lg:py-8">
      <Breadcrumbs locale={locale} items={[{ label: t('reset.title') }]} />
      <section aria-labelledby="reset-title" className="mt-6 flex max-w-xl flex-col gap-4">
        <h1 id="reset-title" className="text-xl font-bold lg:text-2xl">
          {t('reset.title')}
        </h1>
        <PageMessages locale={locale} parts={['account']}>
          <ResetPasswordForm
            email={typeof email === 'string' ? email : undefined}
            token={typeof token === 'string' ? token : undefined}
          />
        </PageMessages>
      </section>
    </div>
  );
}
