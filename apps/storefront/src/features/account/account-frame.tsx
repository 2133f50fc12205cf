import type { ReactNode } from 'react';
import { translator } from '../../lib/i18n';
import type { Locale } from '../../lib/locales';
import { PageMessages } from '../../lib/page-messages';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { AccountNav } from './account-nav';

/**
 * My Account's frame: breadcrumbs, the section menu (with logout) beside the page. The guard is
 * each page's (accountRoute), which knows the page's address to come back to after the login; a
 * layout does not, and it renders first, so a guard here would send every guest home without it.
 */
export async function AccountFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = translator(locale, 'account');
  return (
    <div className="mx-auto w-full max-w-page px-4 py-6 lg:py-8">
      <Breadcrumbs locale={locale} items={[{ label: t('nav.title'), path: '/customer' }]} />
      {/* My Account's words; addresses and order payments use the checkout's forms and words. */}
      <PageMessages locale={locale} parts={['account', 'checkout']}>
        <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-[14rem_minmax(0,1fr)] lg:gap-10">
          <AccountNav locale={locale.code} />
          <div className="min-w-0">{children}</div>
        </div>
      </PageMessages>
    </div>
  );
}
