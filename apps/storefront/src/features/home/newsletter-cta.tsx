import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { NavLink } from '../../ui/nav-link';
import { Mail } from '../../ui/server-icons';
import { CMS_CONTENT_PAGES } from '../content';

/** Newsletter call to action: explains what subscribers get and links to the coupons. */
export function NewsletterCta({ locale }: { locale: Locale }) {
  const t = translator(locale, 'home');
  return (
    <section
      aria-labelledby="home-newsletter-title"
      className="flex flex-col gap-4 rounded bg-primary-tint p-6 sm:flex-row sm:items-center sm:justify-between lg:p-8"
    >
      <div className="flex gap-4">
        <Mail aria-hidden="true" className="mt-1 size-8 shrink-0 text-primary-strong" />
        <div>
          <h2 id="home-newsletter-title" className="text-lg font-bold text-ink lg:text-xl">
            {t('newsletter.title')}
          </h2>
          <p className="mt-1 max-w-2xl text-ink">{t('newsletter.text')}</p>
        </div>
      </div>
      <NavLink
        href={localePath(locale, CMS_CONTENT_PAGES.coupons.path)}
        className="inline-flex shrink-0 items-center justify-center rounded bg-primary-strong px-5 py-3 font-semibold text-white hover:bg-primary-hover"
      >
        {t('newsletter.cta')}
      </NavLink>
    </section>
  );
}
