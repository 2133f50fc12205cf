import type { ReactNode } from 'react';
import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { site } from '../../lib/site';
import { NavLink } from '../../ui/nav-link';
import { Clock, Lock, Mail, MessageCircle, Phone, ShieldCheck } from '../../ui/server-icons';
import { ConsentPreferencesButton, NewsletterForm } from '../engagement';
import { BackToTop } from './back-to-top';
import { PaymentBadges } from './payment-badges';

/** Institutional and help links (rules §2 content routes), by message key. */
const INSTITUTIONAL = [
  ['about', '/sobre-nos'],
  ['jobs', '/trabalhe-conosco'],
  ['coupons', '/cupons'],
  ['blog', '/blog'],
] as const;
const HELP = [
  ['contact', '/fale-conosco'],
  ['faq', '/faq'],
  ['shipping', '/frete-entrega'],
  ['payments', '/pagamentos-e-reembolso'],
  ['returns', '/politica-devolucao'],
  ['privacy', '/privacidade'],
] as const;

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="pb-3 text-sm font-bold uppercase tracking-wide text-ink">{title}</h2>
      {children}
    </div>
  );
}

/**
 * An e-mail address that may wrap only after its "@" and before its dots, never mid-word.
 */
function EmailText({ address }: { address: string }) {
  const [user, domain = ''] = address.split('@');
  const parts = domain.split('.');
  return (
    <span className="break-normal">
      {user}@<wbr />
      {parts.map((part, index) => (
        <span key={parts.slice(0, index + 1).join('.')}>
          {index > 0 && (
            <>
              <wbr />.
            </>
          )}
          {part}
        </span>
      ))}
    </span>
  );
}

/**
 * Footer (DESIGN.md "Layout anatomy"): newsletter call-to-action, institutional and help links,
 * customer service, payment methods, security seals, and the company's legal data.
 */
export function SiteFooter({ locale }: { locale: Locale }) {
  const t = translator(locale, 'layout');
  const engagement = translator(locale, 'engagement');
  const linkClass = 'text-sm text-ink-muted hover:text-primary-strong hover:underline';
  const contacts = [
    {
      key: 'phone',
      icon: Phone,
      label: t('footer.phone'),
      value: site.contact.phone.label,
      href: site.contact.phone.href,
    },
    {
      key: 'chat',
      icon: MessageCircle,
      label: t('footer.whatsappChat'),
      value: site.contact.whatsapp.chat.label,
      href: site.contact.whatsapp.chat.href,
    },
    {
      key: 'finance',
      icon: MessageCircle,
      label: t('footer.whatsappFinance'),
      value: site.contact.whatsapp.finance.label,
      href: site.contact.whatsapp.finance.href,
    },
    {
      key: 'email',
      icon: Mail,
      label: t('footer.email'),
      value: site.contact.email,
      href: `mailto:${site.contact.email}`,
    },
  ];
  return (
    <footer className="mt-12 border-t border-line bg-surface-muted">
      <section aria-labelledby="footer-newsletter" className="bg-primary-tint">
        <div className="mx-auto flex max-w-page flex-col items-start gap-4 px-4 py-6 md:flex-row md:items-center md:justify-between">
          <div className="md:max-w-md">
            <h2 id="footer-newsletter" className="text-lg font-bold text-ink">
              {t('footer.newsletterTitle')}
            </h2>
            <p className="text-sm text-ink">
              {t('footer.newsletterText', { percent: site.promo.couponPercent, code: site.promo.couponCode })}
            </p>
          </div>
          <div className="w-full md:max-w-lg">
            <NewsletterForm layout="inline" />
          </div>
        </div>
      </section>

      <div className="mx-auto grid max-w-page gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <nav aria-label={t('footer.institutional')}>
          <FooterColumn title={t('footer.institutional')}>
            <ul className="space-y-2">
              {INSTITUTIONAL.map(([key, path]) => (
                <li key={key}>
                  <NavLink href={localePath(locale, path)} className={linkClass}>
                    {t(`footer.links.${key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </FooterColumn>
        </nav>
        <nav aria-label={t('footer.help')}>
          <FooterColumn title={t('footer.help')}>
            <ul className="space-y-2">
              {HELP.map(([key, path]) => (
                <li key={key}>
                  <NavLink href={localePath(locale, path)} className={linkClass}>
                    {t(`footer.links.${key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </FooterColumn>
        </nav>
        <FooterColumn title={t('footer.service')}>
          <ul className="space-y-3">
            {contacts.map(({ key, icon: Icon, label, value, href }) => (
              <li key={key} className="flex gap-2">
                <Icon aria-hidden size={18} className="mt-0.5 shrink-0 text-primary-strong" />
                <span className="text-sm">
                  <span className="block text-xs text-ink-muted">{label}</span>
                  <a
                    href={href}
                    className="tabular font-semibold text-ink hover:text-primary-strong hover:underline"
                  >
                    {key === 'email' ? <EmailText address={value} /> : value}
                  </a>
                </span>
              </li>
            ))}
            <li className="flex gap-2">
              <Clock aria-hidden size={18} className="mt-0.5 shrink-0 text-primary-strong" />
              <span className="text-sm text-ink">{t('footer.hours')}</span>
            </li>
          </ul>
        </FooterColumn>
        <div className="space-y-8">
          <FooterColumn title={t('footer.payment')}>
            <PaymentBadges locale={locale} />
          </FooterColumn>
          <FooterColumn title={t('footer.security')}>
            <ul className="space-y-2 text-sm text-ink">
              <li className="flex items-center gap-2">
                <Lock aria-hidden size={18} className="text-success" />
                {t('footer.secure')}
              </li>
              <li className="flex items-center gap-2">
                <ShieldCheck aria-hidden size={18} className="text-success" />
                {t('footer.privacySeal')}
              </li>
            </ul>
          </FooterColumn>
        </div>
      </div>

      <div className="border-t border-line">
        <div className="mx-auto max-w-page space-y-1 px-4 py-5 text-xs text-ink-muted">
          <p>
            {t('footer.rights', { year: new Date().getFullYear(), store: site.name })}{' '}
            {t('footer.company', { legalName: site.company.legalName, cnpj: site.company.cnpj })}
          </p>
          {/* Decreto 7.962/2013, art. 2: name, CNPJ, physical and electronic address, contact. */}
          <address className="not-italic">
            {site.company.address} · {t('footer.email')}:{' '}
            <a href={`mailto:${site.contact.email}`} className="hover:text-primary-strong hover:underline">
              <EmailText address={site.contact.email} />
            </a>{' '}
            · {t('footer.phone')}:{' '}
            <a href={site.contact.phone.href} className="tabular hover:text-primary-strong hover:underline">
              {site.contact.phone.label}
            </a>
          </address>
          <p>
            <ConsentPreferencesButton className="underline hover:text-primary-strong">
              {engagement('consent.preferencesLink')}
            </ConsentPreferencesButton>
          </p>
        </div>
      </div>
      <BackToTop />
    </footer>
  );
}
