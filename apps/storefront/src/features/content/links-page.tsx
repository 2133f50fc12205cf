import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { CommerceUnavailableError } from '../../lib/graphql.server';
import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { requestContext } from '../../lib/request.server';
import { pageAlternates } from '../../lib/seo';
import { site } from '../../lib/site';
import { Image } from '../../ui/image';
import { NavLink } from '../../ui/nav-link';
import { MessageCircle, ShoppingBag } from '../../ui/server-icons';
import { type Department, getDepartments } from '../home';
import { INSTITUTIONAL_LINKS } from './content-pages';

/** Canonical path of the links page (rules §2: /LinktreePage and /lp/links, bare layout). */
const LINKS_PATH = '/lp/links';

interface LinksRouteProps {
  params: Promise<{ locale: string }>;
}

const LINK_BASE =
  'flex w-full items-center justify-center gap-2 rounded border px-4 py-3 text-center font-semibold';
const LINK_CLASS = `${LINK_BASE} border-line bg-surface text-ink hover:border-primary-strong hover:text-primary-strong`;
const PRIMARY_LINK_CLASS = `${LINK_BASE} border-primary-strong bg-primary-strong text-white hover:bg-primary-hover`;

async function departmentsOf(store: Locale['store']): Promise<Department[]> {
  try {
    return (await getDepartments(store)).departments;
  } catch (error) {
    if (!(error instanceof CommerceUnavailableError)) throw error;
    // The page still offers WhatsApp and the institutional pages without the catalogue.
    console.error('links page: departments unavailable', error);
    return [];
  }
}

function LinkGroup({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="w-full">
      <h2 id={id} className="mb-2 text-center text-sm font-semibold uppercase tracking-wide text-ink-muted">
        {title}
      </h2>
      <ul className="space-y-2">{children}</ul>
    </section>
  );
}

/** The links page: WhatsApp, the store, its departments and institutional pages, one tap each. */
export const linksRoute = {
  async generateMetadata({ params }: LinksRouteProps): Promise<Metadata> {
    const ctx = await requestContext((await params).locale);
    const t = translator(ctx.locale, 'content');
    return {
      title: t('links.title'),
      description: t('links.description'),
      alternates: pageAlternates(ctx.locale, LINKS_PATH),
    };
  },

  async Page({ params }: LinksRouteProps) {
    const ctx = await requestContext((await params).locale);
    const t = translator(ctx.locale, 'content');
    const departments = await departmentsOf(ctx.store);
    const { chat, finance } = site.contact.whatsapp;
    return (
      <div className="flex w-full flex-col items-center gap-8">
        <header className="flex flex-col items-center gap-3 text-center">
          <Image src={site.logo.src} alt="" width={site.logo.width} height={site.logo.height} priority />
          <h1 className="text-xl font-bold text-ink">{site.name}</h1>
          <p className="text-sm text-ink-muted">{t('links.tagline')}</p>
        </header>
        <ul className="w-full space-y-2">
          <li>
            <NavLink href={localePath(ctx.locale, '/')} className={PRIMARY_LINK_CLASS}>
              <ShoppingBag aria-hidden="true" className="size-5" />
              {t('links.shop')}
            </NavLink>
          </li>
          {[
            { label: t('links.whatsappChat'), contact: chat },
            { label: t('links.whatsappFinance'), contact: finance },
          ].map(({ label, contact }) => (
            <li key={contact.href}>
              <a href={contact.href} target="_blank" rel="noopener noreferrer" className={LINK_CLASS}>
                <MessageCircle aria-hidden="true" className="size-5 shrink-0 text-success" />
                <span>
                  {label}
                  <span className="block text-sm font-normal text-ink-muted">{contact.label}</span>
                </span>
              </a>
            </li>
          ))}
        </ul>
        {departments.length > 0 && (
          <LinkGroup id="links-departments" title={t('links.departments')}>
            {departments.map((department) => (
              <li key={department.uid}>
                <NavLink href={localePath(ctx.locale, department.path)} className={LINK_CLASS}>
                  {department.name}
                </NavLink>
              </li>
            ))}
          </LinkGroup>
        )}
        <LinkGroup id="links-institutional" title={t('links.institutional')}>
          {INSTITUTIONAL_LINKS.map((link) => (
            <li key={link.path}>
              <NavLink href={localePath(ctx.locale, link.path)} className={LINK_CLASS}>
                {t(`pages.${link.key}`)}
              </NavLink>
            </li>
          ))}
        </LinkGroup>
      </div>
    );
  },
};
