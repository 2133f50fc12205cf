import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import type { Locale } from '../../lib/locales';
import { pageAlternates } from '../../lib/seo';
import type { CmsPage } from './cms.server';
import { CmsHtml } from './cms-html';
import { ContentLayout } from './content-layout';

/** A CMS page of the backend, in the shopper's language, with what the page adds below it (a form). */
export function CmsPageView({
  locale,
  page,
  children,
}: {
  locale: Locale;
  page: CmsPage;
  children?: ReactNode;
}) {
  return (
    <ContentLayout locale={locale} path={page.path} title={page.heading}>
      <CmsHtml html={page.contentHtml} className="mt-4" />
      {children}
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
