import { type Locale, localePath } from '../../lib/locales';
import { Image } from '../../ui/image';
import { NavLink } from '../../ui/nav-link';
import type { BlogPostSummaryFields } from './blog.documents';
import { formatPostDate } from './blog-format';
import { blogImageSrc } from './blog-image';
import { blogPostPath } from './blog-paths';

/** A post in the list: cover (600 × 315), date, title, excerpt and author. */
export function BlogPostCard({
  locale,
  post,
  byLabel,
  isFirst,
}: {
  locale: Locale;
  post: BlogPostSummaryFields;
  byLabel: string;
  isFirst: boolean;
}) {
  const href = localePath(locale, blogPostPath(post.slug));
  return (
    <article className="flex flex-col overflow-hidden rounded border border-line bg-surface">
      <NavLink href={href} tabIndex={-1} aria-hidden="true" className="block bg-surface-muted">
        {post.cover_image ? (
          <Image
            src={blogImageSrc(post.cover_image.thumbnail_url)}
            alt=""
            width={600}
            height={315}
            priority={isFirst}
            className="aspect-[40/21] h-auto w-full object-cover"
          />
        ) : (
          <div className="aspect-[40/21] w-full" />
        )}
      </NavLink>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs text-ink-muted">
          <time dateTime={post.published_at}>{formatPostDate(locale, post.published_at)}</time>
        </p>
        <h2 className="text-lg font-semibold leading-snug text-ink">
          <NavLink href={href} className="hover:text-primary-strong hover:underline">
            {post.title}
          </NavLink>
        </h2>
        <p className="line-clamp-3 text-sm leading-relaxed text-ink-muted">{post.excerpt}</p>
        <p className="mt-auto pt-2 text-xs text-ink-muted">{byLabel}</p>
      </div>
    </article>
  );
}
