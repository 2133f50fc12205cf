import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import sanitizeHtml from 'sanitize-html';
import { translator } from '../../lib/i18n';
import { localePath } from '../../lib/locales';
import type { RequestContext } from '../../lib/request.server';
import { absoluteUrl, languageAlternates } from '../../lib/seo';
import type { Crumb } from '../../ui/breadcrumbs';
import { NavLink } from '../../ui/nav-link';
import { categoryPath, fetchListingPage, type ListingCategory, loadCategory } from './listing.server';
import { isVariant, parseListingState, type SearchParams } from './listing-params';
import { ListingView } from './listing-view';

export type { SearchParams } from './listing-params';

export interface CategoryViewProps {
  ctx: RequestContext;
  /** Category uid (base64 id), as route(url) or ?categoryId gives it. */
  categoryUid: string;
  searchParams: SearchParams;
  /** The page's own path without locale prefix (e.g. `/papelaria.html`), for URL-state links. */
  basePath: string;
}

function categoryOf(ctx: RequestContext, uid: string): Promise<ListingCategory | undefined> {
  return loadCategory(ctx.store, ctx.currency, uid);
}

/** A category page: breadcrumbs, title, facets, sort, page size, grid/list and the products. */
export async function CategoryView({ ctx, categoryUid, searchParams, basePath }: CategoryViewProps) {
  const state = parseListingState(searchParams);
  const [category, result] = await Promise.all([
    categoryOf(ctx, categoryUid),
    fetchListingPage(ctx, { kind: 'category', categoryUid }, state, basePath),
  ]);
  if (!category) notFound();

  const { locale } = ctx;
  const t = translator(locale, 'listing');
  const titleParam = searchParams.title;
  const title = category.name || (Array.isArray(titleParam) ? titleParam[0] : titleParam) || '';
  const suffix = category.url_suffix ?? '';
  const trail: Crumb[] = (category.breadcrumbs ?? [])
    .filter((crumb) => crumb !== null)
    .map((crumb) => ({
      label: crumb.category_name ?? '',
      path: crumb.category_url_path ? `/${crumb.category_url_path}${suffix}` : undefined,
    }));
  const parent = trail.at(-1);
  const children = new Map((category.children ?? []).flatMap((child) => (child ? [[child.uid, child]] : [])));
  const description = category.description ? sanitizeHtml(category.description) : '';

  return (
    <ListingView
      locale={locale}
      kind="category"
      state={state}
      basePath={basePath}
      title={title}
      breadcrumbs={[...trail, { label: title }]}
      intro={
        description ? (
          <div
            className="mt-2 max-w-3xl text-sm text-ink-muted [&_a]:text-primary-strong [&_a]:underline"
            // biome-ignore lint/security/noDangerouslySetInnerHtml: category description HTML, sanitised above
            dangerouslySetInnerHTML={{ __html: description }}
          />
        ) : undefined
      }
      result={result}
      categoryHref={(option) => {
        const child = children.get(option.value);
        return localePath(
          locale,
          child ? categoryPath(child) : `/categories?categoryId=${encodeURIComponent(option.value)}`,
        );
      }}
      empty={
        <div className="mt-6 rounded border border-line bg-surface-muted p-6">
          <h2 className="text-lg font-semibold">{t('emptyCategoryTitle')}</h2>
          <p className="mt-1 text-ink-muted">{t('emptyCategoryText')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            {parent?.path && (
              <NavLink
                href={localePath(locale, parent.path)}
                className="rounded bg-primary-strong px-4 py-2 font-semibold text-white hover:bg-primary-hover"
              >
                {t('backTo', { name: parent.label })}
              </NavLink>
            )}
            <NavLink
              href={localePath(locale, '/')}
              className="rounded border border-primary-strong px-4 py-2 font-semibold text-primary-strong hover:bg-primary-tint"
            >
              {t('backHome')}
            </NavLink>
          </div>
        </div>
      }
    />
  );
}

/**
 * Metadata of a category page: meta_title / meta_description / meta_keywords, the category URL
 * (/{url_path}{url_suffix}) as canonical whatever alias showed it, hreflang alternates for the
 * other store views, and noindex for filtered, sorted or re-sized variants. Pass the page's
 * search params so those variants are recognised.
 */
export async function categoryMetadata(
  ctx: RequestContext,
  categoryUid: string,
  _basePath: string,
  searchParams: SearchParams = {},
): Promise<Metadata> {
  const category = await categoryOf(ctx, categoryUid);
  if (!category) return {};
  const state = parseListingState(searchParams);
  const path = categoryPath(category);
  const canonicalPath = state.page > 1 ? `${path}${path.includes('?') ? '&' : '?'}page=${state.page}` : path;
  const description =
    category.meta_description ||
    (category.description
      ? sanitizeHtml(category.description, { allowedTags: [], allowedAttributes: {} }).trim()
      : undefined);
  return {
    // meta_title already names the store ("Escrita | Escritório Total"): no title template on top.
    title: category.meta_title ? { absolute: category.meta_title } : (category.name ?? undefined),
    description: description || undefined,
    keywords: category.meta_keywords || undefined,
    alternates: {
      canonical: absoluteUrl(ctx.locale, canonicalPath),
      languages: languageAlternates(canonicalPath),
    },
    robots: isVariant(state) ? { index: false, follow: true } : undefined,
  };
}
