import type { Metadata } from 'next';
import { NewsletterConfirmation } from '../../../../../features/engagement/newsletter-confirmation';
import { translator } from '../../../../../lib/i18n';
import { requestContext } from '../../../../../lib/request.server';
import { PRIVATE_PAGE_ROBOTS, pageAlternates } from '../../../../../lib/seo';
import { Breadcrumbs } from '../../../../../ui/breadcrumbs';

interface NewsletterConfirmPageProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ email?: string | string[]; code?: string | string[] }>;
}

export async function generateMetadata({ params }: NewsletterConfirmPageProps): Promise<Metadata> {
  const { locale } = await requestContext((await params).locale);
  const t = translator(locale, 'engagement');
  return {
    title: t('newsletter.confirm.title'),
    alternates: pageAlternates(locale, '/newsletter/confirmar'),
    robots: PRIVATE_PAGE_ROBOTS,
  };
}

/** /newsletter/confirmar?email&code: the link of the newsletter confirmation e-mail. */
export default async function NewsletterConfirmPage({ params, searchParams }: NewsletterConfirmPageProps) {
  const { locale } = await requestContext((await params).locale);
  const { email, code } = await searchParams;
  const t = translator(locale, 'engagement');
  return (
    <div className="mx-auto w-full max-w-page px-4 py-6 lg:py-8">
      <Breadcrumbs locale={locale} items={[{ label: t('newsletter.confirm.title') }]} />
      <section aria-labelledby="newsletter-confirm-title" className="mt-6 flex max-w-xl flex-col gap-4">
        <h1 id="newsletter-confirm-title" className="text-xl font-bold lg:text-2xl">
          {t('newsletter.confirm.title')}
        </h1>
        <NewsletterConfirmation
          locale={locale.code}
          email={typeof email === 'string' ? email : ''}
          code={typeof code === 'string' ? code : ''}
        />
      </section>
    </div>
  );
}
