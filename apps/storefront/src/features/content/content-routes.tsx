import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { translator } from '../../lib/i18n';
import { localePath } from '../../lib/locales';
import { requestContext } from '../../lib/request.server';
import { getCmsPage } from './cms.server';
import { CmsPageView, cmsPageMetadata } from './cms-page-view';
import { ContentLayout } from './content-layout';
import { CMS_CONTENT_PAGES, type CmsContentKey, FORM_PAGES, type FormPageKey } from './content-pages';
import { PendingFormNote } from './pending-form-note';
import { pageAlternates } from './seo';

/**
 * Route modules for the content pages. Each alias of spec §2 is a thin page file that exports
 * what one of these factories returns, so both URLs render the same view and metadata.
 */

export interface LocaleParams {
  params: Promise<{ locale: string }>;
}

export interface LocaleSearchParams extends LocaleParams {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function loadCmsPage(localeCode: string, identifier: string) {
  const ctx = await requestContext(localeCode);
  const page = await getCmsPage(ctx.store, identifier);
  if (!page) notFound();
  return { ctx, page };
}

/** An institutional page whose text is the CMS page seeded in the backend. */
export function cmsContentRoute(key: CmsContentKey) {
  const definition = CMS_CONTENT_PAGES[key];
  const form = 'form' in definition ? definition.form : undefined;
  return {
    async generateMetadata({ params }: LocaleParams): Promise<Metadata> {
      const { ctx, page } = await loadCmsPage((await params).locale, definition.identifier);
      // The route's slug is canonical even if the CMS url_key changes.
      return {
        ...cmsPageMetadata(ctx.locale, page),
        alternates: pageAlternates(ctx.locale, definition.path),
      };
    },
    async Page({ params }: LocaleParams) {
      const { ctx, page } = await loadCmsPage((await params).locale, definition.identifier);
      return <CmsPageView locale={ctx.locale} page={{ ...page, path: definition.path }} form={form} />;
    },
  };
}

function identifierOf(searchParams: Record<string, string | string[] | undefined>): string | undefined {
  const raw = searchParams.identifier;
  const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  return value || undefined;
}

/** `/Cms` and `/Page`: any CMS page by `?identifier=`; 404 when missing or unknown. */
export const cmsByIdentifierRoute = {
  async generateMetadata({ params, searchParams }: LocaleSearchParams): Promise<Metadata> {
    const identifier = identifierOf(await searchParams);
    if (!identifier) notFound();
    const { ctx, page } = await loadCmsPage((await params).locale, identifier);
    return cmsPageMetadata(ctx.locale, page);
  },
  async Page({ params, searchParams }: LocaleSearchParams) {
    const identifier = identifierOf(await searchParams);
    if (!identifier) notFound();
    const { ctx, page } = await loadCmsPage((await params).locale, identifier);
    return <CmsPageView locale={ctx.locale} page={page} />;
  },
};

/** Quote request and product return: text from the messages, the form is a later issue. */
export function formPageRoute(key: FormPageKey) {
  const definition = FORM_PAGES[key];
  return {
    async generateMetadata({ params }: LocaleParams): Promise<Metadata> {
      const ctx = await requestContext((await params).locale);
      const t = translator(ctx.locale, 'content');
      return {
        title: t(`pages.${definition.key}`),
        description: t(`${definition.key}.description`),
        alternates: pageAlternates(ctx.locale, definition.path),
      };
    },
    async Page({ params }: LocaleParams) {
      const ctx = await requestContext((await params).locale);
      const t = translator(ctx.locale, 'content');
      const related =
        key === 'budget'
          ? { path: CMS_CONTENT_PAGES.contact.path, label: t('budget.contactLink') }
          : { path: CMS_CONTENT_PAGES.returnPolicy.path, label: t('productReturn.policyLink') };
      return (
        <ContentLayout locale={ctx.locale} path={definition.path} title={t(`pages.${definition.key}`)}>
          <p className="mt-4 leading-relaxed text-ink">{t(`${definition.key}.intro`)}</p>
          <p className="mt-3">
            <Link
              href={localePath(ctx.locale, related.path)}
              className="font-medium text-primary-strong underline underline-offset-2 hover:text-primary-hover"
            >
              {related.label}
            </Link>
          </p>
          <PendingFormNote locale={ctx.locale} form={definition.form} />
        </ContentLayout>
      );
    },
  };
}
