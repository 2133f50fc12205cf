import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { requestContext } from '../../lib/request.server';
import { pageAlternates } from '../../lib/seo';
import { NavLink } from '../../ui/nav-link';
import { CareersForm, ContactForm, QuoteForm, ReturnForm } from '../forms';
import { type CmsPage, getCmsPage } from './cms.server';
import { CmsHtml } from './cms-html';
import { CmsPageView, cmsPageMetadata } from './cms-page-view';
import { ContentLayout } from './content-layout';
import { CMS_CONTENT_PAGES, type CmsContentKey, FORM_PAGES, type FormPageKey } from './content-pages';
import { CouponList } from './coupon-list';
import { getPublicCoupons } from './coupons.server';
import { parseFaq } from './faq';
import { FaqView } from './faq-view';
import { sanitizeCmsHtml } from './sanitize-cms';

/**
 * Route modules for the content pages. Each alias of rules §2 is a thin page file that exports
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

/**
 * An institutional page whose text is the CMS page seeded in the backend; `body` replaces the CMS
 * text's rendering (the FAQ's search, the live coupons) and `after` comes below it (a form).
 */
export function cmsContentRoute(
  key: CmsContentKey,
  options: {
    body?: (locale: Locale, page: CmsPage) => Promise<ReactNode> | ReactNode;
    after?: ReactNode;
  } = {},
) {
  const definition = CMS_CONTENT_PAGES[key];
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
      const located = { ...page, path: definition.path };
      if (!options.body) {
        return (
          <CmsPageView locale={ctx.locale} page={located}>
            {options.after}
          </CmsPageView>
        );
      }
      return (
        <ContentLayout locale={ctx.locale} path={definition.path} title={page.heading}>
          {await options.body(ctx.locale, located)}
          {options.after}
        </ContentLayout>
      );
    },
  };
}

/** /Contact and /fale-conosco: the contacts from the CMS, then the contact form. */
export const contactRoute = cmsContentRoute('contact', { after: <ContactForm /> });

/** /trabalhe-conosco and /WorkWithUS: the CMS text about the company, then the application form. */
export const careersRoute = cmsContentRoute('work', { after: <CareersForm /> });

/** The FAQ's questions (the CMS page's definition list) with a search box. */
function faqBody(page: CmsPage): ReactNode {
  const faq = parseFaq(page.contentHtml);
  if (faq.items.length === 0) return <CmsHtml html={page.contentHtml} className="mt-4" />;
  return (
    <>
      {faq.before && <CmsHtml html={faq.before} className="mt-4" />}
      <FaqView
        items={faq.items.map((item) => ({
          id: item.id,
          question: item.question,
          answerHtml: sanitizeCmsHtml(item.answerHtml),
          answerText: item.answerText,
        }))}
      />
      {faq.after && <CmsHtml html={faq.after} className="mt-6" />}
    </>
  );
}

/** /Faq: the CMS page `faq` with its questions searchable. */
export const faqRoute = cmsContentRoute('faq', { body: (_locale, page) => faqBody(page) });

/** The FAQ page when it is reached by its CMS url key (/faq, through the URL resolver). */
export function FaqPageView({ locale, page }: { locale: Locale; page: CmsPage }) {
  return (
    <ContentLayout locale={locale} path={page.path} title={page.heading}>
      {faqBody(page)}
    </ContentLayout>
  );
}

/**
 * /Coupons and /cupons: the title and meta from the CMS page, the list from `publicCoupons` (the
 * coupons really valid today, with their conditions), so the page never advertises an expired one.
 */
export const couponsRoute = cmsContentRoute('coupons', {
  async body(locale) {
    const coupons = await getPublicCoupons(locale.store);
    return <CouponList locale={locale} coupons={coupons} />;
  },
});

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

const FORMS: Record<FormPageKey, () => ReactNode> = {
  budget: () => <QuoteForm />,
  productReturn: () => <ReturnForm />,
};

/** Quote request and product return: the introduction from the messages, then the form. */
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
            <NavLink
              href={localePath(ctx.locale, related.path)}
              className="font-medium text-primary-strong underline underline-offset-2 hover:text-primary-hover"
            >
              {related.label}
            </NavLink>
          </p>
          {FORMS[key]()}
        </ContentLayout>
      );
    },
  };
}
