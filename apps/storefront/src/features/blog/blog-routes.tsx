import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { translator } from '../../lib/i18n';
import { type Locale, localePath } from '../../lib/locales';
import { PageMessages } from '../../lib/page-messages';
import { requestContext } from '../../lib/request.server';
import { absoluteUrl, PRIVATE_PAGE_ROBOTS, pageAlternates, storefrontOrigin } from '../../lib/seo';
import { site } from '../../lib/site';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { buttonClasses } from '../../ui/button';
import { Image } from '../../ui/image';
import { NavLink } from '../../ui/nav-link';
import { PenLine } from '../../ui/server-icons';
import { CmsHtml } from '../content';
import { articleJsonLd, serializeJsonLd } from './article-json-ld';
import type { BlogPostFields } from './blog.documents';
import { getBlogPage, getBlogPost } from './blog.server';
import { BlogForm } from './blog-form';
import { formatPostDate } from './blog-format';
import { blogImageSrc } from './blog-image';
import { BlogPagination } from './blog-pagination';
import { BLOG_CREATE_PATH, BLOG_PATH, blogListPath, blogPageParam, blogPostPath } from './blog-paths';
import { BlogPostCard } from './blog-post-card';

/**
 * Route modules of the blog (rules §2): `/blog` (list, `?page=`), `/blog/post/{slug}` and
 * `/post/{slug}` (slug optional: the latest post), `/blog/create` and `/post/BlogForm`. Page files
 * export what these return, so aliases share one view and one canonical URL.
 */

interface LocaleParams {
  params: Promise<{ locale: string }>;
}

interface ListProps extends LocaleParams {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

async function loadList({ params, searchParams }: ListProps) {
  const ctx = await requestContext((await params).locale);
  const page = blogPageParam((await searchParams).page);
  if (page === undefined) notFound();
  const result = await getBlogPage(ctx.store, page);
  if (!result) notFound();
  return { ctx, result };
}

function WriteLink({ locale, label }: { locale: Locale; label: string }) {
  return (
    <NavLink href={localePath(locale, BLOG_CREATE_PATH)} className={buttonClasses('secondary')}>
      <PenLine aria-hidden size={18} />
      {label}
    </NavLink>
  );
}

export const blogListRoute = {
  async generateMetadata(props: ListProps): Promise<Metadata> {
    const { ctx, result } = await loadList(props);
    const t = translator(ctx.locale, 'blog');
    const title =
      result.currentPage > 1 ? t('list.titlePage', { page: result.currentPage }) : t('list.title');
    return {
      title,
      description: t('list.description'),
      alternates: pageAlternates(ctx.locale, blogListPath(result.currentPage)),
    };
  },
  async Page(props: ListProps) {
    const { ctx, result } = await loadList(props);
    const t = translator(ctx.locale, 'blog');
    return (
      <div className="mx-auto w-full max-w-page px-4 py-6 lg:py-8">
        <Breadcrumbs locale={ctx.locale} items={[{ label: t('list.title') }]} />
        <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
          <div className="max-w-2xl">
            <h1 className="text-xl font-bold text-ink lg:text-2xl">{t('list.title')}</h1>
            <p className="mt-2 leading-relaxed text-ink-muted">{t('list.description')}</p>
          </div>
          <WriteLink locale={ctx.locale} label={t('list.write')} />
        </div>
        {result.posts.length === 0 ? (
          <p className="mt-8 rounded border border-line bg-surface-muted p-4 text-ink-muted">
            {t('list.empty')}
          </p>
        ) : (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {result.posts.map((post, index) => (
              <li key={post.slug} className="flex">
                <BlogPostCard
                  locale={ctx.locale}
                  post={post}
                  isFirst={index === 0}
                  byLabel={t('post.by', { author: post.author_name })}
                />
              </li>
            ))}
          </ul>
        )}
        <BlogPagination locale={ctx.locale} currentPage={result.currentPage} totalPages={result.totalPages} />
      </div>
    );
  },
};

interface PostProps {
  params: Promise<{ locale: string; slug?: string[] }>;
}

async function loadPost({ params }: PostProps) {
  const { locale, slug } = await params;
  const ctx = await requestContext(locale);
  // A slug has one segment; /blog/post/a/b is not a post.
  if (slug && slug.length > 1) notFound();
  const requested = slug?.[0] ? decodeURIComponent(slug[0]) : undefined;
  const post = await getBlogPost(ctx.store, requested);
  if (!post) notFound();
  return { ctx, post };
}

function postJsonLd(locale: Locale, post: BlogPostFields): string {
  const cover = post.cover_image ? `${storefrontOrigin()}${blogImageSrc(post.cover_image.url)}` : undefined;
  return serializeJsonLd(
    articleJsonLd({
      title: post.title,
      excerpt: post.excerpt,
      url: absoluteUrl(locale, blogPostPath(post.slug)),
      imageUrl: cover,
      authorName: post.author_name,
      publishedAt: post.published_at,
      updatedAt: post.updated_at,
      publisherName: site.name,
      publisherLogoUrl: `${storefrontOrigin()}${site.logo.src}`,
      language: post.locale.replace('_', '-'),
    }),
  );
}

export const blogPostRoute = {
  async generateMetadata(props: PostProps): Promise<Metadata> {
    const { ctx, post } = await loadPost(props);
    const url = absoluteUrl(ctx.locale, blogPostPath(post.slug));
    const image = post.cover_image
      ? [
          {
            url: `${storefrontOrigin()}${blogImageSrc(post.cover_image.url)}`,
            width: post.cover_image.width,
            height: post.cover_image.height,
            alt: post.cover_image.label,
          },
        ]
      : undefined;
    return {
      title: post.title,
      description: post.excerpt,
      alternates: pageAlternates(ctx.locale, blogPostPath(post.slug)),
      openGraph: {
        type: 'article',
        url,
        title: post.title,
        description: post.excerpt,
        siteName: site.name,
        publishedTime: post.published_at,
        modifiedTime: post.updated_at,
        authors: [post.author_name],
        ...(image ? { images: image } : {}),
      },
    };
  },
  async Page(props: PostProps) {
    const { ctx, post } = await loadPost(props);
    const t = translator(ctx.locale, 'blog');
    return (
      <div className="mx-auto w-full max-w-page px-4 py-6 lg:py-8">
        <script
          type="application/ld+json"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: serialised data with <, > and & escaped
          dangerouslySetInnerHTML={{ __html: postJsonLd(ctx.locale, post) }}
        />
        <Breadcrumbs
          locale={ctx.locale}
          items={[{ label: t('list.title'), path: BLOG_PATH }, { label: post.title }]}
        />
        <article aria-labelledby="post-title" className="mx-auto mt-6 max-w-3xl">
          <h1 id="post-title" className="text-2xl font-bold leading-tight text-ink lg:text-[2rem]">
            {post.title}
          </h1>
          <p className="mt-3 text-sm text-ink-muted">
            {t('post.by', { author: post.author_name })} ·{' '}
            <time dateTime={post.published_at}>{formatPostDate(ctx.locale, post.published_at)}</time>
          </p>
          {post.cover_image && (
            <Image
              src={blogImageSrc(post.cover_image.url)}
              alt={post.cover_image.label}
              width={post.cover_image.width}
              height={post.cover_image.height}
              priority
              className="mt-6 h-auto w-full rounded"
            />
          )}
          <CmsHtml html={post.content} className="mt-6 text-base" />
          <div className="mt-10 flex flex-wrap gap-3 border-t border-line pt-6">
            <NavLink href={localePath(ctx.locale, BLOG_PATH)} className={buttonClasses('ghost')}>
              {t('post.back')}
            </NavLink>
            <WriteLink locale={ctx.locale} label={t('list.write')} />
          </div>
        </article>
      </div>
    );
  },
};

export const blogCreateRoute = {
  async generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const ctx = await requestContext((await params).locale);
    const t = translator(ctx.locale, 'blog');
    return {
      title: t('create.title'),
      description: t('create.description'),
      alternates: pageAlternates(ctx.locale, BLOG_CREATE_PATH),
      robots: PRIVATE_PAGE_ROBOTS,
    };
  },
  async Page({ params }: LocaleParams) {
    const ctx = await requestContext((await params).locale);
    const t = translator(ctx.locale, 'blog');
    return (
      <div className="mx-auto w-full max-w-page px-4 py-6 lg:py-8">
        <Breadcrumbs
          locale={ctx.locale}
          items={[{ label: t('list.title'), path: BLOG_PATH }, { label: t('create.title') }]}
        />
        <section aria-labelledby="create-title" className="mx-auto mt-6 max-w-3xl">
          <h1 id="create-title" className="text-xl font-bold text-ink lg:text-2xl">
            {t('create.title')}
          </h1>
          <p className="mt-2 leading-relaxed text-ink-muted">{t('create.description')}</p>
          <PageMessages locale={ctx.locale} parts={['forms']}>
            <BlogForm />
          </PageMessages>
        </section>
      </div>
    );
  },
};
