import type { Metadata } from 'next';
import type { Locale } from '../../lib/locales';
import type { CmsPage } from './cms.server';
import { CmsHtml } from './cms-html';
import { ContentLayout } from './content-layout';
import type { PendingForm } from './content-pages';
import { PendingFormNote } from './pending-form-note';
import { pageAlternates } from './seo';

/** A CMS page of the backend, in the shopper's language, with its pending form note if any. */
export function CmsPageView({ locale, page, form }: { locale: Locale; page: CmsPage; form?: PendingForm }) {
  return (
    <ContentLayout locale={locale} path={page.path} title={page.heading}>
      <CmsHtml html={page.contentHtml} className="mt-4" />
      {form && <PendingFormNote locale={locale} form={form} />}
    </ContentLayout>
  );
}

/** Title and description from the CMS page's meta fields; canonical is the page's own slug. */
export function cmsPageMetadata(locale: Locale, page: CmsPage): Metadata {
  return {
    // meta_title already ends with the store name; the plain title gets the layout's template.
    title: page.metaTitle ? { absolute: page.metaTitle } : page.title,
    description: page.metaDescription,
    keywords: page.metaKeywords,
    alternates: pageAlternates(locale, page.path),
  };
}
