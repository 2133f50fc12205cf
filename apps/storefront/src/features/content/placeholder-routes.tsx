import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { requestContext } from '../../lib/request.server';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { PendingFormNote } from './pending-form-note';
import { PRIVATE_PAGE_ROBOTS, pageAlternates } from './seo';

/**
 * Routes that a later issue fills (the blog): real pages with a heading and an honest sentence
 * and their metadata. My Account and the password reset are features/account's (issue 5).
 */

type PlaceholderKey = 'blog' | 'blogPost';

type RouteParams = Record<string, string | string[] | undefined> & { locale: string };

interface PlaceholderOptions<P extends RouteParams> {
  key: PlaceholderKey;
  /** Canonical path without locale prefix, from the route's params. */
  path: (params: P) => string;
  /** Pages that belong to one shopper are kept out of search engines. */
  isPrivate?: boolean;
  /** Values of the title's placeholders ({orderId}). */
  values?: (params: P) => Record<string, string>;
}

export function placeholderRoute<P extends RouteParams = { locale: string }>(options: PlaceholderOptions<P>) {
  const { key } = options;
  return {
    async generateMetadata({ params }: { params: Promise<P> }): Promise<Metadata> {
      const resolved = await params;
      const ctx = await requestContext(resolved.locale);
      const t = translator(ctx.locale, 'content');
      return {
        title: t(`placeholder.${key}.title`, options.values?.(resolved) ?? {}),
        description: t(`placeholder.${key}.text`),
        alternates: pageAlternates(ctx.locale, options.path(resolved)),
        ...(options.isPrivate ? { robots: PRIVATE_PAGE_ROBOTS } : {}),
      };
    },
    async Page({ params }: { params: Promise<P> }) {
      const resolved = await params;
      const ctx = await requestContext(resolved.locale);
      const t = translator(ctx.locale, 'content');
      return (
        <PlaceholderView
          locale={ctx.locale}
          title={t(`placeholder.${key}.title`, options.values?.(resolved) ?? {})}
          text={t(`placeholder.${key}.text`)}
        />
      );
    },
  };
}

/** /blog/create and /post/BlogForm: the page exists, the form is a later issue. */
export const blogCreateRoute = {
  async generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const ctx = await requestContext((await params).locale);
    const t = translator(ctx.locale, 'content');
    return {
      title: t('placeholder.blogCreate.title'),
      description: t('pendingForm.blogCreate'),
      alternates: pageAlternates(ctx.locale, '/blog/create'),
      robots: PRIVATE_PAGE_ROBOTS,
    };
  },
  async Page({ params }: { params: Promise<{ locale: string }> }) {
    const ctx = await requestContext((await params).locale);
    const t = translator(ctx.locale, 'content');
    return (
      <PlaceholderView locale={ctx.locale} title={t('placeholder.blogCreate.title')}>
        <PendingFormNote locale={ctx.locale} form="blogCreate" />
      </PlaceholderView>
    );
  },
};

function PlaceholderView({
  locale,
  title,
  text,
  children,
}: {
  locale: Locale;
  title: string;
  text?: string;
  children?: ReactNode;
}) {
  const t = translator(locale, 'content');
  return (
    <div className="mx-auto w-full max-w-page px-4 py-6 lg:py-8">
      <Breadcrumbs locale={locale} items={[{ label: title }]} />
      <section aria-labelledby="placeholder-title" className="mt-6 max-w-2xl">
        <h1 id="placeholder-title" className="text-xl font-bold text-ink lg:text-2xl">
          {title}
        </h1>
        {text && <p className="mt-3 leading-relaxed text-ink-muted">{text}</p>}
        {children}
        <Link
          href={localePath(locale, '/')}
          className="mt-6 inline-flex items-center rounded bg-primary-strong px-4 py-2 font-semibold text-white hover:bg-primary-hover"
        >
          {t('placeholder.backHome')}
        </Link>
      </section>
    </div>
  );
}

/** /blog/post/{slug} and /post/{slug} (slug optional): canonical under /blog/post, or /blog without a slug. */
export const blogPostRoute = placeholderRoute<{ locale: string; slug?: string[] }>({
  key: 'blogPost',
  path: ({ slug }) =>
    slug?.length ? `/blog/post/${slug.map((part) => encodeURIComponent(part)).join('/')}` : '/blog',
});
